import { euros, isoDate } from '@shop/common';
import type { DataSource, EntityManager } from 'typeorm';
import { oldSlugsColumn } from '../old-slugs/old-slugs';
import { imageUrl } from './staff-images';

type Db = DataSource | EntityManager;

/** An author as staff edit it (docs/back-office.md). */
export interface StaffAuthorRecord {
  id: number;
  slug: string;
  /** The slugs it had, newest first: their addresses still lead to it. */
  old_slugs: string[];
  name: string;
  label: number;
  biography: string;
  biography_text: string;
  avatar: string | null;
  banner: string | null;
  version: number;
  updated_at: string;
}

/** A book as staff edit it: price in euros (string), VAT rate as a percentage (string). */
export interface StaffBookRecord {
  id: number;
  slug: string;
  /** The slugs it had, newest first: their addresses still lead to it. */
  old_slugs: string[];
  title: string;
  label: number;
  author: number | null;
  isbn: string | null;
  price: string;
  vat_rate: string;
  nb_pages: number | null;
  publisher: string | null;
  is_external: boolean;
  release: string | null;
  /** Released (paru); false: in production, on pre-order. */
  published: boolean;
  /** Seen by staff only: no public list, no cart. */
  draft: boolean;
  out_of_stock: boolean;
  restocking_date: string | null;
  image: string | null;
  description: string;
  description_text: string;
  version: number;
  updated_at: string;
}

export const AUTHOR_COLUMNS = `a.id, a.slug, a.name, a.label_id, a.biography, a.biography_text, a.avatar, a.banner, a.version, a.updated_at, ${oldSlugsColumn('author', 'a')}`;

export const BOOK_COLUMNS = `p.id, p.slug, p.name, p.label_id, p.author_id, b.isbn, p.price_cents, p.vat_rate_bp, b.nb_pages, b.publisher, b.is_external,
  b.release::text AS release, b.published, p.draft, p.out_of_stock, p.restocking_date::text AS restocking_date, p.image, p.images, p.description, p.description_text, p.version,
  p.updated_at, ${oldSlugsColumn('product', 'p')}`;

export interface AuthorRow {
  id: number;
  slug: string;
  name: string;
  label_id: number;
  biography: string;
  biography_text: string;
  avatar: string | null;
  banner: string | null;
  version: number;
  updated_at: Date;
  old_slugs: string[];
}

export interface BookRow {
  id: number;
  slug: string;
  name: string;
  label_id: number;
  author_id: number | null;
  isbn: string | null;
  price_cents: number;
  vat_rate_bp: number;
  nb_pages: number | null;
  publisher: string | null;
  is_external: boolean;
  release: string | Date | null;
  published: boolean;
  draft: boolean;
  out_of_stock: boolean;
  restocking_date: string | Date | null;
  image: string | null;
  images: string[];
  description: string;
  description_text: string;
  version: number;
  updated_at: Date;
  old_slugs: string[];
}

/** 550 → "5.5", 2000 → "20". */
export const vatRateText = (bp: number): string => String(bp / 100);

export function authorRecord(row: AuthorRow): StaffAuthorRecord {
  return {
    id: row.id,
    slug: row.slug,
    old_slugs: row.old_slugs ?? [],
    name: row.name,
    label: row.label_id,
    biography: row.biography,
    biography_text: row.biography_text,
    avatar: imageUrl(row.avatar),
    banner: imageUrl(row.banner),
    version: row.version,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function bookRecord(row: BookRow): StaffBookRecord {
  return {
    id: row.id,
    slug: row.slug,
    old_slugs: row.old_slugs ?? [],
    title: row.name,
    label: row.label_id,
    author: row.author_id,
    isbn: row.isbn,
    price: euros(row.price_cents),
    vat_rate: vatRateText(row.vat_rate_bp),
    nb_pages: row.nb_pages,
    publisher: row.publisher,
    is_external: row.is_external,
    release: isoDate(row.release),
    published: row.published,
    draft: row.draft,
    out_of_stock: row.out_of_stock,
    restocking_date: isoDate(row.restocking_date),
    image: imageUrl(row.image),
    description: row.description,
    description_text: row.description_text,
    version: row.version,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** What the audit trail compares: the fields a form edits (not the derived twins, the version or the time). */
export function auditedFields<T extends { id: number; version: number; updated_at: string }>(record: T, derived: string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...record };
  for (const key of ['id', 'version', 'updated_at', ...derived]) delete fields[key];
  return fields;
}

export async function authorRow(db: Db, id: number, forUpdate = false): Promise<AuthorRow | null> {
  const [row] = await db.query<AuthorRow[]>(`SELECT ${AUTHOR_COLUMNS} FROM authors a WHERE a.id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row ?? null;
}

export async function bookRow(db: Db, id: number, forUpdate = false): Promise<BookRow | null> {
  const [row] = await db.query<BookRow[]>(
    `SELECT ${BOOK_COLUMNS} FROM products p JOIN books b ON b.product_id = p.id WHERE p.id = $1 AND p.type = 'book'${forUpdate ? ' FOR UPDATE OF p, b' : ''}`,
    [id],
  );
  return row ?? null;
}
