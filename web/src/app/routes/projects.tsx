import { Link } from 'react-router-dom';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { PREORDER_MESSAGE, PRODUCTION_HELP } from '@/features/catalogue/components/book-help';
import { BooksInProductionPages } from '@/features/catalogue/components/book-pages';
import { CampaignGroupGrid, MoreCampaigns, useProjectCampaigns } from '@/features/crowdfunding/components/campaign-pages';
import { CROWDFUNDING_HELP } from '@/features/crowdfunding/components/crowdfunding-help';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from './label-layout';

/**
 * The projects page (spec §2, §7): the label's public campaigns, running, upcoming and finished,
 * each group under its own title, and the books in production; both lists scroll on and on.
 */
export function ProjectsRoute() {
  const label = useCurrentLabel();
  useDocumentMeta(`Projets en cours — ${label.name}`);
  const withCampaigns = label.feature_crowdfunding;
  const campaigns = useProjectCampaigns(withCampaigns ? label.id : null);
  const { upcoming, finished } = campaigns.groups;
  const group = { campaigns, labelSlug: label.slug, withLibrary: label.featureLibrary };
  return (
    <>
      <header className="page-head">
        <p className="page-head__eyebrow">{label.name}</p>
        <h1>Projets en cours</h1>
        <p className="page-head__lead">
          Les livres que nous fabriquons en ce moment : soutenez ceux qui cherchent encore leurs lecteurs et lectrices, précommandez ceux qui sont déjà sous presse, et retrouvez
          nos campagnes à venir et passées.
        </p>
      </header>
      {withCampaigns && (
        <Section title="En cours de financement participatif" help={CROWDFUNDING_HELP}>
          <CampaignGroupGrid {...group} group="running" empty="Aucun projet en cours de financement pour le moment." />
        </Section>
      )}
      {withCampaigns && upcoming.length > 0 && (
        <Section title="Bientôt en financement participatif">
          <CampaignGroupGrid {...group} group="upcoming" />
        </Section>
      )}
      <Section title="En cours de production" help={PRODUCTION_HELP} intro={PREORDER_MESSAGE}>
        <BooksInProductionPages labelId={label.id} labelSlug={label.slug} />
      </Section>
      {/* Finished campaigns close the page; their section also holds the anchor that loads more campaigns. */}
      {withCampaigns && (finished.length > 0 || campaigns.hasMore) && (
        <Section title="Financements participatifs terminés">
          <CampaignGroupGrid {...group} group="finished" />
          <MoreCampaigns campaigns={campaigns} />
        </Section>
      )}
      {label.featureLibrary && (
        <p className="page-foot">
          <Link to={paths.label.bookshop.getHref(label.slug)} className="button button--ghost">
            Voir les livres déjà parus dans la librairie <span aria-hidden="true">→</span>
          </Link>
        </p>
      )}
    </>
  );
}
