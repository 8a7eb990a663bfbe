/**
 * Elision before a name: 'de' + 'Exemplaire' → 'd’Exemplaire', with the typographic apostrophe of
 * the shop's texts. Names are the shop's own (labels, titles, people): the first letter decides.
 */

/** The words that lose their vowel before a vowel sound, and what they become. */
const ELIDED = {
  de: 'd’',
  le: 'l’',
  la: 'l’',
  que: 'qu’',
  je: 'j’',
  me: 'm’',
  te: 't’',
  se: 's’',
  ne: 'n’',
  jusque: 'jusqu’',
  lorsque: 'lorsqu’',
  puisque: 'puisqu’',
} as const;

export type ElidableWord = keyof typeof ELIDED;

/**
 * Words whose h is aspirated ('le hibou', 'de Hollande'): no elision before them. The common ones;
 * any other h is taken as mute ('d’Hélène', 'l’hiver'). 'huître' and 'héroïne' are mute.
 */
const ASPIRATED_H =
  /^h(ach|aie|aill|ain|ai[rs]|all|alt|amac|ameau|amp|anch|andi|ang|ant|app|arc|ardi|are|ari|arp|asard|ate|aus|aut|avr|enn|eriss|ern|eron|eros$|etre|eurt|ibou|id|ierarch|ipp|iss|ock|oll|omard|ont|oqu|ord|ors|ott|oubl|oul|ouss|oux|ubl|ue|uit(?!r)|url|utt|yen)/;

/** Lower case without accents: 'Hélène' → 'helene', 'Œuvres' → 'œuvres'. */
const bare = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Whether a name is said with a vowel first, so that 'de', 'le', 'que'… elide before it: a vowel,
 * a mute h, or a y before a consonant ('Yves'; 'Yanis' and 'yaourt' keep 'de').
 */
export function startsWithVowelSound(name: string): boolean {
  const word = bare(name.trim().split(/[\s’'-]/)[0] ?? '');
  if (/^[aeiouæœ]/.test(word)) return true;
  if (word.startsWith('y')) return /^y[^aeiouy]/.test(word);
  if (word.startsWith('h')) return !ASPIRATED_H.test(word);
  return false;
}

/**
 * `word` and `name` joined the French way: 'd’Exemplaire', 'l’Atelier', 'qu’Odile', but
 * 'de Cœurs Vaillants', 'le Hibou'. A capital on `word` is kept ('D’Exemplaire').
 */
export function elide(word: ElidableWord | Capitalize<ElidableWord>, name: string): string {
  if (!startsWithVowelSound(name)) return `${word} ${name}`;
  const elided = ELIDED[word.toLowerCase() as ElidableWord];
  return `${word[0] === word[0].toUpperCase() ? elided[0].toUpperCase() + elided.slice(1) : elided}${name}`;
}

/**
 * 'de' before a label or a title, the way a French sentence says it: 'd’Exemplaire', 'de Cœurs
 * Vaillants', and the article of a title contracted: 'du Dernier Ferry pour Ouessant', 'des Heures
 * blanches' ('de La Poésie du lundi' and 'de L’Atelier des ombres' stay).
 */
export function deName(name: string): string {
  const article = /^(Le|Les) (?=\S)/.exec(name);
  if (article) return `${article[1] === 'Le' ? 'du' : 'des'} ${name.slice(article[0].length)}`;
  return elide('de', name);
}
