/** Names of the BullMQ queues, one per concern. */
export const QUEUES = {
  heartbeat: 'heartbeat',
  emails: 'emails',
  bankCallbacks: 'bank-callbacks',
  /** A refund's card part: the worker asks the bank for the recredit and records its answer on the order. */
  bankRefunds: 'bank-refunds',
  cartExpiry: 'cart-expiry',
  /** Daily purge of what the shop no longer needs to keep (old mail payloads, expired tokens). */
  retention: 'retention',
  /** A delayed job per campaign at its end date: records its outcome and mails its backers and staff. */
  campaignEnds: 'campaign-ends',
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
      /**
       * Amounts as the API serializes them ("12.50"). A bookseller's lines also carry the unit and
       * total without VAT (unit HT × quantity = total HT), the figures its mail shows.
       */
      lines: { name: string; quantity: number; total: string; unitNoVat?: string; totalNoVat?: string }[];
      shipping: string;
      /** A bookseller's order: the shipping and total without VAT, and the VAT per rate on its base. */
      noVat?: { shipping: string; total: string; vat: { rate: string; base: string; amount: string }[] };
      /** What the vouchers took off the total (their used amounts, never more than the total). */
      vouchers: string;
      /** Total TTC, before vouchers (the cart's `total_price`). */
      total: string;
      /** Each voucher's code and used amount (absent from mails written before they were listed). */
      voucherUsages?: { code: string; amount: string }[];
      /** What the payment means paid, or owes on terms: the total after vouchers (the cart's `total_after_vouchers`). */
      totalAfterVouchers?: string;
      /** An order on terms: when the money is due (YYYY-MM-DD); a debit is taken that day. */
      dueDate?: string | null;
      /** Bought by a bookseller: its links lead to the bookseller area. */
      professional?: boolean;
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
  /** A paid order's parcel handed to its carrier: the tracking link (none without a number). */
  | {
      type: 'parcel-shipped';
      to: string;
      labelId: number;
      cartId: string;
      reference: string;
      carrierName: string;
      trackingNumber: string | null;
      trackingUrl: string | null;
      /** YYYY-MM-DD. */
      shippedOn: string;
      lines: { name: string; quantity: number }[];
      /** The relay point the parcel goes to, in one line (Mondial Relay), else null. */
      relayPoint: string | null;
    }
  /**
   * Staff refunded part of a paid order, or cancelled it (everything left refunded): what, its credit
   * note, how the money comes back (amounts as "12.50"; `card` null: nothing to the card), the voucher's code.
   */
  | {
      type: 'order-refunded';
      to: string;
      labelId: number;
      cartId: string;
      reference: string;
      cancelled: boolean;
      creditNoteNumber: string;
      amount: string;
      lines: { name: string; quantity: number; total: string }[];
      shipping: string | null;
      card: string | null;
      voucher: { code: string; amount: string; expiresOn: string } | null;
      reason: string;
    }
  /** A paid order's parcel to collect, put aside at the publisher's. */
  | { type: 'parcel-ready'; to: string; labelId: number; cartId: string; reference: string; lines: { name: string; quantity: number }[] }
  /** A paid parcel moved to another day (a reward's shipping date changed): its new day and the one it replaces (YYYY-MM-DD). */
  | {
      type: 'parcel-rescheduled';
      to: string;
      labelId: number;
      cartId: string;
      reference: string;
      lines: { name: string; quantity: number }[];
      expectedExpeditionDate: string;
      previousDate: string;
    }
  /** A voucher staff issued from the back office, mailed to the address they gave. */
  | { type: 'voucher-issued'; to: string; labelId: number; vouchers: { code: string; value: string; expiresOn: string | null }[] }
  | CampaignEmailJob;

/** How a campaign ended, as its mails tell it (amounts as the API serializes them, "12.50"). */
export interface CampaignOutcomeFacts {
  campaignId: number;
  title: string;
  slug: string;
  outcome: 'succeeded' | 'failed';
  goalType: 1 | 2;
  /** Euros ("1500.00") for goal type 1, a number of books for goal type 2. */
  goal: string;
  collected: string;
  books: number;
  completionPercent: number;
}

/** Mails about campaigns: their end and a refund (to every backer: their money), a summary to staff, and their news (to the backers who asked for it). */
export type CampaignEmailJob =
  | ({ type: 'campaign-outcome'; to: string; labelId: number } & CampaignOutcomeFacts)
  | ({ type: 'campaign-outcome-staff'; to: string; labelId: number; backers: number; contributions: number; mailedBackers: number } & CampaignOutcomeFacts)
  | { type: 'campaign-news'; to: string; labelId: number; campaignId: number; title: string; slug: string; newsId: number; subject: string; content: string }
  | {
      type: 'contribution-refunded';
      to: string;
      labelId: number;
      campaignId: number;
      title: string;
      slug: string;
      contributionId: number;
      /** Euros as the API serializes them ("25.00"). */
      amount: string;
      /** 'credit_note': a credit note of the order (its number), refunded to the card; 'elsewhere': refunded outside the shop (transfer, cheque). */
      method: 'credit_note' | 'elsewhere';
      creditNoteNumber: string | null;
    };

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

/**
 * Asked for on the unsubscribe page without a newsletter's link (`POST api/users/unsubscribe/`): the
 * signed link of the newsletter's unsubscription, mailed to the address so that only its owner leaves.
 */
export type SubscriptionEmailJob = { type: 'newsletter-unsubscribe'; to: string; labelId: number; email: string; token: string };

/** A confirmed cart to give back (unconfirm) if it is still at that confirmation, unpaid, once its time is up. */
export interface CartExpiryJob {
  cartId: string;
  /** Stream version of the CartConfirmed event: a cart confirmed again since is not this job's. */
  confirmedVersion: number;
}

/**
 * `plan`: (re)plan the delayed end job of a campaign whose dates were set (by the outbox, in the
 * staff command's transaction); `end`: that delayed job, for the end date it was planned for.
 */
export type CampaignEndJob = { campaignId: number } | { campaignId: number; endsAt: string };

/** Job id of a campaign's end job: one per campaign and end date (BullMQ ids hold no ':'). */
export const campaignEndJobId = (campaignId: number, endsAt: Date | string) => `campaign-end-${campaignId}-${new Date(endsAt).getTime()}`;

/** Every job that can go through the outbox, by queue. */
export type QueueJob = { queue: typeof QUEUES.emails; name: 'send'; data: EmailJob | EditorialEmailJob | SubscriptionEmailJob };

/**
 * A newsletter's jobs that go through the outbox: `start` (at its scheduled time) hands its
 * recipients to the queue; `test` mails it to one staff address.
 */
export type NewsletterOutboxJob =
  | { queue: typeof QUEUES.newsletter; name: 'start'; data: { newsletterId: number; at?: string } }
  | { queue: typeof QUEUES.newsletter; name: 'test'; data: { newsletterId: number; to: string } };

/** Jobs of the outbox beyond mails: the delayed expiry of a confirmed cart, a campaign's end to plan, newsletters. */
export type OutboxJob =
  | QueueJob
  | { queue: typeof QUEUES.cartExpiry; name: 'expire'; data: CartExpiryJob }
  | { queue: typeof QUEUES.campaignEnds; name: 'plan'; data: { campaignId: number } }
  | { queue: typeof QUEUES.bankRefunds; name: 'recredit'; data: BankRefundJob }
  | NewsletterOutboxJob;

/** A refund's card part to ask the bank for (the order and the refund's id in its after-sale record). */
export interface BankRefundJob {
  cartId: string;
  refundId: string;
}
