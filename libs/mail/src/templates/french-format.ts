import { frenchDate as typographyDate } from '@shop/typography';

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** "25.00" (euros as the API serializes them) → « 25,00 € »; anything else is shown as given. */
export function frenchEuros(value: string): string {
  return /^-?\d+(\.\d+)?$/.test(value.trim()) ? EUROS.format(Number(value)) : value;
}

/** "2026-12-31" or an ISO timestamp → « 31 décembre 2026 » (« 1er » on the first); else as given. */
export const frenchDate = (value: string): string => typographyDate(value);
