/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A theme colour safe inside a style attribute (it comes from the database), or the fallback. */
export function safeColour(value: string | undefined, fallback: string): string {
  return value && HEX_COLOUR.test(value.trim()) ? value.trim() : fallback;
}

function luminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black, whichever reads better on `background` (WCAG contrast ratio). */
export function inkOn(background: string): string {
  const l = luminance(background);
  return 1.05 / (l + 0.05) >= (l + 0.05) / (luminance('#1c1c1c') + 0.05) ? '#ffffff' : '#1c1c1c';
}
