import { Injectable } from '@nestjs/common';
import { DrfValidationError, slugify, updateVersioned } from '@shop/common';
import type { EntityManager } from 'typeorm';
import { heldBeforeByAnother } from '../old-slugs/old-slugs';

/** A reward's product row (type 'compensation') and its variants, as crowdfunding's staff commands edit them. */
export interface RewardProductRow {
  id: number;
  slug: string;
  name: string;
  label_id: number;
  price_cents: number;
  vat_rate_bp: number;
  description: string;
  description_text: string;
  image: string | null;
  locked_by_voucher: boolean;
  bookseller_only: boolean;
  position: number;
  version: number;
  updated_at: Date;
  variants: { id: number; name: string; stock: number; position: number }[];
}

/** The columns of a reward's product that its form sets (values already checked and sanitised). */
export interface RewardProductColumns {
  name: string;
  label_id: number;
  author_id: number | null;
  price_cents: number;
  vat_rate_bp: number;
  description: string;
  description_text: string;
  image: string | null;
  locked_by_voucher: boolean;
  bookseller_only: boolean;
  position: number;
}

/** A variant as a reward's form sends it: an existing id is changed, no id is a new variant. */
export interface RewardVariantInput {
  id?: number;
  name: string;
  stock: number;
}

export const VARIANT_MESSAGES = {
  unknown: (id: number) => `Déclinaison inconnue : ${id}.`,
  paid: (name: string) => `La déclinaison « ${name} » a déjà été payée : elle ne peut pas être supprimée.`,
};

const COLUMNS = `p.id, p.slug, p.name, p.label_id, p.price_cents, p.vat_rate_bp, p.description, p.description_text, p.image, p.locked_by_voucher,
  p.bookseller_only, p.position, p.version, p.updated_at,
  coalesce((SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'stock', v.stock, 'position', v.position) ORDER BY v.position, v.id)
              FROM product_variants v WHERE v.product_id = p.id), '[]') AS variants`;

/**
 * The catalogue's rows of campaign rewards (products of type 'compensation' and their variants),
 * written in the caller's transaction: crowdfunding owns the reward, the catalogue its product.
 */
@Injectable()
export class RewardProducts {
  async row(tx: EntityManager, id: number, forUpdate = false): Promise<RewardProductRow | null> {
    if (forUpdate) await tx.query(`SELECT 1 FROM products WHERE id = $1 AND type = 'compensation' FOR UPDATE`, [id]);
    const [row] = await tx.query<RewardProductRow[]>(`SELECT ${COLUMNS} FROM products p WHERE p.id = $1 AND p.type = 'compensation'`, [id]);
    return row ?? null;
  }

  async rows(tx: EntityManager, ids: number[]): Promise<Map<number, RewardProductRow>> {
    if (ids.length === 0) return new Map();
    const rows = await tx.query<RewardProductRow[]>(`SELECT ${COLUMNS} FROM products p WHERE p.id = ANY($1::int[]) AND p.type = 'compensation'`, [ids]);
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** A free product slug made from `base` (-2, -3… on a collision). */
  async freeSlug(tx: EntityManager, base: string, ownId: number | null): Promise<string> {
    const start = (slugify(base) || 'contrepartie').slice(0, 74).replace(/-+$/, '');
    for (let n = 1; ; n++) {
      const slug = n === 1 ? start : `${start}-${n}`;
      const [taken] = await tx.query<unknown[]>('SELECT 1 FROM products WHERE slug = $1 AND id IS DISTINCT FROM $2', [slug, ownId]);
      // Nor a slug a book or a goodie had before: its old address keeps naming it.
      if (!taken && !(await heldBeforeByAnother(tx, 'product', slug, ownId))) return slug;
    }
  }

  /** Inserts the product (version 1); answers its id. */
  async create(tx: EntityManager, slug: string, columns: RewardProductColumns): Promise<number> {
    const [{ id }] = await tx.query<{ id: number }[]>(
      `INSERT INTO products (type, slug, label_id, author_id, name, description, description_text, price_cents, vat_rate_bp, image, locked_by_voucher, bookseller_only, position)
       VALUES ('compensation', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        slug,
        columns.label_id,
        columns.author_id,
        columns.name,
        columns.description,
        columns.description_text,
        columns.price_cents,
        columns.vat_rate_bp,
        columns.image,
        columns.locked_by_voucher,
        columns.bookseller_only,
        columns.position,
      ],
    );
    return id;
  }

  /** Changes the product from `version` (409 with `current()` when another editor saved since). */
  async update(tx: EntityManager, id: number, version: number, set: Partial<RewardProductColumns> & { slug?: string }, current: () => Promise<unknown>): Promise<void> {
    await updateVersioned(tx, { table: 'products', id, version, set, current });
  }

  /** Bumps the product's version (a change only of crowdfunding's columns or of the variants). */
  async touch(tx: EntityManager, id: number, version: number, current: () => Promise<unknown>): Promise<void> {
    await updateVersioned(tx, { table: 'products', id, version, set: {}, current });
  }

  /**
   * Makes the product's variants the given list, in its order: ids kept are changed, new ones
   * inserted, missing ones deleted — unless `paid` names them (400: paid units point at them).
   */
  async replaceVariants(tx: EntityManager, productId: number, wanted: RewardVariantInput[], paid: Set<number>): Promise<void> {
    const existing = await tx.query<{ id: number; name: string }[]>('SELECT id, name FROM product_variants WHERE product_id = $1 ORDER BY id FOR UPDATE', [productId]);
    const known = new Map(existing.map((v) => [v.id, v]));
    for (const v of wanted) if (v.id !== undefined && !known.has(v.id)) throw DrfValidationError.single('variants', VARIANT_MESSAGES.unknown(v.id));
    const kept = new Set(wanted.map((v) => v.id).filter((id): id is number => id !== undefined));
    const removed = existing.filter((v) => !kept.has(v.id));
    const blocked = removed.find((v) => paid.has(v.id));
    if (blocked) throw DrfValidationError.single('variants', VARIANT_MESSAGES.paid(blocked.name));
    if (removed.length > 0) await tx.query('DELETE FROM product_variants WHERE id = ANY($1::int[])', [removed.map((v) => v.id)]);
    for (const [position, v] of wanted.entries()) {
      if (v.id === undefined) {
        await tx.query('INSERT INTO product_variants (product_id, name, stock, position) VALUES ($1, $2, $3, $4)', [productId, v.name, v.stock, position]);
      } else {
        await tx.query('UPDATE product_variants SET name = $2, stock = $3, position = $4, updated_at = now() WHERE id = $1', [v.id, v.name, v.stock, position]);
      }
    }
  }

  /** Deletes the product and its variants (the caller checked that nothing was paid for it). */
  async delete(tx: EntityManager, id: number): Promise<void> {
    await tx.query(`DELETE FROM products WHERE id = $1 AND type = 'compensation'`, [id]);
  }
}
