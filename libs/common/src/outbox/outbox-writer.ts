import type { EntityManager } from 'typeorm';
import type { SqlParams } from '../database/sql-params';
import type { OutboxJob } from '../queues';

/**
 * Records a job in the outbox inside the caller's transaction: if the transaction rolls back, the
 * job never existed; once it commits, the relay delivers it (at least once) to BullMQ. With `runAt`
 * (ISO instant) the job is delayed in BullMQ until then, however late the relay hands it over.
 */
export async function enqueueInOutbox(manager: EntityManager, job: OutboxJob, correlationId: string | null = null, runAt: string | null = null): Promise<string> {
  const rows = await manager.query<{ id: string }[]>('INSERT INTO outbox (queue, job_name, payload, correlation_id, run_at) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
    job.queue,
    job.name,
    JSON.stringify(job.data),
    correlationId,
    runAt,
  ]);
  return String(rows[0].id);
}

/**
 * The same outbox row as a CTE named `name`, for a statement that writes it alongside other rows
 * (a cart's events): inserted only if the CTE `from` has a row. `params` numbers the placeholders.
 */
export function outboxAlongside(params: SqlParams, name: string, from: string, job: OutboxJob, correlationId: string | null = null, runAt: string | null = null): string {
  return `${name} AS (INSERT INTO outbox (queue, job_name, payload, correlation_id, run_at)
    SELECT ${params.add(job.queue, 'text')}, ${params.add(job.name, 'text')}, ${params.add(JSON.stringify(job.data), 'jsonb')}, ${params.add(correlationId, 'text')}, ${params.add(runAt, 'timestamptz')}
    FROM ${from} RETURNING id)`;
}
