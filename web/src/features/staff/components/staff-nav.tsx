import { useEffect, useId, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { StaffSection } from '@/config/paths';

/** The staff area's sections in the groups a publisher thinks in. */
const GROUPS: { name: string; sections: [StaffSection, string][] }[] = [
  {
    name: 'Ventes',
    sections: [
      ['commandes', 'Commandes'],
      ['clients', 'Clients'],
      ['colis', 'Colis'],
      ['anomalies', 'Anomalies de paiement'],
      ['bons', 'Bons d’achat'],
    ],
  },
  {
    name: 'Catalogue',
    sections: [
      ['livres', 'Livres'],
      ['goodies', 'Goodies'],
      ['auteurs', 'Auteurs'],
      ['collections', 'Collections'],
    ],
  },
  {
    name: 'Financement participatif',
    sections: [
      ['campagnes', 'Campagnes'],
      ['actualites', 'Actualités & FAQ'],
    ],
  },
  {
    name: 'Relations',
    sections: [
      ['evenements', 'Événements'],
      ['messages', 'Messages'],
      ['projets', 'Projets soumis'],
      ['lettres', 'Lettres d’information'],
      ['adresses-bloquees', 'Adresses bloquées'],
      ['activite', 'Journal d’activité'],
    ],
  },
];

function NavGroup({ name, sections, base }: { name: string; sections: [StaffSection, string][]; base: string }) {
  const nameId = useId();
  return (
    <li className="staff-nav__group">
      <span id={nameId} className="staff-nav__name">
        {name}
      </span>
      <ul className="staff-nav__links" aria-labelledby={nameId}>
        {sections.map(([section, text]) => (
          <li key={section}>
            {/* NavLink marks the section of the page (its records included) with aria-current="page". */}
            <NavLink to={`${base}/${section}`} className="staff-nav__link">
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** 'Arrière boutique': its sections in named groups; on a phone each group scrolls sideways to its current section. */
export function StaffNav({ base }: { base: string }) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const reveal = () => {
      const active = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
      const row = active?.closest<HTMLElement>('.staff-nav__links');
      // The row is positioned: the link's offset is counted from its start.
      if (active && row) row.scrollLeft = Math.max(0, active.offsetLeft - 16);
    };
    reveal();
    window.addEventListener('resize', reveal);
    return () => window.removeEventListener('resize', reveal);
  }, [pathname]);
  return (
    <nav ref={nav} className="staff-nav" aria-label="Arrière boutique">
      <ul className="staff-nav__groups">
        {GROUPS.map((group) => (
          <NavGroup key={group.name} name={group.name} sections={group.sections} base={base} />
        ))}
      </ul>
    </nav>
  );
}
