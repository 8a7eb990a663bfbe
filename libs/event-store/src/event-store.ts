import type { EntityManager } from 'typeorm';
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
    const newVersion = expectedVersion + events.length;
    const moved =
      expectedVersion === 0
        ? `INSERT INTO event_streams (stream_id, stream_type, version) VALUES ($1, $2, $3) ON CONFLICT (stream_id) DO NOTHING RETURNING version`
        : `UPDATE event_streams SET version = $3, updated_at = now() WHERE stream_id = $1 AND version = $2 RETURNING version`;
    const values: unknown[] = [streamId, expectedVersion === 0 ? streamType : expectedVersion, newVersion, JSON.stringify(metadata)];
    const tuples = events.map((event, i) => {
      values.push(expectedVersion + i + 1, event.type, JSON.stringify(event.data));
      const p = values.length - 2;
      return `($${p}::int, $${p + 1}::text, $${p + 2}::jsonb)`;
    });
    // The events join the moved row: none is inserted when the version check failed.
    const inserted = await tx.query<EventRow[]>(
      `WITH moved AS (${moved})
       INSERT INTO stream_events (stream_id, version, type, data, metadata)
       SELECT $1::text, e.version, e.type, e.data, $4::jsonb FROM (VALUES ${tuples.join(', ')}) AS e(version, type, data) CROSS JOIN moved
       RETURNING global_position, stream_id, version, type, data, metadata, recorded_at`,
      values,
    );
    if (inserted.length === 0) throw new VersionConflictError(streamId, expectedVersion);
    return inserted.sort((a, b) => a.version - b.version).map((row) => toRecorded<E>(row));
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
