import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { availableQuery, inProductionQuery, useBooks } from '@/features/catalogue/api/get-books';
import { AVAILABLE_HELP, PREORDER_MESSAGE, PRODUCTION_HELP } from '@/features/catalogue/components/book-help';
import { BookSectionContent } from '@/features/catalogue/components/book-section-content';
import { useRunningCrowdfundings } from '@/features/crowdfunding/api/get-crowdfundings';
import { CROWDFUNDING_HELP } from '@/features/crowdfunding/components/crowdfunding-help';
import { RunningCampaigns } from '@/features/crowdfunding/components/running-campaigns';
import { LabelLanding } from '@/features/labels/components/label-landing';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from './label-layout';

/** Spec §1, §7: the home shows 3 books in production and the 4 latest published ones. */
const HOME_PRODUCTION = 3;
const HOME_AVAILABLE = 4;

/**
 * A label's home (spec §1): the landing block, then the sections its flags allow. The sections wait
 * for all their data (spec §2: the home resolves campaigns and books first) and appear together.
 */
export function HomeRoute() {
  const label = useCurrentLabel();
  useDocumentMeta(label.catchPhrase ? `${label.name} — ${label.catchPhrase}` : label.name);
  const showCampaigns = label.feature_crowdfunding;
  const showProduction = label.featureProjects;
  const showAvailable = label.featureLibrary;

  const campaigns = useRunningCrowdfundings(showCampaigns ? label.id : null);
  const production = useBooks(showProduction ? inProductionQuery(label.id, HOME_PRODUCTION) : null);
  const available = useBooks(showAvailable ? availableQuery(label.id, HOME_AVAILABLE) : null);
  const resolved = !campaigns.isLoading && !production.isLoading && !available.isLoading;

  return (
    <>
      <LabelLanding label={label} />
      {showCampaigns && (
        <Section
          title="En cours de financement participatif"
          help={CROWDFUNDING_HELP}
          more={label.featureProjects ? { to: paths.label.projects.getHref(label.slug, 'en'), label: 'Tous les projets' } : undefined}
        >
          <RunningCampaigns campaigns={resolved ? campaigns.data : undefined} error={campaigns.error} retry={campaigns.retry} labelSlug={label.slug} />
        </Section>
      )}
      {showProduction && (
        <Section title="En cours de production" help={PRODUCTION_HELP} intro={PREORDER_MESSAGE}>
          <BookSectionContent
            books={resolved ? production.data : undefined}
            error={production.error}
            retry={production.retry}
            labelSlug={label.slug}
            columns={3}
            preorder
            empty="Aucun livre en cours de production pour le moment."
          />
        </Section>
      )}
      {showAvailable && (
        <Section title="Disponible chez nous" help={AVAILABLE_HELP} more={{ to: paths.label.bookshop.getHref(label.slug, 'en'), label: 'Toute la librairie' }}>
          <BookSectionContent
            books={resolved ? available.data : undefined}
            error={available.error}
            retry={available.retry}
            labelSlug={label.slug}
            columns={4}
            empty="Aucun livre disponible pour le moment."
          />
        </Section>
      )}
    </>
  );
}
