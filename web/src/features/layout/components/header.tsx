import { Link } from 'react-router-dom';
import { Picture } from '@/components/ui/picture';
import { paths } from '@/config/paths';
import type { Label } from '@/types/api';

/** The site header: the label's logo (its emblem and name), linking to its home; menus come here later. */
export function Header({ label }: { label: Label }) {
  return (
    <header className="site-header">
      {label.globalMessage && <p className="global-message">{label.globalMessage}</p>}
      <div className="site-header__inner">
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
      </div>
    </header>
  );
}
