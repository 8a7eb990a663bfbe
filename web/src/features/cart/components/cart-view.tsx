import { Link } from 'react-router-dom';
import { frenchSpacing } from '@shop/typography';
import { MoneySummary } from '@/components/order/money-summary';
import { ErrorMessage } from '@/components/ui/error-message';
import { paths } from '@/config/paths';
import { forgetCartId, useCartId } from '@/lib/cart/cart-id';
import { useCart } from '@/lib/cart/get-cart';
import { useSession } from '@/lib/session';
import { formatPrice } from '@/lib/format';
import type { Cart, CartContribution, CartLine, VoucherUsage } from '@/types/api';
import { deleteCartLine } from '../api/delete-cart-line';
import { deleteContribution } from '../api/delete-contribution';
import { CartLineItem, lineName } from './cart-line-item';
import { confirmDeleteContribution, confirmDeleteLine } from './delete-line-dialog';
import { VoucherForm } from './voucher-form';

const cents = (euros: string | null | undefined) => Math.round(Number(euros ?? 0) * 100);

const linesOf = (cart: Cart): CartLine[] => cart.cart_lines.filter((l): l is CartLine => typeof l === 'object' && l !== null);
const usagesOf = (cart: Cart): VoucherUsage[] => cart.voucher_usages.filter((u): u is VoucherUsage => typeof u === 'object' && u !== null);

/** A contribution with its reward lines, in the cart's order, and the part of its amount above them (a gift). */
function contributionsOf(cart: Cart, lines: CartLine[]) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  return (cart.contributions ?? []).map((contribution) => {
    const rewards = contribution.cart_lines.map((id) => byId.get(id)).filter((line): line is CartLine => line !== undefined);
    const giftCents = Math.max(0, cents(contribution.amount) - rewards.reduce((sum, line) => sum + cents(line.total), 0));
    return { contribution, rewards, giftCents };
  });
}

/** The cart's money in the rows every checkout screen shows (the API's figures, gifts to campaigns included). */
function CartTotals({ cart, professional }: { cart: Cart; professional: boolean }) {
  const deliveryKnown = cart.need_delivery && (cart.shipping_address !== null || cents(cart.expedition_price) > 0);
  return (
    <div className="cart-totals">
      <MoneySummary cart={cart} withDelivery={deliveryKnown} professional={professional} />
      {cart.need_delivery && !deliveryKnown && <p className="cart-totals__note">Les frais de livraison sont calculés à l'étape suivante.</p>}
    </div>
  );
}

/**
 * The cart page (spec §2 'checkout/cart'): lines with their quantities and dedications, the
 * contributions with their campaign and rewards, vouchers, totals and 'Commander'.
 */
export function CartView({ labelSlug }: { labelSlug: string }) {
  const cartId = useCartId();
  const { data: cart, error, mutate, isLoading } = useCart(cartId, forgetCartId);
  const professional = useSession().profile?.isBookseller ?? false;

  if (!cartId) return <p className="empty">Votre panier est vide.</p>;
  if (error && !cart) return <ErrorMessage message="Votre panier n'a pas pu être chargé." onRetry={() => void mutate()} />;
  if (!cart || isLoading) {
    return (
      <div className="cart-page__loading" aria-busy="true">
        <div className="skeleton__panel" />
      </div>
    );
  }

  const lines = linesOf(cart);
  const contributions = contributionsOf(cart, lines);
  const rewardIds = new Set(contributions.flatMap(({ rewards }) => rewards.map((line) => line.id)));
  const items = lines.filter((line) => !rewardIds.has(line.id));
  if (lines.length === 0 && contributions.length === 0) return <p className="empty">Votre panier est vide.</p>;

  const refresh = () => mutate();
  const askDelete = (line: CartLine) =>
    confirmDeleteLine(lineName(line), async () => {
      await deleteCartLine(cart.id, line.id);
      await mutate();
    });
  const askDeleteContribution = (contribution: CartContribution, withRewards: boolean) =>
    confirmDeleteContribution(contribution.crowdfunding_title, withRewards, async () => {
      await deleteContribution(cart.id, contribution.id);
      await mutate();
    });

  return (
    <div className="cart-page">
      <div className="cart-page__lines">
        {cart.status === 1 && <p className="notice">Votre commande est en cours de paiement : toute modification de votre panier annulera sa validation.</p>}
        {items.length > 0 && (
          <ul className="cart-lines" aria-label="Articles">
            {items.map((line) => (
              <CartLineItem key={line.id} cartId={cart.id} line={line} professional={professional} onSaved={refresh} onDelete={() => askDelete(line)} />
            ))}
          </ul>
        )}
        {contributions.map(({ contribution, rewards, giftCents }) => (
          <section key={contribution.id} className="cart-contribution" aria-label={`Contribution à ${contribution.crowdfunding_title}`}>
            <header className="cart-contribution__header">
              <h2 className="cart-contribution__title">
                Contribution à{' '}
                <Link to={paths.label.crowdfunding.getHref(contribution.crowdfunding_label_slug || labelSlug, contribution.crowdfunding_slug)}>
                  {frenchSpacing(contribution.crowdfunding_title)}
                </Link>
              </h2>
              <strong className="cart-contribution__amount">{formatPrice(contribution.amount)}</strong>
              <button
                type="button"
                className="button button--ghost button--small cart-contribution__remove"
                onClick={() => askDeleteContribution(contribution, rewards.length > 0)}
              >
                Retirer
              </button>
            </header>
            {rewards.length > 0 ? (
              <ul className="cart-lines" aria-label="Contreparties">
                {rewards.map((line) => (
                  <CartLineItem key={line.id} cartId={cart.id} line={line} fixedQuantity professional={professional} onSaved={refresh} onDelete={() => askDelete(line)} />
                ))}
              </ul>
            ) : null}
            {giftCents > 0 && (
              <p className="cart-contribution__donation">
                <span>{rewards.length > 0 ? 'Soutien au-delà des contreparties' : 'Soutien sans contrepartie'}</span>
                <strong>{formatPrice(giftCents / 100)}</strong>
              </p>
            )}
          </section>
        ))}
      </div>

      <aside className="cart-page__summary" aria-label="Récapitulatif">
        <CartTotals cart={cart} professional={professional} />
        <VoucherForm cartId={cart.id} usages={usagesOf(cart)} onChanged={refresh} />
        <Link to={paths.label.checkout.getHref(labelSlug, cart.need_delivery ? 'livraison' : 'sans-livraison')} className="button button--large cart-page__order">
          Commander
        </Link>
      </aside>
    </div>
  );
}
