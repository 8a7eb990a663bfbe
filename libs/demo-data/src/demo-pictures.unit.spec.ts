import { describe, expect, it } from '@jest/globals';
import { type GoodieKind, goodieKindOf, productImageSvg, rewardContents, type RewardContents } from '@shop/media';
import { goodieProductRows } from './goodies';
import { labelRows } from './labels';
import { compensationRows, REWARDS, rewardProductRows } from './rewards';

/**
 * The demo's pictures show what each product is: every goodie's name says its kind, every reward's
 * facts and name say what it holds. A new demo product fails here until its picture is decided.
 */
const GOODIE_KINDS: Record<string, GoodieKind> = {
  'tote-bag-lire-debout': 'tote',
  't-shirt-exemplaire': 'tshirt',
  'mug-encore-un-chapitre': 'mug',
  'affiche-les-jardins-de-titan': 'poster',
  'marque-pages-illustres': 'bookmark',
  'badges-exemplaire': 'badge',
  'tote-bag-aimer-fort': 'tote',
};

const book = (books = 1, goodies: GoodieKind[] = [], dedication = false): RewardContents => ({ books, dedication, donation: false, goodies });
const DONATION: RewardContents = { books: 0, dedication: false, donation: true, goodies: [] };

/** By campaign id and reward key. */
const REWARD_CONTENTS: Record<string, RewardContents> = {
  '1/le-livre': book(),
  '1/livre-dedicace': book(1, [], true),
  '1/livre-collector': book(2),
  '1/tirage-de-tete': book(),
  '1/t-shirt-argos-7': book(0, ['tshirt']),
  '1/lot-libraire-5': book(5),
  '1/don': DONATION,
  '2/le-roman': book(),
  '2/roman-dedicace': book(1, ['bookmark'], true),
  '2/edition-reliee': book(),
  '2/duo': book(2),
  '2/lot-libraire-10': book(10),
  '2/club': book(),
  '2/don': DONATION,
  '3/le-livre': book(),
  '3/livre-tote-bag': book(1, ['tote']),
  '3/livre-dedicace': book(1, ['postcard'], true),
  '3/lot-libraire-5': book(5),
  '3/don': DONATION,
  '4/le-livre': book(),
  '4/livre-carte': book(1, ['map']),
  '4/livre-dedicace': book(1, [], true),
  '4/duo-polar': book(2),
  '4/don': DONATION,
  '5/le-livre': book(),
  '5/livre-dedicace': book(1, [], true),
  '5/livre-affiche': book(1, ['poster']),
  '5/club': book(),
  '5/lot-libraire-5': book(5),
  '6/le-livre': book(),
  '6/livre-dedicace': book(1, [], true),
  '6/tirage-art': book(0, ['print']),
  '6/don': DONATION,
};

const theme = labelRows()[0].theme as { primary: string; secondary: string; background: string; text: string; accent: string };

describe('demo pictures', () => {
  const goodies = goodieProductRows().filter((p) => p.type === 'goodie');

  it.each(goodies.map((p) => [p.slug as string, p.name as string]))('goodie %s is drawn as what its name says', (slug, name) => {
    const kind = GOODIE_KINDS[slug];
    expect(goodieKindOf(name)).toBe(kind);
    expect(productImageSvg({ name, kind: 'goodie', theme, seed: slug, labelName: 'Exemplaire' })).toContain(`id="goodie-${kind}"`);
  });

  const facts = new Map(compensationRows(new Date('2026-03-01T10:00:00Z')).map((c) => [c.product_id, c]));
  const names = new Map(rewardProductRows().map((p) => [p.id, p.name as string]));

  it.each(REWARDS.map((r) => [`${r.campaignId}/${r.key}`, r.id]))('reward %s shows what it holds', (key, id) => {
    const f = facts.get(id)!;
    expect(rewardContents(names.get(id)!, { books: Number(f.books_count), dedication: Boolean(f.dedication), donation: Boolean(f.donation) })).toEqual(REWARD_CONTENTS[key]);
  });
});
