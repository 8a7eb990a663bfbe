import { describe, expect, it } from '@jest/globals';
import { excerpt, formatCount, formatCountdown, formatDate, formatEventDates, formatMonth, formatPrice, formatRelative, formatShortDate, formatDecimal } from './format';

/** Intl separates thousands and the currency with no-break spaces; compare with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('shows no decimals for a whole amount', () => {
    expect(plain(formatPrice('4800.00'))).toBe('4 800 €');
    expect(plain(formatPrice(22))).toBe('22 €');
    expect(plain(formatPrice(0))).toBe('0 €');
  });

  it('shows two decimals for a fractional amount', () => {
    expect(plain(formatPrice('12.5'))).toBe('12,50 €');
    expect(plain(formatPrice('82.50'))).toBe('82,50 €');
    expect(plain(formatPrice('1234.56'))).toBe('1 234,56 €');
  });
});

describe('formatCountdown', () => {
  // Non-breaking spaces, written as plain ones here.
  const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

  it('names hours, minutes and seconds in French, hours past a day', () => {
    expect(spaced(formatCountdown(29 * 3600 + 58 * 60 + 58))).toBe('29 h 58 min 58 s');
    expect(spaced(formatCountdown(47 * 3600 + 5 * 60 + 9))).toBe('47 h 05 min 09 s');
    expect(spaced(formatCountdown(59))).toBe('0 h 00 min 59 s');
    expect(spaced(formatCountdown(-3))).toBe('0 h 00 min 00 s');
  });

  it('never breaks across lines', () => {
    expect(formatCountdown(3600)).not.toMatch(/ /);
  });
});

describe('formatDate', () => {
  it('writes a calendar date in French, without shifting the day', () => {
    expect(formatDate('2027-04-20')).toBe('20 avril 2027');
  });

  it('writes the first of the month 1er', () => {
    expect(formatDate('2026-12-01')).toBe('1er décembre 2026');
    expect(formatDate('2025-10-01')).toBe('1er octobre 2025');
    expect(formatDate('2026-12-11')).toBe('11 décembre 2026');
  });

  it('writes an instant in Paris time', () => {
    // 23:30 UTC on 31 December is already the 1st of January in Paris.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1er janvier 2027');
  });

  it('cuts the month short for tables, 1er included', () => {
    expect(formatShortDate('2026-12-01')).toBe('1er déc. 2026');
    expect(formatShortDate('2027-02-28')).toBe('28 févr. 2027');
  });
});

describe('formatCount', () => {
  it('groups thousands with narrow no-break spaces, as Intl fr-FR', () => {
    expect(formatCount(1250)).toBe('1\u202f250');
    expect(formatCount(42)).toBe('42');
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('says how long ago, in French', () => {
    expect(formatRelative('2026-11-21T11:59:30Z', now)).toBe('à l’instant');
    expect(formatRelative('2026-11-21T11:55:00Z', now)).toBe('il y a 5 minutes');
    expect(formatRelative('2026-11-21T09:00:00Z', now)).toBe('il y a 3 heures');
    expect(formatRelative('2026-11-20T12:00:00Z', now)).toBe('hier');
    expect(formatRelative('2026-11-18T12:00:00Z', now)).toBe('il y a 3 jours');
    expect(formatRelative('2026-10-31T12:00:00Z', now)).toBe('il y a 3 semaines');
    expect(formatRelative('2026-06-01T12:00:00Z', now)).toBe('il y a 5 mois');
  });

  it('says how far ahead', () => {
    expect(formatRelative('2026-11-21T14:00:00Z', now)).toBe('dans 2 heures');
    expect(formatRelative('2026-11-22T12:00:00Z', now)).toBe('demain');
  });
});

describe('excerpt', () => {
  it('keeps a short text as it is', () => {
    expect(excerpt('  Un   court texte. ', 50)).toBe('Un court texte.');
  });

  it('cuts a long text at a word boundary, within the limit', () => {
    const cut = excerpt('Lancé en 1998 pour mesurer la température des océans, Argos-7 aurait dû être désorbité.', 40);
    expect(cut).toBe('Lancé en 1998 pour mesurer la…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it('cuts a reward name at 40 characters (spec §9)', () => {
    const name = 'Duo polar : Les Sentinelles + Brume sur l’Étang-Neuf';
    const cut = excerpt(name, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('…')).toBe(true);
    expect(name.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('cuts a meta description at 200 characters, never mid-word', () => {
    const text = 'mot '.repeat(80);
    const cut = excerpt(text, 200);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toMatch(/mot…$/);
  });

  it('cuts inside a word only when the text has no space to cut at', () => {
    expect(excerpt('a'.repeat(60), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('event dates', () => {
  it('say the day and the hours of a one-day event, in Paris time', () => {
    expect(formatEventDates('2026-12-01T16:30:00.000Z', '2026-12-01T18:30:00.000Z')).toBe('mardi 1er décembre 2026, de 17 h 30 à 19 h 30');
    expect(formatEventDates('2026-07-04T08:00:00.000Z', '2026-07-04T10:15:00.000Z')).toBe('samedi 4 juillet 2026, de 10 h à 12 h 15');
  });

  it('say the first and last day of a longer one', () => {
    expect(formatEventDates('2026-12-16T08:00:00.000Z', '2026-12-17T17:00:00.000Z')).toBe('du mercredi 16 au jeudi 17 décembre 2026');
    expect(formatEventDates('2026-11-30T08:00:00.000Z', '2026-12-01T17:00:00.000Z')).toBe('du lundi 30 novembre au mardi 1er décembre 2026');
  });

  it('name the month of the agenda', () => {
    expect(formatMonth('2026-12-16T08:00:00.000Z')).toBe('Décembre 2026');
  });
});

describe('formatDecimal', () => {
  it('writes rates as Intl fr-FR does with two decimals at most, without building an Intl object', () => {
    const intl = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
    for (const value of [0, 5.5, 20, 2.1, 33.333, 0.005, 1.005, 12.345, 1234.5, 100]) expect(formatDecimal(value)).toBe(intl.format(value));
  });
});
