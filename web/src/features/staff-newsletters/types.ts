import type { StaffRecord } from '@/components/back-office/records/types';

export type NewsletterStatus = 'draft' | 'scheduled' | 'sending' | 'sent';

/** A newsletter as staff write and send it (`api/staff/newsletters/`). */
export interface StaffNewsletter extends StaffRecord {
  subject: string;
  /** Sanitised HTML. */
  content: string;
  label: number;
  status: NewsletterStatus;
  scheduled_at: string | null;
  started_at: string | null;
  sent_at: string | null;
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  created_at: string;
}

export interface NewsletterProgress {
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  status: NewsletterStatus;
}

export const NEWSLETTER_STATUS_TEXT: Record<NewsletterStatus, string> = {
  draft: 'Brouillon',
  scheduled: 'Programmée',
  sending: 'En cours d’envoi',
  sent: 'Envoyée',
};
