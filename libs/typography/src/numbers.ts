import { NNBSP } from './spacing';

/**
 * A number with French digit grouping, as Intl fr-FR writes it: narrow no-break spaces between
 * thousands and a decimal comma ('1\u202f250', '12\u202f345,5'). Years and references are not numbers
 * to group: the caller leaves them as they are.
 */
export function groupThousands(value: number | string): string {
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign, units, decimals] = match;
  return `${sign}${units.replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP)}${decimals === undefined ? '' : `,${decimals}`}`;
}
