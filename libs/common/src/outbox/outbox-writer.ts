import type { EntityManager } from 'typeorm';
import type { QueueJob } from '../queues';

/**
 * Records a job in the outbox inside the caller's transaction: if the transaction rolls back, the
 * job never existed; once it commits, the relay delivers it (at least once) to BullMQ.
 */
export async function enqueueInOutbox(manager: EntityManager, job: QueueJob, correlationId: string | null = null): Promise<string> {
  const rows = await manager.query<{ id: string }[]>(
    'INSERT INTO outbox (queue, job_name, payload, correlation_id) VALUES ($1, $2, $3, $4) RETURNING id',
    [job.queue, job.name, JSON.stringify(job.data), correlationId],
  );
  return String(rows[0].id);
}
