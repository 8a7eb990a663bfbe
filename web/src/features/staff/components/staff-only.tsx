import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** The back office is the team's: anyone else logged in gets a plain refusal (the API refuses them too). */
export function StaffOnly({ labelSlug, children }: { labelSlug: string; children: ReactNode }) {
  const { profile } = useSession();
  if (!profile) {
    return (
      <p role="status" className="staff-loading">
        Chargement de votre profil…
      </p>
    );
  }
  if (!profile.is_staff) {
    return (
      <section className="staff-refusal" aria-labelledby="staff-refusal-title">
        <p className="page-head__eyebrow">Arrière boutique</p>
        <h1 id="staff-refusal-title">Accès réservé à l'équipe.</h1>
        <p>Cette partie du site sert à l'équipe de la boutique pour suivre les commandes. Votre compte n'y a pas accès.</p>
        <Link to={paths.label.home.getHref(labelSlug)} className="button">
          Revenir à l'accueil
        </Link>
      </section>
    );
  }
  return <>{children}</>;
}
