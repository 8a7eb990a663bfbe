import { euros, isoDate } from '@shop/common';
import type { DataSource, EntityManager } from 'typeorm';
import { oldSlugsColumn } from '../old-slugs/old-slugs';
import { imageUrl } from './staff-images';
import { vatRateText } from './staff-records';

type Db = DataSource | EntityManager;

export interface StaffGoodieVariant {
  id: number;
  name: string;
  stock: number;
  attributes: number[];
  /** False once a cart holds it or bought it: then only its stock may go to 0. */
  deletable: boolean;
}

/** A goodie as staff edit it (docs/back-office.md). */
export interface StaffGoodieRecord {
  id: number;
  slug: string;
  /** The slugs it had, newest first: their addresses still lead to it. */
  old_slugs: string[];
  name: string;
  label: number;
  price: string;
  vat_rate: string;
  description: string;
  description_text: string;
  images: string[];
  bookseller_only: boolean;
  locked_by_voucher: boolean;
  /** Seen by staff only: no public list, no cart. */
  draft: boolean;
  out_of_stock: boolean;
  restocking_date: string | null;
  attributes: number[];
  variants: StaffGoodieVariant[];
  version: number;
  updated_at: string;
}

export interface GoodieRow {
  id: number;
  slug: string;
  name: string;
  label_id: number;
  price_cents: number;
  vat_rate_bp: number;
  description: string;
  description_text: string;
  image: string | null;
  images: string[];
  bookseller_only: boolean;
  locked_by_voucher: boolean;
  draft: boolean;
  out_of_stock: boolean;
  restocking_date: string | Date | null;
  attributes: number[];
  variants: StaffGoodieVariant[];
  version: number;
  updated_at: Date;
  old_slugs: string[];
}

/** Whether a cart holds the variant (a reservation) or has it in a line (unpaid or bought). */
export const VARIANT_IN_USE = `(EXISTS (SELECT 1 FROM reservations r WHERE r.variant_id = v.id)
  OR EXISTS (SELECT 1 FROM carts c WHERE c.state->'lines' @> jsonb_build_array(jsonb_build_object('variantId', v.id))))`;

export const GOODIE_COLUMNS = `p.id, p.slug, p.name, p.label_id, p.price_cents, p.vat_rate_bp, p.description, p.description_text, p.image, p.images,
  p.bookseller_only, p.locked_by_voucher, p.draft, p.out_of_stock, p.restocking_date::text AS restocking_date, p.version, p.updated_at, ${oldSlugsColumn('product', 'p')},
  ARRAY(SELECT pa.attribute_id FROM product_attributes pa WHERE pa.product_id = p.id ORDER BY pa.attribute_id) AS attributes,
  COALESCE((SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'stock', v.stock,
      'attributes', ARRAY(SELECT va.attribute_id FROM variant_attributes va WHERE va.variant_id = v.id ORDER BY va.attribute_id),
      'deletable', NOT ${VARIANT_IN_USE}) ORDER BY v.position, v.id)
    FROM product_variants v WHERE v.product_id = p.id), '[]'::json) AS variants`;

export function goodieRecord(row: GoodieRow): StaffGoodieRecord {
  return {
    id: row.id,
    slug: row.slug,
    old_slugs: row.old_slugs ?? [],
    name: row.name,
    label: row.label_id,
    price: euros(row.price_cents),
    vat_rate: vatRateText(row.vat_rate_bp),
    description: row.description,
    description_text: row.description_text,
    images: [row.image, ...row.images].filter((path): path is string => !!path).map((path) => imageUrl(path)!),
    bookseller_only: row.bookseller_only,
    locked_by_voucher: row.locked_by_voucher,
    draft: row.draft,
    out_of_stock: row.out_of_stock,
    restocking_date: isoDate(row.restocking_date),
    attributes: row.attributes,
    variants: row.variants,
    version: row.version,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** What the audit trail compares: the form's fields, the variants without what is derived. */
export function auditedGoodie(record: StaffGoodieRecord): Record<string, unknown> {
  // Old slugs follow the slug (its change is in the trail).
  const { id: _id, version: _version, updated_at: _at, description_text: _text, old_slugs: _old, variants, ...fields } = record;
  return { ...fields, variants: variants.map(({ deletable: _deletable, ...variant }) => variant) };
}

export async function goodieRow(db: Db, id: number, forUpdate = false): Promise<GoodieRow | null> {
  if (forUpdate) await db.query(`SELECT 1 FROM products WHERE id = $1 AND type = 'goodie' FOR UPDATE`, [id]);
  const [row] = await db.query<GoodieRow[]>(`SELECT ${GOODIE_COLUMNS} FROM products p WHERE p.id = $1 AND p.type = 'goodie'`, [id]);
  return row ?? null;
}
