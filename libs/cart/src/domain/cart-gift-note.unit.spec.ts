import type { CartCommand } from './cart.commands';
import { cartDecider } from './cart.decider';
import type { CartEvent } from './cart.events';
import type { ProductSnapshot } from './cart.types';
import { given } from './testing/decider.fixtures';

const snapshot = (over: Partial<ProductSnapshot> = {}): ProductSnapshot => ({
  productId: 301,
  kind: 'giftcard',
  name: 'Carte cadeau',
  unitPriceCents: 2500,
  vatRateBp: 0,
  dedication: false,
  variantIds: [],
  outOfStock: false,
  booksellerOnly: false,
  expectedShipmentDate: null,
  needsDelivery: false,
  ...over,
});
const giftCard = snapshot();
const book = snapshot({ productId: 10, kind: 'book', name: 'Le Chant des pierres', unitPriceCents: 2000, vatRateBp: 550, needsDelivery: true });
const created: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: null } };
const lineOf = (product: ProductSnapshot, lineId = 'l1', gift?: { recipientName: string; message: string }): CartEvent => ({
  type: 'LineAdded',
  data: { line: { lineId, product, variantId: null, quantity: 1, dedications: [], contributionId: null, ...(gift ? { gift } : {}) } },
});
const add = (product: ProductSnapshot, gift?: { recipientName: string; message: string }): CartCommand => ({
  type: 'AddProduct',
  lineId: 'l2',
  productId: product.productId,
  product,
  labelSales: null,
  variantId: null,
  quantity: 1,
  viewerIsBookseller: false,
  ...(gift ? { gift } : {}),
});
const change = (gift?: { recipientName: string; message: string }): CartCommand => ({
  type: 'ChangeLine',
  lineId: 'l1',
  quantity: 1,
  dedications: [],
  viewerIsBookseller: false,
  ...(gift ? { gift } : {}),
});
const forMarie = { recipientName: 'Marie', message: 'Bon anniversaire !' };

describe('cart decider: a gift card bought as a gift', () => {
  it('records the recipient and the message on a gift card line, tidied', () => {
    // when a gift card is added with a name and a two-line message typed with spaces and Windows line ends
    const { events } = given(created).when(add(giftCard, { recipientName: '  Marie ', message: ' Bon anniversaire !\r\nÀ bientôt ' }));
    // then the line carries them trimmed, with plain line breaks
    expect(events).toEqual([
      { type: 'LineAdded', data: { line: expect.objectContaining({ lineId: 'l2', gift: { recipientName: 'Marie', message: 'Bon anniversaire !\nÀ bientôt' } }) } },
    ]);
  });

  it('refuses a name or a message on any line that is not a gift card', () => {
    expect(given(created).when(add(book, forMarie)).refusal?.errors).toEqual({
      gift_recipient_name: ['Seules les cartes cadeaux peuvent être offertes avec un nom et un message.'],
    });
    expect(given(created).when(add(book, { recipientName: '', message: 'Pour toi' })).refusal?.errors).toEqual({
      gift_message: ['Seules les cartes cadeaux peuvent être offertes avec un nom et un message.'],
    });
    expect(given(created, lineOf(book)).when(change(forMarie)).refusal?.errors).toEqual({
      gift_recipient_name: ['Seules les cartes cadeaux peuvent être offertes avec un nom et un message.'],
    });
    // blank texts are no gift note at all: the book is added as usual
    expect(given(created).when(add(book, { recipientName: ' ', message: '' })).events[0]).toMatchObject({ type: 'LineAdded' });
  });

  it('asks for the recipient’s name with a message, and bounds both', () => {
    expect(given(created).when(add(giftCard, { recipientName: '', message: 'Pour toi' })).refusal?.errors).toEqual({
      gift_recipient_name: ['Indiquez le nom de la personne à qui vous offrez cette carte cadeau.'],
    });
    expect(given(created).when(add(giftCard, { recipientName: 'M'.repeat(101), message: '' })).refusal?.errors).toEqual({
      gift_recipient_name: ['Le nom ne doit pas dépasser 100 caractères.'],
    });
    expect(given(created).when(add(giftCard, { recipientName: 'Marie', message: 'a'.repeat(501) })).refusal?.errors).toEqual({
      gift_message: ['Le message ne doit pas dépasser 500 caractères.'],
    });
    // at the bounds (counted in characters, not UTF-16 units) it is accepted
    expect(given(created).when(add(giftCard, { recipientName: 'É'.repeat(100), message: '💌'.repeat(500) })).refusal).toBeNull();
    // a name alone is enough
    expect(given(created).when(add(giftCard, { recipientName: 'Marie', message: '' })).refusal).toBeNull();
  });

  it('keeps a gift card offered to someone on its own line', () => {
    // given a gift card already in the cart for oneself
    const cart = given(created, lineOf(giftCard));
    // when another is added as a gift, it gets its own line
    expect(cart.when(add(giftCard, forMarie)).events).toEqual([{ type: 'LineAdded', data: { line: expect.objectContaining({ lineId: 'l2', gift: forMarie }) } }]);
    // and a plain one added to a cart whose card is a gift does not join the gift's line
    expect(given(created, lineOf(giftCard, 'l1', forMarie)).when(add(giftCard)).events[0]).toMatchObject({ type: 'LineAdded', data: { line: { lineId: 'l2' } } });
    // while a plain one joins a plain one, as before
    expect(cart.when(add(giftCard)).events).toEqual([{ type: 'LineQuantityChanged', data: { lineId: 'l1', quantity: 2 } }]);
  });

  it('changes, keeps or removes the note of a gift card line', () => {
    const offered = given(created, lineOf(giftCard, 'l1', forMarie));
    // a new note is recorded
    const toPaul = { recipientName: 'Paul', message: '' };
    expect(offered.when(change(toPaul)).events).toEqual([{ type: 'LineGiftChanged', data: { lineId: 'l1', gift: toPaul } }]);
    // no note in the command keeps the line's (a quantity change from the cart page)
    expect(offered.when(change()).events).toEqual([]);
    expect(offered.when({ ...change(), quantity: 2 } as CartCommand).events).toEqual([{ type: 'LineQuantityChanged', data: { lineId: 'l1', quantity: 2 } }]);
    // the same note again changes nothing
    expect(offered.when(change({ ...forMarie })).events).toEqual([]);
    // blank texts make it a card for oneself again
    const cleared = offered.when(change({ recipientName: '', message: '' })).events;
    expect(cleared).toEqual([{ type: 'LineGiftChanged', data: { lineId: 'l1', gift: null } }]);
    const after = cleared.reduce(cartDecider.evolve, offered.state);
    expect(after.lines[0]).not.toHaveProperty('gift');
    // and evolve applies a new note
    expect(cartDecider.evolve(offered.state, { type: 'LineGiftChanged', data: { lineId: 'l1', gift: toPaul } }).lines[0].gift).toEqual(toPaul);
  });
});
