import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon } from '@/components/ui/icons';
import type { MenuItem } from '../utils/menu-items';
import { CollectionsMenu } from './collections-menu';

interface SideMenuProps {
  items: MenuItem[];
  /** Small screens only: the menu is a drawer opened by the burger. */
  open: boolean;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The open drawer covers the page (its backdrop): Tab from its last link goes to its first, Shift+Tab
 * from its first to its last, as in a dialog, so the focus never wanders behind it.
 */
function keepFocusIn(container: HTMLElement, event: KeyboardEvent): void {
  // Only what is shown: a collapsed submenu's links are in the DOM but not on screen.
  const focusable = Array.from(container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter((el) => el.getClientRects().length > 0);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (!container.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The side menu: a column beside the page on wide screens, a drawer on small ones (≤ 1024 px).
 * The drawer keeps the focus while open, and closes on Escape (focus back to the burger), on a
 * click outside and on navigation.
 */
export function SideMenu({ items, open, onClose }: SideMenuProps) {
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    nav.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
      if (event.key === 'Tab' && nav.current) keepFocusIn(nav.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <>
      <nav ref={nav} id="side-menu" className={`side-menu${open ? ' is-open' : ''}`} aria-label="Menu principal">
        <div className="side-menu__head">
          <span className="side-menu__heading">Menu</span>
          <button type="button" className="side-menu__close" onClick={() => onClose(true)}>
            <Icon name="close" size={22} />
            <span className="visually-hidden">Fermer le menu</span>
          </button>
        </div>
        <ul className="side-menu__list">
          {items.map((item) => (
            <li key={item.key}>
              {item.kind === 'collections' ? (
                <CollectionsMenu item={item} />
              ) : item.external ? (
                <a href={item.href} className="side-menu__link side-menu__link--staff">
                  {item.label}
                </a>
              ) : (
                <NavLink to={item.href} className="side-menu__link">
                  {item.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {open && <div className="side-menu__backdrop" aria-hidden="true" onClick={() => onClose(false)} />}
    </>
  );
}
