import type { StaffRecord, StaffSaleItem, VatRate } from '@/components/back-office/records/types';

/** An author as staff edit it (`api/staff/authors/`, docs/back-office.md). */
export interface StaffAuthor extends StaffRecord {
  slug: string;
  /** The slugs it had, newest first: their addresses still lead to it. */
  old_slugs: string[];
  name: string;
  label: number;
  /** Sanitised HTML from the rich text editor. */
  biography: string;
  biography_text: string;
  avatar: string | null;
  banner: string | null;
}

/** A book as staff edit it (`api/staff/books/`). */
export interface StaffBook extends StaffRecord {
  slug: string;
  /** The slugs it had, newest first: their addresses still lead to it. */
  old_slugs: string[];
  title: string;
  label: number;
  author: number | null;
  isbn: string;
  /** Euros incl. VAT, "18.00". */
  price: string;
  vat_rate: VatRate;
  nb_pages: number | null;
  publisher: string;
  is_external: boolean;
  /** YYYY-MM-DD or null. */
  release: string | null;
  /** Released; false: in production, on pre-order. Not whether the public sees it: that is `draft`. */
  published: boolean;
  /** Seen by staff only: in no public list, not for sale. */
  draft: boolean;
  out_of_stock: boolean;
  restocking_date: string | null;
  image: string | null;
  description: string;
  description_text: string;
}

/** What an edit sends: the changed fields, with the version the editor started from. */
export type AuthorChanges = Partial<Pick<StaffAuthor, 'name' | 'label' | 'slug' | 'biography' | 'avatar' | 'banner'>>;
export type BookChanges = Partial<Omit<StaffBook, 'id' | 'old_slugs' | 'biography_text' | 'description_text' | 'version' | 'updated_at'>>;

export type BulkAction = 'publish' | 'unpublish' | 'make_public' | 'make_draft' | 'out_of_stock' | 'in_stock';

/** A label's colours (`#rrggbb`). */
export interface StaffLabelTheme {
  primary: string;
  secondary: string;
  background: string;
  text: string;
  accent: string;
}

/** The feature switches of a label, as the public API names them. */
export const LABEL_FEATURES = [
  'featureAbout',
  'featureProjects',
  'featureLibrary',
  'featureExternals',
  'featureShop',
  'featureEvents',
  'featureAuthors',
  'featureCart',
  'featureBookseller',
  'feature_crowdfunding',
] as const;
export type LabelFeature = (typeof LABEL_FEATURES)[number];

/** A label as staff edit it (`api/staff/labels/`): images are the uploaded ones, or the generated ones. */
export type StaffLabel = StaffRecord & {
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
  global_message: string | null;
  checkout_message: string | null;
} & Record<LabelFeature, boolean>;

/** A variant of a goodie; `deletable` is false once a cart holds it or bought it. */
export interface StaffGoodieVariant {
  id: number;
  name: string;
  stock: number;
  attributes: number[];
  deletable: boolean;
}

/** A goodie as staff edit it (`api/staff/goodies/`). */
export interface StaffGoodie extends StaffSaleItem {
  /** The slugs it had, newest first: their addresses still lead to it. */
  old_slugs: string[];
  label: number;
  /** Seen by staff only: in no public list, not for sale. */
  draft: boolean;
  images: string[];
  out_of_stock: boolean;
  restocking_date: string | null;
  attributes: number[];
  variants: StaffGoodieVariant[];
}
