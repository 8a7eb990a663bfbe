import { Injectable } from '@nestjs/common';
import { preparedQuery } from '@shop/common';
import { LRUCache } from 'lru-cache';
import type { EntityManager } from 'typeorm';
import { isUuid, requireVisible } from '../domain/cart-access';
import { cartBatchDecider } from '../domain/cart-batch';
import type { CartEvent } from '../domain/cart.events';
import type { CartState } from '../domain/cart.types';
import type { CartActor } from './cart-actor';

/** A cart's state folded from its events 1…version. */
export interface CartFold {
  state: CartState;
  version: number;
}

/** Freezes a fold kept across commands: a decider or an effect changing it in place fails loudly instead of corrupting it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Where a cart command starts its fold: the state this process last folded for the cart, then only
 * the events appended since (by any process). Stream events are append-only (a trigger refuses
 * changes), so the fold of events 1…N never goes stale; a fold is kept only once its transaction
 * committed. The append still checks the version the command decided on: a command racing
 * another gets its conflict as before. Not the read model's state: that one is written by several
 * paths (a credit note moves its version alone), the event-sourcing guarantee holds only for a fold.
 * One per process (CartCommandsModule provides it once): the runner keeps folds in it, the handlers
 * look at them before a command.
 */
@Injectable()
export class CartFolds {
  private readonly folds = new LRUCache<string, CartFold>({ max: 10_000 });
  /** Which kept cart each line belongs to: a line command finds its cart without a query. */
  private readonly lines = new LRUCache<string, string>({ max: 50_000 });

  /** The state of the cart at its current version, read in the command's transaction. */
  async current(tx: EntityManager, cartId: string): Promise<CartFold> {
    const start = this.folds.get(cartId) ?? { state: cartBatchDecider.initialState(), version: 0 };
    const tail = await preparedQuery<{ version: number; type: CartEvent['type']; data: CartEvent['data'] }>(
      tx,
      'SELECT version, type, data FROM stream_events WHERE stream_id = $1 AND version > $2 ORDER BY version',
      [cartId, start.version],
    );
    let { state, version } = start;
    for (const e of tail) {
      // Versions are gapless; anything else means the kept fold does not belong to this stream: start over.
      if (e.version !== version + 1) return this.forget(cartId) ?? this.current(tx, cartId);
      state = cartBatchDecider.evolve(state, { type: e.type, data: e.data } as CartEvent);
      version = e.version;
    }
    return { state, version };
  }

  /**
   * The state kept for the cart, if any, once the actor may see it (a cart gone into another: 404):
   * what a command looks at before its transaction, which folds again.
   */
  visible(cartId: string, actor: CartActor): CartState | null {
    const kept = isUuid(cartId) ? this.folds.get(cartId) : undefined;
    if (!kept) return null;
    requireVisible(kept.state, actor);
    return kept.state;
  }

  /** The fold kept for the cart, if any (events appended since by another process are not in it). */
  peek(cartId: string): CartFold | undefined {
    return this.folds.get(cartId);
  }

  /** After the commit: the next command on the cart starts from here. */
  keep(cartId: string, fold: CartFold): void {
    const kept = this.folds.get(cartId);
    if (!kept || kept.version < fold.version) {
      this.folds.set(cartId, { state: deepFreeze(fold.state), version: fold.version });
      for (const line of fold.state.lines) this.lines.set(line.lineId, cartId);
    }
  }

  /**
   * The cart holding a line, when this process kept that cart's fold with the line in it (and the
   * cart was not merged into another). Only a starting point: the command still appends at the
   * kept version, and runs on the stream as it is if another process moved it.
   */
  cartOfLine(lineId: string): string | undefined {
    const cartId = this.lines.get(lineId);
    const fold = cartId === undefined ? undefined : this.folds.get(cartId);
    return fold && fold.state.mergedInto === null && fold.state.lines.some((l) => l.lineId === lineId) ? cartId : undefined;
  }

  /** On a version conflict or any doubt: the next command replays the stream from its start. */
  forget(cartId: string): undefined {
    this.folds.delete(cartId);
    return undefined;
  }
}
