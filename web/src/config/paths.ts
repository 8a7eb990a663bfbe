/** The default label, where `/` leads. */
export const DEFAULT_LABEL = 'exemplaire';

/** Staff back office ('Arrière boutique'): served outside the SPA. */
export const ADMIN_URL = '/admin/';

/** The tabs of a campaign page, each its own child route (spec §2). */
export type CampaignTab = 'description' | 'news' | 'contributions' | 'faq';

/** Which spelling of a route a link uses: the French one by default, the English alias where the spec writes it. */
export type Alias = 'fr' | 'en';

const pick = (alias: Alias, fr: string, en: string) => (alias === 'en' ? en : fr);

/**
 * Every route of the SPA, declared once. `patterns` are what the router declares (relative to
 * `/:label`, French first, then the English alias); `getHref` builds links. Areas not built yet end
 * with `/*` so every deeper path of theirs reaches the 'Bientôt disponible' page, not the 404.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  notFound: { path: '/404', getHref: () => '/404' },
  label: {
    root: { path: '/:label', getHref: (label: string) => `/${label}` },
    home: { patterns: ['home'], getHref: (label: string) => `/${label}/home` },
    notFound: { patterns: ['404'], getHref: (label: string) => `/${label}/404` },

    projects: {
      patterns: ['projets', 'projects'],
      getHref: (label: string, alias: Alias = 'fr') => `/${label}/${pick(alias, 'projets', 'projects')}`,
    },
    crowdfunding: {
      patterns: ['financement-participatif/:slug', 'crowdfunding/:slug'],
      /** Child routes of the campaign page; the index shows the description too. */
      tabs: ['description', 'news', 'contributions', 'faq'] as const satisfies readonly CampaignTab[],
      getHref: (label: string, slug: string, tab?: CampaignTab) =>
        `/${label}/financement-participatif/${encodeURIComponent(slug)}${tab ? `/${tab}` : ''}`,
    },
    contribute: {
      patterns: ['financement-participatif/:slug/contribute/:compensationId?', 'crowdfunding/:slug/contribute/:compensationId?'],
      getHref: (label: string, slug: string, compensationId?: number) =>
        `/${label}/financement-participatif/${encodeURIComponent(slug)}/contribute${compensationId ? `/${compensationId}` : ''}`,
    },

    bookshop: {
      patterns: ['librairie/*', 'bookshop/*'],
      getHref: (label: string, alias: Alias = 'fr') => `/${label}/${pick(alias, 'librairie', 'bookshop')}`,
    },
    otherPublishers: { getHref: (label: string) => `/${label}/librairie/autres-editeurs` },
    book: { getHref: (label: string, slug: string) => `/${label}/librairie/livre/${encodeURIComponent(slug)}` },
    shop: { patterns: ['boutique/*', 'shop/*'], getHref: (label: string) => `/${label}/boutique` },
    authors: { patterns: ['auteurs', 'authors'], getHref: (label: string) => `/${label}/auteurs` },
    author: {
      patterns: ['auteurs/:slug', 'authors/:slug'],
      getHref: (label: string, slug: string) => `/${label}/auteurs/${encodeURIComponent(slug)}`,
    },
    about: { patterns: ['a-propos/*'], getHref: (label: string, section = 'nous') => `/${label}/a-propos/${section}` },
    events: { patterns: ['evenements'], getHref: (label: string) => `/${label}/evenements` },
    contact: {
      patterns: ['contact/*'],
      getHref: (label: string, topic?: 'questions-frequentes' | 'oubli-bon-achat' | 'soumettre-projet') =>
        `/${label}/contact${topic ? `/${topic}` : ''}`,
    },
    legal: {
      patterns: ['legal/*'],
      getHref: (label: string, page: 'cgv' | 'mentions-legales' | 'credits' | 'eula') => `/${label}/legal/${page}`,
    },

    account: {
      patterns: ['compte/*', 'user/*'],
      getHref: (label: string, section: 'informations' | 'cartes-cadeaux' | 'orders' | 'contributions' = 'informations') =>
        `/${label}/compte/${section}`,
    },
    bookseller: {
      patterns: ['libraire/*'],
      getHref: (label: string, section?: 'boutique' | 'profile' | 'inscription') => `/${label}/libraire${section ? `/${section}` : ''}`,
    },
    checkout: {
      patterns: ['checkout/*'],
      getHref: (label: string, step: 'cart' | 'livraison' | 'sans-livraison' | 'summary' = 'cart') => `/${label}/checkout/${step}`,
    },

    login: {
      patterns: ['login'],
      getHref: (label: string, returnUrl?: string) =>
        `/${label}/login${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`,
    },
    registration: { patterns: ['inscription'], getHref: (label: string) => `/${label}/inscription` },
    confirm: { patterns: ['confirm'], getHref: (label: string) => `/${label}/confirm` },
    waitingValidation: { patterns: ['waiting-validation'], getHref: (label: string) => `/${label}/waiting-validation` },
    forgotPassword: { patterns: ['forgot-password'], getHref: (label: string) => `/${label}/forgot-password` },
    resetPassword: { patterns: ['reset-password'], getHref: (label: string) => `/${label}/reset-password` },
    unsubscribe: { patterns: ['unsubscribe'], getHref: (label: string) => `/${label}/unsubscribe` },
  },
} as const;

/** Author pages show no site header (spec §2). */
export const HEADERLESS_PATTERNS = paths.label.author.patterns.map((pattern) => `${paths.label.root.path}/${pattern}`);

