import { Link } from 'react-router-dom';
import { ErrorMessage } from '@/components/ui/error-message';
import { InfiniteAnchor } from '@/components/ui/infinite-anchor';
import { paths } from '@/config/paths';
import { formatDate, formatPrice, parisToday } from '@/lib/format';
import { useVouchers } from '../api/vouchers';
import type { AccountVoucher } from '../types';
import { openAddVoucherModal } from './add-voucher-form';

/** One gift card: its value, expiry, what is left on it and its code (spec §2). */
export function VoucherCard({ voucher }: { voucher: AccountVoucher }) {
  const expired = voucher.expiration_date !== null && voucher.expiration_date < parisToday();
  const spent = Number(voucher.remaining_amount) <= 0;
  return (
    <article className={`account-card voucher-card${expired || spent ? ' is-muted' : ''}`}>
      <h3 className="account-card__title">Carte cadeau de {formatPrice(voucher.value)}</h3>
      <dl className="account-card__facts">
        <div>
          <dt>Solde restant</dt>
          <dd>{formatPrice(voucher.remaining_amount)}</dd>
        </div>
        <div>
          <dt>{expired ? 'Expirée le' : 'Valable jusqu’au'}</dt>
          <dd>{voucher.expiration_date ? formatDate(voucher.expiration_date) : 'Sans date limite'}</dd>
        </div>
        <div>
          <dt>Code</dt>
          <dd>
            <code className="voucher-card__code">{voucher.code}</code>
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** Spec §2 'cartes-cadeaux': the account's vouchers with infinite scroll, a way to add one, and the lost-codes link. */
export function VoucherList({ labelSlug }: { labelSlug: string }) {
  const list = useVouchers();
  return (
    <div className="account-section">
      <div className="account-section__actions">
        <button type="button" className="button" onClick={() => openAddVoucherModal(() => void list.reload())}>
          Ajouter un bon d'achat
        </button>
        <Link to={paths.label.contact.getHref(labelSlug, 'oubli-bon-achat')}>J'ai perdu mes codes de bon d'achat ?</Link>
      </div>
      {list.error && list.items.length === 0 ? (
        <ErrorMessage message="Vos cartes cadeaux n'ont pas pu être chargées." onRetry={() => void list.reload()} />
      ) : list.isLoading ? (
        <p role="status" className="account-loading">
          Chargement de vos cartes cadeaux…
        </p>
      ) : list.items.length === 0 ? (
        <p className="empty">Vous n'avez pas encore de carte cadeau.</p>
      ) : (
        <div className="account-grid">
          {list.items.map((voucher) => (
            <VoucherCard key={voucher.id} voucher={voucher} />
          ))}
        </div>
      )}
      {list.hasMore && !list.error && <InfiniteAnchor onVisible={list.loadMore} page={list.pageCount} />}
    </div>
  );
}
