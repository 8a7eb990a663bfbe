import sharp from 'sharp';
import { bookCoverBody } from './book-cover';
import { GOODIE_KINDS, GoodieKind, goodieKindOf, goodieKindsIn } from './goodie-kind';
import { ProductImageInput, productImageSvg } from './product-image';
import { rewardContents } from './reward-contents';
import { MediaTheme } from './theme';

const theme: MediaTheme = { primary: '#1F3A5F', secondary: '#E8B04B', background: '#FAF7F2', text: '#1C1C1C', accent: '#C8553D' };
const cover = { title: 'Mémoires d’un satellite', author: 'Yanis Belkacem', labelName: 'Exemplaire', seed: 'memoires-d-un-satellite-0' };
const picture = (input: Partial<ProductImageInput> & Pick<ProductImageInput, 'name' | 'kind'>) => productImageSvg({ theme, seed: 'p', labelName: 'Exemplaire', ...input });

/** The ids of the drawn things (`goodie-mug`, `reward-book`…), in the order they are drawn. */
const drawn = (svg: string) => [...svg.matchAll(/ id="((?:goodie|reward)-[a-z-]+|giftcard)"/g)].map((m) => m[1]);

/**
 * The size each <text> is seen at on the picture: its font size times the scales of the groups and
 * nested <svg> viewports around it.
 */
function renderedTextSizes(svg: string): number[] {
  const sizes: number[] = [];
  const scales: number[] = [1];
  for (const [, closing, tag, attrs, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    if (closing) {
      scales.pop();
      continue;
    }
    let k = scales[scales.length - 1];
    for (const s of (/ transform="([^"]*)"/.exec(attrs)?.[1] ?? '').matchAll(/scale\(([\d.]+)/g)) k *= Number(s[1]);
    const viewBox = / width="([\d.]+)".* viewBox="[\d.-]+ [\d.-]+ ([\d.]+)/.exec(attrs);
    if (tag === 'svg' && scales.length > 1 && viewBox) k *= Number(viewBox[1]) / Number(viewBox[2]);
    if (tag === 'text') sizes.push(Number(/ font-size="([\d.]+)"/.exec(attrs)?.[1]) * k);
    if (!selfClosing) scales.push(k);
  }
  return sizes;
}

/** No micro-text: any text is at least 6 % of the 800 px picture's height. */
const MIN_TEXT = 0.06 * 800;

describe('what a goodie is, from its name', () => {
  it.each<[string, GoodieKind | null]>([
    ['T-shirt « Exemplaire »', 'tshirt'],
    ['Tee-shirt brodé', 'tshirt'],
    ['Sweat « Lire au lit »', 'tshirt'],
    ['Mug « Encore un chapitre »', 'mug'],
    ['Tasse en grès', 'mug'],
    ['Tote bag « Lire debout »', 'tote'],
    ['Sac en toile', 'tote'],
    ['Affiche « Les Jardins de Titan »', 'poster'],
    ['Pack de quatre badges', 'badge'],
    ['Carnet de notes', 'notebook'],
    ['Set de cinq marque-pages illustrés', 'bookmark'],
    ['Marque-page doré', 'bookmark'],
    ['Carte postale des lucioles', 'postcard'],
    ['Tirage d’art A3 de la carte de Tignes', 'print'],
    ['Sérigraphie originale', 'print'],
    ['La carte du Vercors illustrée', 'map'],
    // A quoted motto names nothing: this mug is a mug, not a bag.
    ['Mug « Le Sac de billes »', 'mug'],
    ['Carte cadeau de 25 €', null],
    ['Objet mystère', null],
  ])('%s → %s', (name, kind) => {
    expect(goodieKindOf(name)).toBe(kind);
  });

  it('lists the goodies of a bundle, one per part between « + »', () => {
    expect(goodieKindsIn('Le livre + le tote bag « Lire debout »')).toEqual(['tote']);
    expect(goodieKindsIn('Le livre dédicacé + carte postale')).toEqual(['postcard']);
    expect(goodieKindsIn('Le roman + un marque-page + un mug')).toEqual(['bookmark', 'mug']);
    expect(goodieKindsIn('Le livre + l’édition collector')).toEqual([]);
  });
});

describe('what a reward holds', () => {
  it('takes crowdfunding’s facts first and the goodies from the name', () => {
    expect(rewardContents('Offre Club Cœurs Vaillants', { books: 1, dedication: false, donation: false })).toEqual({ books: 1, dedication: false, donation: false, goodies: [] });
    expect(rewardContents('Le roman dédicacé + marque-page', { books: 1, dedication: true })).toEqual({ books: 1, dedication: true, donation: false, goodies: ['bookmark'] });
  });

  it('reads the facts from the name when crowdfunding gives none', () => {
    expect(rewardContents('Lot libraire : 5 exemplaires')).toMatchObject({ books: 5, dedication: false });
    expect(rewardContents('Duo : un roman pour vous, un à offrir')).toMatchObject({ books: 2 });
    expect(rewardContents('Le livre dédicacé')).toMatchObject({ books: 1, dedication: true });
    expect(rewardContents('T-shirt « Argos-7 »')).toEqual({ books: 0, dedication: false, donation: false, goodies: ['tshirt'] });
    expect(rewardContents('Don de soutien (1 €)')).toEqual({ books: 0, dedication: false, donation: true, goodies: [] });
  });
});

describe('product pictures show the thing', () => {
  const names: Record<GoodieKind, string> = {
    tshirt: 'T-shirt « Exemplaire »',
    mug: 'Mug « Encore un chapitre »',
    tote: 'Tote bag « Lire debout »',
    poster: 'Affiche « Les Jardins de Titan »',
    badge: 'Pack de quatre badges',
    notebook: 'Carnet « Idées »',
    bookmark: 'Set de cinq marque-pages illustrés',
    postcard: 'Carte postale des lucioles',
    print: 'Tirage d’art A3',
    map: 'Carte dépliante du Vercors',
  };

  it.each(GOODIE_KINDS)('draws a %s as itself, in every picture of the product', (kind) => {
    for (const variantIndex of [0, 1]) expect(drawn(picture({ name: names[kind], kind: 'goodie', variantIndex }))).toEqual([`goodie-${kind}`]);
  });

  it('draws a goodie whose name says nothing known as a wrapped present', () => {
    expect(drawn(picture({ name: 'Objet mystère', kind: 'goodie' }))).toEqual(['goodie-other']);
  });

  it('prints the label’s emblem on its goodies, a different one for another label', () => {
    const a = picture({ name: names.mug, kind: 'goodie', labelName: 'Exemplaire' });
    const b = picture({ name: names.mug, kind: 'goodie', labelName: 'Cœurs Vaillants' });
    expect(a).not.toBe(b);
  });

  it('draws a reward holding the book with the book’s own cover art', () => {
    const svg = picture({ name: 'Le livre', kind: 'compensation', reward: { books: 1, cover } });
    expect(drawn(svg)).toEqual(['reward-book']);
    // The cover's art without its words: the same pattern as the book's cover.
    const art = bookCoverBody({ ...cover, theme }, { textless: true, id: 'rb0' });
    expect(svg).toContain(art);
  });

  it('lays a bundle out side by side: the book, then its goodies; a dedication card on the book', () => {
    expect(drawn(picture({ name: 'Le livre + le tote bag « Lire debout »', kind: 'compensation', reward: { books: 1, cover } }))).toEqual(['reward-book', 'goodie-tote']);
    expect(drawn(picture({ name: 'Le livre dédicacé + carte postale', kind: 'compensation', reward: { books: 1, dedication: true, cover } }))).toEqual([
      'reward-book',
      'goodie-postcard',
      'reward-dedication',
    ]);
    expect(drawn(picture({ name: 'T-shirt « Argos-7 »', kind: 'compensation', reward: { books: 0, cover } }))).toEqual(['goodie-tshirt']);
  });

  it('draws a donation as a gift of money, and a reward holding nothing known as a present', () => {
    expect(drawn(picture({ name: 'Don de soutien (1 €)', kind: 'compensation', reward: { donation: true, books: 0 } }))).toEqual(['reward-donation']);
    expect(drawn(picture({ name: 'Surprise', kind: 'compensation', reward: { books: 0 } }))).toEqual(['reward-box']);
  });

  it('fans a few copies and counts the rest on a badge', () => {
    const two = picture({ name: 'Duo', kind: 'compensation', reward: { books: 2, cover } });
    expect(two.match(/viewBox="0 0 600 900"/g)).toHaveLength(2);
    expect(two).not.toContain('reward-count');
    const lot = picture({ name: 'Lot libraire : 10 exemplaires', kind: 'compensation', reward: { books: 10, cover } });
    expect(lot.match(/viewBox="0 0 600 900"/g)).toHaveLength(3);
    expect(lot).toMatch(/id="reward-count".*>×10</);
  });

  it('writes a gift card’s amount in large type', () => {
    const svg = picture({ name: 'Carte cadeau de 100 €', kind: 'giftcard' });
    expect(drawn(svg)).toEqual(['giftcard']);
    expect(svg).toContain('>100\u00a0€</tspan>');
  });

  describe('no micro-text', () => {
    it('measures text where it is seen, through scaled groups and viewports', () => {
      const svg =
        '<svg width="800" viewBox="0 0 800 800"><g transform="translate(10 10) scale(0.5)"><text font-size="40">a</text><svg x="0" width="300" viewBox="0 0 600 900"><text font-size="30">b</text></svg></g></svg>';
      expect(renderedTextSizes(svg)).toEqual([20, 7.5]);
    });

    const pictures: Array<[string, string]> = [
      ...GOODIE_KINDS.map((kind): [string, string] => [kind, picture({ name: names[kind], kind: 'goodie' })]),
      ...['Carte cadeau de 25 €', 'Carte cadeau de 1 000 €', 'Carte cadeau'].map((name): [string, string] => [name, picture({ name, kind: 'giftcard' })]),
      ...(
        [
          ['Le livre', { books: 1 }],
          ['Le livre dédicacé', { books: 1, dedication: true }],
          ['Le livre dédicacé + carte postale', { books: 1, dedication: true }],
          ['Lot libraire : 10 exemplaires', { books: 10 }],
          ['Don de soutien (1 €)', { donation: true }],
          ['Le roman dédicacé + marque-page + mug', { books: 1, dedication: true }],
        ] as const
      ).map(([name, facts]): [string, string] => [name, picture({ name, kind: 'compensation', reward: { ...facts, cover } })]),
    ];

    it.each(pictures)('%s: every text is at least 6 %% of the picture’s height', (_name, svg) => {
      for (const size of renderedTextSizes(svg)) expect(size).toBeGreaterThanOrEqual(MIN_TEXT);
    });

    it('draws a cover inside a reward without its words', () => {
      expect(bookCoverBody({ ...cover, theme }, { textless: true })).not.toContain('<text');
      expect(bookCoverBody({ ...cover, theme })).toContain('<text');
    });
  });

  it('renders every kind to an 800×800 image', async () => {
    for (const kind of GOODIE_KINDS) {
      await expect(sharp(Buffer.from(picture({ name: names[kind], kind: 'goodie' }))).metadata()).resolves.toMatchObject({ width: 800, height: 800 });
    }
    const bundle = picture({ name: 'Le livre dédicacé + carte postale', kind: 'compensation', reward: { books: 3, dedication: true, cover } });
    await expect(sharp(Buffer.from(bundle)).metadata()).resolves.toMatchObject({ width: 800, height: 800 });
  });
});
