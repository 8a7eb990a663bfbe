import '@/features/checkout/checkout.css';
import { useSearchParams } from 'react-router-dom';
import { SummaryPage } from '@/features/checkout/components/summary-page';
import { CheckoutMessage } from '@/features/labels/components/checkout-message';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from '../label-layout';

/** `checkout/summary` (spec §2); the bank's failed payments come back with `?fail=1`. */
export function SummaryRoute() {
  const label = useCurrentLabel();
  const [params] = useSearchParams();
  useDocumentMeta(`Récapitulatif de la commande — ${label.name}`);
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <header className="page-head checkout__head">
        <p className="page-head__eyebrow">Commande</p>
        <h1 id="checkout-title">Récapitulatif de la commande</h1>
      </header>
      <CheckoutMessage message={label.checkout_message} />
      <SummaryPage labelSlug={label.slug} failed={params.get('fail') === '1'} />
    </section>
  );
}
