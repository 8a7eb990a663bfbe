import { Injectable } from '@nestjs/common';
import { AccountReader } from '@shop/auth';
import { enqueueInOutbox, euros, QUEUES, type EmailJob } from '@shop/common';
import { ContributionWriter, type PaidContribution } from '@shop/crowdfunding';
import { eventStore, type EventMetadata } from '@shop/event-store';
import type { EntityManager } from 'typeorm';
import type { CartPricing } from '../domain/cart-view';
import { cartDecider } from '../domain/cart.decider';
import type { CartEvent } from '../domain/cart.events';
import type { CartState } from '../domain/cart.types';
import { voucherSpending } from '../domain/checkout-rules';
import { InvoiceBook, type InvoiceSources } from '../invoices/invoice-book.service';
import { nextInvoiceNumber } from '../projections/carts.projection';
import { issueGiftCardVouchers, voucherPurchasedMail } from '../vouchers/gift-card-vouchers';
import { recordRewardUnlocks } from '../vouchers/reward-unlocks';
import { VoucherLedger } from '../vouchers/voucher-ledger';
import { parisDay } from './cart-actor';

/** Shown in the backers list when the backer has no nickname (the list's own word). */
const NO_NICKNAME = 'Anonyme';

/**
 * The contributions of a paid cart, with the reward lines still in it. A reward quantity raised in
 * the cart after contributing is paid in full (see priceCart), so it counts in the amount backed.
 */
function paidContributions(state: CartState, nickname: string): PaidContribution[] {
  return state.contributions.map((c) => {
    const rewards = state.lines.filter((l) => l.contributionId === c.contributionId);
    const rewardsCents = rewards.reduce((sum, l) => sum + l.product.unitPriceCents * l.quantity, 0);
    return {
      crowdfundingId: c.crowdfundingId,
      userId: state.ownerId,
      cartId: state.cartId,
      cartReference: state.reference || null,
      nickname,
      amountCents: Math.max(c.amountCents, rewardsCents),
      rewards: rewards.map((l) => ({ compensationId: l.product.productId, variantId: l.variantId, quantity: l.quantity, dedications: l.dedications })),
    };
  });
}

function orderMail(state: CartState, pricing: CartPricing, to: string): EmailJob {
  const totals = pricing.totals;
  const lines = state.lines.map((l) => ({ name: l.product.name, quantity: l.quantity, total: euros(totals.lines.find((p) => p.lineId === l.lineId)?.totalCents ?? 0) }));
  if (totals.donationsCents > 0) lines.push({ name: 'Soutien au financement participatif', quantity: 1, total: euros(totals.donationsCents) });
  return {
    type: 'order-confirmation',
    to,
    labelId: state.labelId,
    cartId: state.cartId,
    reference: state.reference,
    invoiceNumber: state.invoiceNumber ?? '',
    paidOn: state.invoiceDate ?? '',
    paidWith: state.paymentMeans ?? 'credit-card',
    lines,
    shipping: euros(totals.shippingCents),
    vouchers: euros(totals.vouchersCents),
    total: euros(state.confirmedTotalCents ?? totals.totalCents),
  };
}

/**
 * What a payment does, in the paying transaction: the next invoice number of the year (gapless,
 * recorded as an event), the vouchers spent, the codes that unlocked rewards used up (one unit per
 * code, ever), the campaign contributions recorded, the confirmation mail written to the outbox, the
 * bought gift cards issued as vouchers, their codes mailed, and the invoice drawn up and kept with
 * the buyer's terms of that moment (a later change of a bookseller's discount never reaches it).
 * Any refusal rolls the payment back with all of it.
 *
 * The invoice counter row stays locked from the number to the commit and every payment waits for
 * it: what needs no number comes first (`beforeNumber`), then the number and what carries it.
 */
@Injectable()
export class PaidCartEffects {
  constructor(
    private readonly accounts: AccountReader,
    private readonly contributions: ContributionWriter,
    private readonly vouchers: VoucherLedger,
    private readonly invoices: InvoiceBook,
  ) {}

  /** The effects that need no invoice number; their result goes to `apply`. */
  async beforeNumber(tx: EntityManager, paid: CartState, metadata: EventMetadata, pricing: CartPricing): Promise<PaidCartPrepared> {
    const day = parisDay(paid.paidAt ?? metadata.at);
    await this.vouchers.spend(tx, voucherSpending(paid.vouchers, paid.confirmedTotalCents ?? pricing.totals.totalCents), day);
    await recordRewardUnlocks(tx, paid);
    const contact = paid.ownerId === null ? null : await this.accounts.contact(paid.ownerId, tx);
    await this.contributions.recordPaid(tx, paidContributions(paid, contact?.nickname || NO_NICKNAME));
    const giftCards = await issueGiftCardVouchers(tx, paid, day, contact?.email ?? null);
    const invoice = paid.invoiceNumber === null ? await this.invoices.prepare(paid.cartId, tx) : null;
    return { day, contact, giftCards, invoice };
  }

  async apply(
    tx: EntityManager,
    paid: CartState,
    version: number,
    metadata: EventMetadata,
    pricing: CartPricing,
    { day, contact, giftCards, invoice }: PaidCartPrepared,
  ): Promise<{ state: CartState; version: number }> {
    let state = paid;
    let numbered: CartEvent[] = [];
    if (state.invoiceNumber === null) {
      const year = day.slice(0, 4);
      const number = `F${year}-${String(await nextInvoiceNumber(tx, `F${year}`)).padStart(6, '0')}`;
      numbered = cartDecider.decide({ type: 'NumberInvoice', number, date: day }, state);
      await eventStore.append(tx, 'cart', state.cartId, version, numbered, metadata);
      state = numbered.reduce(cartDecider.evolve, state);
      version += numbered.length;
    }
    if (contact) await enqueueInOutbox(tx, { queue: QUEUES.emails, name: 'send', data: orderMail(state, pricing, contact.email) }, metadata.requestId);
    if (contact && giftCards.length > 0) {
      await enqueueInOutbox(tx, { queue: QUEUES.emails, name: 'send', data: voucherPurchasedMail(state, contact.email, giftCards) }, metadata.requestId);
    }
    if (invoice) await this.invoices.keepNumbered(invoice, numbered, tx);
    else await this.invoices.invoiceOf(state.cartId, tx);
    return { state, version };
  }
}

/** What `beforeNumber` did that the rest of the payment needs. */
export interface PaidCartPrepared {
  day: string;
  contact: Awaited<ReturnType<AccountReader['contact']>>;
  giftCards: Awaited<ReturnType<typeof issueGiftCardVouchers>>;
  /** What the invoice is drawn up from, for a cart still without a number. */
  invoice: InvoiceSources | null;
}
