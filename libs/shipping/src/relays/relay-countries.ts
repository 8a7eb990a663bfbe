/**
 * Countries where Mondial Relay delivers to parcel shops (those its own widget offers), with the
 * shape of their postal codes: the search is refused before it reaches the carrier.
 */
export const RELAY_COUNTRIES: Record<string, { postalCode: RegExp; digits: number | null }> = {
  FR: { postalCode: /^\d{5}$/, digits: 5 },
  BE: { postalCode: /^\d{4}$/, digits: 4 },
  LU: { postalCode: /^\d{4}$/, digits: 4 },
  NL: { postalCode: /^\d{4} ?[A-Z]{2}$/, digits: null },
  ES: { postalCode: /^\d{5}$/, digits: 5 },
  DE: { postalCode: /^\d{5}$/, digits: 5 },
  AT: { postalCode: /^\d{4}$/, digits: 4 },
};

export function isRelayCountry(code: string): boolean {
  return Object.prototype.hasOwnProperty.call(RELAY_COUNTRIES, code);
}
