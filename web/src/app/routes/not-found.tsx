import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { useServerRender } from '@/lib/ssr/server-render';
import { useCurrentLabel } from './label-layout';

/** Unknown paths (spec §2): 'Page introuvable', with a way back to the label's home. */
export function NotFoundRoute() {
  const label = useCurrentLabel();
  useDocumentMeta(`Page introuvable — ${label.name}`);
  const server = useServerRender();
  // Crawlers read the status: an unknown page is not indexed.
  if (server) server.status = 404;
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page introuvable</h1>
      <p>La page que vous recherchez n'existe pas.</p>
      <Link to={paths.label.home.getHref(label.slug)} className="button">
        Revenir à la page d'accueil.
      </Link>
    </section>
  );
}
