import type { CartEvent } from './cart.events';
import type { ConfirmCheckoutCommand } from './checkout-confirmation';
import { given, bookSnapshot } from './testing/decider.fixtures';

const book = bookSnapshot;
const created: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: 3 } };
const anonymous: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: null } };
const line: CartEvent = { type: 'LineAdded', data: { line: { lineId: 'l1', product: book(), variantId: null, quantity: 1, dedications: [], contributionId: null } } };
const addresses: CartEvent = { type: 'AddressesChosen', data: { shippingAddressId: 1, billingAddressId: 2 } };
const relayMode: CartEvent = { type: 'ShipmentModeChosen', data: { shipmentKey: 'now', mode: 'mondial_relay' } };
const pickup: CartEvent = { type: 'ShipmentModeChosen', data: { shipmentKey: 'now', mode: 'pickup' } };

const confirm = (over: Partial<ConfirmCheckoutCommand> = {}): ConfirmCheckoutCommand => ({
  type: 'ConfirmCheckout',
  current: { l1: book() },
  terms: { booksellerDiscountBp: null },
  today: '2026-11-20',
  termsAccepted: true,
  lineSales: {},
  crowdfundingOpen: {},
  ...over,
});

describe('the checkout’s confirmation (PATCH carts/{id} {status: 1})', () => {
  it('confirms a ready cart at its own total, shipping included, with the CGV accepted', () => {
    // given a book picked up at the publisher's (0 € shipping), when confirmed, then at the book's price
    expect(given(created, line, addresses, pickup).when(confirm()).events).toEqual([{ type: 'CartConfirmed', data: { totalCents: 2000, termsAccepted: true } }]);
  });

  it('confirms nothing without the CGV accepted (L221-14), a double click included', () => {
    const termsRequired = { terms_accepted: ['Pour commander, cochez la case d’acceptation des conditions générales de vente.'] };
    expect(given(created, line, addresses, pickup).when(confirm({ termsAccepted: false })).refusal?.errors).toEqual(termsRequired);
    const confirmed = given(created, line, addresses, pickup).when(confirm()).events;
    expect(given(created, line, addresses, pickup, ...confirmed).when(confirm({ termsAccepted: false })).refusal?.errors).toEqual(termsRequired);
  });

  it('changes nothing when confirmed twice (a double click)', () => {
    const confirmed = given(created, line, addresses, pickup).when(confirm()).events;
    expect(given(created, line, addresses, pickup, ...confirmed).when(confirm()).events).toEqual([]);
  });

  it('asks for a login, then for the addresses and a relay point', () => {
    expect(given(anonymous, line).when(confirm()).refusal?.detail).toBe('Votre panier doit être rattaché à votre compte : connectez-vous pour le valider.');
    expect(given(created, line).when(confirm()).refusal?.errors).toEqual({
      billing_address: ['Veuillez choisir une adresse de facturation.'],
      shipping_address: ['Veuillez choisir une adresse de livraison.'],
    });
    expect(given(created, line, addresses, relayMode).when(confirm()).refusal?.errors).toEqual({ shipments: ['Veuillez choisir un point relais.'] });
  });

  it('refuses an empty cart as empty, not as incomplete', () => {
    expect(given(created).when(confirm({ current: {} })).refusal?.detail).toBe('Votre panier est vide.');
  });

  it('records a catalogue change instead of confirming', () => {
    const { events } = given(created, line, addresses, pickup).when(confirm({ current: { l1: book({ unitPriceCents: 2200 }) } }));
    expect(events.map((e) => e.type)).toEqual(['CartContentChanged']);
  });

  it('refuses a paid order as paid', () => {
    const paid: CartEvent[] = [
      { type: 'CartConfirmed', data: { totalCents: 2000 } },
      { type: 'CartPaid', data: { means: 'voucher', amountCents: 0, paidAt: '2026-11-21T10:00:00Z' } },
    ];
    expect(given(created, line, addresses, pickup, ...paid).when(confirm()).refusal?.detail).toBe('Cette commande est déjà payée.');
  });
});
