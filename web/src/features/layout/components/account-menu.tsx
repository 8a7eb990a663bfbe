import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDismiss } from '@/hooks/use-dismiss';
import { useSession } from '@/lib/session';
import { useLogoutToHome } from '../hooks/use-logout-to-home';

/** The account entry of the header: 'Se connecter', or a dropdown with 'Mon compte' and 'Se déconnecter'. */
export function AccountMenu({ labelSlug }: { labelSlug: string }) {
  const session = useSession();
  const location = useLocation();
  const logoutToHome = useLogoutToHome(labelSlug);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useDismiss(
    open,
    (how) => {
      setOpen(false);
      if (how === 'escape') button.current?.focus();
    },
    [button, menu],
  );

  if (!session.loggedIn) {
    const here = location.pathname + location.search;
    return (
      <Link to={paths.label.login.getHref(labelSlug, here)} className="header-action">
        <Icon name="user" />
        <span className="header-action__text">Se connecter</span>
      </Link>
    );
  }

  const isBookseller = session.profile?.isBookseller ?? false;
  const accountHref = isBookseller ? paths.label.bookseller.getHref(labelSlug, 'profile') : paths.label.account.getHref(labelSlug);
  function onLogout() {
    setOpen(false);
    logoutToHome();
  }

  return (
    <div className="dropdown">
      <button ref={button} type="button" className="header-action" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        <Icon name="user" />
        <span className="header-action__text">{session.profile?.nickname ?? 'Mon espace'}</span>
        <Icon name="chevron" size={16} className="icon icon--chevron" />
      </button>
      <div ref={menu} id={menuId} className="dropdown__panel dropdown__panel--end" hidden={!open}>
        <ul className="dropdown__list">
          <li>
            <Link to={accountHref} className="dropdown__item">
              Mon compte
            </Link>
          </li>
          <li>
            <button type="button" className="dropdown__item" onClick={onLogout}>
              Se déconnecter
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
