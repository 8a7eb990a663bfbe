import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AccountReader, type BuyerTerms } from '@shop/auth';
import { outboxAlongside, QUEUES, SubstitutingParams, type SqlParams } from '@shop/common';
import { ContributionWriter, type PaidContribution } from '@shop/crowdfunding';
import { eventStore, type EventMetadata } from '@shop/event-store';
import { VoucherLedger, voucherPurchasedMail } from '@shop/wallet';
import type { EntityManager } from 'typeorm';
import type { CartPricing } from '../domain/cart-view';
import { cartDecider } from '../domain/cart.decider';
import type { CartEvent } from '../domain/cart.events';
import type { CartState } from '../domain/cart.types';
import { voucherSpending } from '../domain/checkout-rules';
import { InvoiceBook, type InvoiceSources } from '../invoices/invoice-book.service';
import { drawNumberCtes } from '../invoices/invoice-numbers';
import { projectCart, projectCartAlongside, type ProjectedSelection } from '../projections/carts.projection';
import type { CartRow } from '../serializers/cart-row';
import { issueGiftCardVouchers, recordRewardUnlocks, spendVouchers } from '../vouchers/paid-cart-wallet';
import { parisDay } from './cart-actor';
import { mayHoldStock } from './reservations';
import { orderConfirmationMail } from './order-confirmation-mail';

/** Shown in the backers list when the backer has no nickname (the list's own word). */
const NO_NICKNAME = 'Anonyme';

/**
 * The contributions of a paid cart, with the reward lines still in it. A reward quantity raised in
 * the cart after contributing is paid in full (see priceCart), so it counts in the amount backed.
 */
export function paidContributions(state: CartState, nickname: string): PaidContribution[] {
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

/**
 * What a payment does, in the paying transaction: the next invoice number of the year (gapless,
 * recorded as an event), the vouchers spent, the codes that unlocked rewards used up (one unit per
 * code, ever), the campaign contributions recorded, the confirmation mail written to the outbox, the
 * bought gift cards issued as vouchers, their codes mailed, and the invoice drawn up and kept with
 * the buyer's terms of that moment (a later change of a bookseller's discount never reaches it).
 * Any refusal rolls the payment back with all of it.
 *
 * The invoice counter row stays locked from the number to the commit and every payment waits for
 * it: what needs no number comes first (`beforeNumber`), then the number and what carries it in one
 * statement (`numberAndProject`).
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
  async beforeNumber(tx: EntityManager, paid: CartState, metadata: EventMetadata, pricing: CartPricing, terms: BuyerTerms): Promise<PaidCartPrepared> {
    const day = parisDay(paid.paidAt ?? metadata.at);
    await spendVouchers(this.vouchers, tx, voucherSpending(paid.vouchers, paid.confirmedTotalCents ?? pricing.totals.totalCents), day, paid.ownerId);
    await recordRewardUnlocks(tx, paid);
    const contact = paid.ownerId === null ? null : await this.accounts.contact(paid.ownerId, tx);
    await this.contributions.recordPaid(tx, paidContributions(paid, contact?.nickname || NO_NICKNAME));
    const giftCards = await issueGiftCardVouchers(tx, paid, day, contact?.email ?? null);
    const invoice = paid.invoiceNumber === null ? await this.invoices.prepare(paid, terms, tx) : null;
    return { day, contact, giftCards, invoice };
  }

  /**
   * Whether a paid cart needs nothing but its number, mail, invoice and row: no vouchers spent, no
   * contribution or reward, no gift card to issue, no variant stock to consume. Such a payment can
   * be written in one statement of its own (CartCommandRunner), without a transaction.
   */
  isPlain(paid: CartState): boolean {
    return (
      paid.invoiceNumber === null && paid.vouchers.length === 0 && paid.contributions.length === 0 && paid.lines.every((l) => !mayHoldStock(l) && l.product.kind !== 'giftcard')
    );
  }

  /** What a plain payment (isPlain) needs read before its statement: the buyer's contact and invoice sources. */
  async preparePlain(db: EntityManager, paid: CartState, metadata: EventMetadata, terms: BuyerTerms): Promise<PaidCartPrepared> {
    const contact = paid.ownerId === null ? null : await this.accounts.contact(paid.ownerId, db);
    return { day: parisDay(paid.paidAt ?? metadata.at), contact, giftCards: [], invoice: await this.invoices.prepare(paid, terms, db) };
  }

  /**
   * The invoice number and everything that carries it, as parts of the statement that appends the
   * numbering event (`events`, after the payment's own when the payment is written in the same
   * statement): the counter's next number, the order mail (and the gift cards' one), the invoice
   * kept, the cart's read-model row. Gapless: the number is drawn only if the stream moved, by a
   * statement that commits or rolls back with all of it, and the counter row stays locked only
   * until that commit. Built with an unguessable token in place of the number, which the statement
   * rewrites (`params`: SubstitutingParams); `done` gives the state and row with the number drawn.
   */
  numbering(paid: CartState, pricing: CartPricing, metadata: EventMetadata, { day, contact, giftCards, invoice }: PaidCartPrepared): Numbering {
    const series = `F${day.slice(0, 4)}`;
    const token = `@invoice-number-${randomUUID()}@`;
    const events = cartDecider.decide({ type: 'NumberInvoice', number: token, date: day }, paid);
    const numberedState = events.reduce(cartDecider.evolve, paid);
    return {
      events,
      params: new SubstitutingParams(token, '(SELECT number FROM drawn)'),
      parts: (p, version) => {
        const projection = projectCartAlongside(p, { state: numberedState, version, pricing });
        const ctes = [projection.cte];
        if (contact)
          ctes.push(
            outboxAlongside(
              p,
              'order_mail',
              'moved',
              { queue: QUEUES.emails, name: 'send', data: orderConfirmationMail(numberedState, pricing, contact.email, invoice?.buyer.professional ?? false) },
              metadata.requestId,
            ),
          );
        if (contact && giftCards.length > 0) {
          // Read from the order mail's row: written after it, so delivered after it.
          ctes.push(
            outboxAlongside(
              p,
              'gift_card_mail',
              'order_mail',
              { queue: QUEUES.emails, name: 'send', data: voucherPurchasedMail(numberedState, contact.email, giftCards) },
              metadata.requestId,
            ),
          );
        }
        const kept = invoice ? this.invoices.keepNumberedAlongside(p, 'kept_invoice', 'moved', invoice, events) : null;
        if (kept) ctes.push(kept);
        return {
          between: drawNumberCtes(p, series, 'moved'),
          ctes,
          select: `(SELECT number FROM drawn) AS number, ${projection.select}`,
        };
      },
      done: ({ number, projected }) => {
        const state = cartDecider.decide({ type: 'NumberInvoice', number, date: day }, paid).reduce(cartDecider.evolve, paid);
        return { state, row: projected ? { ...projected, state, pricing } : null };
      },
    };
  }

  /**
   * The invoice number and everything that carries it, in ONE statement of the paying transaction
   * (`numbering`), which the commit follows. A cart already numbered only has its row projected.
   */
  async numberAndProject(
    tx: EntityManager,
    paid: CartState,
    version: number,
    metadata: EventMetadata,
    pricing: CartPricing,
    prepared: PaidCartPrepared,
  ): Promise<{ state: CartState; version: number; row: CartRow | null }> {
    if (paid.invoiceNumber !== null) {
      await this.invoices.invoiceOf(paid.cartId, tx);
      return { state: paid, version, row: await projectCart(tx, { state: paid, version, pricing }) };
    }
    const numbering = this.numbering(paid, pricing, metadata, prepared);
    const newVersion = version + numbering.events.length;
    const written = await eventStore.appendAlongside<CartEvent, NumberedSelection>(
      tx,
      'cart',
      paid.cartId,
      version,
      numbering.events,
      metadata,
      (p) => numbering.parts(p, newVersion),
      numbering.params,
    );
    return { ...numbering.done(written.row), version: newVersion };
  }
}

/** What the numbering statement selects: the number drawn, the row written. */
export type NumberedSelection = { number: string } & ProjectedSelection;

/** The numbering of a paid cart as parts of a statement (PaidCartEffects.numbering). */
export interface Numbering {
  /** The numbering event, with the token for the number. */
  events: CartEvent[];
  params: SubstitutingParams;
  /** The CTEs and select list; `version`: the stream's version once every event of the statement is appended. */
  parts: (params: SqlParams, version: number) => { between: string[]; ctes: string[]; select: string };
  done: (selected: NumberedSelection) => { state: CartState; row: CartRow | null };
}

/** What `beforeNumber` did that the rest of the payment needs. */
export interface PaidCartPrepared {
  day: string;
  contact: Awaited<ReturnType<AccountReader['contact']>>;
  giftCards: Awaited<ReturnType<typeof issueGiftCardVouchers>>;
  /** What the invoice is drawn up from, for a cart still without a number. */
  invoice: InvoiceSources | null;
}
