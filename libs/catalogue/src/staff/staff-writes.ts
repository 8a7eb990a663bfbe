import { DrfValidationError, slugify } from '@shop/common';
import type { EntityManager } from 'typeorm';
import { heldBeforeByAnother, type OldSlugNamespace } from '../old-slugs/old-slugs';
import { STAFF_MESSAGES } from './staff-fields';

/** Shared steps of the staff commands of the catalogue. */

/** 400 `{field: [message]}` unless the label exists. */
export async function requireLabel(tx: EntityManager, labelId: number): Promise<void> {
  const [found] = await tx.query<unknown[]>('SELECT 1 FROM labels WHERE id = $1', [labelId]);
  if (!found) throw DrfValidationError.single('label', STAFF_MESSAGES.unknownLabel);
}

/** The namespace of the old slugs each table's records keep (events keep none). */
const OLD_SLUGS: Record<string, OldSlugNamespace | undefined> = { products: 'product', authors: 'author' };

/**
 * The slug to store: the one given (400 when another record of the table has it, or had it before:
 * its old address names that record), or one made from the name, with -2, -3… on a collision. A
 * record may take one of its own old slugs back. `table` is the caller's constant.
 */
export async function chooseSlug(
  tx: EntityManager,
  table: 'authors' | 'products' | 'events',
  given: string | undefined,
  name: string,
  fallback: string,
  ownId: number | null,
): Promise<string> {
  const namespace = OLD_SLUGS[table];
  const taken = async (slug: string) =>
    (await tx.query<unknown[]>(`SELECT 1 FROM ${table} WHERE slug = $1 AND id IS DISTINCT FROM $2`, [slug, ownId])).length > 0 ||
    (namespace !== undefined && (await heldBeforeByAnother(tx, namespace, slug, ownId)));
  if (given !== undefined) {
    if (await taken(given)) throw DrfValidationError.single('slug', STAFF_MESSAGES.slugTaken);
    return given;
  }
  const base = (slugify(name) || fallback).slice(0, 74).replace(/-+$/, '');
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

const UNIQUE_FIELDS: Record<string, [string, string]> = {
  authors_slug_key: ['slug', STAFF_MESSAGES.slugTaken],
  products_slug_key: ['slug', STAFF_MESSAGES.slugTaken],
  events_slug_key: ['slug', STAFF_MESSAGES.slugTaken],
  books_isbn_unique: ['isbn', STAFF_MESSAGES.isbnTaken],
};

/** Two editors choosing the same slug or ISBN at once: the loser gets the field's 400, not a 500. */
export function uniqueViolationAsFieldError(error: unknown): unknown {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  const field = code === '23505' && constraint ? UNIQUE_FIELDS[constraint] : undefined;
  return field ? DrfValidationError.single(field[0], field[1]) : error;
}
