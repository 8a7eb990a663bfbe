import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logout } from '@/lib/session';

/**
 * Logging out from the account menu lands on the label's home (spec §4). The router changes pages
 * in a transition while the session ends at once: ended first, a page that needs an account would
 * send the visitor to the login form before the home page shows. So the home page comes first, and
 * the session ends once it is there (or once the menu leaves the screen with the page it was on).
 */
export function useLogoutToHome(labelSlug: string): () => void {
  const home = paths.label.home.getHref(labelSlug);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const leaving = useRef(false);

  useEffect(() => {
    if (!leaving.current || pathname !== home) return;
    leaving.current = false;
    logout();
  }, [pathname, home]);

  useEffect(
    () => () => {
      if (!leaving.current) return;
      leaving.current = false;
      logout();
    },
    [],
  );

  return () => {
    if (pathname === home) {
      logout();
      return;
    }
    leaving.current = true;
    navigate(home);
  };
}
