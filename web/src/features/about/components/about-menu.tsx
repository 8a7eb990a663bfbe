import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ABOUT_MENU, ABOUT_SECTIONS, type AboutSection } from '../content';

/** The sections of 'Qui sommes-nous ?', each its own URL; switching keeps the scroll position (spec §2). */
export function AboutMenu({ labelSlug, current }: { labelSlug: string; current: AboutSection }) {
  return (
    <nav className="tabs" aria-label="Sections de Qui sommes-nous ?">
      <ul className="tabs__list">
        {ABOUT_SECTIONS.map((section) => (
          <li key={section}>
            <Link to={paths.label.about.getHref(labelSlug, section)} className="tabs__tab" aria-current={section === current ? 'page' : undefined}>
              {ABOUT_MENU[section]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
