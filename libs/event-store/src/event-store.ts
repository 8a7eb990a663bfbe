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
   * Appends events at the expected version (0 for a new stream). The stream row is updated with a
   * condition on its version: a concurrent appender blocks on the row, then finds the version
   * moved and gets a VersionConflictError, so no event is ever lost or interleaved.
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
        ? await tx.query(
            `INSERT INTO event_streams (stream_id, stream_type, version) VALUES ($1, $2, $3)
             ON CONFLICT (stream_id) DO NOTHING RETURNING version`,
            [streamId, streamType, newVersion],
          )
        : await tx.query(
            `UPDATE event_streams SET version = $3, updated_at = now() WHERE stream_id = $1 AND version = $2 RETURNING version`,
            [streamId, expectedVersion, newVersion],
          );
    // pg answers an UPDATE … RETURNING with [rows, count] through TypeORM; an INSERT with rows.
    const rows = Array.isArray(moved[0]) ? moved[0] : moved;
    if (rows.length === 0) throw new VersionConflictError(streamId, expectedVersion);

    const values: unknown[] = [];
    const tuples = events.map((event, i) => {
      values.push(streamId, expectedVersion + i + 1, event.type, JSON.stringify(event.data), JSON.stringify(metadata));
      const p = i * 5;
      return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5})`;
    });
    const inserted = await tx.query<EventRow[]>(
      `INSERT INTO stream_events (stream_id, version, type, data, metadata) VALUES ${tuples.join(', ')}
       RETURNING global_position, stream_id, version, type, data, metadata, recorded_at`,
      values,
    );
    return inserted.map((row) => toRecorded<E>(row));
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
