/** The shop's calendar day (Europe/Paris) of an instant, as YYYY-MM-DD: voucher expiry is a French date. */
export function parisDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
