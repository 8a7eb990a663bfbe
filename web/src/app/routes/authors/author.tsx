import { useParams } from 'react-router-dom';
import { Navigate } from '@/components/ui/navigate';
import { ErrorMessage } from '@/components/ui/error-message';
import { Section } from '@/components/ui/section';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { paths } from '@/config/paths';
import { useAuthor } from '@/features/authors/api/get-author';
import { AuthorProfile } from '@/features/authors/components/author-profile';
import { authorBooksQuery, useBooks } from '@/features/catalogue/api/get-books';
import { BookGrid } from '@/features/catalogue/components/book-grid';
import { EventList } from '@/features/events/components/event-card';
import { useCurrentSlug } from '@/hooks/use-current-slug';
import { ApiError } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/document-meta';
import { excerpt } from '@/lib/format';
import { useSiteOrigin } from '@/lib/ssr/server-render';
import { breadcrumbs, sharePicture, StructuredData } from '@/lib/structured-data';
import { useCurrentLabel } from '../label-layout';

/** An author's books: the whole list fits one page. */
const AUTHOR_BOOKS_LIMIT = 100;

/**
 * Spec §2 'auteurs/:slug' (no site header there): banner, handwritten name, biography, the
 * author's books and their upcoming events.
 */
export function AuthorRoute() {
  const label = useCurrentLabel();
  const slug = useParams().slug ?? '';
  const { data: author, error, mutate } = useAuthor(slug);
  const books = useBooks(author ? authorBooksQuery(author.slug, AUTHOR_BOOKS_LIMIT) : null);
  useCurrentSlug(slug, author?.slug);
  const origin = useSiteOrigin();
  useDocumentMeta(author ? `${author.name} — ${label.name}` : null, author?.biography_text ? excerpt(author.biography_text, 200) : null, {
    image: sharePicture(author?.avatar),
    type: 'profile',
  });

  if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.label.notFound.getHref(label.slug)} replace />;
  if (error) return <ErrorMessage message="Cette page n'a pas pu être chargée." onRetry={() => void mutate()} />;
  if (!author) return <div className="author-hero author-hero--loading" aria-hidden="true" />;

  const events = author.future_events ?? [];
  return (
    <article className="author-page">
      <AuthorProfile author={author} labelSlug={label.slug} labelName={label.name} />
      <Section title="Ses livres">
        {books.error ? (
          <ErrorMessage message="Les livres n'ont pas pu être chargés." onRetry={books.retry} />
        ) : !books.data ? (
          <SkeletonGrid count={4} columns={4} shape="book" />
        ) : books.data.length === 0 ? (
          <p className="empty">Aucun livre pour le moment.</p>
        ) : (
          <BookGrid books={books.data} labelSlug={label.slug} columns={4} />
        )}
      </Section>
      <Section title="Prochaines rencontres">
        {events.length === 0 ? <p className="empty">Aucune rencontre prévue pour le moment.</p> : <EventList events={events} labelSlug={label.slug} />}
      </Section>
      <StructuredData
        data={[
          {
            '@type': 'Person',
            name: author.name,
            url: `${origin}${paths.label.author.getHref(label.slug, author.slug)}`,
            ...(author.avatar ? { image: sharePicture(author.avatar) } : {}),
            ...(author.biography_text ? { description: excerpt(author.biography_text, 200) } : {}),
          },
          breadcrumbs(origin, [
            [label.name, paths.label.home.getHref(label.slug)],
            ['Nos auteurs.ices', paths.label.authors.getHref(label.slug)],
            [author.name, paths.label.author.getHref(label.slug, author.slug)],
          ]),
        ]}
      />
    </article>
  );
}
