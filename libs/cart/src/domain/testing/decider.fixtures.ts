import { CartRefusal } from '../cart-errors';
import type { CartCommand } from '../cart.commands';
import { cartDecider, decide } from '../cart.decider';
import type { CartEvent } from '../cart.events';
import type { CartLine, ProductSnapshot } from '../cart.types';
import type { LabelSales } from '../label-sales';

/**
 * given(past events).when(commands…) → the events decided (each command on the state the previous
 * ones left), the state they lead to, or the refusal thrown (and then no event, the state unchanged).
 * The decider's tests share it: no database, state and command only.
 */
export function given(...events: CartEvent[]) {
  const state = events.reduce(cartDecider.evolve, cartDecider.initialState());
  return {
    state,
    when(...commands: CartCommand[]) {
      try {
        let current = state;
        const decided: CartEvent[] = [];
        for (const command of commands) {
          const next = decide(command, current);
          decided.push(...next);
          current = next.reduce(cartDecider.evolve, current);
        }
        return { events: decided, state: current, refusal: null as CartRefusal | null };
      } catch (e) {
        if (e instanceof CartRefusal) return { events: [] as CartEvent[], state, refusal: e };
        throw e;
      }
    },
  };
}

/** A label that sells everything (every switch on), or the switches given. */
export const labelSales = (over: Partial<LabelSales> = {}): LabelSales => ({ cart: true, library: true, shop: true, crowdfunding: true, ...over });

/** A 20 € book in stock, delivered, 5.5 % VAT: the product most decider tests add. */
export const bookSnapshot = (over: Partial<ProductSnapshot> = {}): ProductSnapshot => ({
  productId: 10,
  kind: 'book',
  name: 'Le Chant des pierres',
  unitPriceCents: 2000,
  vatRateBp: 550,
  dedication: false,
  variantIds: [],
  outOfStock: false,
  booksellerOnly: false,
  expectedShipmentDate: null,
  needsDelivery: true,
  ...over,
});

/** A plain line of a paid order, for the invoices' tests: a book at 5.5 % or a goodie at 20 %. */
export const orderLine = (lineId: string, name: string, kind: 'book' | 'goodie', unitPriceCents: number, quantity: number): CartLine => ({
  lineId,
  quantity,
  variantId: null,
  dedications: [],
  contributionId: null,
  product: bookSnapshot({ productId: lineId.length, kind, name, unitPriceCents, vatRateBp: kind === 'book' ? 550 : 2000 }),
});
