import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { DEFAULT_LABEL, paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * Spec §2: pages that need an account send visitors without a token to the label's login, which
 * brings them back here afterwards (returnUrl).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const { pathname, search } = useLocation();
  const label = useParams().label ?? DEFAULT_LABEL;
  if (!loggedIn) return <Navigate to={paths.label.login.getHref(label, pathname + search)} replace />;
  return <>{children}</>;
}

/** Spec §2: the reader's account area; booksellers have theirs (libraire/profile). */
export function RequireReader({ children }: { children: ReactNode }) {
  const { profile } = useSession();
  const label = useParams().label ?? DEFAULT_LABEL;
  if (profile?.isBookseller) return <Navigate to={paths.label.bookseller.getHref(label, 'profile')} replace />;
  return <>{children}</>;
}
