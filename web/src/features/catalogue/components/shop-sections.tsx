import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export type ShopSection = 'objets' | 'cartes-cadeaux';

/** The shop's two sections, as tabs: its objects, and its gift cards (which visitors look for from the menu's 'Boutique'). */
export function ShopSections({ labelSlug, current }: { labelSlug: string; current: ShopSection }) {
  const sections: { key: ShopSection; text: string; href: string }[] = [
    { key: 'objets', text: 'Objets', href: paths.label.shop.getHref(labelSlug) },
    { key: 'cartes-cadeaux', text: 'Cartes cadeaux', href: paths.label.giftCards.getHref(labelSlug) },
  ];
  return (
    <nav className="tabs shop-sections" aria-label="Rayons de la boutique">
      <ul className="tabs__list">
        {sections.map((s) => (
          <li key={s.key}>
            <Link to={s.href} className="tabs__tab" aria-current={s.key === current ? 'page' : undefined}>
              {s.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
