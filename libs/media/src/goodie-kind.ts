/**
 * What a goodie is, read from its name: staff name every product, and the name is what a visitor reads
 * beside the picture, so the picture follows it. A quoted motto or title (« Lire debout », « Les Jardins
 * de Titan ») is left out, so a mug named « Le Sac de billes » stays a mug.
 */
export const GOODIE_KINDS = ['tshirt', 'mug', 'tote', 'poster', 'badge', 'notebook', 'bookmark', 'postcard', 'print', 'map'] as const;
export type GoodieKind = (typeof GOODIE_KINDS)[number];

/**
 * The words naming each kind, the most specific first: « carte postale » and « tirage d'art de la carte »
 * before a plain « carte » (a folded map); « carte cadeau » is never a map (gift cards have a type of their own).
 */
const RULES: ReadonlyArray<[GoodieKind, RegExp]> = [
  ['bookmark', /\bmarque[- ]?pages?\b|\bsignets?\b/],
  ['postcard', /\bcartes?[- ]postales?\b/],
  ['print', /\btirages? d'art\b|\bestampes?\b|\bserigraphies?\b|\blithographies?\b|\bgravures?\b|\bart prints?\b/],
  ['poster', /\baffiches?\b|\bposters?\b/],
  ['tshirt', /\bt[- ]?shirts?\b|\btee[- ]?shirts?\b|\bsweat(?:[- ]?shirt)?s?\b|\bhoodies?\b/],
  ['mug', /\bmugs?\b|\btasses?\b/],
  ['tote', /\btote(?:[- ]?bags?)?s?\b|\bsacs?\b|\bbesaces?\b/],
  ['badge', /\bbadges?\b|\bpin'?s\b|\bmacarons?\b/],
  ['notebook', /\bcarnets?\b|\bcahiers?\b|\bnotebooks?\b/],
  ['map', /\bcartes?\b(?![- ](?:cadeaux?|postales?|a ecrire|de vœux|de voeux))/],
];

/** Lower case, without accents, with straight apostrophes and without quoted parts. */
function plainWords(text: string): string {
  return text
    .replace(/«[^»]*»|"[^"]*"|“[^”]*”/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’ʼ]/g, "'")
    .toLowerCase();
}

/** The kind a name says (its first word naming one, in the order of RULES), or null when it names none. */
export function goodieKindOf(name: string): GoodieKind | null {
  const words = plainWords(name);
  return RULES.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

/**
 * The goodies a bundle's name lists, in its order: « Le livre dédicacé + carte postale » holds a postcard,
 * « Le livre + le tote bag « Lire debout » » a tote bag. Each part between « + » names one thing at most.
 */
export function goodieKindsIn(name: string): GoodieKind[] {
  const kinds = name
    .split(/\s\+\s|\s&\s|,\s/)
    .map(goodieKindOf)
    .filter((kind): kind is GoodieKind => kind !== null);
  return [...new Set(kinds)];
}
