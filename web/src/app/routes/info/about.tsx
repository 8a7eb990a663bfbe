import { Link } from 'react-router-dom';
import { HtmlContent } from '@/components/ui/html-content';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from '../label-layout';

/** Spec §2 'a-propos/nous': who the label is, from its description. */
export function AboutRoute() {
  const label = useCurrentLabel();
  useDocumentMeta(`Qui sommes-nous ? — ${label.name}`);
  return (
    <article className="text-page">
      <header className="page-head">
        <p className="page-head__eyebrow">{label.name}</p>
        <h1>Qui sommes-nous ?</h1>
        {label.catchPhrase && <p className="page-head__lead">{label.catchPhrase}</p>}
      </header>
      {label.description ? (
        <HtmlContent html={label.description} className="prose prose--large" />
      ) : (
        <p className="empty">La présentation de {label.name} arrive bientôt.</p>
      )}
      <div className="text-page__actions">
        {label.featureLibrary && (
          <Link to={paths.label.bookshop.getHref(label.slug)} className="button">
            Découvrir nos livres
          </Link>
        )}
        {label.featureAuthors && (
          <Link to={paths.label.authors.getHref(label.slug)} className="button button--ghost">
            Nos auteurs.ices
          </Link>
        )}
      </div>
    </article>
  );
}
