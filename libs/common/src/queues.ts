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

/** Mails the shop sends, one variant per template; rendered and sent by the worker. */
export type EmailJob =
  | { type: 'account-confirmation'; to: string; labelId: number; email: string; token: string }
  | { type: 'password-reset'; to: string; labelId: number; email: string; token: string }
  | { type: 'email-change'; to: string; labelId: number; newEmail: string; token: string }
  | { type: 'forgotten-vouchers'; to: string; labelId: number; vouchers: { code: string; value: string; remaining: string; expiresOn: string | null }[] }
  | {
      type: 'order-confirmation';
      to: string;
      labelId: number;
      cartId: string;
      reference: string;
      invoiceNumber: string;
      /** YYYY-MM-DD, the invoice date. */
      paidOn: string;
      paidWith: 'credit-card' | 'sepa-debit' | 'wire' | 'voucher';
      /** Amounts as the API serializes them ("12.50"). */
      lines: { name: string; quantity: number; total: string }[];
      shipping: string;
      vouchers: string;
      total: string;
    };

/** Every job that can go through the outbox, by queue. */
export type QueueJob = { queue: typeof QUEUES.emails; name: 'send'; data: EmailJob };
