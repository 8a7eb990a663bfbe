import { parseShipmentId, requireShipmentId, shipmentId } from './shipment-id';
import { CartRefusal } from './cart-errors';
import { decideAll } from './cart-batch';
import { priceCartView } from './cart-view';
import type { CartCommand } from './cart.commands';
import { cartDecider, decide } from './cart.decider';
import type { CartEvent } from './cart.events';
import { CartLine, CartState, emptyCart, ProductSnapshot } from './cart.types';
import { checkPaidByVouchers, checkReadyToConfirm, leftToPayAfterVouchers, refuseChangedContent } from './checkout-rules';
import { productSnapshot, rewardSnapshot } from './product-snapshot';
import { bookSnapshot } from './testing/decider.fixtures';

const book = bookSnapshot;
const line = (lineId: string, product: Partial<ProductSnapshot> = {}, quantity = 1): CartLine => ({
  lineId,
  product: book(product),
  variantId: null,
  quantity,
  dedications: [],
  contributionId: null,
});
const cart = (over: Partial<CartState> = {}): CartState => ({ ...emptyCart(), exists: true, cartId: 'c1', ...over });
const created: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: null, reference: 'ABCDEF123456' } };
const stateOf = (...events: CartEvent[]) => events.reduce(cartDecider.evolve, cartDecider.initialState());
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof CartRefusal) return e;
    throw e;
  }
  return null;
};
const noTerms = { booksellerDiscountBp: null };
const today = '2026-11-20'; // a Friday

describe('reference and merge', () => {
  it('keeps the reference given at creation', () => {
    expect(decide({ type: 'CreateCart', cartId: 'c1', labelId: 1, ownerId: null, reference: 'ABCDEF123456' }, emptyCart())).toEqual([created]);
    expect(stateOf(created).reference).toBe('ABCDEF123456');
  });

  it('closes a merged cart: it is not found any more, for anything', () => {
    // given an open cart
    const open = stateOf(created);
    // when it is merged into the owner's cart
    const events = decide({ type: 'MergeInto', targetCartId: 'c2' }, open);
    expect(events).toEqual([{ type: 'CartMergedInto', data: { targetCartId: 'c2' } }]);
    // then every later command answers 404
    const merged = stateOf(created, ...events);
    expect(refusal(() => decide({ type: 'RemoveLine', lineId: 'x' }, merged))?.status).toBe(404);
    expect(refusal(() => decide({ type: 'AssignOwner', ownerId: 3 }, merged))?.status).toBe(404);
    expect(refusal(() => decide({ type: 'MergeInto', targetCartId: 'c1' }, open))?.status).toBe(404);
  });

  it('moves only an open cart into another: confirmed or paid, it says it is being paid', () => {
    const inPayment = 'Votre panier est en cours de paiement : annulez la validation pour le modifier.';
    const withBook: CartEvent = { type: 'LineAdded', data: { line: line('l1') } };
    const confirmed: CartEvent = { type: 'CartConfirmed', data: { totalCents: 2000 } };
    const paid: CartEvent = { type: 'CartPaid', data: { means: 'voucher', amountCents: 0, paidAt: '2026-11-21T10:00:00Z' } };
    expect(refusal(() => decide({ type: 'MergeInto', targetCartId: 'c2' }, stateOf(created, withBook, confirmed)))?.detail).toBe(inPayment);
    expect(refusal(() => decide({ type: 'MergeInto', targetCartId: 'c2' }, stateOf(created, withBook, confirmed, paid)))?.detail).toBe(inPayment);
  });

  it('takes the merged content into the owner’s open cart, leaving out what can no longer be bought', () => {
    const add = (lineId: string, over: Partial<ProductSnapshot> = {}): CartCommand => ({
      type: 'AddProduct',
      lineId,
      productId: book(over).productId,
      product: book(over),
      labelSales: { cart: true, library: over.productId !== 12, shop: true, crowdfunding: true },
      variantId: null,
      quantity: 1,
      viewerIsBookseller: false,
    });
    // given the owner's open cart, when the content comes with a sold-out book and one its label no longer sells, then the rest comes in
    const take: CartCommand = { type: 'TakeMergedContent', commands: [add('l1', { outOfStock: true }), add('l2', { productId: 11 }), add('l3', { productId: 12 })] };
    expect(decide(take, stateOf(created)).map((e) => e.type)).toEqual(['LineAdded']);
  });

  it('refuses the merged content with a conflict when the owner’s cart was confirmed meanwhile', () => {
    const withBook: CartEvent = { type: 'LineAdded', data: { line: line('l1') } };
    const confirmed: CartEvent = { type: 'CartConfirmed', data: { totalCents: 2000 } };
    const take: CartCommand = { type: 'TakeMergedContent', commands: [] };
    expect(refusal(() => decide(take, stateOf(created, withBook, confirmed)))).toMatchObject({
      status: 409,
      detail: 'Le panier a été modifié en même temps ailleurs, veuillez réessayer.',
    });
  });
});

describe('confirmation that found the catalogue changed', () => {
  it('answers "cart content changed" once the new content is recorded, and nothing otherwise', () => {
    const changed: CartEvent = { type: 'CartContentChanged', data: { updated: [], removedLineIds: ['l1'] } };
    expect(refusal(() => refuseChangedContent([changed]))).toMatchObject({ detail: 'cart content changed', status: 400 });
    const confirmed: CartEvent = { type: 'CartConfirmed', data: { totalCents: 2000 } };
    expect(refusal(() => refuseChangedContent([confirmed]))).toBeNull();
    expect(refusal(() => refuseChangedContent([]))).toBeNull();
  });
});

describe('batches of commands', () => {
  const add = (lineId: string, over: Partial<ProductSnapshot> = {}): CartCommand => ({
    type: 'AddProduct',
    lineId,
    productId: book(over).productId,
    product: book(over),
    labelSales: null,
    variantId: null,
    quantity: 1,
    viewerIsBookseller: false,
  });

  it('decides each command on the state the previous one left', () => {
    // given an empty cart, when the same book is added twice in one batch
    const events = decideAll({ commands: [add('l1'), add('l2')] }, stateOf(created));
    // then the second addition raises the first line's quantity
    expect(events.map((e) => e.type)).toEqual(['LineAdded', 'LineQuantityChanged']);
  });

  it('refuses the whole batch on a refusal', () => {
    const batch = { commands: [add('l1', { outOfStock: true }), add('l2', { productId: 11 })] };
    expect(refusal(() => decideAll(batch, stateOf(created)))?.detail).toBe('Ce produit est en rupture de stock.');
  });
});

describe('cart view: shipments and totals', () => {
  it('ships in one parcel by home delivery by default, with dates by working days', () => {
    // given two books in stock
    const view = priceCartView(cart({ lines: [line('a', {}, 2)] }), noTerms, today);
    // then one shipment leaves today, with every mode priced and home delivery chosen (pickup must be chosen)
    expect(view.shipments).toHaveLength(1);
    const [shipment] = view.shipments;
    expect(shipment).toMatchObject({ key: 'now', expectedExpeditionDate: today, lineIds: ['a'] });
    expect(shipment.options.map((o) => [o.mode, o.priceCents, o.estimatedDeliveryDate])).toEqual([
      ['colissimo', 790, '2026-11-24'],
      ['mondial_relay', 500, '2026-11-26'],
      ['pickup', 0, today],
    ]);
    expect(shipment.mode).toBe('colissimo');
    expect(view.totals).toMatchObject({ shippingCents: 790, totalCents: 4790 });
    expect(view.needDelivery).toBe(true);
    // when the shopper chooses to collect in person, then shipping is free
    const pickup = priceCartView(cart({ lines: [line('a', {}, 2)], shipments: { now: { mode: 'pickup', parcelShop: null } } }), noTerms, today);
    expect(pickup.totals).toMatchObject({ shippingCents: 0, totalCents: 4000 });
  });

  it('charges the chosen mode, never under the legal minimum for books', () => {
    // given a book under 35 € sent by Mondial Relay
    const state = cart({ lines: [line('a')], shipments: { now: { mode: 'mondial_relay', parcelShop: null } } });
    const view = priceCartView(state, noTerms, today);
    // then the fee is raised to 3 € (loi Darcos) and the delivery date follows the mode
    expect(view.shipments[0]).toMatchObject({ mode: 'mondial_relay', feeCents: 450, expectedDeliveryDate: '2026-11-26' });
    expect(view.totals).toMatchObject({ shippingCents: 450, totalCents: 2450 });
  });

  it('splits by release date, or waits for the last one when bundled', () => {
    const lines = [line('a'), line('b', { productId: 11, expectedShipmentDate: '2027-03-01' })];
    const split = priceCartView(cart({ lines }), noTerms, today);
    expect(split.shipments.map((s) => [s.key, s.lineIds])).toEqual([
      ['now', ['a']],
      ['2027-03-01', ['b']],
    ]);
    expect(split.expectedShipmentDates).toEqual([today, '2027-03-01']);
    const bundled = priceCartView(cart({ lines, bundle: true }), noTerms, today);
    expect(bundled.shipments.map((s) => [s.key, s.lineIds])).toEqual([['all', ['a', 'b']]]);
    expect(bundled.expectedShipmentDates).toEqual([today, '2027-03-01']);
  });

  it('ships nothing for gift cards, and prices the bookseller discount', () => {
    const giftCard = priceCartView(cart({ lines: [line('g', { kind: 'giftcard', vatRateBp: 2000, needsDelivery: false })] }), noTerms, today);
    expect(giftCard).toMatchObject({ shipments: [], needDelivery: false, expectedShipmentDates: [] });
    expect(priceCartView(cart({ lines: [line('a')] }), { booksellerDiscountBp: 3000 }, today).totals.subTotalCents).toBe(1400);
  });
});

describe('checkout rules', () => {
  const owned = (over: Partial<CartState> = {}) => cart({ ownerId: 3, lines: [line('a')], ...over });
  const check = (state: CartState) => refusal(() => checkReadyToConfirm(state, priceCartView(state, noTerms, today)));

  it('asks to log in, then for both addresses', () => {
    expect(check(owned({ ownerId: null }))?.detail).toBe('Votre panier doit être rattaché à votre compte : connectez-vous pour le valider.');
    expect(check(owned())?.errors).toEqual({
      billing_address: ['Veuillez choisir une adresse de facturation.'],
      shipping_address: ['Veuillez choisir une adresse de livraison.'],
    });
    expect(check(owned({ billingAddressId: 1, shippingAddressId: 1 }))).toBeNull();
  });

  it('asks for the billing address only when nothing is delivered', () => {
    const giftCard = owned({ lines: [line('g', { kind: 'giftcard', needsDelivery: false })], billingAddressId: 1 });
    expect(check(giftCard)).toBeNull();
  });

  it('asks for the bundle choice with several dates, and a relay point for Mondial Relay', () => {
    const lines = [line('a'), line('b', { productId: 11, expectedShipmentDate: '2027-03-01' })];
    const addressed = { billingAddressId: 1, shippingAddressId: 1 };
    expect(check(owned({ ...addressed, lines }))?.errors).toEqual({ bundle: ['Veuillez indiquer si vos articles partent en un seul colis ou au fil des parutions.'] });
    const relay = owned({ ...addressed, shipments: { now: { mode: 'mondial_relay', parcelShop: null } } });
    expect(check(relay)?.errors).toEqual({ shipments: ['Veuillez choisir un point relais.'] });
  });

  it('lets vouchers pay a confirmed cart only when they cover it', () => {
    const confirmed = (vouchers: number) => cart({ status: 1, confirmedTotalCents: 2500, vouchers: [{ usageId: 'u', code: 'C', amountCents: vouchers }] });
    expect(leftToPayAfterVouchers(confirmed(1000))).toBe(1500);
    expect(refusal(() => checkPaidByVouchers(confirmed(1000)))?.detail).toBe('Les bons d’achat ne couvrent pas cette commande : choisissez un moyen de paiement.');
    expect(refusal(() => checkPaidByVouchers(confirmed(2500)))).toBeNull();
    expect(leftToPayAfterVouchers(cart())).toBeNull();
  });
});

describe('snapshots', () => {
  const facts = {
    id: 7,
    type: 'book' as const,
    name: 'Orbite basse',
    priceCents: 2100,
    vatRateBp: 550,
    outOfStock: false,
    booksellerOnly: false,
    variants: [],
    release: '2027-01-10',
  };

  it('ships a book still to be released at its release, a gift card never', () => {
    expect(productSnapshot(facts, null, today)).toMatchObject({ kind: 'book', expectedShipmentDate: '2027-01-10', needsDelivery: true, dedication: false });
    expect(productSnapshot({ ...facts, release: '2020-01-01' }, null, today).expectedShipmentDate).toBeNull();
    expect(productSnapshot({ ...facts, type: 'giftcard', release: null }, null, today)).toMatchObject({ needsDelivery: false, vatRateBp: 0 });
  });

  it('is out of stock when the chosen variant is', () => {
    const shirt = {
      ...facts,
      type: 'goodie' as const,
      release: null,
      variants: [
        { id: 1, stock: 0 },
        { id: 2, stock: 4 },
      ],
    };
    expect(productSnapshot(shirt, 1, today)).toMatchObject({ outOfStock: true, variantIds: [1, 2] });
    expect(productSnapshot(shirt, 2, today).outOfStock).toBe(false);
  });

  it('ships a reward at the campaign release, a donation never', () => {
    const reward = {
      compensationId: 412,
      crowdfundingId: 1,
      name: 'Le livre dédicacé',
      priceCents: 2500,
      vatRateBp: 550,
      bookShareCents: null,
      dedication: true,
      donation: false,
      lockedByVoucher: false,
      booksellerOnly: false,
      variantIds: [],
      remainingQuantity: 3,
      releaseDate: '2027-04-01',
    };
    expect(rewardSnapshot(reward)).toMatchObject({
      crowdfundingId: 1,
      remainingQuantity: 3,
      product: { kind: 'compensation', dedication: true, expectedShipmentDate: '2027-04-01' },
    });
    expect(rewardSnapshot({ ...reward, donation: true }).product).toMatchObject({ needsDelivery: false, expectedShipmentDate: null });
  });
});

describe('shipment ids', () => {
  it('name the cart and the shipment key, and nothing else', () => {
    const cartId = '0b6f3c1e-2a4d-4e8f-9c1a-3d5e7f9a1b2c';
    expect(parseShipmentId(shipmentId(cartId, 'now'))).toEqual({ cartId, key: 'now' });
    expect(parseShipmentId(shipmentId(cartId, '2027-03-01'))).toEqual({ cartId, key: '2027-03-01' });
    expect(parseShipmentId(`${cartId}.elsewhere`)).toBeNull();
    expect(parseShipmentId('now')).toBeNull();
    expect(parseShipmentId('x.now')).toBeNull();
    // a shipment id that names nothing is not found
    expect(requireShipmentId(shipmentId(cartId, 'now'))).toEqual({ cartId, key: 'now' });
    expect(refusal(() => requireShipmentId('x.now'))).toMatchObject({ detail: 'Pas trouvé.', status: 404 });
  });
});
