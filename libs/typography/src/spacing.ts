/**
 * French spacing, one convention for every page, mail and PDF (the Imprimerie nationale's, the one
 * Intl's fr-FR follows for numbers):
 * - a no-break space (U+00A0) before ':' and inside guillemets: '«\u00a0Titre\u00a0»';
 * - a narrow no-break space (U+202F) before ';', '!' and '?', and between thousands ('1\u202f250');
 * - the typographic apostrophe '’' in elisions (elision.ts);
 * - '–' (en dash) for ranges, '—' (em dash) for incises.
 * Fonts without U+202F (PDF's built-in Helvetica) take `withoutNarrowSpaces`.
 */

/** No-break space: before ':', inside guillemets, before '€'. */
export const NBSP = '\u00a0';
/** Narrow no-break space: before ';', '!', '?', between thousands. */
export const NNBSP = '\u202f';
/** The range dash: '10–12 ans', 'lundi–vendredi'. */
export const EN_DASH = '–';
/** The incise dash: 'Le livre — enfin — est sorti.' */
export const EM_DASH = '—';

/** Horizontal spaces only: a line break before a sign is kept as it is. */
const SPACES = '[ \\u00a0\\u202f\\u2009]';
/** What may follow a sign for it to be punctuation, not '!important', 'http://' or '?page=2'. */
const AFTER_SIGN = '(?:$|[\\s.,;:!?»”’"\'<)\\]…])';

const OPENING = new RegExp(`«${SPACES}*`, 'g');
const CLOSING = new RegExp(`(\\S)${SPACES}*»`, 'g');
const NARROW_SIGN = new RegExp(`(\\S)${SPACES}+(?=[;!?]${AFTER_SIGN})`, 'g');
const COLON = new RegExp(`(\\S)${SPACES}+(?=:${AFTER_SIGN})`, 'g');
const SPACED_HYPHEN = new RegExp(`(\\S)${SPACES}-${SPACES}(?=\\S)`, 'g');

/**
 * A text with French spacing: the spaces already typed before ':', ';', '!', '?' and inside
 * guillemets become the no-break ones of the convention above (so 'T-shirt « Exemplaire »' never
 * breaks after '«'), a hyphen set between spaces becomes the incise dash. A sign typed without a
 * space is left alone (a URL, a time, a CSS value): safe on the text of an HTML fragment.
 * Idempotent.
 */
export function frenchSpacing(text: string): string {
  return text.replace(OPENING, `«${NBSP}`).replace(CLOSING, `$1${NBSP}»`).replace(NARROW_SIGN, `$1${NNBSP}`).replace(COLON, `$1${NBSP}`).replace(SPACED_HYPHEN, `$1 ${EM_DASH} `);
}

/**
 * A title quoted the French way: '«\u00a0Les Heures blanches\u00a0»'. Guillemets inside it become
 * the second-level quotes: 'Le livre + le tote bag “Lire debout”'.
 */
export function guillemets(text: string): string {
  const inner = text
    .trim()
    .replace(new RegExp(`«${SPACES}*`, 'g'), '“')
    .replace(new RegExp(`${SPACES}*»`, 'g'), '”');
  return `«${NBSP}${frenchSpacing(inner)}${NBSP}»`;
}

/** For fonts without the narrow no-break space (PDF's built-in Helvetica): the plain no-break space instead. */
export function withoutNarrowSpaces(text: string): string {
  return text.replace(/\u202f/g, NBSP);
}
