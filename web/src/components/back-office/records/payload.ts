import type { FormValues } from '@/hooks/use-form';

/** '' in a form stands for null in the record (no image, no date). */
export const nullIfEmpty = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The fields of `payload` whose form value differs from the one the editor started from: a PATCH sends only those. */
export function changedFields<V extends FormValues>(payload: Record<string, unknown>, values: V, before: V): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([name]) => values[name] !== before[name]));
}

/** '18,50' or '18.5' → '18.50'; null when it is not an amount with two decimals at most. */
export function parseEuros(typed: string): string | null {
  const clean = typed.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Number(clean).toFixed(2);
}

/** '18.50' → '18,50', as a French form shows it. */
export const eurosForInput = (price: string | null | undefined) => (price ? price.replace('.', ',') : '');
