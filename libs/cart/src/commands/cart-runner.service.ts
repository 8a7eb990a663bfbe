import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountReader, BuyerTerms } from '@shop/auth';
import { APP_CONFIG, outboxAlongside, type AppConfig } from '@shop/common';
import { CommandOutcome, ConcurrencyError, eventStore, EventMetadata, replay, VersionConflictError } from '@shop/event-store';
import { DataSource, EntityManager } from 'typeorm';
import { authorize, isUuid, requireCartId, requireVisible } from '../domain/cart-access';
import { CartBatch, cartBatchDecider } from '../domain/cart-batch';
import { priceCartView } from '../domain/cart-view';
import type { CartCommand } from '../domain/cart.commands';
import type { CartEvent } from '../domain/cart.events';
import type { CartState } from '../domain/cart.types';
import { projectCart, projectCartAlongside, type ProjectedSelection } from '../projections/carts.projection';
import type { CartRow } from '../serializers/cart-row';
import { paidOrderPricing } from '../projections/paid-pricing';
import { CartActor, parisDay } from './cart-actor';
import { CartFolds, type CartFold } from './cart-folds';
import { PaidCartEffects, type NumberedSelection } from './paid-cart.effects';
import { expiryJob, scheduleExpiry } from '../expiry/cart-expiry';
import { consumeStock, mayHoldStock, releaseStock, releaseStockAlongside, reserveStock } from './reservations';

/** What a command builder knows besides the state: the owner's terms and the shop's day. */
export interface BuildContext {
  terms: BuyerTerms;
  today: string;
  at: string;
}

export type BuildCommands = (state: CartState, ctx: BuildContext) => CartCommand | CartCommand[] | CartBatch;
export type CartOutcome = CommandOutcome<CartState, CartEvent>;

/** A command's outcome and the read-model row its transaction wrote (null: nothing new, or a later version was there). */
export interface CartResult extends CartOutcome {
  row: CartRow | null;
}

/** Runs more in the command's transaction once its events are appended (a merge appends to another cart). */
export type AlsoInTransaction = (tx: EntityManager, outcome: CartOutcome, metadata: EventMetadata) => Promise<void>;

const asBatch = (built: CartCommand | CartCommand[] | CartBatch): CartBatch =>
  Array.isArray(built) ? { commands: built } : 'commands' in built ? built : { commands: [built] };

/** The owner's terms as read for the command, and whose they are. */
interface KnownTerms {
  ownerId: number | null;
  terms: BuyerTerms;
}

/** PostgreSQL's deadlock_detected: the transaction chosen as victim may simply run again. */
const DEADLOCK = '40P01';

/** Version conflicts are retried this many times before the 409 (a few concurrent tabs or requests). */
const MAX_ATTEMPTS = 12;

/**
 * A random pause before trying again, growing with the attempts: immediate retries of N racers
 * collide again and again on the stream row (one winner per round); spread out, most go through.
 */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * 2 ** attempt)));

/**
 * Runs cart commands the one way: in ONE transaction, fold the stream (from this process's last
 * fold of the cart: CartFolds), check the actor may touch the cart, decide, append at the expected
 * version, then (same transaction) price the cart for its owner, project the read model, apply the
 * effects of a payment and hold stock. Version conflicts are retried.
 */
@Injectable()
export class CartCommandRunner {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountReader,
    private readonly paid: PaidCartEffects,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Each command folds from the state this process last folded for the cart (see CartFolds). */
  private readonly folds = new CartFolds();

  async run(cartId: string, actor: CartActor, build: BuildCommands, also?: AlsoInTransaction): Promise<CartResult> {
    requireCartId(cartId);
    const at = new Date().toISOString();
    const today = parisDay(at);
    const metadata: EventMetadata = { userId: actor.userId, requestId: actor.requestId, at, ...(actor.system ? { actor: 'system' } : {}) };
    // The owner's terms price the cart in the builder (voucher caps, confirmed total): read for the owner
    // of the folded state, kept across the retries while the owner stays the same.
    let known: KnownTerms | undefined;
    if (!also) {
      const quick = await this.runInOneStatement(cartId, actor, build, metadata);
      if (quick) return quick;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await this.db.transaction(async (tx) => {
          const { state, version } = await this.folds.current(tx, cartId);
          authorize(state, actor);
          if (known?.ownerId !== state.ownerId) known = { ownerId: state.ownerId, terms: await this.termsOf(state.ownerId, actor, tx) };
          const events = cartBatchDecider.decide(asBatch(build(state, { terms: known.terms, today, at })), state);
          // Appended at the version decided on: a concurrent append makes this one conflict (and retry).
          const newEvents = await eventStore.append(tx, 'cart', cartId, version, events, metadata);
          const decided: CartOutcome = { state: events.reduce(cartBatchDecider.evolve, state), newEvents, version: version + events.length };
          const row = await this.afterAppend(tx, decided, metadata, known);
          if (also) await also(tx, decided, metadata);
          return { ...decided, row: also ? null : row };
        });
        this.folds.keep(cartId, outcome);
        return outcome;
      } catch (error) {
        // The unique (stream, version) index is the last guard should two appenders pass the stream check.
        // A deadlock (two payments taking the same stock rows in another order) rolled back only this one.
        const conflict =
          error instanceof VersionConflictError ||
          (error as { constraint?: string }).constraint === 'stream_events_version_unique' ||
          (error as { code?: string }).code === DEADLOCK;
        if (!conflict) throw error;
        this.folds.forget(cartId);
        if (attempt >= MAX_ATTEMPTS) throw new ConcurrencyError(cartId, attempt);
        await backoff(attempt);
      }
    }
  }

  /**
   * The common command in ONE statement, without BEGIN/COMMIT: decided on the cart's fold (the one
   * this process kept, else read outside any transaction and kept), appended at that fold's version
   * with the read-model row (and the confirmation's expiry job, the released holds; for a plain
   * payment, its invoice number, mail and invoice) written by the same statement, which commits or
   * conflicts as a whole. Null when the command needs more than that, or when the fold was not the
   * stream's last (another process appended) or refused the command: the transaction path then runs
   * it on the stream as it is, and gives any refusal.
   */
  private async runInOneStatement(cartId: string, actor: CartActor, build: BuildCommands, metadata: EventMetadata): Promise<CartResult | null> {
    const kept = this.folds.peek(cartId) ?? (await this.foldOutsideTransaction(cartId));
    if (!kept) return null;
    const { state, version } = kept;
    const terms = this.termsWithoutQuery(state.ownerId, actor);
    // A paid order keeps its paid prices (read in the transaction path); limited rewards and variants are held under row locks.
    if (!terms || state.status === 2 || state.lines.some(mayHoldStock)) return null;
    let events: CartEvent[];
    try {
      authorize(state, actor);
      events = cartBatchDecider.decide(asBatch(build(state, { terms, today: parisDay(metadata.at), at: metadata.at })), state);
    } catch {
      return null;
    }
    const after = events.reduce(cartBatchDecider.evolve, state);
    const types = new Set(events.map((e) => e.type));
    const paying = types.has('CartPaid');
    if (events.length === 0 || after.ownerId !== state.ownerId) return null;
    // A payment with vouchers, contributions, gift cards or stock to consume takes the transaction.
    if (after.status === 2 && !(paying && this.paid.isPlain(after))) return null;
    if (after.lines.some(mayHoldStock)) return null;
    const pricing = priceCartView(after, terms, parisDay(metadata.at));
    const numbering = paying ? this.paid.numbering(after, pricing, metadata, await this.paid.preparePlain(this.db.manager, after, metadata, terms)) : null;
    const appended = numbering ? [...events, ...numbering.events] : events;
    const newVersion = version + appended.length;
    const expiry = expiryJob(cartId, events.map((e, i) => ({ type: e.type, version: version + i + 1 })), metadata, this.config.cartConfirmationTtlMinutes);
    try {
      let projection: ReturnType<typeof projectCartAlongside> | undefined;
      const written = await eventStore.appendAlongside<CartEvent, ProjectedSelection & Partial<NumberedSelection>>(
        this.db,
        'cart',
        cartId,
        version,
        appended,
        metadata,
        (params) => {
          // Paid: its holds go (a plain cart holds no variant, nothing to take from the stock).
          if (numbering) {
            const parts = numbering.parts(params, newVersion);
            return { ...parts, ctes: [...parts.ctes, releaseStockAlongside(params, 'released', 'moved', cartId)] };
          }
          projection = projectCartAlongside(params, { state: after, version: newVersion, pricing });
          const ctes = [projection.cte];
          // A confirmation holds nothing here (no limited reward, no variant): its earlier holds go, as on unconfirm.
          if (types.has('CartConfirmed') || types.has('CartUnconfirmed')) ctes.push(releaseStockAlongside(params, 'released', 'moved', cartId));
          if (expiry) ctes.push(outboxAlongside(params, 'expiry', 'moved', expiry.job, metadata.requestId, expiry.runAt));
          return { ctes, select: projection.select };
        },
        numbering?.params,
      );
      const done = numbering ? numbering.done(written.row as NumberedSelection) : { state: after, row: projection!.row(written.row) };
      const outcome: CartResult = { state: done.state, newEvents: written.events, version: newVersion, row: done.row };
      this.folds.keep(cartId, outcome);
      return outcome;
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      this.folds.forget(cartId);
      return null;
    }
  }

  /** The cart's fold read outside any transaction (then kept), for a cart this process has not seen; null: no such stream. */
  private async foldOutsideTransaction(cartId: string): Promise<CartFold | null> {
    const fold = await this.folds.current(this.db.manager, cartId);
    if (fold.version === 0) return null;
    this.folds.keep(cartId, fold);
    return fold;
  }

  /** The owner's terms when no query is needed: nobody's, or the caller's own loaded with the request. */
  private termsWithoutQuery(ownerId: number | null, actor: CartActor): BuyerTerms | null {
    if (ownerId === null) return { booksellerDiscountBp: null };
    return ownerId === actor.userId && actor.terms ? actor.terms : null;
  }

  /** The owner's terms: the caller's own as loaded with the request, anyone else's read. */
  private termsOf(ownerId: number | null, actor: CartActor, tx: EntityManager): Promise<BuyerTerms> {
    if (ownerId !== null && ownerId === actor.userId && actor.terms) return Promise.resolve(actor.terms);
    return this.accounts.buyerTerms(ownerId, tx);
  }

  /**
   * The state this process last folded for the cart, if it kept one, once the actor may see it (a
   * cart gone into another: 404): what a command looks at before its transaction, which folds again.
   */
  kept(cartId: string, actor: CartActor): CartState | null {
    const kept = isUuid(cartId) ? this.folds.peek(cartId) : undefined;
    if (!kept) return null;
    requireVisible(kept.state, actor);
    return kept.state;
  }

  /** The cart holding a line, from the folds this process kept (see CartFolds.cartOfLine). */
  keptCartOfLine(lineId: string): string | undefined {
    return this.folds.cartOfLine(lineId);
  }

  /**
   * Decides and appends to another cart inside the current transaction (a merge at login). A version
   * conflict there rolls back everything and `run` retries the whole command.
   */
  async runInline(tx: EntityManager, cartId: string, actor: CartActor, metadata: EventMetadata, build: BuildCommands): Promise<CartOutcome> {
    const history = await eventStore.read<CartEvent>(tx, cartId);
    const state = replay(cartBatchDecider, history);
    authorize(state, actor);
    const terms = await this.accounts.buyerTerms(state.ownerId, tx);
    const events = cartBatchDecider.decide(asBatch(build(state, { terms, today: parisDay(metadata.at), at: metadata.at })), state);
    const newEvents = await eventStore.append(tx, 'cart', cartId, history.length, events, metadata);
    const outcome = { state: events.reduce(cartBatchDecider.evolve, state), newEvents, version: history.length + events.length };
    await this.afterAppend(tx, outcome, metadata, { ownerId: state.ownerId, terms });
    return outcome;
  }

  /**
   * The read model and the payment's effects, in the command's transaction. Nothing new: nothing to do.
   * `known`: the terms the command was built with, reused while the cart keeps that owner.
   */
  private async afterAppend(tx: EntityManager, outcome: CartOutcome, metadata: EventMetadata, known: KnownTerms): Promise<CartRow | null> {
    if (outcome.newEvents.length === 0) return null;
    let { state, version } = outcome;
    // A cart registered to, or merged for, someone else is priced with its new owner's terms.
    const terms = known.ownerId === state.ownerId ? known.terms : await this.accounts.buyerTerms(state.ownerId, tx);
    // A paid order keeps the prices it was paid with (a relay change, a settlement): only a new payment prices it.
    const alreadyPaid = state.status === 2 && !outcome.newEvents.some((e) => e.type === 'CartPaid');
    const pricing = (alreadyPaid ? await paidOrderPricing(tx, state) : null) ?? priceCartView(state, terms, parisDay(metadata.at));
    const types = new Set(outcome.newEvents.map((e) => e.type));
    if (types.has('CartPaid')) {
      // The stock and what needs no invoice number first: the number locks the counter until the commit.
      await consumeStock(tx, state.cartId);
      const prepared = await this.paid.beforeNumber(tx, state, metadata, pricing, terms);
      let row: CartRow | null;
      ({ state, version, row } = await this.paid.numberAndProject(tx, state, version, metadata, pricing, prepared));
      return row;
    }
    const row = await projectCart(tx, { state, version, pricing });
    // Limited rewards and variant stock are held while a confirmed cart waits for its payment.
    if (types.has('CartConfirmed')) {
      await reserveStock(tx, state, metadata.at);
      // Unpaid after CART_CONFIRMATION_TTL_MINUTES, the worker gives the cart (and its holds) back.
      await scheduleExpiry(tx, outcome, metadata, this.config.cartConfirmationTtlMinutes);
    }
    if (types.has('CartUnconfirmed')) await releaseStock(tx, state.cartId);
    return row;
  }
}
