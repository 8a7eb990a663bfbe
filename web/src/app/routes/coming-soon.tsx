import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from './label-layout';

/** The page of an area not built yet (bookshop, shop, account, checkout…): says so and offers a way on. */
export function ComingSoonRoute({ title }: { title: string }) {
  const label = useCurrentLabel();
  useDocumentMeta(`${title} — ${label.name}`);
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <p className="coming-soon__eyebrow">{title}</p>
      <h1 id="coming-soon-title">Bientôt disponible</h1>
      <p>Cette partie du site est en cours de fabrication, comme certains de nos livres. Revenez très vite !</p>
      <div className="coming-soon__actions">
        <Link to={paths.label.home.getHref(label.slug)} className="button">
          Revenir à l'accueil
        </Link>
        {label.featureProjects && (
          <Link to={paths.label.projects.getHref(label.slug)} className="button button--ghost">
            Voir les projets en cours
          </Link>
        )}
      </div>
    </section>
  );
}
