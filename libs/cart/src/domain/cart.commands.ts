import type { GiftNote, PaymentMeans, ProductSnapshot } from './cart.types';
import type { ChooseParcelShopCommand, ChooseShipmentModeCommand, ConfirmCommand, MarkPaidCommand } from './cart-step-commands';
import type { PaymentAttemptCommand } from './payment-attempt';
import type { PaymentTermsCommand } from './payment-terms';
import type { ParcelShopChangeCommand } from './parcel-shop-change';
import type { PayOnTermsCommand } from './pay-on-terms';
import type { ConfirmCheckoutCommand } from './checkout-confirmation';
import type { PayWithVouchersCommand } from './checkout-rules';
import type { PayByCardCommand } from './payment-attempt';
import type { TypedVoucher } from './voucher-code';
import type { LabelSales } from './label-sales';
import type { ChooseShipmentCommand } from './shipment-choice';
import type { FulfilmentCommand } from './fulfilment';
import type { AfterSaleCommand } from './after-sale';

/** What a reward is, as the campaign says at the time of the command (looked up by the handler). */
export interface RewardSnapshot {
  product: ProductSnapshot;
  crowdfundingId: number;
  /** null when unlimited. */
  remainingQuantity: number | null;
  lockedByVoucher: boolean;
}

export interface RewardRequest {
  lineId: string;
  reward: RewardSnapshot;
  quantity: number;
  variantId: number | null;
  dedications: string[];
  voucherCodes: string[];
}

/** What the voucher ledger says of a code typed in to unlock a reward (looked up by the handler). */
export type VoucherState = 'usable' | 'unknown' | 'expired' | 'spent' | 'unlocked';

/** Commands of the cart. Everything the decider needs comes in them: prices, stock, the clock. */
export type CartCommand =
  | { type: 'CreateCart'; cartId: string; labelId: number; ownerId: number | null; reference?: string }
  | { type: 'AssignOwner'; ownerId: number }
  /** At login, an anonymous cart's content moved into the owner's active cart: this one closes. */
  | { type: 'MergeInto'; targetCartId: string }
  /**
   * The owner's open cart takes the anonymous cart's content at login: what can no longer be bought
   * (sold out, campaign over) is left out rather than failing the login.
   */
  | { type: 'TakeMergedContent'; commands: CartCommand[] }
  /** `gift`: the recipient's name and message of a gift card bought as a gift. */
  /**
   * `product`: the catalogue's snapshot of `productId`, null when the catalogue has no such product;
   * `labelSales`: what its label sells now (null: not known, for a line moved at login whose product
   * the catalogue no longer lists: the confirmation judges it).
   */
  | {
      type: 'AddProduct';
      lineId: string;
      productId: number;
      product: ProductSnapshot | null;
      labelSales: LabelSales | null;
      variantId: number | null;
      quantity: number;
      viewerIsBookseller: boolean;
      gift?: GiftNote | null;
    }
  /** `gift` absent: the note is left as it is; blank texts remove it. */
  | { type: 'ChangeLine'; lineId: string; quantity: number | null; dedications: string[]; viewerIsBookseller: boolean; gift?: GiftNote }
  | { type: 'RemoveLine'; lineId: string }
  | {
      type: 'Contribute';
      contributionId: string;
      crowdfundingId: number;
      /** Whether the campaign named exists at all (then `campaignRunning` says whether it is open). */
      campaignFound: boolean;
      campaignRunning: boolean;
      /** The campaign's label takes contributions (its crowdfunding switch is on). */
      crowdfundingOpen: boolean;
      /** The rewards the request named, in its order, and whether each exists (`rewards` holds the found ones). */
      askedRewards: { compensationId: number; found: boolean }[];
      amountCents: number | null;
      noCompensation: boolean;
      confirmGift: boolean;
      rewards: RewardRequest[];
      /** Cheapest reward the shopper could still take (for the confirm-gift rule); null if none. */
      cheapestAvailableRewardCents: number | null;
      viewerIsBookseller: boolean;
      /** The codes typed for voucher-locked rewards (trimmed, in capitals), as the ledger knows them. */
      vouchers: Record<string, VoucherState>;
      /** The accounts those codes were claimed into, by code (absent: whoever has the code may use it). */
      voucherHolders: Record<string, number>;
    }
  /** The backer takes a contribution back: it leaves the cart with its reward lines. */
  | { type: 'RemoveContribution'; contributionId: string }
  /**
   * Addresses absent stay as they are. `ownedAddressIds`: which of the chosen ids the address book
   * says are the caller's (someone else's address does not exist for them).
   */
  | { type: 'ChooseAddresses'; callerId: number | null; shippingAddressId?: number | null; billingAddressId?: number | null; ownedAddressIds: number[] }
  | { type: 'ChooseBundle'; bundle: boolean | null }
  | ChooseShipmentModeCommand
  | ChooseParcelShopCommand
  /** `voucher`: what the ledger says of the code typed; `remainingToPayCents`: what the cart leaves to pay now. */
  | { type: 'ApplyVoucher'; usageId: string; voucher: TypedVoucher; remainingToPayCents: number }
  /** The usage named by its id, or by the code typed on the cart. */
  | { type: 'RemoveVoucher'; usage: { usageId: string } | { code: string } }
  /** At the catalogue's current snapshots, after the CGV were accepted (cart-step-commands.ts). */
  | ConfirmCommand
  /** The checkout's confirmation: the delivery step checked, then Confirm at the cart's own total. */
  | ConfirmCheckoutCommand
  | { type: 'Unconfirm'; reason: 'customer' | 'expired' }
  | { type: 'ChoosePaymentMeans'; means: PaymentMeans }
  | MarkPaidCommand
  /** The payment means' own checks, then MarkPaid: vouchers covering the order, the bank's card notification. */
  | PayWithVouchersCommand
  | PayByCardCommand
  /** The invoice number drawn from the year's counter in the paying transaction. */
  | { type: 'NumberInvoice'; number: string; date: string }
  /** A card payment form sent to the bank, and the bank's 'Annulation' of it. */
  | PaymentAttemptCommand
  /** A bookseller's debit or wire: the due date, then staff's settlement. */
  | PaymentTermsCommand
  /** 'Changer de point relais' on a paid order. */
  | ParcelShopChangeCommand
  /** A parcel's mode and relay point ('Choisir', 'Changer de point relais'). */
  | ChooseShipmentCommand
  /** A bookseller's order placed by direct debit or wire. */
  | PayOnTermsCommand
  /** Staff ship a paid parcel, or make one to collect ready. */
  | FulfilmentCommand
  /** Staff refund, cancel or take back a paid order; the bank answers a card refund. */
  | AfterSaleCommand;
