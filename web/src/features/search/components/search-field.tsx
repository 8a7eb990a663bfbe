import { lazy, Suspense } from 'react';
import { paths } from '@/config/paths';
import { useServerRender } from '@/lib/ssr/server-render';
// With the header, not the box's chunk: the field has its look before its code is there.
import '../search.css';

const SearchBox = lazy(() => import('./search-box').then((m) => ({ default: m.SearchBox })));

/**
 * The header's search field. Its suggestions' code is a chunk of its own, so that the header every
 * page loads first stays light: meanwhile (a few milliseconds after the page's code, or until a
 * server-rendered page has hydrated it) the same field is a plain form that leads to the results page.
 */
export function SearchField({ labelSlug }: { labelSlug: string }) {
  // A page rendered on the server names the box's chunk among its own: fetched after the first paint.
  useServerRender()?.modules.add('src/features/search/components/search-box.tsx');
  return (
    <Suspense fallback={<PlainSearchForm labelSlug={labelSlug} />}>
      <SearchBox labelSlug={labelSlug} />
    </Suspense>
  );
}

/** The field before its code is there (a page rendered in the browser, for a moment): a plain form to the results page. */
function PlainSearchForm({ labelSlug }: { labelSlug: string }) {
  return (
    <form role="search" className="search-box" action={paths.label.search.getHref(labelSlug)}>
      <input className="search-box__input" type="search" name="q" aria-label="Rechercher un livre, un·e auteurice, un projet" />
    </form>
  );
}
