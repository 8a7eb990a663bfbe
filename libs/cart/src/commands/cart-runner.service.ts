import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountReader, BuyerTerms } from '@shop/auth';
import { APP_CONFIG, type AppConfig } from '@shop/common';
import { CommandOutcome, ConcurrencyError, eventStore, EventMetadata, replay, VersionConflictError } from '@shop/event-store';
import { DataSource, EntityManager } from 'typeorm';
import { CART_MESSAGES as M, CartRefusal } from '../domain/cart-errors';
import { CartBatch, cartBatchDecider } from '../domain/cart-batch';
import { priceCartView } from '../domain/cart-view';
import type { CartCommand } from '../domain/cart.commands';
import type { CartEvent } from '../domain/cart.events';
import type { CartState } from '../domain/cart.types';
import { projectCart } from '../projections/carts.projection';
import { paidOrderPricing } from '../projections/paid-pricing';
import { authorize, CartActor, isUuid, parisDay } from './cart-actor';
import { CartFolds } from './cart-folds';
import { PaidCartEffects } from './paid-cart.effects';
import { scheduleExpiry } from '../expiry/cart-expiry';
import { consumeStock, releaseStock, reserveStock } from './reservations';

/** What a command builder knows besides the state: the owner's terms and the shop's day. */
export interface BuildContext {
  terms: BuyerTerms;
  today: string;
  at: string;
}

export type BuildCommands = (state: CartState, ctx: BuildContext) => CartCommand | CartCommand[] | CartBatch;
export type CartOutcome = CommandOutcome<CartState, CartEvent>;

/** Runs more in the command's transaction once its events are appended (a merge appends to another cart). */
export type AlsoInTransaction = (tx: EntityManager, outcome: CartOutcome, metadata: EventMetadata) => Promise<void>;

const asBatch = (built: CartCommand | CartCommand[] | CartBatch): CartBatch =>
  Array.isArray(built) ? { commands: built } : 'commands' in built ? built : { commands: [built] };

/** The owner's terms as read for the command, and whose they are. */
interface KnownTerms {
  ownerId: number | null;
  terms: BuyerTerms;
}

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

  async run(cartId: string, actor: CartActor, build: BuildCommands, also?: AlsoInTransaction): Promise<CartOutcome> {
    if (!isUuid(cartId)) throw CartRefusal.detail(M.cartMissing, 404);
    const at = new Date().toISOString();
    const today = parisDay(at);
    const metadata: EventMetadata = { userId: actor.userId, requestId: actor.requestId, at, ...(actor.system ? { actor: 'system' } : {}) };
    // The owner's terms price the cart in the builder (voucher caps, confirmed total); read once, outside the retries.
    const [row] = await this.db.query<{ owner_id: number | null }[]>('SELECT owner_id FROM carts WHERE id = $1', [cartId]);
    const ownerId = row?.owner_id ?? null;
    const terms = await this.accounts.buyerTerms(ownerId);
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await this.db.transaction(async (tx) => {
          const { state, version } = await this.folds.current(tx, cartId);
          authorize(state, actor);
          const events = cartBatchDecider.decide(asBatch(build(state, { terms, today, at })), state);
          // Appended at the version decided on: a concurrent append makes this one conflict (and retry).
          const newEvents = await eventStore.append(tx, 'cart', cartId, version, events, metadata);
          const decided: CartOutcome = { state: events.reduce(cartBatchDecider.evolve, state), newEvents, version: version + events.length };
          await this.afterAppend(tx, decided, metadata, { ownerId, terms });
          if (also) await also(tx, decided, metadata);
          return decided;
        });
        this.folds.keep(cartId, outcome);
        return outcome;
      } catch (error) {
        // The unique (stream, version) index is the last guard should two appenders pass the stream check.
        const conflict = error instanceof VersionConflictError || (error as { constraint?: string }).constraint === 'stream_events_version_unique';
        if (!conflict) throw error;
        this.folds.forget(cartId);
        if (attempt >= MAX_ATTEMPTS) throw new ConcurrencyError(cartId, attempt);
        await backoff(attempt);
      }
    }
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
  private async afterAppend(tx: EntityManager, outcome: CartOutcome, metadata: EventMetadata, known: KnownTerms): Promise<void> {
    if (outcome.newEvents.length === 0) return;
    let { state, version } = outcome;
    // A cart registered to, or merged for, someone else is priced with its new owner's terms.
    const terms = known.ownerId === state.ownerId ? known.terms : await this.accounts.buyerTerms(state.ownerId, tx);
    // A paid order keeps the prices it was paid with (a relay change, a settlement): only a new payment prices it.
    const alreadyPaid = state.status === 2 && !outcome.newEvents.some((e) => e.type === 'CartPaid');
    const pricing = (alreadyPaid ? await paidOrderPricing(tx, state) : null) ?? priceCartView(state, terms, parisDay(metadata.at));
    if (outcome.newEvents.some((e) => e.type === 'CartPaid')) ({ state, version } = await this.paid.apply(tx, state, version, metadata, pricing));
    await projectCart(tx, { state, version, pricing });
    // Limited rewards and variant stock are held while a confirmed cart waits for its payment.
    const types = new Set(outcome.newEvents.map((e) => e.type));
    if (types.has('CartConfirmed')) {
      await reserveStock(tx, state, metadata.at);
      // Unpaid after CART_CONFIRMATION_TTL_MINUTES, the worker gives the cart (and its holds) back.
      await scheduleExpiry(tx, outcome, metadata, this.config.cartConfirmationTtlMinutes);
    }
    if (types.has('CartUnconfirmed')) await releaseStock(tx, state.cartId);
    if (types.has('CartPaid')) await consumeStock(tx, state.cartId);
  }
}
