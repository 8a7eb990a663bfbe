/** The narrow no-break space French typography puts between thousands and before €. */
const NNBSP = '\u202f';

/** « 1 234,50 € » as invoices and credit notes print it, and as their messages say it. */
export function frenchMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);
  return `${sign}${units},${String(abs % 100).padStart(2, '0')}${NNBSP}€`;
}
