import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AccountConfirmation } from '@/features/auth/components/account-confirmation';
import { FormPage } from '@/components/ui/form-page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResendConfirmation } from '@/features/auth/components/resend-confirmation';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { UnsubscribePrompt } from '@/features/auth/components/unsubscribe-prompt';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from '../label-layout';

/** Spec §2 'waiting-validation': the account exists; its address is to be validated through the mailed link. */
export function WaitingValidationRoute() {
  const label = useCurrentLabel();
  const email = (useLocation().state as { email?: string } | null)?.email;
  useDocumentMeta(`Validez votre adresse — ${label.name}`);
  return (
    <FormPage eyebrow="Inscription" title="Plus qu'une étape !">
      <div className="form-page__text">
        <p>
          Votre compte a bien été créé. Nous venons de vous envoyer un courriel
          {email ? (
            <>
              {' '}
              à l'adresse <strong>{email}</strong>
            </>
          ) : null}{' '}
          contenant un lien de validation.
        </p>
        <p>
          <strong>Cliquez sur ce lien pour valider votre adresse e-mail et activer votre compte.</strong> Il est valable trois jours.
        </p>
        <p className="form-page__muted">Rien reçu d'ici quelques minutes ? Pensez à regarder dans vos courriers indésirables.</p>
      </div>
      <ResendConfirmation labelSlug={label.slug} email={email} />
      <Link to={paths.label.home.getHref(label.slug)} className="button button--ghost">
        Revenir à l'accueil
      </Link>
    </FormPage>
  );
}

/** Spec §2 'confirm?email=&token=': validates the account of the mailed link. */
export function ConfirmRoute() {
  const label = useCurrentLabel();
  const [params] = useSearchParams();
  useDocumentMeta(`Validation du compte — ${label.name}`);
  return (
    <FormPage eyebrow="Inscription" title="Validation de votre compte">
      <AccountConfirmation labelSlug={label.slug} email={params.get('email') ?? ''} token={params.get('token') ?? ''} />
    </FormPage>
  );
}

/** Spec §2 'forgot-password'. */
export function ForgotPasswordRoute() {
  const label = useCurrentLabel();
  useDocumentMeta(`Mot de passe oublié — ${label.name}`);
  return (
    <FormPage
      eyebrow="Mon compte"
      title="Mot de passe oublié"
      lead={<p>Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.</p>}
    >
      <ForgotPasswordForm labelSlug={label.slug} />
      <p className="form-page__back">
        <Link to={paths.label.login.getHref(label.slug)}>← Revenir à la connexion</Link>
      </p>
    </FormPage>
  );
}

/** Spec §2 'reset-password?email=&token='. */
export function ResetPasswordRoute() {
  const label = useCurrentLabel();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  useDocumentMeta(`Nouveau mot de passe — ${label.name}`);
  return (
    <FormPage eyebrow="Mon compte" title="Nouveau mot de passe" lead={email ? <p>Pour le compte {email}.</p> : undefined}>
      {email && token ? (
        <ResetPasswordForm labelSlug={label.slug} email={email} token={token} />
      ) : (
        <div className="form-failure" role="alert">
          <p className="form-failure__title">Ce lien de réinitialisation est incomplet.</p>
          <p>Ouvrez le lien reçu par courriel tel quel, ou demandez-en un nouveau.</p>
          <Link to={paths.label.forgotPassword.getHref(label.slug)} className="button">
            Demander un nouveau lien
          </Link>
        </div>
      )}
    </FormPage>
  );
}

/** Spec §2 'unsubscribe?email=': confirmation, then the newsletter is left (or, without the link's token, a link to confirm is mailed). */
export function UnsubscribeRoute() {
  const label = useCurrentLabel();
  const [params] = useSearchParams();
  useDocumentMeta(`Désinscription — ${label.name}`);
  return (
    <FormPage eyebrow="Lettre d'information" title="Se désinscrire">
      <UnsubscribePrompt email={params.get('email') ?? ''} token={params.get('token') ?? undefined} labelName={label.name} labelSlug={label.slug} />
    </FormPage>
  );
}
