import type { DataSource, EntityManager } from 'typeorm';
import { imageUrl } from './staff-images';

type Db = DataSource | EntityManager;

export interface StaffLabelTheme {
  primary: string;
  secondary: string;
  background: string;
  text: string;
  accent: string;
}

/** A label as staff edit it (docs/back-office.md); images as same-origin URLs, the generated ones when none was uploaded. */
export interface StaffLabelRecord {
  id: number;
  slug: string;
  old_slugs: string[];
  name: string;
  position: number;
  theme: StaffLabelTheme;
  css: string;
  logo: string;
  logo_footer: string;
  logo_big: string;
  emblem: string;
  logo_png: string;
  catch_phrase: string;
  catch_lines: string;
  description: string;
  facebook_page: string | null;
  bluesky_page: string | null;
  linkedin_page: string | null;
  instagram_page: string | null;
  featureAbout: boolean;
  featureProjects: boolean;
  featureLibrary: boolean;
  featureExternals: boolean;
  featureShop: boolean;
  featureEvents: boolean;
  featureAuthors: boolean;
  featureCart: boolean;
  featureBookseller: boolean;
  feature_crowdfunding: boolean;
  global_message: string | null;
  checkout_message: string | null;
  version: number;
  updated_at: string;
}

export interface LabelRow {
  id: number;
  slug: string;
  name: string;
  position: number;
  theme: Partial<StaffLabelTheme> | null;
  css: string;
  logo: string | null;
  logo_footer: string | null;
  logo_big: string | null;
  emblem: string | null;
  catch_phrase: string;
  catch_lines: string;
  description: string;
  facebook_page: string | null;
  bluesky_page: string | null;
  linkedin_page: string | null;
  instagram_page: string | null;
  feature_about: boolean;
  feature_projects: boolean;
  feature_library: boolean;
  feature_externals: boolean;
  feature_shop: boolean;
  feature_events: boolean;
  feature_authors: boolean;
  feature_cart: boolean;
  feature_bookseller: boolean;
  feature_crowdfunding: boolean;
  global_message: string | null;
  checkout_message: string | null;
  version: number;
  updated_at: Date;
  old_slugs: string[];
}

export const LABEL_COLUMNS = `l.id, l.slug, l.name, l.position, l.theme, l.css, l.logo, l.logo_footer, l.logo_big, l.emblem, l.catch_phrase, l.catch_lines, l.description,
  l.facebook_page, l.bluesky_page, l.linkedin_page, l.instagram_page, l.feature_about, l.feature_projects, l.feature_library, l.feature_externals, l.feature_shop,
  l.feature_events, l.feature_authors, l.feature_cart, l.feature_bookseller, l.feature_crowdfunding, l.global_message, l.checkout_message, l.version, l.updated_at,
  ARRAY(SELECT o.slug FROM label_old_slugs o WHERE o.label_id = l.id ORDER BY o.created_at DESC, o.slug) AS old_slugs`;

/** The feature switches: the record's (the public API's) name → the column. */
export const FEATURE_COLUMNS = {
  featureAbout: 'feature_about',
  featureProjects: 'feature_projects',
  featureLibrary: 'feature_library',
  featureExternals: 'feature_externals',
  featureShop: 'feature_shop',
  featureEvents: 'feature_events',
  featureAuthors: 'feature_authors',
  featureCart: 'feature_cart',
  featureBookseller: 'feature_bookseller',
  feature_crowdfunding: 'feature_crowdfunding',
} as const;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#ABC' → '#aabbcc'; anything else is left as it is (the database may hold a legacy value). */
export function normaliseColour(value: string): string {
  const m = HEX.exec(value.trim());
  if (!m) return value;
  return `#${(m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]).toLowerCase()}`;
}

export function normaliseTheme(theme: Partial<StaffLabelTheme> | null): StaffLabelTheme {
  const t = theme ?? {};
  return {
    primary: normaliseColour(t.primary ?? '#000000'),
    secondary: normaliseColour(t.secondary ?? '#000000'),
    background: normaliseColour(t.background ?? '#ffffff'),
    text: normaliseColour(t.text ?? '#000000'),
    accent: normaliseColour(t.accent ?? '#000000'),
  };
}

/** The generated image of a label (`labels/<slug>/<name>.svg`), or the uploaded one. */
export const labelImage = (stored: string | null, slug: string, name: string) => imageUrl(stored ?? `labels/${slug}/${name}.svg`)!;

export function labelRecord(row: LabelRow): StaffLabelRecord {
  const record: StaffLabelRecord = {
    id: row.id,
    slug: row.slug,
    old_slugs: row.old_slugs ?? [],
    name: row.name,
    position: row.position,
    theme: normaliseTheme(row.theme),
    css: row.css,
    logo: labelImage(row.logo, row.slug, 'logo'),
    logo_footer: labelImage(row.logo_footer, row.slug, 'logo-footer'),
    logo_big: labelImage(row.logo_big, row.slug, 'logo-big'),
    emblem: labelImage(row.emblem, row.slug, 'emblem'),
    logo_png: `/media/labels/${row.slug}/logo.png`,
    catch_phrase: row.catch_phrase,
    catch_lines: row.catch_lines,
    description: row.description,
    facebook_page: row.facebook_page,
    bluesky_page: row.bluesky_page,
    linkedin_page: row.linkedin_page,
    instagram_page: row.instagram_page,
    featureAbout: row.feature_about,
    featureProjects: row.feature_projects,
    featureLibrary: row.feature_library,
    featureExternals: row.feature_externals,
    featureShop: row.feature_shop,
    featureEvents: row.feature_events,
    featureAuthors: row.feature_authors,
    featureCart: row.feature_cart,
    featureBookseller: row.feature_bookseller,
    feature_crowdfunding: row.feature_crowdfunding,
    global_message: row.global_message,
    checkout_message: row.checkout_message,
    version: row.version,
    updated_at: new Date(row.updated_at).toISOString(),
  };
  return record;
}

export async function labelRow(db: Db, id: number, forUpdate = false): Promise<LabelRow | null> {
  const [row] = await db.query<LabelRow[]>(`SELECT ${LABEL_COLUMNS} FROM labels l WHERE l.id = $1${forUpdate ? ' FOR UPDATE OF l' : ''}`, [id]);
  return row ?? null;
}
