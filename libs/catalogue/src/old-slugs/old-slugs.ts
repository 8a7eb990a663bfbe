import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

/**
 * The slugs books, goodies and authors had before staff changed them (`catalogue_old_slugs`).
 * Books and goodies are products: their slugs are unique among every product, so their old slugs
 * share one namespace ('product'); authors have their own ('author').
 */
export type OldSlugNamespace = 'product' | 'author';

/** `old_slugs` of a staff record (newest first), for a query whose record is `alias`. */
export const oldSlugsColumn = (namespace: OldSlugNamespace, alias: string) =>
  `ARRAY(SELECT o.slug FROM catalogue_old_slugs o WHERE o.kind = '${namespace}' AND o.record_id = ${alias}.id ORDER BY o.created_at DESC, o.slug) AS old_slugs`;

/** A staff search's condition on old slugs, `pattern` being the bound ILIKE parameter. */
export const oldSlugMatches = (namespace: OldSlugNamespace, alias: string, pattern: string) =>
  `EXISTS (SELECT 1 FROM catalogue_old_slugs o WHERE o.kind = '${namespace}' AND o.record_id = ${alias}.id AND o.slug ILIKE ${pattern})`;

/** Whether another record of the namespace had this slug before (its old address must keep naming it). */
export async function heldBeforeByAnother(db: Db, namespace: OldSlugNamespace, slug: string, ownId: number | null): Promise<boolean> {
  const rows = await db.query<unknown[]>('SELECT 1 FROM catalogue_old_slugs WHERE kind = $1 AND slug = $2 AND record_id IS DISTINCT FROM $3', [namespace, slug, ownId]);
  return rows.length > 0;
}

/**
 * Records a change of slug: the old one keeps naming the record; the new one, if the record had it
 * before, is current again. A slug left by a record that no longer exists moves to this one.
 */
export async function keepOldSlug(tx: EntityManager, namespace: OldSlugNamespace, id: number, oldSlug: string, newSlug: string): Promise<void> {
  if (oldSlug === newSlug) return;
  await tx.query('DELETE FROM catalogue_old_slugs WHERE kind = $1 AND slug = $2 AND record_id = $3', [namespace, newSlug, id]);
  await tx.query(
    `INSERT INTO catalogue_old_slugs (kind, slug, record_id) VALUES ($1, $2, $3)
     ON CONFLICT (kind, slug) DO UPDATE SET record_id = EXCLUDED.record_id, created_at = now()`,
    [namespace, oldSlug, id],
  );
}

/** The id of the record that had this slug before, or null. */
export async function recordOfOldSlug(db: Db, namespace: OldSlugNamespace, slug: string): Promise<number | null> {
  const [row] = await db.query<{ record_id: number }[]>('SELECT record_id FROM catalogue_old_slugs WHERE kind = $1 AND slug = $2', [namespace, slug]);
  return row?.record_id ?? null;
}
