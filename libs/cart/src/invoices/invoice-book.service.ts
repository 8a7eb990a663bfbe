import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountReader, type BuyerTerms } from '@shop/auth';
import { APP_CONFIG, preparedQuery, SqlParams, type AppConfig } from '@shop/common';
import { eventStore, replay } from '@shop/event-store';
import { DataSource, EntityManager } from 'typeorm';
import { cartBatchDecider } from '../domain/cart-batch';
import { priceCartView } from '../domain/cart-view';
import type { CartEvent } from '../domain/cart.events';
import type { CartState } from '../domain/cart.types';
import { invoiceDocument, type Buyer, type InvoiceDocument, type Seller } from './invoice-document';
import { invoiceBuyer } from './invoice-buyer';
import { sellerOf } from './invoice-seller';

/**
 * What an invoice is drawn up from: the cart as of its invoice number (or just before it is given),
 * the buyer's terms, the parties, the due date.
 */
export interface InvoiceSources {
  cartId: string;
  state: CartState;
  terms: BuyerTerms;
  seller: Seller;
  buyer: Buyer;
  dueDate: string | null;
}

/**
 * The invoice of the cart as it stood when the invoice number was given (`numbered`: the events
 * giving it, when they come after the sources were read); null when the cart has no number.
 */
export function drawUpInvoice(sources: InvoiceSources, numbered: CartEvent[]): InvoiceDocument | null {
  const state = numbered.reduce(cartBatchDecider.evolve, sources.state);
  if (!state.invoiceNumber) return null;
  // Priced on the invoice's day, as the paying transaction priced it.
  const pricing = priceCartView(state, sources.terms, state.invoiceDate as string);
  return invoiceDocument(state, pricing, { seller: sources.seller, buyer: sources.buyer }, { dueDate: sources.dueDate });
}

/**
 * Keeps an invoice, never replacing the one kept: as a statement (`VALUES`), or inserted only if the
 * CTE `from` has a row.
 */
function insertInvoice(params: SqlParams, cartId: string, document: InvoiceDocument, source: 'VALUES' | { from: string }): string {
  const values = [params.add(cartId, 'uuid'), params.add(document.number, 'text'), params.add(document.date, 'date'), params.add(JSON.stringify(document), 'jsonb')].join(', ');
  const rows = source === 'VALUES' ? `VALUES (${values})` : `SELECT ${values} FROM ${source.from}`;
  return `INSERT INTO invoices (cart_id, number, issued_on, document) ${rows} ON CONFLICT (cart_id) DO NOTHING`;
}

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
    const document = drawUpInvoice(await this.sources(cartId, manager), []);
    if (!document) return null;
    await this.keep(cartId, document, manager);
    // Two first readers at once: both keep the one stored.
    return (await this.kept(cartId, manager)) ?? document;
  }

  /**
   * What the invoice of a cart being paid is drawn up from, read before its number is taken (the
   * invoice counter stays locked from the number to the commit, so only `keepNumberedAlongside`
   * comes after): the paid cart as the paying command folded it, priced with its owner's terms.
   */
  async prepare(paid: CartState, terms: BuyerTerms, manager: EntityManager): Promise<InvoiceSources> {
    return {
      cartId: paid.cartId,
      state: paid,
      terms,
      seller: sellerOf(this.config),
      buyer: await this.buyer(paid, terms, manager),
      dueDate: paid.paymentDueDate ?? null,
    };
  }

  /**
   * The invoice of `prepare`'s cart once `numbered` (its InvoiceNumbered event) is appended, as the
   * CTE `name` of the statement that appends that event (kept only if `from` has a row); null when
   * the events give it no number.
   */
  keepNumberedAlongside(params: SqlParams, name: string, from: string, sources: InvoiceSources, numbered: CartEvent[]): string | null {
    const document = drawUpInvoice(sources, numbered);
    return document ? `${name} AS (${insertInvoice(params, sources.cartId, document, { from })} RETURNING cart_id)` : null;
  }

  /** The stream and what the invoice takes from the accounts and the read model. */
  private async sources(cartId: string, manager: EntityManager): Promise<InvoiceSources> {
    const history = (await eventStore.read<CartEvent>(manager, cartId)).map(({ type, data }) => ({ type, data }) as CartEvent);
    // The cart and its buyer as of the number.
    const numbered = history.findIndex((e) => e.type === 'InvoiceNumbered');
    const state = replay(cartBatchDecider, numbered < 0 ? history : history.slice(0, numbered + 1));
    const terms = await this.accounts.buyerTerms(state.ownerId, manager);
    return {
      cartId,
      state,
      terms,
      seller: sellerOf(this.config),
      buyer: await this.buyer(state, terms, manager),
      // The InvoiceNumbered event changes no due date: the one of the stream as read stands.
      dueDate: await this.dueDate(cartId, replay(cartBatchDecider, history), manager),
    };
  }

  private async keep(cartId: string, document: InvoiceDocument, manager: EntityManager): Promise<void> {
    const params = new SqlParams();
    await preparedQuery(manager, insertInvoice(params, cartId, document, 'VALUES'), params.values);
  }

  private async kept(cartId: string, manager: EntityManager): Promise<InvoiceDocument | null> {
    const [row] = await manager.query<{ document: InvoiceDocument }[]>('SELECT document FROM invoices WHERE cart_id = $1', [cartId]);
    return row?.document ?? null;
  }

  /**
   * The billing address's name and lines (the account's contact when there is none); a bookseller's
   * SIRET, VAT number and GLN as they stand, those given only.
   */
  private async buyer(state: CartState, terms: BuyerTerms, manager: EntityManager): Promise<Buyer> {
    const professional = terms.booksellerDiscountBp !== null;
    const identifiers = professional && state.ownerId !== null ? await this.identifiers(state.ownerId, manager) : {};
    const address = state.billingAddressId === null ? undefined : (await this.accounts.addresses([state.billingAddressId], manager)).get(state.billingAddressId);
    const contact = address || state.ownerId === null ? null : await this.accounts.contact(state.ownerId, manager);
    return invoiceBuyer({ address, contact, professional, identifiers });
  }

  private async identifiers(userId: number, manager: EntityManager): Promise<Pick<Buyer, 'siret' | 'vatNumber' | 'gln'>> {
    const bookseller = await this.accounts.booksellerIdentity(userId, manager);
    return {
      ...(bookseller?.siret ? { siret: bookseller.siret } : {}),
      ...(bookseller?.vatNumber ? { vatNumber: bookseller.vatNumber } : {}),
      ...(bookseller?.gln ? { gln: bookseller.gln } : {}),
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
