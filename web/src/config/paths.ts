/** The default label, where `/` leads. */
export const DEFAULT_LABEL = 'exemplaire';

/**
 * Every route of the SPA, declared once: `path` for the router (relative to `/:label` for label
 * pages), `getHref` for links.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  notFound: { path: '/404', getHref: () => '/404' },
  label: {
    root: { path: '/:label', getHref: (label: string) => `/${label}` },
    home: { path: 'home', getHref: (label: string) => `/${label}/home` },
    projects: { path: 'projets', getHref: (label: string) => `/${label}/projets` },
    crowdfunding: {
      path: 'financement-participatif/:slug',
      getHref: (label: string, slug: string) => `/${label}/financement-participatif/${slug}`,
    },
  },
} as const;
