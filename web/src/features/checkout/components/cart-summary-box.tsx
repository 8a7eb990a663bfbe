import type { ReactNode } from 'react';
import { MoneySummary } from '@/components/order/money-summary';
import { cartItemCount } from '@/lib/cart/cart-count';
import { formatPrice } from '@/lib/format';
import type { Cart } from '@/types/api';
import { expandedLines, lineName } from '../utils/cart-view';
import { STICKY_SUMMARY_MAX_LINES } from '../utils/delivery-step';

/**
 * The summary beside a checkout step: items, sub-total, delivery, total, vouchers and what is left
 * to pay, the same figures as the cart and the summary (spec §2). It stays in view
 * while scrolling only for carts of fewer than 12 lines (spec §9).
 */
export function CartSummaryBox({ cart, withDelivery, professional = false, children }: { cart: Cart; withDelivery: boolean; professional?: boolean; children?: ReactNode }) {
  const lines = expandedLines(cart);
  const sticky = cart.cart_lines.length < STICKY_SUMMARY_MAX_LINES;
  const count = cartItemCount(cart);
  return (
    <aside className={`checkout-box${sticky ? ' checkout-box--sticky' : ''}`} aria-labelledby="checkout-box-title" data-testid="checkout-summary-box">
      <h2 id="checkout-box-title" className="checkout-box__title">
        Votre commande
      </h2>
      <ul className="checkout-box__lines">
        {lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {lineName(line)}
            </span>
            <span>{professional ? `${formatPrice(line.total_no_vat)} HT` : formatPrice(line.total)}</span>
          </li>
        ))}
      </ul>
      <p className="checkout-box__count">
        {count} {count > 1 ? 'articles' : 'article'}
      </p>
      <MoneySummary cart={cart} withDelivery={withDelivery} professional={professional} />
      {children}
    </aside>
  );
}
