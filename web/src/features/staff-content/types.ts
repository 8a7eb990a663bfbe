/** A campaign's news item as staff edit it (`api/staff/news/`, docs/back-office.md). */
export interface StaffNews {
  id: number;
  campaign: number;
  subject: string;
  /** ISO instant. */
  date: string;
  /** Sanitised HTML. */
  content: string;
  version: number;
  updated_at: string;
}

/** A question of a campaign's FAQ (`api/staff/faqs/`). */
export interface StaffFaq {
  id: number;
  campaign: number;
  question: string;
  response: string;
  position: number;
  version: number;
  updated_at: string;
}

/** An agenda event (`api/staff/events/`). */
export interface StaffEvent {
  id: number;
  slug: string;
  title: string;
  label: number;
  start_date: string;
  end_date: string;
  location: string;
  description: string;
  poster: string | null;
  authors: number[];
  version: number;
  updated_at: string;
}

export type VoucherStatus = 'usable' | 'used' | 'expired';

/** A voucher (`api/staff/vouchers/`): gift cards bought and vouchers issued by staff. */
export interface StaffVoucher {
  id: number;
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
  version: number;
  updated_at: string;
}

/** A campaign as the picker shows it (public `api/crowdfundings/`). */
export interface CampaignChoice {
  id: number;
  title: string;
  slug: string;
}
