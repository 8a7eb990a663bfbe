import { Link } from 'react-router-dom';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { PREORDER_MESSAGE, PRODUCTION_HELP } from '@/features/catalogue/components/book-help';
import { BooksInProductionPages } from '@/features/catalogue/components/book-pages';
import { CampaignPages } from '@/features/crowdfunding/components/campaign-pages';
import { CROWDFUNDING_HELP } from '@/features/crowdfunding/components/crowdfunding-help';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from './label-layout';

/** The projects page (spec §2): running campaigns and books in production, both scrolling on and on. */
export function ProjectsRoute() {
  const label = useCurrentLabel();
  useDocumentMeta(`Projets en cours — ${label.name}`);
  return (
    <>
      <header className="page-head">
        <p className="page-head__eyebrow">{label.name}</p>
        <h1>Projets en cours</h1>
        <p className="page-head__lead">
          Les livres que nous fabriquons en ce moment : soutenez ceux qui cherchent encore leurs lecteurs et
          lectrices, précommandez ceux qui sont déjà sous presse.
        </p>
      </header>
      {label.feature_crowdfunding && (
        <Section title="En cours de financement participatif" help={CROWDFUNDING_HELP}>
          <CampaignPages labelId={label.id} labelSlug={label.slug} />
        </Section>
      )}
      <Section title="En cours de production" help={PRODUCTION_HELP} intro={PREORDER_MESSAGE}>
        <BooksInProductionPages labelId={label.id} labelSlug={label.slug} />
      </Section>
      <p className="page-foot">
        <Link to={paths.label.bookshop.getHref(label.slug)} className="button button--ghost">
          Voir les livres déjà parus dans la librairie <span aria-hidden="true">→</span>
        </Link>
      </p>
    </>
  );
}
