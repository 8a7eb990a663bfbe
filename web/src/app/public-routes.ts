import { matchPath } from 'react-router-dom';
import { paths, type LegalPage } from '@/config/paths';

/**
 * The public pages the server renders (spec §2): what a visitor or a crawler reads without an
 * account. Account, checkout, bookseller, staff and one-time-link pages stay client-rendered: their
 * content belongs to a session the server does not see.
 */
const LABEL_PAGES: readonly (readonly string[])[] = [
  ['', 'home'],
  paths.label.notFound.patterns,
  paths.label.projects.patterns,
  paths.label.crowdfunding.patterns.flatMap((pattern) => [pattern, ...paths.label.crowdfunding.tabs.map((tab) => `${pattern}/${tab}`)]),
  paths.label.bookshop.patterns,
  paths.label.otherPublishers.patterns,
  paths.label.book.patterns,
  paths.label.shop.patterns,
  paths.label.giftCards.patterns,
  paths.label.product.patterns,
  paths.label.authors.patterns,
  paths.label.author.patterns,
  paths.label.about.patterns,
  [paths.label.about.index],
  paths.label.events.patterns,
  paths.label.search.patterns,
  paths.label.contact.patterns,
  paths.label.faq.patterns,
  paths.label.forgottenVouchers.patterns,
  paths.label.submitProject.patterns,
  (['cgv', 'mentions-legales', 'credits', 'eula'] satisfies LegalPage[]).map((page) => paths.label.legal.pattern(page)),
];

const PUBLIC_PATTERNS = [paths.root.path, paths.notFound.path, ...LABEL_PAGES.flat().map((pattern) => `${paths.label.root.path}${pattern ? `/${pattern}` : ''}`)];

/** Whether the server renders this path (the others get the client's shell). */
export function isServerRendered(pathname: string): boolean {
  return PUBLIC_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** Routes written in French and in English (French first): the English spelling's canonical address is the French one. */
const ALIASED: readonly (readonly string[])[] = Object.values(paths.label).flatMap((route) => ('patterns' in route && route.patterns.length > 1 ? [route.patterns] : []));

/**
 * The one address of a page (its canonical URL): the French spelling of the route, the label's
 * home for its bare address, the area's first page for `a-propos`, no query string.
 */
export function canonicalPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const bare = matchPath(paths.label.root.path, path);
  if (bare?.params.label) return paths.label.home.getHref(bare.params.label);
  const aboutIndex = matchPath(`${paths.label.root.path}/${paths.label.about.index}`, path);
  if (aboutIndex?.params.label) return paths.label.about.getHref(aboutIndex.params.label);
  for (const [french, ...others] of ALIASED) {
    for (const alias of others) {
      // Longer addresses (a campaign's tab) keep what follows the aliased part.
      const match = matchPath({ path: `${paths.label.root.path}/${alias}`, end: false }, path);
      if (!match) continue;
      const rest = path.slice(match.pathnameBase.length);
      const params = match.params as Record<string, string | undefined>;
      return `/:label/${french}`.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(params[name] ?? '')) + rest;
    }
  }
  return path;
}
