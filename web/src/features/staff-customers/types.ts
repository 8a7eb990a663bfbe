import type { Address } from '@/types/api';

/** An account as staff's list shows it (`GET api/staff/customers/`). */
export interface CustomerSummary {
  id: number;
  email: string;
  nickname: string | null;
  name: string | null;
  postal_code: string | null;
  city: string | null;
  is_staff: boolean;
  is_bookseller: boolean;
  /** unconfirmed: the mailed link never used; deactivated: turned off by staff. */
  state: 'active' | 'unconfirmed' | 'deactivated' | 'erased';
  joined_at: string;
  last_login_at: string | null;
}

/** A customer's page (`GET api/staff/customers/{id}/`). */
export interface CustomerDetail extends CustomerSummary {
  subscribed: boolean;
  deactivated_at: string | null;
  email_confirmed_at: string | null;
  addresses: Address[];
  bookseller: { company_name: string | null; discount: number; payment_mean: string | null; sepa_term: number | null; mandate_reference?: string | null } | null;
}

/** One of their carts or orders, as the orders' list gives it. */
export interface CustomerOrder {
  id: string;
  reference: string;
  status: 0 | 1 | 2;
  total: string;
  paid: boolean;
  paid_with: string | null;
  invoice_number: string | null;
  last_modified_at: string;
}
