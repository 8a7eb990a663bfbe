import type { EntityManager } from 'typeorm';
import type { OutboxJob } from '../queues';

/**
 * Records a job in the outbox inside the caller's transaction: if the transaction rolls back, the
 * job never existed; once it commits, the relay delivers it (at least once) to BullMQ. With `runAt`
 * (ISO instant) the job is delayed in BullMQ until then, however late the relay hands it over.
 */
export async function enqueueInOutbox(manager: EntityManager, job: OutboxJob, correlationId: string | null = null, runAt: string | null = null): Promise<string> {
  const rows = await manager.query<{ id: string }[]>(
    'INSERT INTO outbox (queue, job_name, payload, correlation_id, run_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [job.queue, job.name, JSON.stringify(job.data), correlationId, runAt],
  );
  return String(rows[0].id);
}
