import { Link, useSearchParams } from 'react-router-dom';
import { guillemets } from '@shop/typography';
import { ErrorMessage } from '@/components/ui/error-message';
import { paths } from '@/config/paths';
import { useSearchResults } from '@/features/search/api/get-search-results';
import { SearchResults } from '@/features/search/components/search-results';
import { resultCount } from '@/features/search/utils/search-groups';
import { useDocumentMeta, useNoIndex } from '@/lib/document-meta';
import type { Label } from '@/types/api';
import { useCurrentLabel } from './label-layout';

/** The longest query the search reads (the API refuses longer ones). */
const QUERY_MAX = 100;

/**
 * The search's results page (`/{label}/recherche?q=…`): what the header's field found in every
 * label, grouped by kind, each result with its label. Rendered on the server like the other public
 * pages, kept out of the sitemap and of search engines' indexes (`noindex`).
 */
export function SearchRoute() {
  const label = useCurrentLabel();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, QUERY_MAX);
  const { data, error, mutate } = useSearchResults(query);
  useDocumentMeta(
    query ? `Recherche : ${guillemets(query)} — ${label.name}` : `Recherche — ${label.name}`,
    'Livres, auteurices, financements participatifs, objets et rendez-vous de toutes nos collections.',
  );
  useNoIndex();
  // The answer of this query (the previous one stays shown while the next loads).
  const current = data && data.query === query ? data : undefined;

  return (
    <>
      <header className="page-head">
        <p className="page-head__eyebrow">Recherche</p>
        <h1>{query ? `Résultats pour ${guillemets(query)}` : 'Rechercher'}</h1>
        {current && current.count > 0 && <p className="page-head__lead">{resultCount(current.count)} dans toutes nos collections.</p>}
      </header>
      {!query ? (
        <p className="empty">Saisissez un titre, le nom d’une autrice ou d’un auteur, ou un ISBN dans le champ de recherche en haut de la page.</p>
      ) : error ? (
        <ErrorMessage message="La recherche n’a pas pu aboutir." onRetry={() => void mutate()} />
      ) : !current ? (
        <div className="search-loading">
          <p role="status" className="visually-hidden">
            Recherche en cours…
          </p>
          {[0, 1, 2].map((row) => (
            <div key={row} className="search-loading__row" aria-hidden="true" />
          ))}
        </div>
      ) : current.count === 0 ? (
        <NoResults query={query} label={label} />
      ) : (
        <SearchResults groups={current.groups} />
      )}
    </>
  );
}

/** Nothing found: what to try instead, and where to browse. */
function NoResults({ query, label }: { query: string; label: Label }) {
  return (
    <div className="empty search-empty" role="status">
      <p>Aucun résultat pour {guillemets(query)}.</p>
      <p>Vérifiez l’orthographe, ou essayez un autre mot : un titre, un nom, un ISBN.</p>
      <p className="search-empty__links">
        {label.featureLibrary && <Link to={paths.label.bookshop.getHref(label.slug)}>Parcourir la librairie</Link>}
        {label.featureShop && <Link to={paths.label.shop.getHref(label.slug)}>Voir la boutique</Link>}
        {label.featureProjects && <Link to={paths.label.projects.getHref(label.slug)}>Découvrir les projets en cours</Link>}
      </p>
    </div>
  );
}
