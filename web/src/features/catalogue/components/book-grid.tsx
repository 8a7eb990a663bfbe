import type { Book } from '@/types/api';
import { BookCard } from './book-card';

/** Books in three (production) or four (available) columns, fewer on small screens. */
export function BookGrid({ books, labelSlug, columns, preorder = false }: { books: Book[]; labelSlug: string; columns: 3 | 4; preorder?: boolean }) {
  return (
    <ul className={`grid grid--${columns} grid--books`} role="list">
      {books.map((book) => (
        <li key={book.id}>
          <BookCard book={book} labelSlug={labelSlug} preorder={preorder} />
        </li>
      ))}
    </ul>
  );
}
