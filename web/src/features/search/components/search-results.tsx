import { Link } from 'react-router-dom';
import { frenchSpacing } from '@shop/typography';
import { Picture } from '@/components/ui/picture';
import { PICTURE_SIZES } from '@/lib/responsive-image';
import type { SearchGroup, SearchKind, SearchResult } from '../types';
import { KIND_HEADINGS, kindCount } from '../utils/search-groups';
import { resultDetails } from '../utils/result-details';
import '../search-results.css';

/** The results of a search, one section per kind (the kind of the best result first), each result with its label. */
export function SearchResults({ groups }: { groups: SearchGroup[] }) {
  return (
    <div className="search-results">
      {groups.map((group) => (
        <section key={group.kind} className="search-results__group" aria-labelledby={`search-group-${group.kind}`}>
          <h2 id={`search-group-${group.kind}`} className="search-results__heading">
            {KIND_HEADINGS[group.kind]} <span className="search-results__count">{kindCount(group.kind, group.count)}</span>
          </h2>
          <ul className="search-results__list">
            {group.results.map((result) => (
              <li key={result.id}>
                <ResultRow result={result} />
              </li>
            ))}
          </ul>
          {group.count > group.results.length && (
            <p className="search-results__more">
              Voici les {group.results.length} premiers : précisez votre recherche pour trouver les {group.count - group.results.length} autres.
            </p>
          )}
        </section>
      ))}
    </div>
  );
}

/** Each kind's picture as the media module draws it (width, height): a cover, a square, a portrait, a banner, a poster. */
const PICTURE_BOXES: Record<SearchKind, [number, number]> = { book: [600, 900], goodie: [800, 800], author: [400, 400], campaign: [1200, 675], event: [600, 850] };

function ResultRow({ result }: { result: SearchResult }) {
  const [width, height] = PICTURE_BOXES[result.kind];
  return (
    <article className={`search-result search-result--${result.kind}`}>
      <Picture src={result.image} webp={result.image_webp} alt="" className="search-result__picture" width={width} height={height} sizes={PICTURE_SIZES.thumbnail} />
      <div className="search-result__text">
        <h3 className="search-result__title">
          <Link to={result.url}>{frenchSpacing(result.title)}</Link>
        </h3>
        <p className="search-result__details">{resultDetails(result)}</p>
        {result.isbn && <p className="search-result__isbn">ISBN {result.isbn}</p>}
      </div>
    </article>
  );
}
