/**
 * A book of the demo; dates are in days relative to `now` (negative: in the past). A file of its own:
 * the lists (books-exemplaire.ts, books-other-labels.ts) name it, and books.ts gathers the lists.
 */
export interface BookSeed {
  id: number;
  title: string;
  labelId: number;
  authorId: number;
  priceCents: number;
  pages: number;
  /** Release day relative to now; a future release means the book is in production (unpublished). */
  releaseInDays: number;
  /** First 12 digits of the ISBN-13; the check digit is computed. */
  isbn12: string;
  description: string[];
  outOfStock?: boolean;
  /** Days until the next delivery when out of stock and a restock is planned. */
  restockInDays?: number;
  /** Published elsewhere ('Des mêmes auteurices'). */
  publisher?: string;
}
