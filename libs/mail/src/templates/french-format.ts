const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

/** "25.00" (euros as the API serializes them) → « 25,00 € »; anything else is shown as given. */
export function frenchEuros(value: string): string {
  return /^-?\d+(\.\d+)?$/.test(value.trim()) ? EUROS.format(Number(value)) : value;
}

/** "2026-12-31" or an ISO timestamp → « 31 décembre 2026 » (« 1er » on the first); else as given. */
export function frenchDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(day.getTime())) return value;
  return LONG_DATE.format(day).replace(/^1 /, '1er ');
}
