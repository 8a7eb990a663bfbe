import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountReader, BuyerTerms } from '@shop/auth';
import { APP_CONFIG, outboxAlongside, type AppConfig } from '@shop/common';
import { CommandOutcome, ConcurrencyError, eventStore, EventMetadata, isVersionConflict, VersionConflictError } from '@shop/event-store';
import { DataSource, EntityManager } from 'typeorm';
import { authorize, requireCartId } from '../domain/cart-access';
import { CartBatch, cartBatchDecider } from '../domain/cart-batch';
import { priceCartView } from '../domain/cart-view';
import type { CartCommand } from '../domain/cart.commands';
import type { CartEvent } from '../domain/cart.events';
import type { CartState } from '../domain/cart.types';
import { expiryJob, scheduleExpiry } from '../expiry/cart-expiry';
import { projectCart, projectCartAlongside, type ProjectedSelection } from '../projections/carts.projection';
import { paidOrderPricing } from '../projections/paid-pricing';
import type { CartRow } from '../serializers/cart-row';
import { CartActor, parisDay } from './cart-actor';
import { CartFolds, type CartFold } from './cart-folds';
import { PaidCartEffects, type NumberedSelection } from './paid-cart.effects';
import { mayHoldStock, releaseStockAlongside, StockHolds } from './reservations';

/*
 * Every cart command takes one path: load → decide → append + project + outbox.
 *   load    the cart's fold (CartFolds: this process's last fold of the cart, then the events since);
 *   decide  the actor may touch the cart, the builder turns the state into commands, the pure decider
 *           into events;
 *   append  at the version decided on, with what goes with the events in the same transaction: the
 *           read-model row, the outbox (mails, expiry job), a payment's effects, the stock holds.
 * A version conflict (or a deadlock) runs the command again from its load, MAX_ATTEMPTS times at most.
 *
 * The common commands on a fold this process kept take the same steps without BEGIN/COMMIT: decided
 * outside any transaction, appended with their row and outbox in ONE statement, which commits or
 * conflicts as a whole (a conflict, or a command needing a transaction, then takes the transaction).
 *
 * Not built on a generic `handleCommand` (read the stream, fold, decide, append, retry) in the event
 * store: the cart's load starts from a kept fold, its decision needs the owner's terms read between
 * load and decide, a merge appends to two streams in one transaction, folds are kept only once
 * committed, and deadlocks retry too. Taking all that as hooks, such a function would have had this
 * runner as its only caller; the event store gives the parts composed here instead (`append` and
 * `appendAlongside` at an expected version, `replay`, `isVersionConflict`).
 */

/** What a command builder knows besides the state: the owner's terms, the shop's day, the stream's version. */
export interface BuildContext {
  terms: BuyerTerms;
  today: string;
  at: string;
  /** The version the state was folded at: a command meant for the stream exactly as its caller saw it checks it (the expiry). */
  version: number;
}

export type BuildCommands = (state: CartState, ctx: BuildContext) => CartCommand | CartCommand[] | CartBatch;
export type CartOutcome = CommandOutcome<CartState, CartEvent>;

/** A command's outcome and the read-model row its transaction wrote (null: nothing new, or a later version was there). */
export interface CartResult extends CartOutcome {
  row: CartRow | null;
}

/** A cart and the commands to run on it. */
export interface CartTarget {
  cartId: string;
  build: BuildCommands;
}

export interface RunOptions {
  /**
   * Another cart, appended to in the same transaction once this command's events are (the merge at
   * login moves an anonymous cart's content into the user's cart): both carts' events commit
   * together, and a version conflict on either runs both again.
   */
  andThen?: (outcome: CartOutcome) => CartTarget;
  /**
   * What goes with the command's new events in its transaction (staff's audit entry, a mail in the
   * outbox): run once they are appended, rolled back with them; not run when nothing was decided.
   */
  alongside?: (tx: EntityManager, result: CartResult) => Promise<void>;
}

/** A batch has no `type`: a command carrying commands of its own (TakeMergedContent) stays one command. */
const asBatch = (built: CartCommand | CartCommand[] | CartBatch): CartBatch => (Array.isArray(built) ? { commands: built } : 'type' in built ? { commands: [built] } : built);

/** Owners' terms read during one `run`, kept across its attempts. */
type ReadTerms = Map<number | null, BuyerTerms>;

/** PostgreSQL's deadlock_detected: the transaction chosen as victim may simply run again. */
const DEADLOCK = '40P01';

/** Version conflicts are retried this many times before the 409 (a few concurrent tabs or requests). */
const MAX_ATTEMPTS = 12;

/**
 * A random pause before trying again, growing with the attempts: immediate retries of N racers
 * collide again and again on the stream row (one winner per round); spread out, most go through.
 */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * 2 ** attempt)));

const metadataOf = (actor: CartActor): EventMetadata => ({
  userId: actor.userId,
  requestId: actor.requestId,
  at: new Date().toISOString(),
  ...(actor.system ? { actor: 'system' } : {}),
});

/** The events a command decides on a fold, once the actor may touch the cart. */
function decideOn(fold: CartFold, actor: CartActor, build: BuildCommands, terms: BuyerTerms, metadata: EventMetadata): CartEvent[] {
  authorize(fold.state, actor);
  const built = build(fold.state, { terms, today: parisDay(metadata.at), at: metadata.at, version: fold.version });
  return cartBatchDecider.decide(asBatch(built), fold.state);
}

/** Runs cart commands (see the top of this file); one instance per process, provided by CartCommandsModule. */
@Injectable()
export class CartCommandRunner {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountReader,
    private readonly paid: PaidCartEffects,
    private readonly folds: CartFolds,
    private readonly holds: StockHolds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Runs `build`'s commands on the cart, then `options.andThen`'s on another cart in the same transaction. */
  async run(cartId: string, actor: CartActor, build: BuildCommands, options: RunOptions = {}): Promise<CartResult> {
    requireCartId(cartId);
    const metadata = metadataOf(actor);
    if (!options.andThen && !options.alongside) {
      const quick = await this.runInOneStatement(cartId, actor, build, metadata);
      if (quick) return quick;
    }
    const terms: ReadTerms = new Map();
    const touched = new Set([cartId]);
    for (let attempt = 1; ; attempt++) {
      try {
        const results = await this.db.transaction(async (tx) => {
          const first = await this.decideAndAppend(tx, { cartId, build }, actor, metadata, terms);
          if (options.alongside && first.newEvents.length > 0) await options.alongside(tx, first);
          if (!options.andThen) return [{ cartId, result: first }];
          const next = options.andThen(first);
          requireCartId(next.cartId);
          touched.add(next.cartId);
          return [
            { cartId, result: first },
            { cartId: next.cartId, result: await this.decideAndAppend(tx, next, actor, metadata, terms) },
          ];
        });
        // Committed: the next commands on these carts start from here.
        for (const { cartId: id, result } of results) this.folds.keep(id, result);
        return results[0].result;
      } catch (error) {
        // A deadlock (two payments taking the same stock rows in another order) rolled back only this one.
        if (!isVersionConflict(error) && (error as { code?: string }).code !== DEADLOCK) throw error;
        for (const id of touched) this.folds.forget(id);
        if (attempt >= MAX_ATTEMPTS) throw new ConcurrencyError(cartId, attempt);
        await backoff(attempt);
      }
    }
  }

  /**
   * Runs `build`'s commands on the cart inside the caller's transaction: another module's command
   * that changes orders together with its own rows, all or nothing. A version conflict is the
   * caller's to answer (its transaction rolls back); the cart's fold is read in that transaction and
   * not kept, as the transaction may still roll back.
   */
  async runWithin(tx: EntityManager, cartId: string, actor: CartActor, build: BuildCommands): Promise<CartResult> {
    requireCartId(cartId);
    this.folds.forget(cartId);
    try {
      return await this.decideAndAppend(tx, { cartId, build }, actor, metadataOf(actor), new Map());
    } finally {
      this.folds.forget(cartId);
    }
  }

  /** One cart's command in the transaction: load, decide, append at the folded version, then what goes with the events. */
  private async decideAndAppend(tx: EntityManager, { cartId, build }: CartTarget, actor: CartActor, metadata: EventMetadata, terms: ReadTerms): Promise<CartResult> {
    const fold = await this.folds.current(tx, cartId);
    const events = decideOn(fold, actor, build, await this.termsOf(fold.state.ownerId, actor, terms, tx), metadata);
    // Appended at the version decided on: a concurrent append makes this one conflict (and retry).
    const newEvents = await eventStore.append(tx, 'cart', cartId, fold.version, events, metadata);
    const decided: CartOutcome = { state: events.reduce(cartBatchDecider.evolve, fold.state), newEvents, version: fold.version + events.length };
    return { ...decided, row: await this.afterAppend(tx, decided, actor, metadata, terms) };
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
      events = decideOn(kept, actor, build, terms, metadata);
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
    const expiry = expiryJob(
      cartId,
      events.map((e, i) => ({ type: e.type, version: version + i + 1 })),
      metadata,
      this.config.cartConfirmationTtlMinutes,
    );
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

  /** The owner's terms: without a query when possible, else read once for the whole `run`. */
  private async termsOf(ownerId: number | null, actor: CartActor, read: ReadTerms, tx: EntityManager): Promise<BuyerTerms> {
    const known = this.termsWithoutQuery(ownerId, actor) ?? read.get(ownerId);
    if (known) return known;
    const terms = await this.accounts.buyerTerms(ownerId, tx);
    read.set(ownerId, terms);
    return terms;
  }

  /** The read model and the payment's effects, in the command's transaction. Nothing new: nothing to do. */
  private async afterAppend(tx: EntityManager, outcome: CartOutcome, actor: CartActor, metadata: EventMetadata, read: ReadTerms): Promise<CartRow | null> {
    if (outcome.newEvents.length === 0) return null;
    const { state, version } = outcome;
    // A cart registered to, or merged for, someone else is priced with its new owner's terms.
    const terms = await this.termsOf(state.ownerId, actor, read, tx);
    // A paid order keeps the prices it was paid with (a relay change, a settlement): only a new payment prices it.
    const alreadyPaid = state.status === 2 && !outcome.newEvents.some((e) => e.type === 'CartPaid');
    const pricing = (alreadyPaid ? await paidOrderPricing(tx, state) : null) ?? priceCartView(state, terms, parisDay(metadata.at));
    const types = new Set(outcome.newEvents.map((e) => e.type));
    if (types.has('CartPaid')) {
      // The stock and what needs no invoice number first: the number locks the counter until the commit.
      await this.holds.consume(tx, state.cartId);
      const prepared = await this.paid.beforeNumber(tx, state, metadata, pricing, terms);
      return (await this.paid.numberAndProject(tx, state, version, metadata, pricing, prepared)).row;
    }
    const row = await projectCart(tx, { state, version, pricing });
    // Limited rewards and variant stock are held while a confirmed cart waits for its payment.
    if (types.has('CartConfirmed')) {
      await this.holds.reserve(tx, state, metadata.at);
      // Unpaid after CART_CONFIRMATION_TTL_MINUTES, the worker gives the cart (and its holds) back.
      await scheduleExpiry(tx, outcome, metadata, this.config.cartConfirmationTtlMinutes);
    }
    if (types.has('CartUnconfirmed')) await this.holds.release(tx, state.cartId);
    return row;
  }
}
