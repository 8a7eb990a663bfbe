import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { reloadCart } from '@/lib/cart/get-checkout-cart';
import { IBAN_MESSAGES } from '@/lib/iban';
import { useSeller } from '@/lib/seller';
import type { Cart, UserProfile } from '@/types/api';
import { CART_CONTENT_CHANGED, confirmCart, getBankPayment, payByDirectDebit, payByWire, payWithVoucher } from '../api/payment';
import { postToBank } from '../utils/bank-form';
import { nothingLeftToPay } from '../utils/cart-view';
import { totalAfterVouchers } from '@/lib/order-money';
import { DEBIT_BELOW_MINIMUM, DIRECT_DEBIT_ABOVE_CENTS, isBookseller } from '../utils/payment-terms';
import { openFirmSaleRecap } from './firm-sale-recap';
import { openCartContentChanged, openPaymentError } from './payment-dialogs';
import { TERMS_REQUIRED_ID, TermsAcceptance } from './terms-acceptance';

export type PaymentKind = 'card' | 'sepa-debit' | 'wire' | 'voucher';

const message = (error: unknown) => (error instanceof ApiError ? error.message : null);

/**
 * Code de la consommation, art. L221-14: the button that places the order says it commits to pay.
 * Every committing button carries these words, then its means.
 */
export const COMMIT_TO_PAY = 'Commander avec obligation de paiement';

/** The means each button names after COMMIT_TO_PAY. */
export const MEANS_WORDING: Record<PaymentKind, string> = {
  card: 'par carte bancaire',
  'sepa-debit': 'par prélèvement',
  wire: 'par virement',
  voucher: 'par bons d’achat',
};

/**
 * Spec §4: confirm the cart (prices fixed), then pay: by card through the bank's form, by direct
 * debit or wire for booksellers, or with the vouchers when they leave nothing to pay (the spec's
 * 'Valider', worded like the others: the law wants every committing button to say it). No button
 * commits before the CGV box is ticked.
 */
export function PaymentActions({ cart, profile, labelSlug }: { cart: Cart; profile: UserProfile | null; labelSlug: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<PaymentKind | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [insisted, setInsisted] = useState(false);
  const termsBox = useRef<HTMLInputElement>(null);
  const { data: seller } = useSeller();

  function pay(kind: PaymentKind) {
    if (busy) return;
    if (!termsAccepted) {
      // Nothing commits before the CGV are accepted: say so where the box is.
      setInsisted(true);
      termsBox.current?.focus();
      return;
    }
    // A firm sale on terms: its terms are recapped and confirmed before the order is placed.
    if (kind === 'sepa-debit' || kind === 'wire') openFirmSaleRecap({ means: kind, cart, profile, seller, onConfirm: () => void place(kind) });
    else void place(kind);
  }

  async function place(kind: PaymentKind) {
    setBusy(kind);
    try {
      if (cart.status === 0) {
        try {
          await confirmCart(cart.id, { termsAccepted: true }, labelSlug);
        } catch (error) {
          if (error instanceof ApiError && error.body.detail === CART_CONTENT_CHANGED) {
            await reloadCart(cart.id);
            openCartContentChanged();
          } else {
            await reloadCart(cart.id).catch(() => undefined);
            openPaymentError(error instanceof ApiError && error.status === 400 ? error.message : null);
          }
          setBusy(null);
          return;
        }
      }
      if (kind === 'card') {
        // The browser leaves for the bank: the button stays busy until then.
        postToBank(await getBankPayment(cart.id));
        return;
      }
      if (kind === 'voucher') await payWithVoucher(cart.id);
      else if (kind === 'sepa-debit') await payByDirectDebit(cart.id);
      else await payByWire(cart.id);
      await reloadCart(cart.id);
      navigate(paths.label.checkout.getCompleteHref(labelSlug, cart.id));
    } catch (error) {
      await reloadCart(cart.id).catch(() => undefined);
      openPaymentError(message(error));
      setBusy(null);
    }
  }

  /** The committing words and the means; 'Un instant…' while it commits. */
  const label = (kind: PaymentKind) =>
    busy === kind ? (
      'Un instant…'
    ) : (
      <>
        <span>{COMMIT_TO_PAY}</span> <span className="checkout-pay__means">{MEANS_WORDING[kind]}</span>
      </>
    );
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;
  const attrs = (kind: PaymentKind) => ({
    disabled: busy !== null,
    'aria-busy': busy === kind || undefined,
    // Focusable while the CGV wait, so that the reason it points at is read.
    'aria-disabled': !termsAccepted || undefined,
    'aria-describedby': describedBy(!termsAccepted && TERMS_REQUIRED_ID),
    onClick: () => void pay(kind),
  });
  const terms = (
    <TermsAcceptance
      ref={termsBox}
      labelSlug={labelSlug}
      accepted={termsAccepted}
      insisted={insisted}
      onChange={(accepted) => {
        setTermsAccepted(accepted);
        setInsisted(false);
      }}
    />
  );

  // No IBAN, no direct debit (the API refuses it too): the bookseller gives one in their area first.
  const noIban = isBookseller(profile) && !profile?.bookseller?.iban_masked;
  // Only orders above 50 € are debited (spec §9): a smaller one goes by wire or card.
  const belowDebitMinimum = Math.round(Number(totalAfterVouchers(cart)) * 100) <= DIRECT_DEBIT_ABOVE_CENTS;
  const debitBlocked = noIban || belowDebitMinimum;

  if (nothingLeftToPay(cart)) {
    return (
      <div className="checkout-pay">
        <p className="checkout-pay__lead">Vos bons d'achat couvrent toute la commande : il ne reste rien à payer.</p>
        {terms}
        <button type="button" className="button button--large button--block checkout-pay__commit" {...attrs('voucher')}>
          {label('voucher')}
        </button>
      </div>
    );
  }
  return (
    <div className="checkout-pay">
      {isBookseller(profile) ? (
        <>
          {terms}
          <p className="checkout-pay__lead">Choisissez votre moyen de paiement :</p>
          <div className="checkout-pay__buttons checkout-pay__buttons--commit">
            <button
              type="button"
              className="button checkout-pay__commit"
              {...attrs('sepa-debit')}
              disabled={busy !== null || debitBlocked}
              aria-describedby={describedBy(noIban && 'checkout-pay-iban', belowDebitMinimum && 'checkout-pay-debit-minimum', !termsAccepted && TERMS_REQUIRED_ID)}
            >
              {label('sepa-debit')}
            </button>
            <button type="button" className="button checkout-pay__commit" {...attrs('wire')}>
              {label('wire')}
            </button>
            <button type="button" className="button button--ghost checkout-pay__commit" {...attrs('card')}>
              {label('card')}
            </button>
          </div>
          {noIban && (
            <p id="checkout-pay-iban" className="checkout-pay__note">
              {IBAN_MESSAGES.missingForDebit} <Link to={paths.label.bookseller.getHref(labelSlug, 'profile')}>Mon profil libraire</Link>
            </p>
          )}
          {belowDebitMinimum && (
            <p id="checkout-pay-debit-minimum" className="checkout-pay__note">
              {DEBIT_BELOW_MINIMUM}
            </p>
          )}
        </>
      ) : (
        <>
          {terms}
          <button type="button" className="button button--large button--block checkout-pay__commit" {...attrs('card')}>
            {label('card')}
          </button>
        </>
      )}
      <p className="checkout-pay__note">Le paiement par carte se fait sur la page sécurisée de notre banque.</p>
    </div>
  );
}
