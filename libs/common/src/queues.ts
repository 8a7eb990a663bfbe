/** Names of the BullMQ queues, one per concern. */
export const QUEUES = {
  heartbeat: 'heartbeat',
  emails: 'emails',
  bankCallbacks: 'bank-callbacks',
} as const;

/** BullMQ connection options from a redis:// URL (BullMQ wants no retry limit on blocking workers). */
export function bullConnection(redisUrl: string) {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}
