import { preparedQuery, SqlParams } from '@shop/common';
import type { DataSource, EntityManager } from 'typeorm';
import { VersionConflictError } from './errors';
import type { DomainEvent, EventMetadata, RecordedEvent } from './event';

interface EventRow {
  global_position: string;
  stream_id: string;
  version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

const EVENT_COLUMNS = 'global_position, stream_id, version, type, data, metadata, recorded_at';

/**
 * The append as two CTEs: `moved`, the stream row moved from the expected version (created at 0),
 * and `appended`, the events inserted only through a join on `moved`.
 */
export function appendCtes(
  params: SqlParams,
  streamType: string,
  streamId: string,
  expectedVersion: number,
  events: DomainEvent[],
  metadata: EventMetadata,
): { moved: string; appended: string } {
  const stream = params.add(streamId);
  const newVersion = params.add(expectedVersion + events.length);
  const moved =
    expectedVersion === 0
      ? `INSERT INTO event_streams (stream_id, stream_type, version) VALUES (${stream}, ${params.add(streamType)}, ${newVersion}) ON CONFLICT (stream_id) DO NOTHING RETURNING version`
      : `UPDATE event_streams SET version = ${newVersion}, updated_at = now() WHERE stream_id = ${stream} AND version = ${params.add(expectedVersion)} RETURNING version`;
  const meta = params.add(JSON.stringify(metadata), 'jsonb');
  const tuples = events.map((event, i) => `(${params.add(expectedVersion + i + 1, 'int')}, ${params.add(event.type, 'text')}, ${params.add(JSON.stringify(event.data), 'jsonb')})`);
  return {
    moved: `moved AS (${moved})`,
    appended: `appended AS (INSERT INTO stream_events (stream_id, version, type, data, metadata)
    SELECT ${stream}::text, e.version, e.type, e.data, ${meta} FROM (VALUES ${tuples.join(', ')}) AS e(version, type, data) CROSS JOIN moved
    RETURNING ${EVENT_COLUMNS})`,
  };
}

const toRecorded = <E extends DomainEvent>(row: EventRow): RecordedEvent<E> => ({
  globalPosition: String(row.global_position),
  streamId: row.stream_id,
  version: row.version,
  type: row.type as E['type'],
  data: row.data as E['data'],
  metadata: row.metadata,
  recordedAt: row.recorded_at,
});

/**
 * Append-only event streams in PostgreSQL. Every call takes the EntityManager of the caller's
 * transaction, so events, read models and outbox rows commit (or roll back) together.
 */
export const eventStore = {
  /**
   * Appends events at the expected version (0 for a new stream), in ONE statement: the stream row is
   * moved with a condition on its version and the events are inserted only if it moved. A concurrent
   * appender blocks on the row, then finds the version moved: nothing is inserted and it gets a
   * VersionConflictError, so no event is ever lost or interleaved.
   */
  async append<E extends DomainEvent>(
    tx: EntityManager,
    streamType: string,
    streamId: string,
    expectedVersion: number,
    events: E[],
    metadata: EventMetadata,
  ): Promise<RecordedEvent<E>[]> {
    if (events.length === 0) return [];
    const params = new SqlParams();
    const { moved, appended } = appendCtes(params, streamType, streamId, expectedVersion, events, metadata);
    const inserted = await preparedQuery<EventRow>(tx, `WITH ${moved}, ${appended} SELECT ${EVENT_COLUMNS} FROM appended`, params.values);
    if (inserted.length === 0) throw new VersionConflictError(streamId, expectedVersion);
    return inserted.sort((a, b) => a.version - b.version).map((row) => toRecorded<E>(row));
  },

  /**
   * Appends and writes what goes with the events (a read model row, outbox rows…) in ONE statement,
   * so in one round trip and without BEGIN/COMMIT: a single statement is its own transaction.
   * `alongside` adds CTEs that must join `moved` (they run only when the version check passed) and
   * the select list read from them; the statement's one row carries `appended` (the events) beside it.
   * `between`: CTEs written between `moved` and `appended`, which the events may read (they join
   * `moved` too, so that nothing of them is written when the version check failed); `params`:
   * where the placeholders are numbered.
   * A version conflict inserts nothing, writes nothing and throws VersionConflictError.
   */
  async appendAlongside<E extends DomainEvent, R extends object>(
    db: DataSource | EntityManager,
    streamType: string,
    streamId: string,
    expectedVersion: number,
    events: E[],
    metadata: EventMetadata,
    alongside: (params: SqlParams) => { between?: string[]; ctes: string[]; select: string },
    params: SqlParams = new SqlParams(),
  ): Promise<{ events: RecordedEvent<E>[]; row: R }> {
    const append = appendCtes(params, streamType, streamId, expectedVersion, events, metadata);
    const { between = [], ctes, select } = alongside(params);
    const [row] = await preparedQuery<R & { appended: (Omit<EventRow, 'recorded_at'> & { recorded_at: string })[] | null }>(
      db,
      `WITH ${[append.moved, ...between, append.appended, ...ctes].join(',\n')}
       SELECT (SELECT json_agg(json_build_object(${EVENT_COLUMNS.split(', ')
         .map((c) => `'${c}', a.${c}`)
         .join(', ')}) ORDER BY a.version) FROM appended a) AS appended, ${select}`,
      params.values,
    );
    if (!row?.appended?.length) throw new VersionConflictError(streamId, expectedVersion);
    const { appended, ...rest } = row;
    return { events: appended.map((e) => toRecorded<E>({ ...e, recorded_at: new Date(e.recorded_at) })), row: rest as unknown as R };
  },

  /** The events of a stream in order, optionally only up to a version (the state as of that event). */
  async read<E extends DomainEvent>(tx: EntityManager, streamId: string, upToVersion?: number): Promise<RecordedEvent<E>[]> {
    const rows = await tx.query<EventRow[]>(
      `SELECT global_position, stream_id, version, type, data, metadata, recorded_at FROM stream_events
        WHERE stream_id = $1 AND ($2::int IS NULL OR version <= $2) ORDER BY version`,
      [streamId, upToVersion ?? null],
    );
    return rows.map((row) => toRecorded<E>(row));
  },
};
