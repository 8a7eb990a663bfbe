import { ErrorMessage } from '@/components/ui/error-message';
import { InfiniteAnchor } from '@/components/ui/infinite-anchor';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { inProductionQuery, useBookPages } from '../api/get-books';
import { BookGrid } from './book-grid';

/** Books loaded per page on the projects page: two rows of three. */
export const BOOKS_PAGE_SIZE = 6;

/** The label's books in production, loading the next page when the bottom of the list comes into view. */
export function BooksInProductionPages({ labelId, labelSlug }: { labelId: number; labelSlug: string }) {
  const { items, error, isLoading, hasMore, pageCount, loadMore, retry } = useBookPages(inProductionQuery(labelId, BOOKS_PAGE_SIZE));
  if (isLoading) return <SkeletonGrid count={3} columns={3} shape="book" />;
  if (error && items.length === 0) return <ErrorMessage message={`Les livres n'ont pas pu être chargés. ${error.message}`} onRetry={retry} />;
  if (items.length === 0) return <p className="empty">Aucun livre en cours de production pour le moment.</p>;
  return (
    <>
      <BookGrid books={items} labelSlug={labelSlug} columns={3} preorder />
      {error && <ErrorMessage message={`La suite n'a pas pu être chargée. ${error.message}`} onRetry={loadMore} />}
      {hasMore && !error && <InfiniteAnchor onVisible={loadMore} page={pageCount} label="Afficher plus de livres" />}
    </>
  );
}
