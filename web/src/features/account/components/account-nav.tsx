import { NavLink } from 'react-router-dom';

/** Spec §2: the account area's submenu. */
export const ACCOUNT_SECTIONS = [
  { to: 'informations', label: 'Mes informations' },
  { to: 'adresses', label: 'Mes adresses' },
  { to: 'cartes-cadeaux', label: 'Mes cartes cadeaux' },
  { to: 'orders', label: 'Mes commandes' },
  { to: 'contributions', label: 'Mes soutiens' },
] as const;

/** The submenu, with links built from the area's base (`/exemplaire/compte`); the current section is marked. */
export function AccountNav({ base }: { base: string }) {
  return (
    <nav className="account-nav" aria-label="Mon compte">
      <ul className="account-nav__list">
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink to={`${base}/${section.to}`} className={({ isActive }) => `account-nav__link${isActive ? ' is-active' : ''}`}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
