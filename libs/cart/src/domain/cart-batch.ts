import type { Decider } from '@shop/event-store';
import type { CartCommand } from './cart.commands';
import { cartDecider } from './cart.decider';
import type { CartEvent } from './cart.events';
import type { CartState } from './cart.types';

/** Several commands decided together, in one append (a PATCH with several fields). */
export interface CartBatch {
  commands: CartCommand[];
}

/** Decides the commands in order, each seeing the state the previous ones left. Pure. */
export function decideAll(batch: CartBatch, state: CartState): CartEvent[] {
  const events: CartEvent[] = [];
  let current = state;
  for (const command of batch.commands) {
    const decided = cartDecider.decide(command, current);
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
