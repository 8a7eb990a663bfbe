import { deName, frenchSpacing, guillemets } from '@shop/typography';
import { bookProductRows } from './books';
import { campaignRows } from './campaigns';
import { eventRows } from './events';
import { goodieProductRows } from './goodies';
import { labelRows } from './labels';
import { faqRows, newsRows } from './news';
import { rewardProductRows } from './rewards';

const NOW = new Date('2026-11-21T12:00:00Z');

/** Every name and title the demo shows: labels, books, goodies, rewards, campaigns, events, news, FAQ. */
const texts = [
  ...labelRows().map((r) => r.name),
  ...[...bookProductRows(NOW), ...goodieProductRows(), ...rewardProductRows()].map((r) => r.name),
  ...campaignRows(NOW).map((r) => r.title),
  ...eventRows(NOW).map((r) => r.title),
  ...newsRows(NOW).map((r) => r.subject),
  ...faqRows().map((r) => r.question),
].map(String);

/** A plain space where a line may break, beside a sign French keeps with its word. */
const BREAKABLE = /« | »| [:;!?]/;

describe('the demo’s names and titles in French typography', () => {
  it('has titles that need it: guillemets, colons, question and exclamation marks', () => {
    expect(texts.filter((t) => BREAKABLE.test(t)).length).toBeGreaterThan(5);
  });

  it('keeps every sign with its words once spaced, and spaces each text once for all', () => {
    const wrong = texts.filter((text) => {
      const spaced = frenchSpacing(text);
      return BREAKABLE.test(spaced) || frenchSpacing(spaced) !== spaced || !/^«\u00a0\S.*\S\u00a0»$/.test(guillemets(text));
    });
    expect(wrong).toEqual([]);
  });

  it('says de before each label the French way', () => {
    expect(labelRows().map((r) => deName(String(r.name)))).toEqual(['d’Exemplaire', 'de Cœurs Vaillants', 'de La Poésie du lundi']);
  });
});
