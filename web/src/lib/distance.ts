/** No-break space: French typography keeps a number and its unit on one line. */
const NBSP = '\u00a0';

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/**
 * A distance as a French reader writes it: '350 m' under a kilometre (to 10 m), '1,2 km' under
 * 10 km, '14 km' beyond (more precision would be false, as the crow flies).
 */
export function formatDistance(meters: number): string {
  if (meters < 995) return `${Math.max(10, Math.round(meters / 10) * 10)}${NBSP}m`;
  if (meters < 9950) return `${decimal.format(meters / 1000)}${NBSP}km`;
  return `${Math.round(meters / 1000)}${NBSP}km`;
}
