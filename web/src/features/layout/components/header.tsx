import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { paths } from '@/config/paths';
import type { Label } from '@/types/api';
import { useFixedHeader } from '../hooks/use-fixed-header';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { TopBar } from './top-bar';

interface HeaderProps {
  label: Label;
  isBookseller: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
  burgerRef: Ref<HTMLButtonElement>;
  /** The search field (the search feature's), between the logo and the actions; on a phone, a row of its own. */
  search?: ReactNode;
}

/** The site header: top bar, then the bar with the burger (small screens), logo, search field, account and cart. */
export function Header({ label, isBookseller, menuOpen, onToggleMenu, burgerRef, search }: HeaderProps) {
  const fixed = useFixedHeader();
  return (
    <header className="site-header">
      <TopBar label={label} isBookseller={isBookseller} />
      {/* The slot keeps the bar's room while the bar itself is fixed, so the page does not jump. */}
      <div className="site-header__slot">
        <div className={`site-header__bar${fixed ? ' is-fixed' : ''}`} data-fixed={fixed}>
          <div className="site-header__inner">
            <button ref={burgerRef} type="button" className="burger" aria-expanded={menuOpen} aria-controls="side-menu" onClick={onToggleMenu}>
              <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
              <span className="visually-hidden">{menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}</span>
            </button>
            <Link to={paths.label.home.getHref(label.slug)} className="brand" aria-label={`${label.name} — accueil`}>
              <Picture
                src={label.logo}
                webp={label.logoWebp}
                alt={label.name}
                className="brand__logo"
                width={520}
                height={160}
                eager
                fallback={<span className="brand__name">{label.name}</span>}
              />
            </Link>
            {search && <div className="site-header__search">{search}</div>}
            <div className="site-header__actions">
              <AccountMenu labelSlug={label.slug} />
              {label.featureCart && <CartLink labelSlug={label.slug} />}
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
