import { MigrationInterface, QueryRunner } from 'typeorm';

/** Append-only event streams (the cart's history); one row per stream carries its current version. */
export class EventStore1763776800000 implements MigrationInterface {
  name = 'EventStore1763776800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_streams (
        stream_id text PRIMARY KEY,
        stream_type text NOT NULL,
        version int NOT NULL CHECK (version >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE stream_events (
        global_position bigserial PRIMARY KEY,
        stream_id text NOT NULL REFERENCES event_streams(stream_id),
        version int NOT NULL CHECK (version >= 1),
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT stream_events_version_unique UNIQUE (stream_id, version)
      );
      -- Events are facts: never rewritten, never deleted.
      CREATE FUNCTION stream_events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'stream events are append-only';
      END $$;
      CREATE TRIGGER stream_events_no_update BEFORE UPDATE OR DELETE ON stream_events FOR EACH ROW EXECUTE FUNCTION stream_events_are_append_only();
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE stream_events; DROP TABLE event_streams; DROP FUNCTION stream_events_are_append_only();');
  }
}
