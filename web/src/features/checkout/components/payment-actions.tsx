import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { IBAN_MESSAGES } from '@/features/bookseller/utils/iban';
import { ApiError } from '@/lib/api-client';
import type { Cart, UserProfile } from '@/types/api';
import { reloadCart } from '../api/get-checkout-cart';
import { CART_CONTENT_CHANGED, confirmCart, getBankPayment, payByDirectDebit, payByWire, payWithVoucher } from '../api/payment';
import { postToBank } from '../utils/bank-form';
import { nothingLeftToPay } from '../utils/cart-view';
import { isBookseller } from '../utils/payment-terms';
import { openCartContentChanged, openPaymentError } from './payment-dialogs';

export type PaymentKind = 'card' | 'sepa-debit' | 'wire' | 'voucher';

const message = (error: unknown) => (error instanceof ApiError ? error.message : null);

/**
 * Spec §4: confirm the cart (prices fixed), then pay: by card through the bank's form, by direct
 * debit or wire for booksellers, or 'Valider' when vouchers leave nothing to pay.
 */
export function PaymentActions({ cart, profile, labelSlug }: { cart: Cart; profile: UserProfile | null; labelSlug: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<PaymentKind | null>(null);

  async function pay(kind: PaymentKind) {
    if (busy) return;
    setBusy(kind);
    try {
      if (cart.status === 0) {
        try {
          await confirmCart(cart.id);
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

  const label = (kind: PaymentKind, text: string) => (busy === kind ? 'Un instant…' : text);
  const attrs = (kind: PaymentKind) => ({ disabled: busy !== null, 'aria-busy': busy === kind || undefined, onClick: () => void pay(kind) });

  // No IBAN, no direct debit (the API refuses it too): the bookseller gives one in their area first.
  const debitBlocked = isBookseller(profile) && !profile?.bookseller?.iban_masked;

  if (nothingLeftToPay(cart)) {
    return (
      <div className="checkout-pay">
        <p className="checkout-pay__lead">Vos bons d'achat couvrent toute la commande : il ne reste rien à payer.</p>
        <button type="button" className="button button--large button--block" {...attrs('voucher')}>
          {label('voucher', 'Valider')}
        </button>
      </div>
    );
  }
  return (
    <div className="checkout-pay">
      {isBookseller(profile) ? (
        <>
          <p className="checkout-pay__lead">Choisissez votre moyen de paiement :</p>
          <div className="checkout-pay__buttons">
            <button
              type="button"
              className="button"
              {...attrs('sepa-debit')}
              disabled={busy !== null || debitBlocked}
              aria-describedby={debitBlocked ? 'checkout-pay-iban' : undefined}
            >
              {label('sepa-debit', 'Prélèvement')}
            </button>
            <button type="button" className="button" {...attrs('wire')}>
              {label('wire', 'Virement')}
            </button>
            <button type="button" className="button button--ghost" {...attrs('card')}>
              {label('card', 'Carte bancaire')}
            </button>
          </div>
          {debitBlocked && (
            <p id="checkout-pay-iban" className="checkout-pay__note">
              {IBAN_MESSAGES.missingForDebit}{' '}
              <Link to={paths.label.bookseller.getHref(labelSlug, 'profile')}>Mon profil libraire</Link>
            </p>
          )}
        </>
      ) : (
        <button type="button" className="button button--large button--block" {...attrs('card')}>
          {label('card', 'Payer par carte bancaire')}
        </button>
      )}
      <p className="checkout-pay__note">Le paiement par carte se fait sur la page sécurisée de notre banque.</p>
    </div>
  );
}
