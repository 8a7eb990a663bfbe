import { guillemets } from '@shop/typography';
import type { SearchKind, Suggestion } from '../types';
import { KIND_HEADINGS } from '../utils/search-groups';
import { resultDetails } from '../utils/result-details';

interface SuggestionListProps {
  /** The suggestions by kind, in the order shown (and that the arrow keys follow). */
  groups: { kind: SearchKind; results: Suggestion[] }[];
  /** The text typed: the last option leads to every result for it. */
  text: string;
  /** Ids: each option's by its rank, and each group heading's prefix. */
  optionId: (index: number) => string;
  idPrefix: string;
  active: number;
  onChoose: (index: number) => void;
}

/**
 * The options of the search field's listbox (grouped, APG « listbox with grouped options »), each
 * with what it is and its label, then « Tous les résultats ». Loaded with the first suggestions:
 * the header's code stays light on the pages where nobody searches.
 */
export function SuggestionList({ groups, text, optionId, idPrefix, active, onChoose }: SuggestionListProps) {
  const firsts = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.results.length, 0));
  const all = firsts.length === 0 ? 0 : firsts[firsts.length - 1] + groups[groups.length - 1].results.length;
  // The field keeps the focus (a press would blur it, and close the list before the click).
  const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();
  return (
    <>
      {groups.map((group, g) => (
        <ul key={group.kind} role="group" aria-labelledby={`${idPrefix}-${group.kind}`} className="search-box__group">
          <li role="presentation" id={`${idPrefix}-${group.kind}`} className="search-box__heading">
            {KIND_HEADINGS[group.kind]}
          </li>
          {group.results.map((result, r) => {
            const index = firsts[g] + r;
            return (
              <li
                key={`${result.kind}-${result.id}`}
                role="option"
                id={optionId(index)}
                aria-selected={index === active}
                className="search-box__option"
                onMouseDown={keepFocus}
                onClick={() => onChoose(index)}
              >
                <span className="search-box__title">{result.title}</span>
                <span className="search-box__details">{resultDetails(result)}</span>
              </li>
            );
          })}
        </ul>
      ))}
      <div
        role="option"
        id={optionId(all)}
        aria-selected={active === all}
        className="search-box__option search-box__option--all"
        onMouseDown={keepFocus}
        onClick={() => onChoose(all)}
      >
        Tous les résultats pour {guillemets(text)}
      </div>
    </>
  );
}
