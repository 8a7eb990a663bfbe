import type { StaffRecord } from '@/components/back-office/records/types';

/** A campaign's news item as staff edit it (`api/staff/news/`, docs/back-office.md). */
export interface StaffNews extends StaffRecord {
  campaign: number;
  subject: string;
  /** ISO instant. */
  date: string;
  /** Sanitised HTML. */
  content: string;
}

/** A question of a campaign's FAQ (`api/staff/faqs/`). */
export interface StaffFaq extends StaffRecord {
  campaign: number;
  question: string;
  response: string;
  position: number;
}

/** An agenda event (`api/staff/events/`). */
export interface StaffEvent extends StaffRecord {
  slug: string;
  title: string;
  label: number;
  start_date: string;
  end_date: string;
  location: string;
  description: string;
  poster: string | null;
  authors: number[];
}

export type VoucherStatus = 'usable' | 'used' | 'expired';

/** A voucher (`api/staff/vouchers/`): gift cards bought and vouchers issued by staff. */
export interface StaffVoucher extends StaffRecord {
  code: string;
  value: string;
  remaining: string;
  /** YYYY-MM-DD or null. */
  expiration_date: string | null;
  status: VoucherStatus;
  email: string | null;
  owner: { id: number; email: string } | null;
  note: string;
  issued_by: number | null;
  created_at: string;
}
