import { outboxJobId } from './outbox-relay';

/** Anything that runs SQL: a DataSource, an EntityManager inside a transaction. */
export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

const OUTBOX_JOB = new RegExp(`^${outboxJobId('(\\d+)')}$`);

/** The outbox row a job was relayed from (`ob-<id>`), or null for a job that came from elsewhere. */
export function outboxRowOfJob(jobId: string | undefined): string | null {
  return OUTBOX_JOB.exec(jobId ?? '')?.[1] ?? null;
}

/**
 * Records that the job relayed from an outbox row has finished: called by the job itself, in its
 * own transaction where it has one, before BullMQ learns it is done. Until then the reconciler
 * counts the row as unfinished, and hands it again if Redis lost its job.
 */
export async function recordOutboxJobDone(db: SqlRunner, jobId: string | undefined): Promise<void> {
  const row = outboxRowOfJob(jobId);
  if (row !== null) await db.query('UPDATE outbox SET completed_at = now() WHERE id = $1 AND completed_at IS NULL', [row]);
}
