import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountReader, type BuyerTerms } from '@shop/auth';
import { APP_CONFIG, type AppConfig } from '@shop/common';
import { eventStore, replay } from '@shop/event-store';
import { DataSource, EntityManager } from 'typeorm';
import { cartBatchDecider } from '../domain/cart-batch';
import { priceCartView } from '../domain/cart-view';
import type { CartEvent } from '../domain/cart.events';
import type { CartState } from '../domain/cart.types';
import { invoiceDocument, type Buyer, type InvoiceDocument, type Seller } from './invoice-document';

/** The seller of every invoice, from the configuration (SELLER_*). */
export const sellerOf = (config: AppConfig): Seller => ({
  name: config.sellerName,
  address: config.sellerAddress,
  siret: config.sellerSiret,
  vatNumber: config.sellerVatNumber,
});

/**
 * The shop's invoices. An invoice is drawn up from the cart's stream as it stood when the invoice
 * number was given (the lines, prices and shipping recorded at payment, never today's catalogue),
 * then kept in `invoices`: every later rendering reads that copy, so the document never changes.
 * The paying transaction draws it up (PaidCartEffects), with the buyer's terms of that moment.
 */
@Injectable()
export class InvoiceBook {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The cart's invoice; null when the cart has none (not paid). Drawn up and kept when missing: in
   * the paying transaction, or at first download for an order paid before invoices were kept at payment.
   */
  async invoiceOf(cartId: string, manager: EntityManager = this.db.manager): Promise<InvoiceDocument | null> {
    const kept = await this.kept(cartId, manager);
    if (kept) return kept;
    const history = await eventStore.read<CartEvent>(manager, cartId);
    const numbered = history.findIndex((e) => e.type === 'InvoiceNumbered');
    if (numbered < 0) return null;
    const state = replay(cartBatchDecider, history.slice(0, numbered + 1));
    const terms = await this.accounts.buyerTerms(state.ownerId, manager);
    // Priced on the invoice's day, as the paying transaction priced it.
    const pricing = priceCartView(state, terms, state.invoiceDate as string);
    const document = invoiceDocument(
      state,
      pricing,
      { seller: sellerOf(this.config), buyer: await this.buyer(state, terms, manager) },
      { dueDate: await this.dueDate(cartId, replay(cartBatchDecider, history), manager) },
    );
    await manager.query(
      'INSERT INTO invoices (cart_id, number, issued_on, document) VALUES ($1, $2, $3, $4) ON CONFLICT (cart_id) DO NOTHING',
      [cartId, document.number, document.date, JSON.stringify(document)],
    );
    // Two first readers at once: both keep the one stored.
    return (await this.kept(cartId, manager)) ?? document;
  }

  private async kept(cartId: string, manager: EntityManager): Promise<InvoiceDocument | null> {
    const [row] = await manager.query<{ document: InvoiceDocument }[]>('SELECT document FROM invoices WHERE cart_id = $1', [cartId]);
    return row?.document ?? null;
  }

  /** The billing address's name and lines (the account's contact when there is none). */
  private async buyer(state: CartState, terms: BuyerTerms, manager: EntityManager): Promise<Buyer> {
    const professional = terms.booksellerDiscountBp !== null;
    const address = state.billingAddressId === null ? undefined : (await this.accounts.addresses([state.billingAddressId], manager)).get(state.billingAddressId);
    if (!address) {
      const contact = state.ownerId === null ? null : await this.accounts.contact(state.ownerId, manager);
      return { name: contact?.nickname || contact?.email || '', address: [], professional };
    }
    const person = `${address.firstname} ${address.lastname}`.trim();
    const lines = [address.address, address.address_line_2, address.address_line_3, `${address.postal_code} ${address.city}`.trim(), address.country.name];
    return {
      name: address.name || person,
      address: [...(address.name && person ? [person] : []), ...lines.filter((l) => l && l.trim() !== '')],
      professional,
    };
  }

  /** The due date of an order on terms: from the stream, else the read model's column (when it has one). */
  private async dueDate(cartId: string, state: CartState, manager: EntityManager): Promise<string | null> {
    const fromStream = (state as CartState & { paymentDueDate?: string | null }).paymentDueDate;
    if (fromStream) return fromStream;
    // to_jsonb reads the column when it exists, and gives null when it does not.
    const [row] = await manager.query<{ due: string | null }[]>(`SELECT left(to_jsonb(c) ->> 'payment_due_date', 10) AS due FROM carts c WHERE c.id = $1`, [cartId]);
    return row?.due ?? null;
  }
}
