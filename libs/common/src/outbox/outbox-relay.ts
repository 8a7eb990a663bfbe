import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';

export interface RelayOptions {
  /** Rows claimed per transaction. */
  batchSize?: number;
  /** Delay before retrying a row whose queue did not take it (Redis down), growing with attempts. */
  retryBaseMs?: number;
}

/**
 * The job's data: the row's payload, with the id of the request that wrote it (`requestId`) so the
 * worker's logs of the job carry it too. Payloads are objects (typed jobs); anything else is left as is.
 */
export function withCorrelation(payload: unknown, requestId: string | null): unknown {
  if (!requestId || payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  return { ...(payload as Record<string, unknown>), requestId };
}

/** Job id of an outbox row: stable, so a row delivered twice (crash between add and mark) is one job. */
export const outboxJobId = (rowId: string | number) => `ob-${rowId}`;

/**
 * Moves committed outbox rows to their BullMQ queues. Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so several relays (one per worker) never deliver the same row at once; each is added with the
 * job id `ob-<row id>` (BullMQ ignores a second add of an existing id) and only then marked
 * dispatched. When Redis is down the rows stay, with a growing delay, and leave when it returns.
 */
export class OutboxRelay {
  private readonly batchSize: number;
  private readonly retryBaseMs: number;

  constructor(
    private readonly db: DataSource,
    private readonly queueFor: (name: string) => Queue | undefined,
    options: RelayOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.retryBaseMs = options.retryBaseMs ?? 1000;
  }

  /** Delivers one batch; returns how many rows left the outbox. */
  async relayOnce(): Promise<number> {
    return this.db.transaction(async (tx) => {
      // delay_ms: what is left of a delayed job's wait, by the database's clock (null: at once).
      const rows = await tx.query<{ id: string; queue: string; job_name: string; payload: unknown; attempts: number; delay_ms: number | null; correlation_id: string | null }[]>(
        `SELECT id, queue, job_name, payload, attempts, correlation_id,
                CASE WHEN run_at IS NULL THEN NULL ELSE greatest(0, ceil(extract(epoch FROM run_at - now()) * 1000))::int END AS delay_ms
           FROM outbox
          WHERE dispatched_at IS NULL AND next_attempt_at <= now()
          ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.batchSize],
      );
      let delivered = 0;
      for (const row of rows) {
        const queue = this.queueFor(row.queue);
        try {
          if (!queue) throw new Error(`queue inconnue : ${row.queue}`);
          await queue.add(row.job_name, withCorrelation(row.payload, row.correlation_id), { jobId: outboxJobId(row.id), ...(row.delay_ms ? { delay: row.delay_ms } : {}) });
          await tx.query('UPDATE outbox SET dispatched_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1', [row.id]);
          delivered++;
        } catch (error) {
          const delayMs = Math.min(60_000, this.retryBaseMs * 2 ** Math.min(row.attempts, 6));
          await tx.query(`UPDATE outbox SET attempts = attempts + 1, last_error = $2, next_attempt_at = now() + ($3 || ' milliseconds')::interval WHERE id = $1`, [
            row.id,
            String((error as Error).message ?? error).slice(0, 500),
            String(delayMs),
          ]);
        }
      }
      return delivered;
    });
  }

  /** Rows still waiting to leave, for metrics and tests. */
  async backlog(): Promise<number> {
    const [{ n }] = await this.db.query<{ n: string }[]>('SELECT count(*) AS n FROM outbox WHERE dispatched_at IS NULL');
    return Number(n);
  }
}
