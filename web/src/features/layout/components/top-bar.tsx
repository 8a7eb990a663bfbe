import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Label } from '@/types/api';
import { SocialLinks } from './social-links';

/** The thin bar above the header: the bookseller area for booksellers, the label's catch phrase for others, and its networks. */
export function TopBar({ label, isBookseller }: { label: Label; isBookseller: boolean }) {
  return (
    <div className="top-bar">
      <div className="top-bar__inner">
        {isBookseller ? (
          <Link to={paths.label.bookseller.getHref(label.slug, 'boutique')} className="top-bar__pro">
            Espace libraire
          </Link>
        ) : (
          <p className="top-bar__phrase">{label.catchPhrase}</p>
        )}
        <SocialLinks label={label} className="social-links social-links--top" />
      </div>
    </div>
  );
}
