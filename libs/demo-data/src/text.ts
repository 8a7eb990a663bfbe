/** Paragraphs as stored in `description` / `biography` (HTML) and their plain-text twins. */
export function html(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${p}</p>`).join('\n');
}

/** Plain text of paragraphs that may hold inline tags (<em>, <strong>): tags dropped, one blank line between. */
export function plain(paragraphs: string[]): string {
  return paragraphs.map((p) => p.replace(/<[^>]+>/g, '')).join('\n\n');
}

/** URL-safe slug of a French title: accents folded, ligatures split, apostrophes as hyphens. */
export function slugify(title: string): string {
  return title
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
