/** Names of the BullMQ queues, one per concern. */
export const QUEUES = {
  heartbeat: 'heartbeat',
  emails: 'emails',
  bankCallbacks: 'bank-callbacks',
  cartExpiry: 'cart-expiry',
  /** Daily purge of what the shop no longer needs to keep (old mail payloads, expired tokens). */
  retention: 'retention',
  /** Newsletters: their start at the scheduled time, staff's test mails, one job per recipient (rate-limited). */
  newsletter: 'newsletter',
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
      /** What the vouchers took off the total (their used amounts, never more than the total). */
      vouchers: string;
      /** Total TTC, before vouchers (the cart's `total_price`). */
      total: string;
      /** Each voucher's code and used amount (absent from mails written before they were listed). */
      voucherUsages?: { code: string; amount: string }[];
      /** What the payment means paid, or owes on terms: the total after vouchers (the cart's `total_after_vouchers`). */
      totalAfterVouchers?: string;
    }
  /** The codes of the gift cards a paid order bought, one voucher per card. */
  | {
      type: 'voucher-purchased';
      to: string;
      labelId: number;
      cartId: string;
      reference: string;
      /**
       * Value as the API serializes it ("25.00"); expiry YYYY-MM-DD; a card bought as a gift carries
       * its recipient's name and the buyer's message (absent otherwise, and in jobs queued before).
       */
      vouchers: { code: string; value: string; expiresOn: string | null; recipientName?: string; message?: string }[];
    }
  /** A voucher staff issued from the back office, mailed to the address they gave. */
  | { type: 'voucher-issued'; to: string; labelId: number; vouchers: { code: string; value: string; expiresOn: string | null }[] };

/** What a visitor sent the editorial team (`POST api/contact/`, `POST api/project-submissions/`); `to` is CONTACT_EMAIL. */
export type EditorialEmailJob =
  | { type: 'contact-message'; to: string; labelId: number; messageId: string; name: string; email: string; subject: string; message: string }
  | {
      type: 'project-submission';
      to: string;
      labelId: number;
      submissionId: string;
      name: string;
      email: string;
      title: string;
      summary: string;
      /** The attached manuscript as stored (the bytes stay in the database). */
      file: { name: string; type: string; size: number } | null;
    };

/** A confirmed cart to give back (unconfirm) if it is still at that confirmation, unpaid, once its time is up. */
export interface CartExpiryJob {
  cartId: string;
  /** Stream version of the CartConfirmed event: a cart confirmed again since is not this job's. */
  confirmedVersion: number;
}

/** Every job that can go through the outbox, by queue. */
export type QueueJob = { queue: typeof QUEUES.emails; name: 'send'; data: EmailJob | EditorialEmailJob };

/**
 * A newsletter's jobs that go through the outbox: `start` (at its scheduled time) hands its
 * recipients to the queue; `test` mails it to one staff address.
 */
export type NewsletterOutboxJob =
  | { queue: typeof QUEUES.newsletter; name: 'start'; data: { newsletterId: number } }
  | { queue: typeof QUEUES.newsletter; name: 'test'; data: { newsletterId: number; to: string } };

/** Jobs of the outbox beyond mails: the delayed expiry of a confirmed cart, newsletters. */
export type OutboxJob = QueueJob | { queue: typeof QUEUES.cartExpiry; name: 'expire'; data: CartExpiryJob } | NewsletterOutboxJob;
