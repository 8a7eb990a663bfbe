import { CartRefusal } from './cart-errors';
import { mergeCommands } from './cart-merge';
import { decide, evolve } from './cart.decider';
import type { CartEvent } from './cart.events';
import { CartLine, emptyCart } from './cart.types';
import { voucherSpending } from './checkout-rules';
import { bookSnapshot as product } from './testing/decider.fixtures';

const line = (lineId: string, over: Partial<CartLine> = {}): CartLine => ({
  lineId,
  product: product(),
  variantId: null,
  quantity: 1,
  dedications: [],
  contributionId: null,
  ...over,
});
const stateOf = (...events: CartEvent[]) => events.reduce(evolve, emptyCart());
const created: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: 3, reference: 'ABCDEF123456' } };
const withLine: CartEvent = { type: 'LineAdded', data: { line: line('l1') } };
const confirmed: CartEvent = { type: 'CartConfirmed', data: { totalCents: 2000 } };
const paid: CartEvent = { type: 'CartPaid', data: { means: 'voucher', amountCents: 2000, paidAt: '2026-11-21T10:00:00Z' } };
const refusal = (f: () => unknown) => {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof CartRefusal) return e;
    throw e;
  }
};

describe('invoice number', () => {
  it('is given once to a paid order, never before payment', () => {
    // given a paid order, when its number is drawn, then it is recorded with its date
    const events = decide({ type: 'NumberInvoice', number: 'F2026-000042', date: '2026-11-21' }, stateOf(created, withLine, confirmed, paid));
    expect(events).toEqual([{ type: 'InvoiceNumbered', data: { number: 'F2026-000042', date: '2026-11-21' } }]);
    const numbered = stateOf(created, withLine, confirmed, paid, ...events);
    expect(numbered).toMatchObject({ invoiceNumber: 'F2026-000042', invoiceDate: '2026-11-21' });
    // and a second draw changes nothing, while an unpaid cart gets none
    expect(decide({ type: 'NumberInvoice', number: 'F2026-000043', date: '2026-11-21' }, numbered)).toEqual([]);
    expect(refusal(() => decide({ type: 'NumberInvoice', number: 'F2026-000043', date: '2026-11-21' }, stateOf(created, withLine, confirmed)))?.detail).toBe(
      'La commande doit être payée avant d’être facturée.',
    );
  });
});

describe('voucher spending', () => {
  const usage = (usageId: string, amountCents: number) => ({ usageId, code: usageId.toUpperCase(), amountCents });

  it('spends the vouchers in the order applied, no more than the total', () => {
    // given 25 € and 10 € applied to a cart that now costs 30 €, then the second pays only 5 €
    expect(voucherSpending([usage('a', 2500), usage('b', 1000)], 3000)).toEqual([usage('a', 2500), usage('b', 500)]);
    // and a voucher with nothing left to pay for spends nothing
    expect(voucherSpending([usage('a', 2500), usage('b', 1000)], 2000)).toEqual([usage('a', 2000)]);
  });
});

describe('merge at login', () => {
  let ids = 0;
  const newId = () => `n${++ids}`;
  const reward = {
    compensationId: 50,
    crowdfundingId: 7,
    name: 'Le livre dédicacé',
    priceCents: 2500,
    vatRateBp: 550,
    bookShareCents: null,
    dedication: true,
    donation: false,
    lockedByVoucher: false,
    booksellerOnly: false,
    variantIds: [],
    remainingQuantity: 4,
    releaseDate: '2027-04-01',
  };

  it('adds each product line again and makes each contribution again with its rewards', () => {
    // given an anonymous cart with a book (2 copies) and a contribution with a dedicated reward
    const source = {
      ...stateOf(created),
      lines: [
        line('l1', { quantity: 2 }),
        line('r1', { product: product({ productId: 50, kind: 'compensation', dedication: true }), dedications: ['Pour Léa'], contributionId: 'k1' }),
      ],
      contributions: [{ contributionId: 'k1', crowdfundingId: 7, amountCents: 3000, noCompensation: false, confirmGift: true, rewardLineIds: ['r1'], voucherCodes: { r1: [] } }],
    };
    // when the merge commands are built
    const labelSales = new Map([[10, { cart: true, library: true, shop: true, crowdfunding: true }]]);
    const commands = mergeCommands(source, {
      rewards: new Map([[50, reward]]),
      runningCampaigns: new Set([7]),
      labelSales,
      openCrowdfundings: new Set([7]),
      viewerIsBookseller: false,
      newId,
    });
    // then the book comes with its quantity, and the contribution with fresh reward facts and its dedication
    expect(commands[0]).toMatchObject({ type: 'AddProduct', product: { productId: 10 }, quantity: 2 });
    expect(commands[1]).toMatchObject({
      type: 'Contribute',
      crowdfundingId: 7,
      campaignRunning: true,
      amountCents: 3000,
      cheapestAvailableRewardCents: null,
      rewards: [{ reward: { remainingQuantity: 4, product: { productId: 50, dedication: true } }, quantity: 1, dedications: ['Pour Léa'] }],
    });
    // and replayed on the owner's cart, they are accepted
    const target = stateOf({ type: 'CartCreated', data: { cartId: 'c2', labelId: 1, ownerId: 3 } });
    const events = commands.flatMap((c) => decide(c, target));
    expect(events.map((e) => e.type)).toEqual(['LineAdded', 'ContributionAdded']);
  });

  it('marks a contribution to a campaign that ended as not running, for the batch to leave out', () => {
    const source = {
      ...stateOf(created),
      contributions: [{ contributionId: 'k1', crowdfundingId: 7, amountCents: 500, noCompensation: true, confirmGift: false, rewardLineIds: [], voucherCodes: {} }],
    };
    const [command] = mergeCommands(source, {
      rewards: new Map(),
      runningCampaigns: new Set(),
      labelSales: new Map(),
      openCrowdfundings: new Set([7]),
      viewerIsBookseller: false,
      newId,
    });
    expect(command).toMatchObject({ type: 'Contribute', campaignRunning: false });
  });

  it('gives each line and contribution what its label sells now, for the batch to leave out what it closed', () => {
    const source = {
      ...stateOf(created),
      lines: [line('l1')],
      contributions: [{ contributionId: 'k1', crowdfundingId: 7, amountCents: 500, noCompensation: true, confirmGift: false, rewardLineIds: [], voucherCodes: {} }],
    };
    const closed = { cart: true, library: false, shop: true, crowdfunding: true };
    const commands = mergeCommands(source, {
      rewards: new Map(),
      runningCampaigns: new Set([7]),
      labelSales: new Map([[10, closed]]),
      openCrowdfundings: new Set(),
      viewerIsBookseller: false,
      newId,
    });
    expect(commands).toMatchObject([
      { type: 'AddProduct', labelSales: closed },
      { type: 'Contribute', crowdfundingOpen: false },
    ]);
    const target = stateOf({ type: 'CartCreated', data: { cartId: 'c2', labelId: 1, ownerId: 3 } });
    expect(decide({ type: 'TakeMergedContent', commands }, target)).toEqual([]);
  });
});

describe('paying with vouchers alone (POST carts/{id}/pay_with_voucher/)', () => {
  const at = '2026-11-21T10:00:00Z';
  const voucher = (usageId: string, code: string, amountCents: number): CartEvent => ({ type: 'VoucherApplied', data: { usageId, code, amountCents } });

  it('pays a confirmed cart its vouchers cover, for what they really pay of it', () => {
    // given 25 € of vouchers on a 20 € order, when paid with them, then the payment is 20 €
    const events = decide({ type: 'PayWithVouchers', paidAt: at }, stateOf(created, withLine, voucher('u1', 'AAAA1111', 2500), confirmed));
    expect(events).toEqual([{ type: 'CartPaid', data: { means: 'voucher', amountCents: 2000, paidAt: at } }]);
  });

  it('refuses an order the vouchers do not cover, and an unconfirmed cart', () => {
    expect(refusal(() => decide({ type: 'PayWithVouchers', paidAt: at }, stateOf(created, withLine, voucher('u1', 'AAAA1111', 500), confirmed)))?.detail).toBe(
      'Les bons d’achat ne couvrent pas cette commande : choisissez un moyen de paiement.',
    );
    expect(refusal(() => decide({ type: 'PayWithVouchers', paidAt: at }, stateOf(created, withLine, voucher('u1', 'AAAA1111', 2500))))?.detail).toBe(
      'Le panier doit être validé avant le paiement.',
    );
  });
});

describe("the bank's card notification (worker)", () => {
  const at = '2026-11-21T10:05:00Z';

  it('pays a confirmed cart by card with what the bank received, once', () => {
    const events = decide({ type: 'PayByCard', amountCents: 2000, paidAt: at }, stateOf(created, withLine, confirmed));
    expect(events).toEqual([{ type: 'CartPaid', data: { means: 'credit-card', amountCents: 2000, paidAt: at } }]);
    expect(decide({ type: 'PayByCard', amountCents: 2000, paidAt: at }, stateOf(created, withLine, confirmed, ...events))).toEqual([]);
  });

  it('refuses another amount than what is left to pay, and an unconfirmed cart', () => {
    expect(refusal(() => decide({ type: 'PayByCard', amountCents: 2500, paidAt: at }, stateOf(created, withLine, confirmed)))?.detail).toBe(
      'il reste 2000 centimes à payer, la banque en a reçu 2500',
    );
    expect(refusal(() => decide({ type: 'PayByCard', amountCents: 2000, paidAt: at }, stateOf(created, withLine)))?.detail).toBe('Le panier doit être validé avant le paiement.');
  });
});
