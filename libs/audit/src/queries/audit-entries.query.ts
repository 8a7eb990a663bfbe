import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { Page, paginate } from '@shop/common';
import { DataSource } from 'typeorm';
import type { AuditChanges } from '../changes';
import { AuditSubjects } from '../audit-subjects';

/** An audit entry as staff read it. */
export interface AuditEntryRepresentation {
  id: number;
  at: string;
  actor: { id: number; email: string } | null;
  action: string;
  changes: AuditChanges;
}

/** An entry's row (with its actor's email) as staff read it. */
interface EntryRow {
  id: string;
  at: Date;
  actor_id: number | null;
  email: string | null;
  action: string;
  changes: AuditChanges;
}

const entryOf = (r: EntryRow): AuditEntryRepresentation => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  actor: r.actor_id === null ? null : { id: r.actor_id, email: r.email ?? '' },
  action: r.action,
  changes: r.changes,
});

/** One page of a record's audit entries, newest first. */
export class ListAuditEntriesQuery extends Query<Page<AuditEntryRepresentation>> {
  constructor(
    readonly entity: string,
    readonly entityId: string,
    readonly limit: number,
    readonly offset: number,
    readonly url: string,
  ) {
    super();
  }
}

@QueryHandler(ListAuditEntriesQuery)
export class ListAuditEntriesHandler implements IQueryHandler<ListAuditEntriesQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ entity, entityId, limit, offset, url }: ListAuditEntriesQuery): Promise<Page<AuditEntryRepresentation>> {
    const [{ count }] = await this.db.query<{ count: number }[]>('SELECT count(*)::int AS count FROM audit_entries WHERE entity = $1 AND entity_id = $2', [entity, entityId]);
    const rows = await this.db.query<EntryRow[]>(
      `SELECT a.id, a.at, a.actor_id, u.email, a.action, a.changes
         FROM audit_entries a LEFT JOIN users u ON u.id = a.actor_id
        WHERE a.entity = $1 AND a.entity_id = $2
        ORDER BY a.at DESC, a.id DESC LIMIT $3 OFFSET $4`,
      [entity, entityId, limit, offset],
    );
    return paginate(url, count, rows.map(entryOf), limit, offset);
  }
}

/** An entry of the activity log: the record it is about beside what changed. */
export interface ActivityEntryRepresentation extends AuditEntryRepresentation {
  entity: string;
  entity_id: string;
  /** What the record is called (its module names it), null when nobody could. */
  subject: string | null;
}

export interface ActivityFilters {
  entity?: string;
  /** A part of the email of who changed. */
  actor?: string;
  /** Days in Paris, both included. */
  from?: string;
  to?: string;
}

/** One page of every record's entries, newest first: staff's activity log. */
export class ListActivityQuery extends Query<Page<ActivityEntryRepresentation>> {
  constructor(
    readonly filters: ActivityFilters,
    readonly limit: number,
    readonly offset: number,
    readonly url: string,
  ) {
    super();
  }
}

@QueryHandler(ListActivityQuery)
export class ListActivityHandler implements IQueryHandler<ListActivityQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly subjects: AuditSubjects,
  ) {}

  async execute({ filters, limit, offset, url }: ListActivityQuery): Promise<Page<ActivityEntryRepresentation>> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filters.entity) where.push(`a.entity = $${params.push(filters.entity)}`);
    if (filters.actor) where.push(`u.email ILIKE $${params.push(`%${filters.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
    // The shop's days are Paris's.
    if (filters.from) where.push(`a.at >= ($${params.push(filters.from)}::date::timestamp AT TIME ZONE 'Europe/Paris')`);
    if (filters.to) where.push(`a.at < (($${params.push(filters.to)}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const from = 'FROM audit_entries a LEFT JOIN users u ON u.id = a.actor_id';
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count ${from} ${filter}`, params);
    const rows = await this.db.query<(EntryRow & { entity: string; entity_id: string })[]>(
      `SELECT a.id, a.at, a.actor_id, u.email, a.action, a.changes, a.entity, a.entity_id ${from} ${filter}
        ORDER BY a.at DESC, a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    const names = await this.subjects.names(rows);
    return paginate(
      url,
      count,
      rows.map((r) => ({ ...entryOf(r), entity: r.entity, entity_id: r.entity_id, subject: names.get(`${r.entity}:${r.entity_id}`) ?? null })),
      limit,
      offset,
    );
  }
}
