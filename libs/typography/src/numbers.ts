import { NBSP, NNBSP } from './spacing';

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

/**
 * An amount in euros as Intl fr-FR's currency format writes it, without Intl (see paris-time.ts):
 * '4\u202f800\u00a0€' for a whole amount (`cents: false`), '21,50\u00a0€' with its cents, rounded
 * half away from zero on the amount's decimal writing ('1.005' → '1,01').
 */
export function frenchEuros(amount: number, cents: boolean): string {
  const [, sign, units, decimals = ''] = /^(-?)(\d+)(?:\.(\d+))?$/.exec(toPlainDecimal(amount)) ?? ['', '', '0', ''];
  const digits = cents ? 2 : 0;
  let whole = BigInt(units + decimals.slice(0, digits).padEnd(digits, '0'));
  if (Number(decimals[digits] ?? '0') >= 5) whole += 1n;
  const text = whole.toString().padStart(digits + 1, '0');
  const integer = text.slice(0, text.length - digits);
  const fraction = digits ? `,${text.slice(-digits)}` : '';
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP)}${fraction}${NBSP}€`;
}

/** The shortest decimal writing of a number, never in exponent form (1e-7 → '0.0000001'). */
function toPlainDecimal(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}
