import type { Author, Compensation, ProductVariant } from '@/types/api';

/** A reward as the contribution view reads it: the campaign's compensation with its options. */
export interface RewardOption extends Compensation {
  variants?: ProductVariant[];
}

/** The campaign of the contribution view (spec §7: id, title, slug, compensations; author and compensations expanded). */
export interface ContributionCampaign {
  id: number;
  title: string;
  slug: string;
  /** The label the campaign belongs to. */
  label_slug: string;
  author: Author | null;
  compensations: RewardOption[];
  facebook_pixel_id: string | null;
  started: boolean;
  finished: boolean;
  disabled: boolean;
  /** A draft, previewed by staff: nobody can back it. */
  draft: boolean;
}
