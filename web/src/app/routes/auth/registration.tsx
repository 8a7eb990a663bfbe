import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FormPage } from '@/components/ui/form-page';
import { BooksellerRegistrationForm } from '@/features/auth/components/bookseller-registration-form';
import { RegistrationForm } from '@/features/auth/components/registration-form';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from '../label-layout';

/** After signing up: the page asking to validate the address (spec §4), which it names. */
function useToWaitingValidation(labelSlug: string) {
  const navigate = useNavigate();
  return (email: string) => navigate(paths.label.waitingValidation.getHref(labelSlug), { state: { email } });
}

/** Spec §2 'inscription': the reader's sign-up. */
export function RegistrationRoute() {
  const label = useCurrentLabel();
  const onRegistered = useToWaitingValidation(label.slug);
  useDocumentMeta(`Inscription — ${label.name}`);
  return (
    <FormPage
      eyebrow="Mon compte"
      title="Créer un compte"
      lead={
        <p>
          Déjà inscrit·e ? <Link to={paths.label.login.getHref(label.slug)}>Connectez-vous</Link>.
        </p>
      }
      aside={
        <>
          <h2 className="form-page__aside-title">Avec un compte</h2>
          <ul className="form-page__benefits">
            <li>vous suivez vos commandes et leurs envois ;</li>
            <li>vous retrouvez les projets que vous soutenez ;</li>
            <li>vous gardez vos cartes cadeaux et bons d'achat sous la main.</li>
          </ul>
          <h2 className="form-page__aside-title">Vous êtes libraire ?</h2>
          <p>Ouvrez un compte professionnel pour commander à prix libraire.</p>
          <Link to={paths.label.booksellerRegistration.getHref(label.slug)} className="button button--ghost button--block">
            Créer un compte libraire
          </Link>
        </>
      }
    >
      <RegistrationForm labelSlug={label.slug} onRegistered={onRegistered} />
    </FormPage>
  );
}

/** Spec §2 'libraire/inscription': the bookseller's sign-up. */
export function BooksellerRegistrationRoute() {
  const label = useCurrentLabel();
  const onRegistered = useToWaitingValidation(label.slug);
  useDocumentMeta(`Inscription libraire — ${label.name}`);
  return (
    <FormPage
      eyebrow="Espace libraire"
      title="Créer un compte libraire"
      wide
      lead={
        <p>
          Commandez nos livres à prix professionnel, réglez par prélèvement, virement ou carte, et recevez vos factures par courriel. Votre compte est validé par notre équipe après
          confirmation de votre adresse.
        </p>
      }
    >
      <BooksellerRegistrationForm labelSlug={label.slug} onRegistered={onRegistered} />
    </FormPage>
  );
}
