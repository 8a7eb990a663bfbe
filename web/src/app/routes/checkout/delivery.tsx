import '@/features/checkout/checkout.css';
import { DeliveryStep } from '@/features/checkout/components/delivery-step';
import { CheckoutMessage } from '@/features/labels/components/checkout-message';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from '../label-layout';

function Step({ withDelivery }: { withDelivery: boolean }) {
  const label = useCurrentLabel();
  const title = withDelivery ? 'Livraison' : 'Facturation';
  useDocumentMeta(`${title} — ${label.name}`);
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <header className="page-head checkout__head">
        <p className="page-head__eyebrow">Commande</p>
        <h1 id="checkout-title">{title}</h1>
      </header>
      <CheckoutMessage message={label.checkout_message} />
      <DeliveryStep labelSlug={label.slug} withDelivery={withDelivery} />
    </section>
  );
}

/** `checkout/livraison` (spec §2): addresses, parcels and delivery modes. */
export const DeliveryRoute = () => <Step withDelivery />;
/** `checkout/sans-livraison` (spec §2): the billing address only. */
export const NoDeliveryRoute = () => <Step withDelivery={false} />;
