/** 'a', 'a et b', 'a, b et c': a French list, with no comma before the last word ('ou' as well). */
export function frenchList(items: readonly string[], conjunction: 'et' | 'ou' = 'et'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
