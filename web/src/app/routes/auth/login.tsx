import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FormPage } from '@/components/ui/form-page';
import { LoginForm } from '@/features/auth/components/login-form';
import { adoptCartAtLogin } from '@/features/cart/api/register-cart';
import { useDocumentMeta } from '@/lib/document-meta';
import { useSession } from '@/lib/session';
import { useCurrentLabel } from '../label-layout';
import { safeReturnUrl } from './return-url';

/**
 * Spec §2 'login': email and password, links to the forgotten password and both sign-ups. Logged
 * in (already, or now), the visitor goes to the returnUrl, or to the label's home.
 */
export function LoginRoute() {
  const label = useCurrentLabel();
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeReturnUrl(params.get('returnUrl')) ?? paths.label.root.getHref(label.slug);
  useDocumentMeta(`Connexion — ${label.name}`);

  if (loggedIn) return <Navigate to={target} replace />;

  return (
    <FormPage
      eyebrow="Mon compte"
      title="Connexion"
      lead={<p>Retrouvez vos commandes, vos soutiens et vos cartes cadeaux.</p>}
      aside={
        <>
          <h2 className="form-page__aside-title">Pas encore de compte ?</h2>
          <p>Créez-le en une minute pour suivre vos commandes et soutenir nos projets.</p>
          <Link to={paths.label.registration.getHref(label.slug)} className="button button--ghost button--block">
            Créer un compte
          </Link>
          <h2 className="form-page__aside-title">Vous êtes libraire ?</h2>
          <p>Ouvrez un compte professionnel pour commander à prix libraire.</p>
          <Link to={paths.label.booksellerRegistration.getHref(label.slug)} className="button button--ghost button--block">
            Créer un compte libraire
          </Link>
        </>
      }
    >
      <LoginForm
        labelSlug={label.slug}
        // Spec §4: the cart filled before logging in becomes the user's (merged into theirs), or theirs becomes this browser's.
        prepareSession={adoptCartAtLogin}
        onLoggedIn={() => navigate(target, { replace: true })}
      />
    </FormPage>
  );
}
