import { useId, useState } from 'react';
import { LoadFailed, Loading } from '@/components/back-office/page-states';
import { formatPrice } from '@/lib/format';
import { useAfterSale } from '../../api/after-sale';
import { formatStamp } from '../formats';
import { AfterSaleHistory } from './after-sale-history';
import { CancelOrder } from './cancel-order';
import { RefundForm } from './refund-form';
import { ReturnForm } from './return-form';
import './after-sale.css';

/**
 * « Remboursements et retours » of a paid order: what the invoice, the card and the shipping can
 * still give back, the refund form, the cancellation while no parcel left, the return of goods once
 * one did, and what was done (credit notes, the bank's answers, returns).
 */
export function AfterSalePanel({ cartId }: { cartId: string }) {
  const titleId = useId();
  const { page, error, retry } = useAfterSale(cartId);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className="after-sale" aria-labelledby={titleId}>
      <h2 id={titleId} className="staff-history__title">
        Remboursements et retours
      </h2>
      {error && !page ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !page ? (
        <Loading>Chargement des remboursements…</Loading>
      ) : (
        <>
          {page.cancelled_at && (
            <p className="notice notice--error" role="status">
              Commande annulée le {formatStamp(page.cancelled_at)} : ses colis ne partent plus.
            </p>
          )}
          <p className="after-sale__summary">
            Reste à créditer sur la facture : <strong>{formatPrice(page.creditable)}</strong>
            {page.paid_with === 'credit-card' && (
              <>
                {' '}
                · sur la carte : <strong>{formatPrice(page.card_refundable)}</strong>
              </>
            )}{' '}
            · frais de port non remboursés : <strong>{formatPrice(page.shipping_refundable)}</strong>
          </p>
          <p role="status" className="after-sale__notice">
            {notice && <span className="notice">{notice}</span>}
          </p>
          <AfterSaleHistory page={page} cartId={cartId} onDone={setNotice} />
          {!page.cancelled_at && Number(page.creditable) > 0 && <RefundForm key={`refund-${page.version}`} page={page} onDone={setNotice} />}
          {page.shipped && <ReturnForm key={`return-${page.version}`} page={page} onDone={setNotice} />}
          {page.cancellable && <CancelOrder key={`cancel-${page.version}`} page={page} onDone={setNotice} />}
        </>
      )}
    </section>
  );
}
