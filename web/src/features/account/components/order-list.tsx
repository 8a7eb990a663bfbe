import { Link } from 'react-router-dom';
import { ErrorMessage } from '@/components/ui/error-message';
import { InfiniteAnchor } from '@/components/ui/infinite-anchor';
import { formatDate, formatPrice } from '@/lib/format';
import type { Cart } from '@/types/api';
import { useOrders } from '../api/orders';
import { itemCount, lineName, linesOf, orderDate, paymentMeanLabel } from '../utils/orders';
import { InvoiceLink } from './invoice-link';

/** Spec §2: the message of an empty order list. */
export const NO_ORDERS = "Vous n'avez pas encore commandé chez nous.";

const showDate = (order: Cart) => {
  const date = orderDate(order);
  return date ? formatDate(date) : '—';
};

/** A reader's order as a card: reference, date, what it holds and its total. */
function OrderCard({ order, href }: { order: Cart; href: string }) {
  const lines = linesOf(order);
  const count = itemCount(order);
  return (
    <article className="account-card order-card">
      <h3 className="account-card__title">
        <Link to={href} className="account-card__link">
          Commande n°{order.reference}
        </Link>
      </h3>
      <p className="account-card__meta">
        du {showDate(order)} · {count} article{count > 1 ? 's' : ''}
      </p>
      <ul className="order-card__lines">
        {lines.slice(0, 3).map((line) => (
          <li key={line.id}>
            {line.quantity} × {lineName(line)}
          </li>
        ))}
        {lines.length > 3 && (
          <li>
            et {lines.length - 3} autre{lines.length - 3 > 1 ? 's' : ''}…
          </li>
        )}
      </ul>
      <p className="order-card__total">
        Total <strong>{formatPrice(order.total_price)}</strong>
      </p>
    </article>
  );
}

/** Spec §2: a bookseller's orders as a table (Ref, Date, Montant, Mode de paiement, Payé, Facture); a row leads to the order. */
export function OrderTable({ orders, hrefOf }: { orders: Cart[]; hrefOf: (order: Cart) => string }) {
  return (
    <div className="order-table__scroll">
      <table className="order-table">
        <thead>
          <tr>
            <th scope="col">Ref</th>
            <th scope="col">Date</th>
            <th scope="col">Montant</th>
            <th scope="col">Mode de paiement</th>
            <th scope="col">Payé</th>
            <th scope="col">Facture</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link to={hrefOf(order)}>{order.reference}</Link>
              </th>
              <td>{showDate(order)}</td>
              <td>{formatPrice(order.total_price)}</td>
              <td>{paymentMeanLabel(order.paid_with)}</td>
              <td>{order.paid ? 'Oui' : 'Non'}</td>
              <td>
                {order.invoice_file ? (
                  <InvoiceLink href={order.invoice_file} number={order.invoice_number}>
                    Facture {order.invoice_number ?? ''}
                  </InvoiceLink>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Spec §2 'orders': paid carts, the last changed first, page after page: cards for readers, a
 * table for booksellers. `hrefOf` builds each order's link.
 */
export function OrderList({ asTable = false, hrefOf }: { asTable?: boolean; hrefOf: (order: Cart) => string }) {
  const list = useOrders();
  if (list.error && list.items.length === 0) return <ErrorMessage message="Vos commandes n'ont pas pu être chargées." onRetry={() => void list.reload()} />;
  if (list.isLoading)
    return (
      <p role="status" className="account-loading">
        Chargement de vos commandes…
      </p>
    );
  if (list.items.length === 0) return <p className="empty">{NO_ORDERS}</p>;
  return (
    <>
      {asTable ? (
        <OrderTable orders={list.items} hrefOf={hrefOf} />
      ) : (
        <div className="account-grid">
          {list.items.map((order) => (
            <OrderCard key={order.id} order={order} href={hrefOf(order)} />
          ))}
        </div>
      )}
      {list.hasMore && !list.error && <InfiniteAnchor onVisible={list.loadMore} page={list.pageCount} />}
    </>
  );
}
