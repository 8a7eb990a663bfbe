import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDebounced } from '@/hooks/use-debounced';
import { SUGGESTIONS_MIN_LENGTH, useSuggestions } from '../api/get-suggestions';
import { groupByKind } from '../utils/search-groups';
import { pageQuery } from '../utils/page-query';
import { SuggestionList } from './suggestion-list';

/** The pause in typing after which suggestions are asked for. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;

/** The option the arrow keys move to among `count` (wrapping around), -1 for none. */
export function movedOption(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/**
 * The header's search field: a combobox with a list of suggestions (WAI-ARIA 1.2 « combobox »
 * pattern, list autocomplete, selection moved by the arrow keys). Suggestions are asked for once two
 * characters are typed and typing pauses, grouped by kind with their label; Enter opens the one
 * chosen, or the results page. The focus stays in the field (`aria-activedescendant`), Escape closes
 * the list, then empties the field. Without JavaScript the form still leads to the results page.
 */
export function SearchBox({ labelSlug }: { labelSlug: string }) {
  const navigate = useNavigate();
  const { pathname, search, key: locationKey } = useLocation();
  const [text, setText] = useState(() => pageQuery(pathname, search));
  // Suggestions follow what the visitor types, never the query a page was opened with.
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const settled = useDebounced(text, SUGGESTIONS_DEBOUNCE_MS);
  const { data } = useSuggestions(typed ? settled : '');
  const long = text.trim().length >= SUGGESTIONS_MIN_LENGTH;
  const groups = long && data ? groupByKind(data.results) : [];
  const results = groups.flatMap((group) => group.results);
  // The last option leads to every result, as Enter in the field does.
  const optionCount = results.length > 0 ? results.length + 1 : 0;
  const expanded = open && optionCount > 0;

  // A new page: the box shows its query (the results page's) and closes.
  useEffect(() => {
    setText(pageQuery(pathname, search));
    setTyped(false);
    setOpen(false);
    setActive(-1);
    // Only a navigation resets the box (the key changes with each one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locationKey]);

  function showResults(query: string) {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    navigate(paths.label.search.getHref(labelSlug, query.trim()));
  }

  function choose(index: number) {
    const result = results[index];
    if (!result) return showResults(text);
    setOpen(false);
    setActive(-1);
    navigate(result.url);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (expanded && active >= 0) return choose(active);
    if (text.trim()) showResults(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (optionCount === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(event.key === 'ArrowDown' ? 0 : optionCount - 1);
        } else {
          setActive(movedOption(active, optionCount, event.key));
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
          setTyped(false);
        }
        return;
      case 'Tab':
        setOpen(false);
        setActive(-1);
        return;
    }
  }

  const status =
    !typed || !long || !data || settled !== text
      ? ''
      : results.length === 0
        ? 'Aucune suggestion.'
        : `${results.length} suggestion${results.length > 1 ? 's' : ''} : flèches haut et bas pour les parcourir.`;

  return (
    <form role="search" className="search-box" action={paths.label.search.getHref(labelSlug)} method="get" onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Rechercher un livre, un·e auteurice, un projet
      </label>
      <div className="search-box__field">
        <input
          ref={input}
          id={`${id}-input`}
          className="search-box__input"
          type="search"
          name="q"
          value={text}
          placeholder="Titre, auteurice, ISBN…"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(true);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-box__submit">
          <Icon name="search" />
          <span className="visually-hidden">Rechercher</span>
        </button>
      </div>
      <div className="search-box__popup" hidden={!expanded}>
        <div id={listId} role="listbox" aria-label="Suggestions" className="search-box__list">
          {expanded && <SuggestionList groups={groups} text={text} optionId={optionId} idPrefix={id} active={active} onChoose={choose} />}
        </div>
      </div>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </form>
  );
}
