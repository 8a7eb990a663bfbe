import { SELLER_DEFAULTS, sellerIdentityOf, sellerProblems, type SellerIdentity } from './seller-identity';

/** Runtime configuration, read once from the environment and validated before anything starts. */
export interface AppConfig {
  /** PostgreSQL connection string of the shop's database. */
  databaseUrl: string;
  /** Redis connection string used by BullMQ (and later rate limits). */
  redisUrl: string;
  /** TCP port and interface the API listens on. */
  port: number;
  host: string;
  /** production | development | test */
  nodeEnv: string;
  /** auto: seed the demo on an empty database; always: re-seed at every start; never. */
  seedDemo: 'auto' | 'always' | 'never';
  /** Lifetime of the anonymous catalogue response cache, in ms (0 disables it). */
  catalogueCacheTtlMs: number;
  /** Folder holding the built SPA served at /; empty when not served. */
  webDist: string;
  /** pino-style level: fatal, error, warn, info, debug. */
  logLevel: string;
  /** Public base URL of the shop, for links in mails (confirmation, password reset…). */
  publicUrl: string;
  /** Secret signing the JWT access tokens. */
  jwtSecret: string;
  /** Lifetime of an access token and of a refresh token, in seconds. */
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * Seconds after its first use during which a refresh token presented again by the same client
   * (two tabs refreshing at once) gets the same successor pair instead of revoking its family; 0: never.
   */
  refreshTokenReuseGraceSeconds: number;
  /** SMTP server of outgoing mail (smtp:// or smtps://); empty: a local catcher in development. */
  smtpUrl: string;
  /** Sender of the shop's mails. */
  mailFrom: string;
  /** Ports of the local mail catcher used when SMTP_URL is empty (SMTP and its web page). */
  mailCatcherSmtpPort: number;
  mailCatcherHttpPort: number;
  /** Addresses or CIDR ranges of the proxies in front of the API whose X-Forwarded-* headers are trusted; empty: none. */
  trustProxy: string[];
  /** Trade discount given to a new bookseller on books, in percent, until staff set another. */
  booksellerDefaultDiscountPercent: number;
  /** Pause of the worker's outbox relay between two polls of the outbox table, in ms. */
  outboxPollMs: number;
  /**
   * How long a job handed to BullMQ may stay unfinished before the worker's reconciler looks for it
   * in Redis (and hands it again when Redis lost it), in seconds.
   */
  queueReconcileAfterSeconds: number;
  /**
   * Mondial Relay web-service credentials: the Enseigne code (at most 8 characters) and its private
   * key. Both empty: parcel-shop searches use the bundled fictional relay points.
   */
  mondialRelayEnseigne: string;
  mondialRelayPrivateKey: string;
  /** Endpoint of Mondial Relay's SOAP web service. */
  mondialRelayUrl: string;
  /** Tile server of the relay points' map ({z}/{x}/{y} template, absolute or on the shop's own origin) and its credit (HTML). */
  mapTileUrl: string;
  mapTileAttribution: string;
  /**
   * Monetico Paiement v3.0 merchant account: the 7-character TPE, the 40-character merchant key, the
   * company code (societe) and the bank's payment page. Development defaults are test values.
   */
  moneticoTpe: string;
  moneticoKey: string;
  moneticoCompany: string;
  bankUrl: string;
  /** Minutes a confirmed, unpaid cart keeps its prices and holds before the worker unconfirms it. */
  cartConfirmationTtlMinutes: number;
  /** The seller's identity (SELLER_*), the same on the legal pages, the invoices, the credit notes and the mails. */
  seller: SellerIdentity;
  /** Bearer token protecting GET /metrics; empty: open (outside production only, where it is required). */
  metricsToken: string;
}

/** Thrown when the environment cannot make a valid configuration; lists every problem at once. */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuration invalide :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
  REDIS_URL: 'redis://127.0.0.1:6379',
  PORT: '3000',
  HOST: '0.0.0.0',
  NODE_ENV: 'development',
  SEED_DEMO: 'auto',
  CATALOGUE_CACHE_TTL_MS: '2000',
  WEB_DIST: 'dist/web',
  LOG_LEVEL: 'info',
  PUBLIC_URL: 'http://localhost:3000',
  JWT_SECRET: '',
  ACCESS_TOKEN_TTL_SECONDS: '900',
  REFRESH_TOKEN_TTL_SECONDS: '1209600',
  REFRESH_TOKEN_REUSE_GRACE_SECONDS: '10',
  SMTP_URL: '',
  MAIL_FROM: 'Exemplaire <bonjour@exemplaire.test>',
  MAIL_CATCHER_SMTP_PORT: '1025',
  MAIL_CATCHER_HTTP_PORT: '1080',
  BOOKSELLER_DEFAULT_DISCOUNT_PERCENT: '30',
  TRUST_PROXY: '',
  OUTBOX_POLL_MS: '500',
  QUEUE_RECONCILE_AFTER_SECONDS: '60',
  MONDIAL_RELAY_ENSEIGNE: '',
  MONDIAL_RELAY_PRIVATE_KEY: '',
  MONDIAL_RELAY_URL: 'https://api.mondialrelay.com/Web_Services.asmx',
  MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  MAP_TILE_ATTRIBUTION: '© les contributeurs d’<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  MONETICO_TPE: '',
  MONETICO_KEY: '',
  MONETICO_COMPANY: '',
  BANK_URL: '',
  CART_CONFIRMATION_TTL_MINUTES: '30',
  ...SELLER_DEFAULTS,
  METRICS_TOKEN: '',
} as const;

/**
 * Monetico test values, outside production only (never real credentials): the bank sandbox
 * (apps/bank-sim, http://localhost:3001) checks seals with the same key.
 */
const DEVELOPMENT_MONETICO = {
  MONETICO_TPE: '0000001',
  MONETICO_KEY: '0123456789ABCDEF0123456789ABCDEF01234567',
  MONETICO_COMPANY: 'exemplairetest',
  BANK_URL: 'http://localhost:3001/paiement.cgi',
} as const;

/** Monetico credentials: required in production, checked in shape everywhere. */
function moneticoProblems(values: Record<keyof typeof DEVELOPMENT_MONETICO, string>, production: boolean): (string | null)[] {
  if (production) {
    const missing = (Object.keys(DEVELOPMENT_MONETICO) as (keyof typeof DEVELOPMENT_MONETICO)[]).filter((k) => values[k] === '');
    if (missing.length > 0) return missing.map((k) => `${k} doit être défini en production`);
  }
  return [
    /^[0-9A-Za-z]{7}$/.test(values.MONETICO_TPE) ? null : `MONETICO_TPE doit compter 7 caractères alphanumériques (reçu « ${values.MONETICO_TPE} »)`,
    /^[0-9A-Fa-f]{38}[0-9A-Za-z]{2}$/.test(values.MONETICO_KEY) ? null : 'MONETICO_KEY doit compter 40 caractères (38 chiffres hexadécimaux puis 2 caractères)',
    /^[\x21-\x7e]{1,64}$/.test(values.MONETICO_COMPANY) ? null : `MONETICO_COMPANY doit être le code société fourni par la banque (reçu « ${values.MONETICO_COMPANY} »)`,
    urlProblem('BANK_URL', values.BANK_URL, ['https:', 'http:']),
  ];
}

/** Used outside production only, so that a developer needs no setup; production must set its own. */
const DEVELOPMENT_JWT_SECRET = 'development-only-secret-never-use-in-production';

/** Shortest JWT secret production accepts, in bytes (HS256 wants a key as long as its 256-bit hash). */
const MIN_JWT_SECRET_BYTES = 32;

/**
 * In production the secret signing every token must be the deployment's own: set, not the
 * development value published in this file, and 32 bytes at least. Outside production anything goes.
 */
function jwtSecretProblem(secret: string, production: boolean): string | null {
  if (!production) return null;
  if (secret === '') return `JWT_SECRET doit être défini en production, ${MIN_JWT_SECRET_BYTES} octets au moins`;
  if (secret === DEVELOPMENT_JWT_SECRET) {
    return 'JWT_SECRET ne doit pas être la valeur de développement publiée dans le code source : choisissez un secret aléatoire (par exemple `openssl rand -base64 48`)';
  }
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < MIN_JWT_SECRET_BYTES) return `JWT_SECRET doit compter ${MIN_JWT_SECRET_BYTES} octets au moins en production (reçu ${bytes})`;
  return null;
}

function urlProblem(name: string, value: string, protocols: string[]): string | null {
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) {
      return `${name} doit commencer par ${protocols.map((p) => p + '//').join(' ou ')} (reçu « ${value} »)`;
    }
    if (protocols[0].startsWith('postgres') && url.pathname.length <= 1) {
      return `${name} doit nommer une base de données, par exemple postgres://postgres@127.0.0.1:5432/shop`;
    }
    return null;
  } catch {
    return `${name} n'est pas une URL valide (reçu « ${value} »)`;
  }
}

function integerProblem(name: string, value: string, min: number, max: number): string | null {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    return `${name} doit être un entier entre ${min} et ${max} (reçu « ${value} »)`;
  }
  return null;
}

/** Mondial Relay's credentials go together, and an Enseigne is 2 to 8 capitals or digits (padded to 8 when sent). */
function mondialRelayProblems(enseigne: string, privateKey: string): string[] {
  const problems: string[] = [];
  if (enseigne && !/^[0-9A-Z]{2,8}$/.test(enseigne)) {
    problems.push(`MONDIAL_RELAY_ENSEIGNE doit compter de 2 à 8 lettres majuscules ou chiffres (reçu « ${enseigne} »)`);
  }
  if (Boolean(enseigne) !== Boolean(privateKey)) {
    // Half a configuration would silently fall back to the fictional relay points: refuse it.
    problems.push('MONDIAL_RELAY_ENSEIGNE et MONDIAL_RELAY_PRIVATE_KEY vont ensemble : définissez les deux, ou aucun');
  }
  return problems;
}

/**
 * A tile template Leaflet can fill: http(s), or a path on the shop's own origin (a tile cache behind
 * the same host), with the {z}, {x} and {y} placeholders.
 */
function mapTileUrlProblem(value: string): string | null {
  const problem = value.startsWith('/') && !value.startsWith('//') ? null : urlProblem('MAP_TILE_URL', value, ['https:', 'http:']);
  if (problem) return problem;
  const missing = ['{z}', '{x}', '{y}'].filter((p) => !value.includes(p));
  return missing.length === 0 ? null : `MAP_TILE_URL doit contenir ${missing.join(', ')} (reçu « ${value} »)`;
}

function oneOfProblem(name: string, value: string, allowed: readonly string[]): string | null {
  return allowed.includes(value) ? null : `${name} doit valoir ${allowed.join(', ')} (reçu « ${value} »)`;
}

/** Builds the configuration from an environment map, applying defaults that point at the local servers. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const get = (name: keyof typeof DEFAULTS): string => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? DEFAULTS[name] : raw.trim();
  };
  const values = Object.fromEntries(Object.keys(DEFAULTS).map((k) => [k, get(k as keyof typeof DEFAULTS)])) as Record<keyof typeof DEFAULTS, string>;
  const production = values.NODE_ENV === 'production';
  const monetico = Object.fromEntries(
    (Object.keys(DEVELOPMENT_MONETICO) as (keyof typeof DEVELOPMENT_MONETICO)[]).map((k) => [k, values[k] || (production ? '' : DEVELOPMENT_MONETICO[k])]),
  ) as Record<keyof typeof DEVELOPMENT_MONETICO, string>;
  const problems = [
    urlProblem('DATABASE_URL', values.DATABASE_URL, ['postgres:', 'postgresql:']),
    urlProblem('REDIS_URL', values.REDIS_URL, ['redis:', 'rediss:']),
    integerProblem('PORT', values.PORT, 0, 65535),
    integerProblem('CATALOGUE_CACHE_TTL_MS', values.CATALOGUE_CACHE_TTL_MS, 0, 3_600_000),
    oneOfProblem('NODE_ENV', values.NODE_ENV, ['production', 'development', 'test']),
    oneOfProblem('SEED_DEMO', values.SEED_DEMO, ['auto', 'always', 'never']),
    oneOfProblem('LOG_LEVEL', values.LOG_LEVEL, ['fatal', 'error', 'warn', 'info', 'debug']),
    urlProblem('PUBLIC_URL', values.PUBLIC_URL, ['http:', 'https:']),
    values.SMTP_URL ? urlProblem('SMTP_URL', values.SMTP_URL, ['smtp:', 'smtps:']) : null,
    integerProblem('ACCESS_TOKEN_TTL_SECONDS', values.ACCESS_TOKEN_TTL_SECONDS, 10, 86_400),
    integerProblem('REFRESH_TOKEN_TTL_SECONDS', values.REFRESH_TOKEN_TTL_SECONDS, 60, 31_536_000),
    integerProblem('MAIL_CATCHER_SMTP_PORT', values.MAIL_CATCHER_SMTP_PORT, 0, 65535),
    integerProblem('MAIL_CATCHER_HTTP_PORT', values.MAIL_CATCHER_HTTP_PORT, 0, 65535),
    values.TRUST_PROXY.split(',').every((p) => /^[0-9a-fA-F:.]*(\/\d{1,3})?$/.test(p.trim()))
      ? null
      : `TRUST_PROXY doit lister des adresses IP ou des plages CIDR séparées par des virgules (reçu « ${values.TRUST_PROXY} »)`,
    integerProblem('BOOKSELLER_DEFAULT_DISCOUNT_PERCENT', values.BOOKSELLER_DEFAULT_DISCOUNT_PERCENT, 0, 100),
    integerProblem('OUTBOX_POLL_MS', values.OUTBOX_POLL_MS, 10, 60_000),
    integerProblem('QUEUE_RECONCILE_AFTER_SECONDS', values.QUEUE_RECONCILE_AFTER_SECONDS, 1, 86_400),
    integerProblem('REFRESH_TOKEN_REUSE_GRACE_SECONDS', values.REFRESH_TOKEN_REUSE_GRACE_SECONDS, 0, 60),
    jwtSecretProblem(values.JWT_SECRET, production),
    // The metrics tell the shop's traffic and queues: never open to anyone in production.
    values.NODE_ENV === 'production' && values.METRICS_TOKEN.length < 16 ? 'METRICS_TOKEN doit être défini en production, 16 caractères au moins' : null,
    ...mondialRelayProblems(values.MONDIAL_RELAY_ENSEIGNE, values.MONDIAL_RELAY_PRIVATE_KEY),
    urlProblem('MONDIAL_RELAY_URL', values.MONDIAL_RELAY_URL, ['https:', 'http:']),
    mapTileUrlProblem(values.MAP_TILE_URL),
    values.MAP_TILE_ATTRIBUTION.length <= 500 ? null : 'MAP_TILE_ATTRIBUTION doit compter 500 caractères au plus',
    ...moneticoProblems(monetico, production),
    integerProblem('CART_CONFIRMATION_TTL_MINUTES', values.CART_CONFIRMATION_TTL_MINUTES, 1, 10_080),
    ...sellerProblems(values),
  ].filter((p): p is string => p !== null);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    port: Number(values.PORT),
    host: values.HOST,
    nodeEnv: values.NODE_ENV,
    seedDemo: values.SEED_DEMO as AppConfig['seedDemo'],
    catalogueCacheTtlMs: Number(values.CATALOGUE_CACHE_TTL_MS),
    webDist: values.WEB_DIST,
    logLevel: values.LOG_LEVEL,
    publicUrl: values.PUBLIC_URL.replace(/\/+$/, ''),
    jwtSecret: values.JWT_SECRET || DEVELOPMENT_JWT_SECRET,
    accessTokenTtlSeconds: Number(values.ACCESS_TOKEN_TTL_SECONDS),
    refreshTokenTtlSeconds: Number(values.REFRESH_TOKEN_TTL_SECONDS),
    refreshTokenReuseGraceSeconds: Number(values.REFRESH_TOKEN_REUSE_GRACE_SECONDS),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailCatcherSmtpPort: Number(values.MAIL_CATCHER_SMTP_PORT),
    mailCatcherHttpPort: Number(values.MAIL_CATCHER_HTTP_PORT),
    booksellerDefaultDiscountPercent: Number(values.BOOKSELLER_DEFAULT_DISCOUNT_PERCENT),
    trustProxy: values.TRUST_PROXY.split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    outboxPollMs: Number(values.OUTBOX_POLL_MS),
    queueReconcileAfterSeconds: Number(values.QUEUE_RECONCILE_AFTER_SECONDS),
    mondialRelayEnseigne: values.MONDIAL_RELAY_ENSEIGNE,
    mondialRelayPrivateKey: values.MONDIAL_RELAY_PRIVATE_KEY,
    mondialRelayUrl: values.MONDIAL_RELAY_URL,
    mapTileUrl: values.MAP_TILE_URL,
    mapTileAttribution: values.MAP_TILE_ATTRIBUTION,
    moneticoTpe: monetico.MONETICO_TPE,
    moneticoKey: monetico.MONETICO_KEY,
    moneticoCompany: monetico.MONETICO_COMPANY,
    bankUrl: monetico.BANK_URL,
    cartConfirmationTtlMinutes: Number(values.CART_CONFIRMATION_TTL_MINUTES),
    seller: sellerIdentityOf(values),
    metricsToken: values.METRICS_TOKEN,
  };
}

/** Nest injection token of the validated AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
