import { Link, useParams } from 'react-router-dom';
import { deName } from '@shop/typography';
import { Navigate } from '@/components/ui/navigate';
import { HtmlContent } from '@/components/ui/html-content';
import { paths } from '@/config/paths';
import { AboutMenu } from '@/features/about/components/about-menu';
import { AboutTextBody } from '@/features/about/components/about-text';
import { ABOUT_MENU, ABOUT_TEXTS, isAboutSection } from '@/features/about/content';
import { useDocumentMeta } from '@/lib/document-meta';
import type { Label } from '@/types/api';
import { useCurrentLabel } from '../label-layout';

/**
 * Spec §2 'a-propos/:section': the 'Qui sommes-nous ?' area, one URL per section under a shared menu.
 * An unknown section is the label's 404.
 */
export function AboutRoute() {
  const label = useCurrentLabel();
  const section = useParams().section;
  const known = isAboutSection(section);
  const title = known ? (section === 'nous' ? ABOUT_MENU.nous : ABOUT_TEXTS[section].title) : null;
  useDocumentMeta(title && `${title} — ${label.name}`);
  if (!known) return <Navigate to={paths.label.notFound.getHref(label.slug)} replace />;

  const text = section === 'nous' ? null : ABOUT_TEXTS[section];
  const lead = text ? text.lead : label.catchPhrase;
  // The menu sits outside the text column so its five sections fit on one line on a wide screen.
  return (
    <>
      <AboutMenu labelSlug={label.slug} current={section} />
      <article className="text-page">
        <header className="page-head">
          <p className="page-head__eyebrow">{label.name}</p>
          <h1>{title}</h1>
          {lead && <p className="page-head__lead">{lead}</p>}
        </header>
        {text ? <AboutTextBody text={text} labelSlug={label.slug} /> : <WhoWeAre label={label} />}
      </article>
    </>
  );
}

/** 'nous': who the label is, from its description. */
function WhoWeAre({ label }: { label: Label }) {
  return (
    <>
      {label.description ? <HtmlContent html={label.description} className="prose prose--large" /> : <p className="empty">La présentation {deName(label.name)} arrive bientôt.</p>}
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
    </>
  );
}
