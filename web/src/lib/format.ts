const euroWhole = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const euroCents = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/** A price in euros, fr-FR: two decimals if fractional, otherwise none ("4800.00" → "4 800 €"). */
export function formatPrice(value: string | number): string {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(amount) ? euroWhole.format(amount) : euroCents.format(amount);
}

const integer = new Intl.NumberFormat('fr-FR');

/** A count with French digit grouping ("1 250"). */
export function formatCount(value: number): string {
  return integer.format(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A countdown as HH:MM:SS, hours running past 24 ("47:05:09"). */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** At most `max` characters, cut at a word boundary and ended with '…' when shortened. */
export function excerpt(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?—–-]+$/, '')}…`;
}
