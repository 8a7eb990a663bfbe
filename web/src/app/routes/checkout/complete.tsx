import '@/features/checkout/checkout.css';
import { useParams } from 'react-router-dom';
import { CompletePage } from '@/features/checkout/components/complete-page';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from '../label-layout';

/** `checkout/complete/{id}` (spec §2), where the bank brings the customer back after paying. */
export function CompleteRoute() {
  const label = useCurrentLabel();
  const id = useParams().id ?? '';
  useDocumentMeta(`Commande enregistrée — ${label.name}`);
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <header className="page-head checkout__head">
        <p className="page-head__eyebrow">Commande</p>
        <h1 id="checkout-title">Merci !</h1>
      </header>
      <CompletePage key={id} labelSlug={label.slug} cartId={id} />
    </section>
  );
}
