import { FormPage } from '@/components/ui/form-page';
import { ForgottenVouchersForm } from '@/features/contact/components/forgotten-vouchers-form';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from '../label-layout';

/** Spec §2 'contact/oubli-bon-achat': the codes of an address's gift vouchers, sent again by mail. */
export function ForgottenVouchersRoute() {
  const label = useCurrentLabel();
  useDocumentMeta(`Bons d'achat perdus — ${label.name}`);
  return (
    <FormPage
      eyebrow="Bons d'achat"
      title="J'ai perdu mes codes de bon d'achat ?"
      lead={<p>Indiquez votre adresse e-mail : nous vous renverrons les codes des bons d'achat et cartes cadeaux qui y sont associés.</p>}
    >
      <ForgottenVouchersForm labelSlug={label.slug} />
    </FormPage>
  );
}
