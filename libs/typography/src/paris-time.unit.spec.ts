import { firstOfMonth, frenchDate, frenchEuros, parisDay, wallClock, type FrenchDateOptions } from './index';

/** Intl, which the pure writing replaces, is the oracle: Node has the full ICU data. */
const parisParts = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
  timeZone: 'Europe/Paris',
});
const WEEKDAY = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 } as Record<string, number>;

function intlWallClock(instant: Date) {
  const parts = Object.fromEntries(parisParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month) - 1,
    day: Number(parts.day),
    weekday: WEEKDAY[parts.weekday],
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** Every hour of the last week of March and of October (summer time starts and ends), and every 7 hours of the year, 2000–2040. */
function instants(): Date[] {
  const out: Date[] = [];
  for (let year = 2000; year <= 2040; year++) {
    for (const month of [2, 9]) for (let t = Date.UTC(year, month, 24); t < Date.UTC(year, month + 1, 1); t += 3_600_000) out.push(new Date(t), new Date(t + 59 * 60_000));
    for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 7 * 3_600_000) out.push(new Date(t));
  }
  return out;
}

describe('the Paris wall clock, without Intl', () => {
  it('reads every instant as Intl does in Europe/Paris, around every change of summer time from 2000 to 2040', () => {
    const wrong = instants().filter((instant) => JSON.stringify(wallClock(instant)) !== JSON.stringify(intlWallClock(instant)));
    expect(wrong.map((d) => d.toISOString()).slice(0, 5)).toEqual([]);
  });

  it('names the shop’s day: after 23:00 UTC in winter and 22:00 UTC in summer, Paris is already tomorrow', () => {
    expect(parisDay(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(parisDay(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(parisDay(new Date('2026-07-15T21:59:59Z'))).toBe('2026-07-15');
    expect(parisDay(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });
});

describe('frenchDate and frenchEuros write what Intl fr-FR writes', () => {
  const optionSets: FrenchDateOptions[] = [
    {},
    { weekday: true },
    { year: false },
    { shortMonth: true },
    { weekday: true, year: false, shortMonth: true },
    { weekday: true, month: false },
  ];
  const intlDate = (options: FrenchDateOptions, timeZone: string) =>
    new Intl.DateTimeFormat('fr-FR', {
      weekday: options.weekday ? 'long' : undefined,
      day: 'numeric',
      month: options.month === false ? undefined : options.shortMonth ? 'short' : 'long',
      year: options.year === false || options.month === false ? undefined : 'numeric',
      timeZone,
    });

  it('for every calendar date from 2000 to 2040, in every shape', () => {
    const wrong: string[] = [];
    for (const options of optionSets) {
      const intl = intlDate(options, 'UTC');
      for (let t = Date.UTC(2000, 0, 1); t <= Date.UTC(2040, 11, 31); t += 86_400_000) {
        const day = new Date(t).toISOString().slice(0, 10);
        const expected = firstOfMonth(intl.format(new Date(`${day}T12:00:00Z`)));
        if (frenchDate(day, options) !== expected) wrong.push(`${day} ${JSON.stringify(options)}: ${frenchDate(day, options)} ≠ ${expected}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('for instants, read in Paris around midnight and the changes of summer time', () => {
    const wrong: string[] = [];
    for (const options of optionSets) {
      const intl = intlDate(options, 'Europe/Paris');
      for (const instant of instants()) {
        const expected = firstOfMonth(intl.format(instant));
        if (frenchDate(instant.toISOString(), options) !== expected) wrong.push(`${instant.toISOString()}: ${frenchDate(instant, options)} ≠ ${expected}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('for amounts in euros, whole and with cents, rounded as Intl rounds them', () => {
    const whole = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
    const amounts = [0, -0.004, 0.01, 0.5, 1.005, 2.675, 19.905, 1e-7, 123456789.99, -1234.5];
    for (let i = -200_000; i <= 2_000_000; i += 7) amounts.push(i / 100, i);
    const wrong = amounts.flatMap((amount) => {
      const expected = Number.isInteger(amount) ? whole.format(amount) : cents.format(amount);
      const written = frenchEuros(amount, !Number.isInteger(amount));
      return written === expected ? [] : [`${amount}: ${JSON.stringify(written)} ≠ ${JSON.stringify(expected)}`];
    });
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
