import { moneyRows, type MoneyRowOptions } from '@/lib/order-money';
import type { Cart } from '@/types/api';
import './money-summary.css';

interface MoneySummaryProps extends MoneyRowOptions {
  cart: Cart;
  className?: string;
}

/**
 * The money of a cart or an order, the same rows on every screen (lib/order-money.ts). Each row
 * carries `data-money` (its key) so that every screen's figures can be compared.
 */
export function MoneySummary({ cart, className, ...options }: MoneySummaryProps) {
  const rows = moneyRows(cart, options);
  return (
    <dl className={`money-summary${className ? ` ${className}` : ''}`}>
      {rows.map((row) => (
        <div key={row.key} className={`money-summary__row${row.tone ? ` money-summary__row--${row.tone}` : ''}`} data-money={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
    </dl>
  );
}
