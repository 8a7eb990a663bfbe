import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { confirmAccount } from '../api/confirm-account';
import { ResendConfirmation } from './resend-confirmation';

/** Spec §2: the texts of the confirmation screen, word for word. */
export const CONFIRMED = 'Félicitation, votre compte a bien été validé.';
export const CONFIRMATION_FAILED = 'Une erreur est survenue lors de la validation de votre compte...';

/** Sends the mailed link's email and token once, then says whether the account is now active. */
export function AccountConfirmation({ labelSlug, email, token }: { labelSlug: string; email: string; token: string }) {
  const [state, setState] = useState<'sending' | 'done' | 'failed'>(email && token ? 'sending' : 'failed');
  useEffect(() => {
    if (!email || !token) return;
    let current = true;
    confirmAccount(email, token).then(
      () => current && setState('done'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [email, token]);

  if (state === 'sending') {
    return (
      <p className="form-page__status" role="status">
        Validation de votre compte en cours…
      </p>
    );
  }
  if (state === 'done') {
    return (
      <div className="form-success" role="status">
        <p className="form-success__title">{CONFIRMED}</p>
        <p>Vous pouvez maintenant vous connecter avec votre adresse e-mail et votre mot de passe.</p>
        <Link to={paths.label.login.getHref(labelSlug)} className="button">
          Se connecter
        </Link>
      </div>
    );
  }
  return (
    <div className="form-failure" role="alert">
      <p className="form-failure__title">{CONFIRMATION_FAILED}</p>
      <p>
        Le lien a peut-être expiré (il est valable trois jours) ou a déjà servi. Si votre compte n'est toujours pas actif, demandez un nouveau lien ci-dessous, ou contactez notre
        service client en précisant l'adresse e-mail de votre inscription : nous le validerons pour vous.
      </p>
      <ResendConfirmation labelSlug={labelSlug} email={email || undefined} />
      <div className="form-failure__actions">
        <Link to={paths.label.contact.getHref(labelSlug)} className="button">
          Contacter le support
        </Link>
        <Link to={paths.label.login.getHref(labelSlug)} className="button button--ghost">
          Se connecter
        </Link>
      </div>
    </div>
  );
}
