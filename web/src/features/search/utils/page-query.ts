import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The query of the results page the visitor is on, if any: the search field shows it. */
export function pageQuery(pathname: string, search: string): string {
  const onResults = paths.label.search.patterns.some((pattern) => matchPath(`${paths.label.root.path}/${pattern}`, pathname));
  return onResults ? (new URLSearchParams(search).get('q') ?? '') : '';
}
