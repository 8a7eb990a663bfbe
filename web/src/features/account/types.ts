/** Shapes of the account calls agreed with the API (vouchers, own contributions). */

/** A gift voucher of the account (`GET api/vouchers/`). */
export interface AccountVoucher {
  id: number;
  code: string;
  /** Euros ("25.00"). */
  value: string;
  remaining_amount: string;
  /** 'YYYY-MM-DD', or null when it never expires. */
  expiration_date: string | null;
  created_at: string;
}

/** A reward of one's contribution. */
export interface ContributionReward {
  compensation: number;
  name: string;
  quantity: number;
  variant: { id: number; name: string } | null;
  dedications: string[];
}

/** The preferences a backer may change on their contribution (spec §2 'Contribution preferences'). */
export interface ContributionPreferences {
  hidden: boolean;
  comment: string;
  display_amount: boolean;
  display_nickname: boolean;
  unsubscribed: boolean;
}

/** One's own contribution (`GET api/contributions/`). */
/** How a contribution of a campaign that missed its goal was refunded. */
export interface ContributionRefund {
  method: 'credit_note' | 'elsewhere';
  refunded_at: string;
  /** The credit note's number (null when refunded otherwise). */
  credit_note: string | null;
}

export interface OwnContribution extends ContributionPreferences {
  id: number;
  crowdfunding: { id: number; title: string; slug: string; label: string };
  amount: string;
  created_at: string;
  cart: string | null;
  reference: string | null;
  rewards: ContributionReward[];
  /** Null until refunded (absent from answers of an older API). */
  refund?: ContributionRefund | null;
}
