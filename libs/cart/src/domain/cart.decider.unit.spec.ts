import type { CartCommand, RewardRequest, RewardSnapshot } from './cart.commands';
import { priceCart } from './cart-pricing';
import type { CartEvent } from './cart.events';
import type { ProductSnapshot } from './cart.types';
import { isUsableVoucher, type TypedVoucher } from './voucher-code';
import { given, bookSnapshot, labelSales } from './testing/decider.fixtures';

const book = bookSnapshot;
const created: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: null } };
const bookLine = (over: Partial<ProductSnapshot> = {}, quantity = 1): CartEvent => ({
  type: 'LineAdded',
  data: { line: { lineId: 'l1', product: book(over), variantId: null, quantity, dedications: over.dedication ? Array(quantity).fill('') : [], contributionId: null } },
});
const confirmed: CartEvent = { type: 'CartConfirmed', data: { totalCents: 2500 } };
const paid: CartEvent = { type: 'CartPaid', data: { means: 'voucher', amountCents: 0, paidAt: '2026-11-21T10:00:00Z' } };

const reward = (over: Partial<RewardSnapshot> = {}, product: Partial<ProductSnapshot> = {}): RewardSnapshot => ({
  product: book({ productId: 50, kind: 'compensation', name: 'Le livre', unitPriceCents: 2500, ...product }),
  crowdfundingId: 7,
  remainingQuantity: null,
  lockedByVoucher: false,
  ...over,
});
const request = (over: Partial<RewardRequest> = {}): RewardRequest => ({
  lineId: 'r1',
  reward: reward(),
  quantity: 1,
  variantId: null,
  dedications: [],
  voucherCodes: [],
  ...over,
});
const contribute = (over: Partial<Extract<CartCommand, { type: 'Contribute' }>> = {}): CartCommand => ({
  type: 'Contribute',
  contributionId: 'k1',
  crowdfundingId: 7,
  campaignFound: true,
  campaignRunning: true,
  crowdfundingOpen: true,
  askedRewards: [{ compensationId: 50, found: true }],
  amountCents: 3000,
  noCompensation: false,
  confirmGift: true,
  rewards: [request()],
  cheapestAvailableRewardCents: 2500,
  viewerIsBookseller: false,
  vouchers: {},
  voucherHolders: {},
  ...over,
});
/** The checkout's confirmation at the catalogue's current snapshots, the CGV accepted, every label selling. */
const confirm = (over: Partial<Extract<CartCommand, { type: 'Confirm' }>> = {}): CartCommand => ({
  type: 'Confirm',
  current: { l1: book() },
  totalCents: 2500,
  termsAccepted: true,
  lineSales: {},
  crowdfundingOpen: {},
  ...over,
});

describe('cart decider', () => {
  describe('creation and owner', () => {
    it('creates a cart once', () => {
      expect(given().when({ type: 'CreateCart', cartId: 'c1', labelId: 1, ownerId: null }).events).toEqual([created]);
      expect(given(created).when({ type: 'CreateCart', cartId: 'c1', labelId: 1, ownerId: null }).events).toEqual([]);
    });
    it('assigns an owner to an anonymous cart, never takes another user’s', () => {
      expect(given(created).when({ type: 'AssignOwner', ownerId: 3 }).events).toEqual([{ type: 'OwnerAssigned', data: { ownerId: 3 } }]);
      const owned = { type: 'OwnerAssigned', data: { ownerId: 3 } } as CartEvent;
      expect(given(created, owned).when({ type: 'AssignOwner', ownerId: 3 }).events).toEqual([]);
      expect(given(created, owned).when({ type: 'AssignOwner', ownerId: 4 }).refusal?.status).toBe(404);
    });
  });

  describe('lines', () => {
    const add = (over: Partial<Extract<CartCommand, { type: 'AddProduct' }>> = {}): CartCommand => ({
      type: 'AddProduct',
      lineId: 'l2',
      productId: 10,
      product: book(),
      labelSales: labelSales(),
      variantId: null,
      quantity: 1,
      viewerIsBookseller: false,
      ...over,
    });
    it('adds a line, and raises the quantity when the same product is added again', () => {
      expect(given(created).when(add()).events[0]).toMatchObject({ type: 'LineAdded', data: { line: { lineId: 'l2', quantity: 1 } } });
      expect(given(created, bookLine()).when(add({ quantity: 2 })).events).toEqual([{ type: 'LineQuantityChanged', data: { lineId: 'l1', quantity: 3 } }]);
    });
    it('refuses out of stock, a missing or unknown variant, a bookseller-only product and a quantity under 1', () => {
      expect(given(created).when(add({ product: book({ outOfStock: true }) })).refusal?.detail).toBe('Ce produit est en rupture de stock.');
      expect(given(created).when(add({ product: book({ variantIds: [1, 2] }) })).refusal?.errors).toEqual({ variant: ["Merci de sélectionner l'option qui vous désirez."] });
      expect(given(created).when(add({ product: book({ variantIds: [1, 2] }), variantId: 9 })).refusal?.errors).toEqual({
        variant: ["Cette option n'existe pas pour ce produit."],
      });
      expect(given(created).when(add({ product: book({ booksellerOnly: true }) })).refusal?.detail).toBe('Cette contrepartie est réservée aux libraires.');
      expect(given(created).when(add({ product: book({ booksellerOnly: true }), viewerIsBookseller: true })).refusal).toBeNull();
      expect(given(created).when(add({ quantity: 0 })).refusal?.errors).toEqual({ quantity: ['La quantité minimum est 1.'] });
    });
    it('refuses a product the catalogue does not have, and a reward on its own, whatever the cart’s state', () => {
      expect(given(created).when(add({ productId: 99, product: null })).refusal?.errors).toEqual({ product: ['Clé primaire "99" non valide - l\'objet n\'existe pas.'] });
      expect(given(created).when(add({ product: book({ kind: 'compensation' }) })).refusal?.errors).toEqual({
        product: ['Ce produit ne peut pas être ajouté directement au panier.'],
      });
      // checked before the cart itself: a confirmed cart still hears about the product
      expect(given(created, bookLine(), confirmed).when(add({ productId: 99, product: null })).refusal?.errors).toEqual({
        product: ['Clé primaire "99" non valide - l\'objet n\'existe pas.'],
      });
    });
    it('refuses a product whose label closed its sale: the cart for all, the bookshop for books, the shop for goodies and gift cards', () => {
      const refused = (product: ProductSnapshot, over: Partial<ReturnType<typeof labelSales>>) =>
        given(created).when(add({ product, labelSales: labelSales(over) })).refusal?.errors;
      expect(refused(book(), { cart: false })).toEqual({ product: ['Cette collection ne vend pas en ligne : ce produit ne peut pas être ajouté au panier.'] });
      expect(refused(book(), { library: false })).toEqual({ product: ['La librairie de cette collection est fermée : ce livre ne peut pas être ajouté au panier.'] });
      expect(refused(book({ kind: 'goodie' }), { shop: false })).toEqual({
        product: ['La boutique de cette collection est fermée : ce produit ne peut pas être ajouté au panier.'],
      });
      expect(refused(book({ kind: 'giftcard' }), { shop: false })).toEqual({
        product: ['La boutique de cette collection est fermée : ce produit ne peut pas être ajouté au panier.'],
      });
      // each switch closes its own pages only
      expect(refused(book(), { shop: false, crowdfunding: false })).toBeUndefined();
      expect(refused(book({ kind: 'goodie' }), { library: false, crowdfunding: false })).toBeUndefined();
    });
    it('checks quantity and one dedication per unit when a line changes', () => {
      const dedicated = given(created, bookLine({ dedication: true }));
      expect(dedicated.when({ type: 'ChangeLine', lineId: 'l1', quantity: null, dedications: [], viewerIsBookseller: false }).refusal?.errors).toEqual({
        quantity: ['Le champ quantité doit être renseigné.'],
      });
      expect(dedicated.when({ type: 'ChangeLine', lineId: 'l1', quantity: 0, dedications: [], viewerIsBookseller: false }).refusal?.errors).toEqual({
        quantity: ['La quantité minimum est 1.'],
      });
      expect(dedicated.when({ type: 'ChangeLine', lineId: 'l1', quantity: 2, dedications: ['Pour Léa'], viewerIsBookseller: false }).refusal?.errors).toEqual({
        dedications: ['Il est nécessaire de remplir la dédicace'],
      });
      expect(dedicated.when({ type: 'ChangeLine', lineId: 'l1', quantity: 1, dedications: ['x'.repeat(101)], viewerIsBookseller: false }).refusal?.errors).toEqual({
        dedications: ['La dédicace ne doit pas dépasser 100 caractères'],
      });
      expect(dedicated.when({ type: 'ChangeLine', lineId: 'l1', quantity: 2, dedications: [' Pour Léa ', 'Pour Tom'], viewerIsBookseller: false }).events).toEqual([
        { type: 'LineQuantityChanged', data: { lineId: 'l1', quantity: 2 } },
        { type: 'LineDedicationsChanged', data: { lineId: 'l1', dedications: ['Pour Léa', 'Pour Tom'] } },
      ]);
    });
    it('resizes dedications with the quantity', () => {
      const { state } = given(
        created,
        bookLine({ dedication: true }),
        { type: 'LineDedicationsChanged', data: { lineId: 'l1', dedications: ['A'] } },
        { type: 'LineQuantityChanged', data: { lineId: 'l1', quantity: 3 } },
      );
      expect(state.lines[0].dedications).toEqual(['A', '', '']);
    });
    it('removes a line, and answers 404 for an unknown one', () => {
      expect(given(created, bookLine()).when({ type: 'RemoveLine', lineId: 'l1' }).events).toEqual([{ type: 'LineRemoved', data: { lineId: 'l1' } }]);
      expect(given(created).when({ type: 'RemoveLine', lineId: 'x' }).refusal?.status).toBe(404);
    });
  });

  describe('contributions (spec section 5)', () => {
    it('records the contribution and its reward lines', () => {
      const { events } = given(created).when(contribute());
      expect(events[0]).toMatchObject({
        type: 'ContributionAdded',
        data: { contribution: { amountCents: 3000, rewardLineIds: ['r1'] }, rewardLines: [{ lineId: 'r1', contributionId: 'k1' }] },
      });
    });
    it('refuses a campaign or rewards that do not exist, before anything else', () => {
      expect(given(created).when(contribute({ campaignFound: false, campaignRunning: false })).refusal?.errors).toEqual({
        crowdfunding: ['Clé primaire "7" non valide - l\'objet n\'existe pas.'],
      });
      // each reward named gets its message at its place in the request
      const asked = [
        { compensationId: 50, found: true },
        { compensationId: 404, found: false },
      ];
      expect(given(created).when(contribute({ askedRewards: asked })).refusal?.errors).toEqual({
        compensations: [{}, { compensation: ['Clé primaire "404" non valide - l\'objet n\'existe pas.'] }],
      });
      // rewards not wanted are not looked at
      expect(given(created).when(contribute({ askedRewards: asked, noCompensation: true, rewards: [] })).refusal).toBeNull();
      expect(given(created, bookLine(), confirmed).when(contribute({ askedRewards: asked })).refusal?.errors).toHaveProperty('compensations');
    });
    it('asks for at least one euro, and a positive amount', () => {
      expect(given(created).when(contribute({ amountCents: 50, rewards: [] })).refusal?.errors).toEqual({ contribution: ["La valeur de la contribution est d'un euro minimum."] });
      expect(given(created).when(contribute({ amountCents: 0, rewards: [] })).refusal?.errors).toEqual({ contribution: ["Votre contribution n'est pas valide"] });
      expect(given(created).when(contribute({ amountCents: null, rewards: [] })).refusal?.errors).toEqual({ contribution: ["Votre contribution n'est pas valide"] });
    });
    it('refuses rewards above the contribution', () => {
      expect(given(created).when(contribute({ amountCents: 2000 })).refusal?.errors).toEqual({
        contribution: ['Les contributions sélectionné sont supérieur à votre contribution'],
      });
    });
    it('asks for every dedication, at most 100 characters', () => {
      const dedicated = reward({}, { dedication: true });
      expect(given(created).when(contribute({ amountCents: 5000, rewards: [request({ reward: dedicated, quantity: 2, dedications: ['Pour Léa'] })] })).refusal?.errors).toEqual({
        compensations: [{ dedications: ['Il est nécessaire de remplir le champ de dédicace'] }],
      });
      expect(given(created).when(contribute({ rewards: [request({ reward: dedicated, dedications: ['x'.repeat(101)] })] })).refusal?.errors).toEqual({
        compensations: [{ dedications: ['La dédicace ne doit pas dépasser 100 caractères'] }],
      });
    });
    it('asks for a voucher code of at most 8 characters for a voucher-locked reward', () => {
      const locked = reward({ lockedByVoucher: true });
      const message = { compensations: [{ vouchers: ["Il est nécessaire de fournir un bon d'achat pour cette contrepartie"] }] };
      expect(given(created).when(contribute({ rewards: [request({ reward: locked })] })).refusal?.errors).toEqual(message);
      expect(given(created).when(contribute({ rewards: [request({ reward: locked, voucherCodes: ['TROPLONG99'] })] })).refusal?.errors).toEqual(message);
      expect(given(created).when(contribute({ rewards: [request({ reward: locked, voucherCodes: [' abcd1234 '] })], vouchers: { ABCD1234: 'usable' } })).refusal).toBeNull();
    });
    it('accepts only a real, unexpired voucher with something left to unlock a reward', () => {
      const locked = request({ reward: reward({ lockedByVoucher: true }), voucherCodes: ['ABCD1234'] });
      const refusal = (vouchers: Record<string, 'usable' | 'unknown' | 'expired' | 'spent'>) => given(created).when(contribute({ rewards: [locked], vouchers })).refusal?.errors;
      expect(refusal({})).toEqual({ compensations: [{ vouchers: ["Ce bon d'achat n'existe pas : vérifiez le code saisi pour cette contrepartie."] }] });
      expect(refusal({ ABCD1234: 'expired' })).toEqual({ compensations: [{ vouchers: ["Ce bon d'achat a expiré : il ne permet plus de choisir cette contrepartie."] }] });
      expect(refusal({ ABCD1234: 'spent' })).toEqual({
        compensations: [{ vouchers: ["Ce bon d'achat a déjà été entièrement utilisé : il ne permet plus de choisir cette contrepartie."] }],
      });
    });
    it('unlocks a reward with a code claimed into an account only in that account’s cart', () => {
      const locked = request({ reward: reward({ lockedByVoucher: true }), voucherCodes: ['ABCD1234'] });
      const cmd = contribute({ rewards: [locked], vouchers: { ABCD1234: 'usable' }, voucherHolders: { ABCD1234: 3 } });
      expect(given(created).when(cmd).refusal?.errors).toEqual({
        compensations: [{ vouchers: ["Ce bon d'achat est rattaché à un autre compte : il ne permet pas de choisir cette contrepartie."] }],
      });
      expect(given(created, { type: 'OwnerAssigned', data: { ownerId: 3 } }).when(cmd).refusal).toBeNull();
    });
    it('asks for a variant when the reward has some', () => {
      const shirt = reward({}, { variantIds: [3, 4] });
      expect(given(created).when(contribute({ rewards: [request({ reward: shirt })] })).refusal?.errors).toEqual({
        compensations: [{ variant: ["Merci de sélectionner l'option qui vous désirez."] }],
      });
    });
    it('keeps a limited reward within what is left', () => {
      const limited = reward({ remainingQuantity: 2 });
      expect(given(created).when(contribute({ amountCents: 9000, rewards: [request({ reward: limited, quantity: 3 })] })).refusal?.errors).toEqual({
        compensations: [{ quantity: ['Il ne reste que 2 exemplaires de cette contrepartie.'] }],
      });
      expect(given(created).when(contribute({ rewards: [request({ reward: reward({ remainingQuantity: 0 }) })] })).refusal?.errors).toEqual({
        compensations: [{ quantity: ['Cette contrepartie est épuisée.'] }],
      });
    });
    it('keeps bookseller-only rewards for booksellers', () => {
      const pro = reward({}, { booksellerOnly: true });
      expect(given(created).when(contribute({ rewards: [request({ reward: pro })] })).refusal?.errors).toEqual({
        compensations: [{ compensation: ['Cette contrepartie est réservée aux libraires.'] }],
      });
      expect(given(created).when(contribute({ rewards: [request({ reward: pro })], viewerIsBookseller: true })).refusal).toBeNull();
    });
    it('asks to confirm the gift when the leftover could buy another reward', () => {
      const cmd = contribute({ amountCents: 6000, confirmGift: false });
      expect(given(created).when(cmd).refusal?.errors).toEqual({ confirm_gift: ['Merci de cocher la case ci-dessus ou de choisir une contrepartie supplémentaire'] });
      expect(given(created).when(contribute({ amountCents: 4000, confirmGift: false })).refusal).toBeNull();
      expect(given(created).when(contribute({ amountCents: 6000, confirmGift: false, noCompensation: true })).refusal).toBeNull();
    });
    it('refuses a reward of another campaign and a closed campaign', () => {
      expect(given(created).when(contribute({ rewards: [request({ reward: reward({ crowdfundingId: 8 }) })] })).refusal?.errors).toMatchObject({
        compensations: [{ compensation: ["Cette contrepartie n'appartient pas à ce financement participatif."] }],
      });
      expect(given(created).when(contribute({ campaignRunning: false })).refusal?.detail).toBe("Ce financement participatif n'est pas en cours.");
    });
    it('refuses a contribution to a campaign whose label closed its crowdfunding', () => {
      expect(given(created).when(contribute({ crowdfundingOpen: false })).refusal?.errors).toEqual({
        crowdfunding: ['Cette collection ne propose pas de financement participatif : ce projet ne reçoit pas de contribution.'],
      });
    });
    it('drops rewards when the backer wants none', () => {
      const { events } = given(created).when(contribute({ noCompensation: true }));
      expect(events[0]).toMatchObject({ data: { rewardLines: [], contribution: { noCompensation: true, rewardLineIds: [] } } });
    });
  });

  describe('delivery and vouchers', () => {
    it('records addresses, bundle, mode and relay point; a new mode forgets the relay point', () => {
      const relay = {
        id: '012345',
        name: 'Tabac',
        address1: '1 rue',
        address2: '',
        postalCode: '75001',
        city: 'Paris',
        country: 'FR',
        lat: '48.8',
        long: '2.3',
        nature: '1',
        letter: 'A',
      };
      const { state } = given(
        created,
        { type: 'AddressesChosen', data: { shippingAddressId: 1, billingAddressId: 2 } },
        { type: 'ShipmentModeChosen', data: { shipmentKey: 'all', mode: 'mondial_relay' } },
        { type: 'ParcelShopChosen', data: { shipmentKey: 'all', parcelShop: relay } },
      );
      expect(state.shipments.all).toEqual({ mode: 'mondial_relay', parcelShop: relay });
      expect(given(created).when({ type: 'ChooseBundle', bundle: true }).events).toEqual([{ type: 'BundleChosen', data: { bundle: true } }]);
      const changed = [
        ...[created],
        { type: 'ShipmentModeChosen', data: { shipmentKey: 'all', mode: 'mondial_relay' } } as CartEvent,
        { type: 'ParcelShopChosen', data: { shipmentKey: 'all', parcelShop: relay } } as CartEvent,
        { type: 'ShipmentModeChosen', data: { shipmentKey: 'all', mode: 'colissimo' } } as CartEvent,
      ];
      expect(given(...changed).state.shipments.all).toEqual({ mode: 'colissimo', parcelShop: null });
    });
    const typed = (over: Partial<TypedVoucher> = {}): TypedVoucher => ({ code: 'ABCD1234', known: true, expired: false, remainingCents: 5000, holderId: null, ...over });
    it('refuses an unknown, expired or spent code, before looking at the cart', () => {
      const apply = (voucher: TypedVoucher): CartCommand => ({ type: 'ApplyVoucher', usageId: 'u1', voucher, remainingToPayCents: 2500 });
      expect(given(created, bookLine()).when(apply(typed({ known: false, remainingCents: 0 }))).refusal?.errors).toEqual({ code: ["Ce bon d'achat n'existe pas."] });
      expect(given(created, bookLine()).when(apply(typed({ expired: true }))).refusal?.errors).toEqual({ code: ["Ce bon d'achat a expiré."] });
      expect(given(created, bookLine()).when(apply(typed({ remainingCents: 0 }))).refusal?.errors).toEqual({ code: ["Ce bon d'achat a déjà été entièrement utilisé."] });
      expect(given(created, bookLine(), confirmed).when(apply(typed({ known: false }))).refusal?.errors).toEqual({ code: ["Ce bon d'achat n'existe pas."] });
    });
    it('takes a code claimed into an account in that account’s carts only', () => {
      const apply: CartCommand = { type: 'ApplyVoucher', usageId: 'u1', voucher: typed({ holderId: 3 }), remainingToPayCents: 2500 };
      const held = { code: ["Ce bon d'achat est rattaché à un autre compte : il ne peut servir que dans les paniers de ce compte."] };
      const ownedBy = (ownerId: number): CartEvent => ({ type: 'OwnerAssigned', data: { ownerId } });
      expect(given(created, ownedBy(4), bookLine()).when(apply).refusal?.errors).toEqual(held);
      expect(given(created, bookLine()).when(apply).refusal?.errors).toEqual(held);
      // said before its expiry or balance: nothing more is told of another account's voucher
      expect(given(created, bookLine()).when({ ...apply, voucher: typed({ holderId: 3, expired: true }) } as CartCommand).refusal?.errors).toEqual(held);
      expect(given(created, ownedBy(3), bookLine()).when(apply).events).toEqual([{ type: 'VoucherApplied', data: { usageId: 'u1', code: 'ABCD1234', amountCents: 2500 } }]);
    });
    it('applies a voucher up to what is left to pay, once per code', () => {
      expect(given(created, bookLine()).when({ type: 'ApplyVoucher', usageId: 'u1', voucher: typed(), remainingToPayCents: 2500 }).events).toEqual([
        { type: 'VoucherApplied', data: { usageId: 'u1', code: 'ABCD1234', amountCents: 2500 } },
      ]);
      const applied: CartEvent = { type: 'VoucherApplied', data: { usageId: 'u1', code: 'ABCD1234', amountCents: 2500 } };
      expect(given(created, applied).when({ type: 'ApplyVoucher', usageId: 'u2', voucher: typed(), remainingToPayCents: 100 }).events).toEqual([]);
      expect(given(created, applied).when({ type: 'RemoveVoucher', usage: { usageId: 'u1' } }).events).toEqual([{ type: 'VoucherRemoved', data: { usageId: 'u1' } }]);
      expect(given(created).when({ type: 'RemoveVoucher', usage: { usageId: 'zz' } }).refusal?.status).toBe(404);
    });
    it('counts only a usable code as a right one (the rate limit gives its points back)', () => {
      expect(isUsableVoucher(typed(), null)).toBe(true);
      expect(isUsableVoucher(typed({ holderId: 3 }), 3)).toBe(true);
      expect([typed({ known: false }), typed({ expired: true }), typed({ remainingCents: 0 }), typed({ holderId: 3 })].map((v) => isUsableVoucher(v, 4))).toEqual([
        false,
        false,
        false,
        false,
      ]);
    });
    it('removes a voucher named by the code typed, in any case and spacing; an unknown code is not found', () => {
      const applied: CartEvent = { type: 'VoucherApplied', data: { usageId: 'u1', code: 'ABCD1234', amountCents: 2500 } };
      expect(given(created, applied).when({ type: 'RemoveVoucher', usage: { code: ' abcd1234 ' } }).events).toEqual([{ type: 'VoucherRemoved', data: { usageId: 'u1' } }]);
      expect(given(created, applied).when({ type: 'RemoveVoucher', usage: { code: 'ZZZZ0000' } }).refusal).toMatchObject({ detail: 'Pas trouvé.', status: 404 });
      // an unknown usage is not found even on a confirmed cart
      expect(given(created, bookLine(), applied, confirmed).when({ type: 'RemoveVoucher', usage: { usageId: 'zz' } }).refusal?.status).toBe(404);
    });
  });

  describe('addresses (PATCH carts/{id})', () => {
    const owned: CartEvent = { type: 'OwnerAssigned', data: { ownerId: 3 } };
    const choose = (over: Partial<Extract<CartCommand, { type: 'ChooseAddresses' }>> = {}): CartCommand => ({
      type: 'ChooseAddresses',
      callerId: 3,
      shippingAddressId: 1,
      billingAddressId: 2,
      ownedAddressIds: [1, 2],
      ...over,
    });
    it('records the owner’s own addresses, keeping the one not sent', () => {
      expect(given(created, owned).when(choose()).events).toEqual([{ type: 'AddressesChosen', data: { shippingAddressId: 1, billingAddressId: 2 } }]);
      const chosen: CartEvent = { type: 'AddressesChosen', data: { shippingAddressId: 1, billingAddressId: 2 } };
      expect(given(created, owned, chosen).when(choose({ shippingAddressId: undefined, billingAddressId: 5, ownedAddressIds: [5] })).events).toEqual([
        { type: 'AddressesChosen', data: { shippingAddressId: 1, billingAddressId: 5 } },
      ]);
      // null clears an address: nothing to own
      expect(given(created, owned, chosen).when(choose({ shippingAddressId: null, billingAddressId: undefined, ownedAddressIds: [] })).events).toEqual([
        { type: 'AddressesChosen', data: { shippingAddressId: null, billingAddressId: 2 } },
      ]);
    });
    it('answers not found for someone else’s address, even on a confirmed cart', () => {
      expect(given(created, owned).when(choose({ ownedAddressIds: [1] })).refusal).toMatchObject({ detail: 'Pas trouvé.', status: 404 });
      expect(given(created, owned, bookLine(), confirmed).when(choose({ ownedAddressIds: [2] })).refusal?.status).toBe(404);
    });
    it('puts addresses on the caller’s own cart only, never on an anonymous one', () => {
      expect(given(created).when(choose()).refusal).toMatchObject({ detail: 'Pas trouvé.', status: 404 });
      expect(given(created, owned).when(choose({ callerId: 4 })).refusal?.status).toBe(404);
      // clearing both addresses chooses none: anyone holding the cart may
      expect(given(created).when(choose({ callerId: null, shippingAddressId: null, billingAddressId: null, ownedAddressIds: [] })).events).toHaveLength(1);
    });
    it('leaves the addresses of a confirmed cart as they are', () => {
      expect(given(created, owned, bookLine(), confirmed).when(choose()).refusal?.detail).toBe('Votre panier est en cours de paiement : annulez la validation pour le modifier.');
    });
  });

  describe('confirmation and payment', () => {
    it('confirms a cart whose content did not change, recording that the customer accepted the CGV', () => {
      expect(given(created, bookLine()).when(confirm()).events).toEqual([{ type: 'CartConfirmed', data: { totalCents: 2500, termsAccepted: true } }]);
    });
    it('confirms nothing without the CGV accepted, naming the field', () => {
      const refused = given(created, bookLine()).when(confirm({ termsAccepted: false })).refusal;
      expect(refused?.errors).toEqual({ terms_accepted: ['Pour commander, cochez la case d’acceptation des conditions générales de vente.'] });
    });
    it('records the new content instead when prices or stock changed', () => {
      const { events } = given(created, bookLine()).when(confirm({ current: { l1: book({ unitPriceCents: 2200 }) }, totalCents: 2700 }));
      expect(events).toEqual([{ type: 'CartContentChanged', data: { updated: [{ lineId: 'l1', product: book({ unitPriceCents: 2200 }) }], removedLineIds: [] } }]);
      const gone = given(created, bookLine()).when(confirm({ current: { l1: null }, totalCents: 0 })).events[0];
      expect(gone).toEqual({ type: 'CartContentChanged', data: { updated: [], removedLineIds: ['l1'] } });
      expect(given(created, bookLine(), gone).state.lines).toEqual([]);
    });
    it('takes out a product whose label closed its sale since it was added, as one no longer sold', () => {
      const { events } = given(created, bookLine()).when(confirm({ lineSales: { l1: labelSales({ library: false }) } }));
      expect(events).toEqual([{ type: 'CartContentChanged', data: { updated: [], removedLineIds: ['l1'] } }]);
      expect(given(created, bookLine()).when(confirm({ lineSales: { l1: labelSales({ shop: false }) } })).events[0].type).toBe('CartConfirmed');
    });
    it('refuses to confirm a contribution to a campaign whose label closed its crowdfunding', () => {
      const backed = given(created).when(contribute({ noCompensation: true })).events;
      const refused = given(created, ...backed).when(confirm({ current: {}, totalCents: 3000, crowdfundingOpen: { 7: false } })).refusal;
      expect(refused?.detail).toBe('Un financement participatif de votre panier ne reçoit plus de contribution : retirez cette contribution pour valider votre panier.');
      expect(given(created, ...backed).when(confirm({ current: {}, totalCents: 3000, crowdfundingOpen: { 7: true } })).events[0].type).toBe('CartConfirmed');
    });
    it('refuses to confirm an empty cart', () => {
      expect(given(created).when(confirm({ current: {}, totalCents: 0 })).refusal?.detail).toBe('Votre panier est vide.');
    });
    it('freezes a confirmed cart until it is unconfirmed', () => {
      const frozen = given(created, bookLine(), confirmed);
      expect(frozen.state.status).toBe(1);
      expect(frozen.when({ type: 'RemoveLine', lineId: 'l1' }).refusal?.detail).toBe('Votre panier est en cours de paiement : annulez la validation pour le modifier.');
      expect(frozen.when({ type: 'Unconfirm', reason: 'customer' }).events).toEqual([{ type: 'CartUnconfirmed', data: { reason: 'customer' } }]);
      expect(given(created).when({ type: 'Unconfirm', reason: 'customer' }).events).toEqual([]);
    });
    it('is paid once, only after confirmation', () => {
      const pay: CartCommand = { type: 'MarkPaid', means: 'credit-card', amountCents: 2500, paidAt: '2026-11-21T10:00:00Z' };
      expect(given(created, bookLine()).when(pay).refusal?.detail).toBe('Le panier doit être validé avant le paiement.');
      expect(given(created, bookLine(), confirmed).when(pay).events).toEqual([
        { type: 'CartPaid', data: { means: 'credit-card', amountCents: 2500, paidAt: '2026-11-21T10:00:00Z' } },
      ]);
      const done = given(created, bookLine(), confirmed, paid);
      expect(done.state.status).toBe(2);
      expect(done.when(pay).events).toEqual([]);
      expect(done.when({ type: 'Unconfirm', reason: 'customer' }).refusal?.detail).toBe('Cette commande est déjà payée.');
      expect(done.when({ type: 'ChoosePaymentMeans', means: 'wire' }).refusal?.detail).toBe('Cette commande est déjà payée.');
    });
    it('records the payment means', () => {
      expect(given(created, bookLine(), confirmed).when({ type: 'ChoosePaymentMeans', means: 'wire' }).events).toEqual([{ type: 'PaymentMeansChosen', data: { means: 'wire' } }]);
    });
  });

  describe('removing a contribution', () => {
    // 30 € for the 25 € reward r1, and a book line beside it
    const added = given(created).when(contribute()).events[0];
    const withBook = given(created, bookLine(), added);

    it('takes the contribution back with its reward lines, and leaves the rest', () => {
      const { events } = withBook.when({ type: 'RemoveContribution', contributionId: 'k1' });
      expect(events).toEqual([{ type: 'ContributionRemoved', data: { contributionId: 'k1', rewardLineIds: ['r1'] } }]);
      const after = given(created, bookLine(), added, ...events).state;
      expect(after.contributions).toEqual([]);
      expect(after.lines.map((l) => l.lineId)).toEqual(['l1']);
      expect(priceCart(after, { booksellerDiscountBp: null }, 0).subTotalCents).toBe(2000);
    });
    it('takes back a contribution without rewards', () => {
      const gift = given(created).when(contribute({ noCompensation: true, amountCents: 1200, rewards: [] })).events[0];
      expect(given(created, gift).when({ type: 'RemoveContribution', contributionId: 'k1' }).events).toEqual([
        { type: 'ContributionRemoved', data: { contributionId: 'k1', rewardLineIds: [] } },
      ]);
    });
    it('does not know a contribution of another cart', () => {
      expect(withBook.when({ type: 'RemoveContribution', contributionId: 'k2' }).refusal).toMatchObject({ status: 404, detail: 'Pas trouvé.' });
    });
    it('follows the rule of the lines once confirmed or paid', () => {
      const frozen = given(created, added, confirmed);
      expect(frozen.when({ type: 'RemoveContribution', contributionId: 'k1' }).refusal?.detail).toBe(
        'Votre panier est en cours de paiement : annulez la validation pour le modifier.',
      );
      expect(given(created, added, confirmed, paid).when({ type: 'RemoveContribution', contributionId: 'k1' }).refusal?.detail).toBe('Cette commande est déjà payée.');
    });
  });

  describe('reward lines and their contribution', () => {
    const added = given(created).when(contribute({ amountCents: 6000 })).events[0];

    it('keeps the amount when a reward line is removed: the difference becomes a gift', () => {
      const removed = given(created, added).when({ type: 'RemoveLine', lineId: 'r1' }).events;
      const after = given(created, added, ...removed).state;
      expect(after.contributions).toEqual([expect.objectContaining({ contributionId: 'k1', amountCents: 6000, rewardLineIds: [] })]);
      expect(priceCart(after, { booksellerDiscountBp: null }, 0)).toMatchObject({ donationsCents: 6000, subTotalCents: 6000 });
    });
    it('lets a reward line take more units only while the rewards stay within the amount', () => {
      const cart = given(created, added);
      expect(cart.when({ type: 'ChangeLine', lineId: 'r1', quantity: 2, dedications: [], viewerIsBookseller: false }).events).toEqual([
        { type: 'LineQuantityChanged', data: { lineId: 'r1', quantity: 2 } },
      ]);
      expect(cart.when({ type: 'ChangeLine', lineId: 'r1', quantity: 3, dedications: [], viewerIsBookseller: false }).refusal?.errors).toEqual({
        quantity: ['Les contributions sélectionné sont supérieur à votre contribution'],
      });
      const fewer = given(created, added, { type: 'LineQuantityChanged', data: { lineId: 'r1', quantity: 2 } });
      expect(fewer.when({ type: 'ChangeLine', lineId: 'r1', quantity: 1, dedications: [], viewerIsBookseller: false }).events).toEqual([
        { type: 'LineQuantityChanged', data: { lineId: 'r1', quantity: 1 } },
      ]);
    });
    it('gives no more units of a reward unlocked by a voucher code', () => {
      const locked = request({ reward: reward({ lockedByVoucher: true }), voucherCodes: ['ABCD1234'] });
      const withCode = given(created).when(contribute({ amountCents: 6000, rewards: [locked], vouchers: { ABCD1234: 'usable' } })).events[0];
      expect(given(created, withCode).when({ type: 'ChangeLine', lineId: 'r1', quantity: 2, dedications: [], viewerIsBookseller: false }).refusal?.errors).toEqual({
        quantity: ["Pour une contrepartie débloquée par un bon d'achat, contribuez à nouveau depuis la page du projet."],
      });
    });
  });
});
