import { dayFrom } from './dates';
import { productRow } from './products';
import type { Row } from './sql';
import { slugify } from './text';
import { EXEMPLAIRE_BOOKS } from './books-exemplaire';
import { OTHER_LABEL_BOOKS } from './books-other-labels';
import type { BookSeed } from './book-seed';

/** ISBN-13 check digit: weights 1 and 3 alternately, then the complement to 10. */
export function isbn13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`demo-data: préfixe ISBN invalide ${first12}`);
  const sum = [...first12].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 ? 3 : 1), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

export const ALL_BOOKS: BookSeed[] = [...EXEMPLAIRE_BOOKS, ...OTHER_LABEL_BOOKS];

export function bookSlug(id: number): string {
  const book = ALL_BOOKS.find((b) => b.id === id);
  if (!book) throw new Error(`demo-data: livre ${id} inconnu`);
  return slugify(book.title);
}

export function bookProductRows(now: Date): Row[] {
  return ALL_BOOKS.map((b, index) =>
    productRow({
      id: b.id,
      type: 'book',
      slug: slugify(b.title),
      labelId: b.labelId,
      name: b.title,
      description: b.description,
      priceCents: b.priceCents,
      reducedVat: true,
      authorId: b.authorId,
      outOfStock: b.outOfStock ?? false,
      restockingDate: b.restockInDays === undefined ? null : dayFrom(now, b.restockInDays),
      position: index,
    }),
  );
}

export function bookRows(now: Date): Row[] {
  return ALL_BOOKS.map((b) => ({
    product_id: b.id,
    isbn: isbn13(b.isbn12),
    nb_pages: b.pages,
    release: dayFrom(now, b.releaseInDays),
    publisher: b.publisher ?? 'Exemplaire',
    is_external: b.publisher !== undefined,
    published: b.releaseInDays <= 0,
  }));
}
