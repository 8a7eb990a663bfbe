import { cardPaymentOutcome, matchBankNotification, refusedByCart } from './bank-matching';

const TPE = '0000001';
const CART = { cartId: '0b7c2a52-5c1e-4a8e-9a4b-2f4b1c9d8e7f', ownerId: 7, attempt: { amountCents: 2350 } };

/** A notification of the bank for the attempt K7Q2X9AB01CD of 23.50 €, as stored; `over` changes its fields. */
const notification = (over: Record<string, string> = {}) => {
  const fields = { TPE, montant: '23.50EUR', reference: 'K7Q2X9AB01CD', 'code-retour': 'payetest', ...over };
  return { reference: fields.reference, code_retour: fields['code-retour'], fields };
};

describe('matching a bank notification with its payment attempt', () => {
  it('pays the cart with the amount of the attempt when the bank took that amount on our TPE', () => {
    for (const code of ['payetest', 'paiement']) {
      expect(matchBankNotification(notification({ 'code-retour': code }), CART, TPE)).toEqual({ action: 'pay', cart: CART, amountCents: 2350 });
    }
  });

  it('flags a reference no cart knows, with no cart', () => {
    expect(matchBankNotification(notification(), null, TPE)).toEqual({
      action: 'flag',
      cartId: null,
      anomaly: { kind: 'unknown-reference', detail: 'Aucun panier pour la référence K7Q2X9AB01CD' },
    });
  });

  it('flags another TPE before anything else, an Annulation included', () => {
    for (const code of ['payetest', 'Annulation', 'paiement_pf2']) {
      expect(matchBankNotification(notification({ TPE: '9999999', 'code-retour': code, montant: '1.00EUR' }), CART, TPE)).toEqual({
        action: 'flag',
        cartId: CART.cartId,
        anomaly: { kind: 'tpe', detail: 'TPE reçu « 9999999 », attendu « 0000001 »' },
      });
    }
  });

  it("records the bank's Annulation as a failed attempt whatever its amount", () => {
    expect(matchBankNotification(notification({ 'code-retour': 'Annulation', montant: '1.00EUR' }), CART, TPE)).toEqual({ action: 'fail-attempt', cart: CART });
  });

  it('flags a return code the shop does not handle, before looking at the amount', () => {
    for (const code of ['paiement_pf2', 'Annulation_pf3', '']) {
      expect(matchBankNotification(notification({ 'code-retour': code, montant: '1.00EUR' }), CART, TPE)).toEqual({
        action: 'flag',
        cartId: CART.cartId,
        anomaly: { kind: 'code', detail: `Code retour non pris en charge : ${code}` },
      });
    }
  });

  it('flags another amount than the attempt asked, written as the bank writes it', () => {
    for (const montant of ['1.00EUR', '23.5EUR', '23.50', '23.50USD']) {
      expect(matchBankNotification(notification({ montant }), CART, TPE)).toEqual({
        action: 'flag',
        cartId: CART.cartId,
        anomaly: { kind: 'amount', detail: `Montant reçu « ${montant} », attendu « 23.50EUR »` },
      });
    }
    expect(matchBankNotification(notification({ montant: '0.05EUR' }), { ...CART, attempt: { amountCents: 5 } }, TPE)).toMatchObject({ action: 'pay', amountCents: 5 });
  });

  it('flags a notification stored without its fields by its reference', () => {
    const bare = { reference: 'ANCIEN000001', code_retour: 'Annulation', fields: {} };
    expect(matchBankNotification(bare, null, TPE)).toMatchObject({ action: 'flag', anomaly: { kind: 'unknown-reference' } });
    expect(matchBankNotification(bare, CART, TPE)).toMatchObject({ action: 'flag', anomaly: { kind: 'tpe' } });
  });
});

describe('what a notification the cart acted upon became', () => {
  it('is paid when the cart was paid by it, already paid when the cart had been', () => {
    expect(cardPaymentOutcome(['CartPaid', 'InvoiceNumbered'])).toBe('paid');
    expect(cardPaymentOutcome([])).toBe('already-paid');
  });

  it("is an anomaly with the cart's reason when the cart refuses", () => {
    expect(refusedByCart('Le panier doit être validé avant le paiement.')).toEqual({ kind: 'refused', detail: 'Le panier refuse : Le panier doit être validé avant le paiement.' });
  });
});
