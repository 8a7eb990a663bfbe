import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { Crowdfunding } from '@/types/api';

type Outcome = Pick<Crowdfunding, 'finished' | 'succeeded' | 'in_production' | 'released' | 'release_date' | 'book_slug'>;

/**
 * What a finished campaign says (spec §4): that it is over, and when it succeeded, that the book is
 * in production (release in the future) or out, with a link to the shop where the label has one.
 */
export function CampaignOutcome({ campaign, labelSlug, withLibrary }: { campaign: Outcome; labelSlug: string; withLibrary: boolean }) {
  const bookHref = campaign.book_slug ? paths.label.book.getHref(labelSlug, campaign.book_slug) : paths.label.bookshop.getHref(labelSlug);
  return (
    <div className="campaign-outcome" role="note">
      <p className="campaign-outcome__title">Cette campagne est terminée.</p>
      {campaign.succeeded && campaign.in_production && (
        <>
          <p>
            Objectif atteint, merci à toutes et à tous ! Le livre est en cours de production
            {campaign.release_date ? ` et sortira le ${formatDate(campaign.release_date)}` : ''}. Vous pouvez déjà le précommander dans notre librairie.
          </p>
          {withLibrary && (
            <Link to={bookHref} className="button">
              Précommander le livre
            </Link>
          )}
        </>
      )}
      {campaign.succeeded && campaign.released && (
        <>
          <p>Objectif atteint, merci à toutes et à tous ! Le livre est paru : il vous attend dans notre librairie.</p>
          {withLibrary && (
            <Link to={bookHref} className="button">
              Voir le livre dans la librairie
            </Link>
          )}
        </>
      )}
      {!campaign.succeeded && <p>Merci à toutes celles et ceux qui l'ont soutenue.</p>}
    </div>
  );
}
