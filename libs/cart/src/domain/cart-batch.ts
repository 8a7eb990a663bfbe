import type { Decider } from '@shop/event-store';
import { CartRefusal } from './cart-errors';
import type { CartCommand } from './cart.commands';
import { cartDecider } from './cart.decider';
import type { CartEvent } from './cart.events';
import type { CartState } from './cart.types';

/** Several commands decided together, in one append (a PATCH with several fields, a merge at login). */
export interface CartBatch {
  commands: CartCommand[];
  /** Drop a refused command and go on (a merge keeps what can still be bought), instead of refusing all. */
  skipRefused?: boolean;
}

/** Decides the commands in order, each seeing the state the previous ones left. Pure. */
export function decideAll(batch: CartBatch, state: CartState): CartEvent[] {
  const events: CartEvent[] = [];
  let current = state;
  for (const command of batch.commands) {
    let decided: CartEvent[];
    try {
      decided = cartDecider.decide(command, current);
    } catch (error) {
      if (batch.skipRefused && error instanceof CartRefusal) continue;
      throw error;
    }
    events.push(...decided);
    current = decided.reduce(cartDecider.evolve, current);
  }
  return events;
}

/** The cart's decider over batches: what the command handlers run through the event store. */
export const cartBatchDecider: Decider<CartBatch, CartState, CartEvent> = {
  initialState: cartDecider.initialState,
  decide: decideAll,
  evolve: cartDecider.evolve,
};
