import type { StaffRecord, StaffSaleItem } from '@/components/back-office/records/types';

/** A campaign's state, derived by the server: à venir, en cours, terminée, désactivée. */
export type CampaignState = 'upcoming' | 'running' | 'finished' | 'disabled';

/** A campaign as staff edit it (`api/staff/campaigns/`, docs/back-office.md). */
export interface StaffCampaign extends StaffRecord {
  slug: string;
  /** The slugs it had, newest first: their addresses still lead to it. */
  old_slugs: string[];
  title: string;
  label: number;
  book: number | null;
  author: number | null;
  /** ISO date-times. */
  start_date: string;
  end_date: string;
  release_date: string | null;
  /** Euros (goal type 1) or books (goal type 2). */
  goal: number;
  goal_type: 1 | 2;
  cover: string | null;
  video: string | null;
  description: string;
  description_text: string;
  christmas: boolean;
  facebook_pixel_id: string | null;
  disabled: boolean;
  /** Seen by staff only: in no public list, nobody can back it. */
  draft: boolean;
  state: CampaignState;
  rewards_count: number;
}

export interface RewardVariant {
  id?: number;
  name: string;
  stock: number;
}

/** A reward (compensation) as staff edit it (`api/staff/rewards/`). */
export interface StaffReward extends StaffSaleItem {
  campaign: number;
  image: string | null;
  limited: boolean;
  limited_quantity: number | null;
  dedication: boolean;
  donation: boolean;
  books_count: number;
  /** A composite reward's share of the price due to its books (5,5 %, the rest at 20 %), null: none. */
  book_share: string | null;
  release_date: string | null;
  variants: { id: number; name: string; stock: number }[];
  position: number;
  closed: boolean;
  /** Units paid: above 0, the price is fixed and the reward can only be closed. */
  paid_quantity: number;
}

export const STATE_NAMES: Record<CampaignState, string> = { upcoming: 'À venir', running: 'En cours', finished: 'Terminée', disabled: 'Désactivée' };

/** `POST api/staff/campaigns/bulk/`'s actions: out of draft, or back in. */
export type CampaignBulkAction = 'make_public' | 'make_draft';
