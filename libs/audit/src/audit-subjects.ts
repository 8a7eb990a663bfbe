import { Injectable } from '@nestjs/common';

/** The names of some records of one kind, by id (ids unknown, or records gone: left out). */
export type SubjectNamer = (ids: string[]) => Promise<Map<string, string>>;

/**
 * What the activity log calls each record: every module names its own kinds (a book by its title,
 * an order by its reference, a customer by their email), registered at start-up; the audit reads no
 * other module's tables. A kind nobody named shows as its kind and number.
 */
@Injectable()
export class AuditSubjects {
  private readonly namers = new Map<string, SubjectNamer>();

  register(kind: string, namer: SubjectNamer): void {
    this.namers.set(kind, namer);
  }

  /** Names of the records of `entries`, keyed `kind:id`; a namer that fails names nothing (the log still shows). */
  async names(entries: { entity: string; entity_id: string }[]): Promise<Map<string, string>> {
    const byKind = new Map<string, Set<string>>();
    for (const e of entries) byKind.set(e.entity, (byKind.get(e.entity) ?? new Set()).add(e.entity_id));
    const named = new Map<string, string>();
    await Promise.all(
      [...byKind].map(async ([kind, ids]) => {
        const namer = this.namers.get(kind);
        if (!namer) return;
        const names = await namer([...ids]).catch(() => new Map<string, string>());
        for (const [id, name] of names) named.set(`${kind}:${id}`, name);
      }),
    );
    return named;
  }
}

/** Ids of an integer-keyed kind, the others dropped (an audit id is text). */
export const integerIds = (ids: string[]): number[] => ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);

/** Anything that runs SQL (a DataSource). */
interface SqlReader {
  query<T>(text: string, params?: unknown[]): Promise<T>;
}

/**
 * A namer for an integer-keyed kind from one query of the module's own table: `sql` takes the ids
 * as `$1::int[]` and answers `id` and `name` columns.
 */
export const namesByIntegerId =
  (db: SqlReader, sql: string): SubjectNamer =>
  async (ids) =>
    new Map((await db.query<{ id: number | string; name: string }[]>(sql, [integerIds(ids)])).map((r) => [String(r.id), r.name] as [string, string]));
