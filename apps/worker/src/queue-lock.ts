/** BullMQ's own default: a job's lock lasts 30 s, and stalled jobs are looked for every 30 s. */
const DEFAULT_SECONDS = 30;
const MIN_SECONDS = 2;
const MAX_SECONDS = 300;

/**
 * The lock a worker holds on a job it processes (renewed every half of it), and how often stalled
 * jobs (their worker died: a crash, a kill, a lost machine) are looked for and handed again: such a
 * job comes back after one to two times `QUEUE_LOCK_SECONDS`. Longer locks suit slow jobs on a
 * loaded machine; shorter ones bring a dead worker's jobs back sooner (the kill tests use 3 s).
 * Read when the processors are imported: their decorators take it.
 */
export function queueLockOptions(env: NodeJS.ProcessEnv = process.env): { lockDuration: number; stalledInterval: number } {
  const raw = env.QUEUE_LOCK_SECONDS;
  const seconds = raw === undefined || raw === '' ? DEFAULT_SECONDS : Number(raw);
  if (!Number.isInteger(seconds) || seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
    throw new Error(`QUEUE_LOCK_SECONDS doit être un nombre entier de secondes entre ${MIN_SECONDS} et ${MAX_SECONDS} (reçu : « ${raw} »).`);
  }
  return { lockDuration: seconds * 1000, stalledInterval: seconds * 1000 };
}
