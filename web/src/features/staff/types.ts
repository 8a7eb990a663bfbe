import type { Cart } from '@/types/api';

/** One row of `GET api/staff/orders/`: every owner's carts and orders. */
export interface StaffOrder {
  id: string;
  reference: string;
  owner_email: string | null;
  status: 0 | 1 | 2;
  total: string;
  paid_with: string | null;
  /** Sent by the API once debit/wire orders can wait for their money; otherwise a status 2 order is paid. */
  paid?: boolean;
  invoice_number: string | null;
  /** Due date of an order on terms (direct debit, wire); null otherwise. */
  payment_due_date?: string | null;
  /** Unpaid past its due date (the shop's day in Paris). */
  overdue?: boolean;
  /** A paid order's parcels and how many left (or wait at the counter); null before payment. */
  parcels?: { total: number; sent: number } | null;
  last_modified_at: string;
}

/** One event of a cart's stream (`GET api/staff/carts/{id}/events/`). */
export interface CartHistoryEvent {
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: { userId?: number | null; at?: string; requestId?: string; actor?: string } & Record<string, unknown>;
  recorded_at: string;
}

/** The cart as of one event (`GET api/staff/carts/{id}/state/?version=N`): the cart representation plus its version. */
export type CartAsOf = Cart & { version: number; owner_email?: string | null };

/** A bank notification that paid nothing (`GET api/staff/payment-anomalies/`). */
export interface PaymentAnomaly {
  id: number;
  notification: number;
  reference: string;
  code_retour: string;
  cart: string | null;
  kind: string;
  detail: string;
  amount: string | null;
  created_at: string;
  resolved_at: string | null;
}

/** A payment the bank confirmed that the shop has not recorded yet (`GET api/staff/bank-notifications/unfinished/`). */
export interface UnfinishedBankNotification {
  id: number;
  reference: string;
  code_retour: string;
  amount: string | null;
  received_at: string;
  enqueued_at: string | null;
  requeued: number;
}

/** A visitor's message to the editorial team (`GET api/staff/contact-messages/`). */
export interface ContactMessage {
  id: number;
  label: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

/** A project submitted to the editorial team (`GET api/staff/project-submissions/`): the manuscript described, fetched from `file_url`. */
export interface ProjectSubmission {
  id: number;
  label: number;
  name: string;
  email: string;
  title: string;
  summary: string;
  file: { name: string; size: number; type: string } | null;
  file_url: string | null;
  created_at: string;
}
