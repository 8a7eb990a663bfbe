import { ErrorMessage } from '@/components/ui/error-message';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import type { Book } from '@/types/api';
import { BookGrid } from './book-grid';

interface BookSectionContentProps {
  books: Book[] | undefined;
  error: Error | undefined;
  retry: () => void;
  labelSlug: string;
  columns: 3 | 4;
  preorder?: boolean;
  empty: string;
}

/** A home section's books, with their loading, error and empty states. */
export function BookSectionContent({ books, error, retry, labelSlug, columns, preorder, empty }: BookSectionContentProps) {
  if (error) return <ErrorMessage message="Les livres n'ont pas pu être chargés." onRetry={retry} />;
  if (!books) return <SkeletonGrid count={columns} columns={columns} shape="book" />;
  if (books.length === 0) return <p className="empty">{empty}</p>;
  return <BookGrid books={books} labelSlug={labelSlug} columns={columns} preorder={preorder} />;
}
