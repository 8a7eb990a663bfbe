/**
 * The most copies one line may hold: a reader's order (a class set, a family's gifts) stays under
 * 1,000; a bookseller's launch or school order under 10,000. Checked before anything is sized by it.
 */
export const MAX_LINE_QUANTITY = { reader: 999, bookseller: 9_999 } as const;

export function lineQuantityMax(viewerIsBookseller: boolean): number {
  return viewerIsBookseller ? MAX_LINE_QUANTITY.bookseller : MAX_LINE_QUANTITY.reader;
}
