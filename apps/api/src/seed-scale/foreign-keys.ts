import type { ClientBase } from 'pg';

/** A foreign key some rows break, with how many. */
export interface ForeignKeyViolation {
  constraint: string;
  table: string;
  rows: number;
}

/**
 * Every foreign key of the schema checked against the rows, one anti-join each: a bulk load that
 * ran with the triggers off (session_replication_role = replica) proves here that it kept them.
 */
export async function foreignKeyViolations(client: ClientBase): Promise<ForeignKeyViolation[]> {
  const { rows: keys } = await client.query<{ name: string; child: string; parent: string; child_columns: string[]; parent_columns: string[] }>(
    `SELECT c.conname AS name, c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
            array_agg(ca.attname::text ORDER BY k.ord) AS child_columns, array_agg(pa.attname::text ORDER BY k.ord) AS parent_columns
       FROM pg_constraint c
       CROSS JOIN LATERAL unnest(c.conkey, c.confkey) WITH ORDINALITY AS k(child_attnum, parent_attnum, ord)
       JOIN pg_attribute ca ON ca.attrelid = c.conrelid AND ca.attnum = k.child_attnum
       JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = k.parent_attnum
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
      GROUP BY c.conname, c.conrelid, c.confrelid
      ORDER BY 2, 1`,
  );
  const violations: ForeignKeyViolation[] = [];
  for (const key of keys) {
    const joined = key.child_columns.map((col, i) => `p."${key.parent_columns[i]}" = c."${col}"`).join(' AND ');
    const present = key.child_columns.map((col) => `c."${col}" IS NOT NULL`).join(' AND ');
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${key.child} c WHERE ${present} AND NOT EXISTS (SELECT 1 FROM ${key.parent} p WHERE ${joined})`);
    const n = Number(rows[0].n);
    if (n > 0) violations.push({ constraint: key.name, table: key.child, rows: n });
  }
  return violations;
}
