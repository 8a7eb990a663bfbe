/** The default label, where `/` leads. */
export const DEFAULT_LABEL = 'exemplaire';

/** The queue dashboard for staff, served by the API outside the SPA. */
export const QUEUE_DASHBOARD_URL = '/admin/queues';

/** The tabs of a campaign page, each its own child route (spec §2). */
export type CampaignTab = 'description' | 'news' | 'contributions' | 'faq';

/** The static legal pages (spec §2: legal/eula is the terms page). */
export type LegalPage = 'cgv' | 'mentions-legales' | 'credits' | 'eula';

/** The staff area's sections, each a tab of its menu ('Arrière boutique'). */
export type StaffSection =
  | 'commandes'
  | 'clients'
  | 'colis'
  | 'anomalies'
  | 'bons'
  | 'livres'
  | 'goodies'
  | 'auteurs'
  | 'collections'
  | 'campagnes'
  | 'actualites'
  | 'evenements'
  | 'messages'
  | 'projets'
  | 'lettres'
  | 'adresses-bloquees'
  | 'activite';

/** Which spelling of a route a link uses: the French one by default, the English alias where the spec writes it. */
export type Alias = 'fr' | 'en';

const pick = (alias: Alias, fr: string, en: string) => (alias === 'en' ? en : fr);

/**
 * Every route of the SPA, declared once. `patterns` are what the router declares (relative to
 * `/:label`, French first, then the English alias); `getHref` builds links. A page's own patterns are
 * more specific than an area's `/*`, so the router prefers them.
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
      getHref: (label: string, slug: string, tab?: CampaignTab) => `/${label}/financement-participatif/${encodeURIComponent(slug)}${tab ? `/${tab}` : ''}`,
    },
    contribute: {
      patterns: ['financement-participatif/:slug/contribute/:compensationId?', 'crowdfunding/:slug/contribute/:compensationId?'],
      getHref: (label: string, slug: string, compensationId?: number) =>
        `/${label}/financement-participatif/${encodeURIComponent(slug)}/contribute${compensationId ? `/${compensationId}` : ''}`,
    },

    bookshop: {
      patterns: ['librairie', 'bookshop'],
      getHref: (label: string, alias: Alias = 'fr') => `/${label}/${pick(alias, 'librairie', 'bookshop')}`,
    },
    otherPublishers: {
      patterns: ['librairie/autres-editeurs', 'bookshop/autres-editeurs'],
      getHref: (label: string) => `/${label}/librairie/autres-editeurs`,
    },
    book: {
      patterns: ['librairie/livre/:slug', 'bookshop/livre/:slug'],
      getHref: (label: string, slug: string) => `/${label}/librairie/livre/${encodeURIComponent(slug)}`,
    },
    /** The book page in the bookseller area, with its own page style (spec §2). */
    booksellerBook: {
      patterns: ['libraire/librairie/livre/:slug', 'libraire/boutique/livre/:slug'],
      getHref: (label: string, slug: string) => `/${label}/libraire/librairie/livre/${encodeURIComponent(slug)}`,
    },
    shop: { patterns: ['boutique', 'shop'], getHref: (label: string) => `/${label}/boutique` },
    /** The shop's gift card section: the amounts, bought for oneself or as a gift. */
    giftCards: { patterns: ['boutique/cartes-cadeaux', 'shop/cartes-cadeaux'], getHref: (label: string) => `/${label}/boutique/cartes-cadeaux` },
    product: {
      patterns: ['boutique/produit/:slug', 'shop/produit/:slug'],
      getHref: (label: string, slug: string) => `/${label}/boutique/produit/${encodeURIComponent(slug)}`,
    },
    authors: { patterns: ['auteurs', 'authors'], getHref: (label: string) => `/${label}/auteurs` },
    author: {
      patterns: ['auteurs/:slug', 'authors/:slug'],
      getHref: (label: string, slug: string) => `/${label}/auteurs/${encodeURIComponent(slug)}`,
    },
    about: {
      /** One page per section (nous, constat, projet, charte, editer); unknown sections are the label's 404. */
      patterns: ['a-propos/:section'],
      /** The bare area, which opens on 'nous'. */
      index: 'a-propos',
      getHref: (label: string, section = 'nous') => `/${label}/a-propos/${section}`,
    },
    events: { patterns: ['evenements', 'events'], getHref: (label: string) => `/${label}/evenements` },
    /** The search's results page, over every label (rendered on the server, in no sitemap, not to be indexed). */
    search: {
      patterns: ['recherche', 'search'],
      getHref: (label: string, query?: string) => `/${label}/recherche${query ? `?q=${encodeURIComponent(query)}` : ''}`,
    },
    contact: {
      /** The contact form (the area's other pages are declared apart and win, being more specific). */
      patterns: ['contact'],
      getHref: (label: string, topic?: 'questions-frequentes' | 'oubli-bon-achat' | 'soumettre-projet') => `/${label}/contact${topic ? `/${topic}` : ''}`,
    },
    faq: { patterns: ['contact/questions-frequentes'] },
    forgottenVouchers: { patterns: ['contact/oubli-bon-achat'] },
    submitProject: { patterns: ['contact/soumettre-projet'] },
    legal: {
      pattern: (page: LegalPage) => `legal/${page}`,
      getHref: (label: string, page: LegalPage) => `/${label}/legal/${page}`,
    },

    /** The reader's account area; its sections are its own routes (web/src/app/routes/account). */
    account: {
      patterns: ['compte/*', 'user/*'],
      getHref: (label: string, section: 'informations' | 'cartes-cadeaux' | 'orders' | 'contributions' = 'informations') => `/${label}/compte/${section}`,
    },
    bookseller: {
      /** The bookseller area; sign-up and book pages are declared apart (more specific patterns win). */
      patterns: ['libraire/*'],
      getHref: (label: string, section?: 'boutique' | 'profile' | 'commandes' | 'releve' | 'inscription') => `/${label}/libraire${section ? `/${section}` : ''}`,
    },
    checkout: {
      cart: ['checkout/cart'],
      /** Steps that need an account (spec §2: login guard). */
      delivery: ['checkout/livraison'],
      noDelivery: ['checkout/sans-livraison'],
      summary: ['checkout/summary'],
      complete: ['checkout/complete/:id'],
      getHref: (label: string, step: 'cart' | 'livraison' | 'sans-livraison' | 'summary' = 'cart') => `/${label}/checkout/${step}`,
      getCompleteHref: (label: string, cartId: string) => `/${label}/checkout/complete/${encodeURIComponent(cartId)}`,
    },
    /**
     * Staff pages behind 'Arrière boutique' (orders, an order's history, messages, projects, and the
     * catalogue: `auteurs`, `auteurs/nouveau`, `auteurs/:id`, `livres`, `livres/nouveau`, `livres/:id`);
     * the area routes its own sections.
     */
    staff: {
      patterns: ['arriere-boutique/*'],
      getHref: (label: string, section?: StaffSection) => `/${label}/arriere-boutique${section ? `/${section}` : ''}`,
      sections: [
        'commandes',
        'clients',
        'clients/:id',
        'anomalies',
        'messages',
        'projets',
        'auteurs',
        'auteurs/nouveau',
        'auteurs/:id',
        'livres',
        'livres/nouveau',
        'livres/:id',
        'collections',
        'collections/:id',
        'goodies',
        'goodies/nouveau',
        'goodies/:id',
        'campagnes',
        'campagnes/nouvelle',
        'campagnes/:id',
        'actualites',
        'actualites/:campaign/actualite/nouvelle',
        'actualites/:campaign/faq/nouvelle',
        'actualites/actualite/:id',
        'actualites/faq/:id',
        'evenements',
        'evenements/nouveau',
        'evenements/:id',
        'bons',
        'bons/nouveau',
        'bons/:id',
        'lettres',
        'lettres/nouvelle',
        'lettres/:id',
      ] as const,
    },

    login: {
      patterns: ['login'],
      getHref: (label: string, returnUrl?: string) => `/${label}/login${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`,
    },
    registration: { patterns: ['inscription'], getHref: (label: string) => `/${label}/inscription` },
    booksellerRegistration: { patterns: ['libraire/inscription'], getHref: (label: string) => `/${label}/libraire/inscription` },
    confirm: { patterns: ['confirm'], getHref: (label: string) => `/${label}/confirm` },
    waitingValidation: { patterns: ['waiting-validation'], getHref: (label: string) => `/${label}/waiting-validation` },
    forgotPassword: { patterns: ['forgot-password'], getHref: (label: string) => `/${label}/forgot-password` },
    resetPassword: { patterns: ['reset-password'], getHref: (label: string) => `/${label}/reset-password` },
    unsubscribe: { patterns: ['unsubscribe'], getHref: (label: string) => `/${label}/unsubscribe` },
  },
} as const;

/** Author pages show no site header (spec §2). */
export const HEADERLESS_PATTERNS = paths.label.author.patterns.map((pattern) => `${paths.label.root.path}/${pattern}`);
