import { ErrorMessage } from '@/components/ui/error-message';
import { InfiniteAnchor } from '@/components/ui/infinite-anchor';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { inProductionQuery, useBookPages, type BooksQuery } from '../api/get-books';
import { BookGrid } from './book-grid';

/** Books loaded per page on the projects page: two rows of three. */
export const BOOKS_PAGE_SIZE = 6;

interface BookPagesProps {
  query: BooksQuery;
  labelSlug: string;
  columns: 3 | 4;
  empty: string;
  preorder?: boolean;
}

/** Books of a query, loading the next page (the `next` link) when the bottom of the list comes into view. */
export function BookPages({ query, labelSlug, columns, empty, preorder = false }: BookPagesProps) {
  const { items, error, isLoading, hasMore, pageCount, loadMore, retry } = useBookPages(query);
  if (isLoading) return <SkeletonGrid count={columns} columns={columns} shape="book" />;
  if (error && items.length === 0) return <ErrorMessage message="Les livres n'ont pas pu être chargés." onRetry={retry} />;
  if (items.length === 0) return <p className="empty">{empty}</p>;
  return (
    <>
      <BookGrid books={items} labelSlug={labelSlug} columns={columns} preorder={preorder} />
      {error && <ErrorMessage message="La suite n'a pas pu être chargée." onRetry={loadMore} />}
      {hasMore && !error && <InfiniteAnchor onVisible={loadMore} page={pageCount} label="Afficher plus de livres" />}
    </>
  );
}

/** The label's books in production (projects page). */
export function BooksInProductionPages({ labelId, labelSlug }: { labelId: number; labelSlug: string }) {
  return <BookPages query={inProductionQuery(labelId, BOOKS_PAGE_SIZE)} labelSlug={labelSlug} columns={3} preorder empty="Aucun livre en cours de production pour le moment." />;
}
