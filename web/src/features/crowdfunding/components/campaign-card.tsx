import { Link } from 'react-router-dom';
import { frenchSpacing } from '@shop/typography';
import { Icon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { PICTURE_SIZES } from '@/lib/responsive-image';
import { excerpt, formatCount, formatDate, formatPrice } from '@/lib/format';
import type { Crowdfunding } from '@/types/api';
import '../campaign-states.css';
import { CAMPAIGN_STATE_BADGE, campaignOutcomeLine, campaignState } from '../utils/campaign-state';
import { TimeLeft } from './time-left';
import { FundingProgress } from './funding-progress';

/** What was reached: euros collected, or books sold for a goal in books (goal type 2). */
function reached(campaign: Crowdfunding): string {
  return campaign.goal_type === 2 ? `${formatCount(campaign.books_sold)} livres` : formatPrice(campaign.basic_stats.collection);
}

/** The goal, in euros or in books. */
function goal(campaign: Crowdfunding): string {
  return campaign.goal_type === 2 ? `${formatCount(campaign.goal)} livres` : formatPrice(campaign.goal);
}

/** Spec §9: the widget's description stops at 350 characters, 300 under a title over 28. */
export const descriptionLimit = (title: string) => (title.length > 28 ? 300 : 350);
/** Spec §9: the project widget as a phone shows it, one card a row: 250 characters. */
export const PROJECT_WIDGET_CUT = 250;

interface CampaignCardProps {
  campaign: Crowdfunding;
  href: string;
  /** Where a succeeded campaign's book can be found (spec §4: a link to the shop); null without a library. */
  bookLink?: { href: string; label: string } | null;
}

/**
 * A campaign on a home or projects grid: its 16:9 visual, state, title, author and pitch, then its
 * progress while it runs or once over, its launch date before it starts, and what became of it.
 */
export function CampaignCard({ campaign, href, bookLink = null }: CampaignCardProps) {
  const percent = campaign.completion_percent;
  const titleId = `campaign-${campaign.id}-title`;
  const state = campaignState(campaign);
  const outcome = campaignOutcomeLine(campaign, formatDate);
  return (
    <article className={`campaign-card campaign-card--${state}`} aria-labelledby={titleId}>
      <div className="campaign-card__visual">
        <Picture
          src={campaign.cover}
          webp={campaign.cover_webp}
          alt={`Visuel du projet « ${campaign.title} »`}
          className="campaign-card__cover"
          width={1200}
          height={675}
          sizes={PICTURE_SIZES.campaignCard}
        />
        <p className={`campaign-state campaign-state--${state}`}>{CAMPAIGN_STATE_BADGE[state]}</p>
      </div>
      <div className="campaign-card__body">
        <h3 className="campaign-card__title" id={titleId}>
          {/* The link covers the whole card (see .campaign-card__link::after) while the heading stays its name. */}
          <Link to={href} className="campaign-card__link">
            {frenchSpacing(campaign.title)}
          </Link>
        </h3>
        {campaign.author && <p className="campaign-card__author">{campaign.author.name}</p>}
        {campaign.description_text && (
          <p className="campaign-card__excerpt">
            <span className="excerpt--wide">{excerpt(campaign.description_text, descriptionLimit(campaign.title))}</span>
            <span className="excerpt--narrow">{excerpt(campaign.description_text, PROJECT_WIDGET_CUT)}</span>
          </p>
        )}

        {state === 'upcoming' ? (
          <p className="campaign-card__launch">
            <Icon name="clock" size={18} />
            <span>
              Lancement le <strong>{formatDate(campaign.start_date)}</strong>, objectif de {goal(campaign)}
            </span>
          </p>
        ) : (
          <div className="campaign-card__progress">
            <div className="campaign-card__figures">
              <strong className="campaign-card__amount">{reached(campaign)}</strong>
              <span className="campaign-card__percent">{percent} %</span>
            </div>
            <FundingProgress percent={percent} />
          </div>
        )}

        {outcome && <p className="campaign-card__outcome">{outcome}</p>}
        {outcome && bookLink && state === 'succeeded' && (
          <Link to={bookLink.href} className="campaign-card__book">
            {bookLink.label} <span aria-hidden="true">→</span>
          </Link>
        )}

        {state !== 'upcoming' && (
          <ul className="campaign-card__meta">
            <li>
              <Icon name="people" size={18} />
              {formatCount(campaign.basic_stats.contributors)} contributeur·ices
            </li>
            {state !== 'closed' && (
              <li>
                <Icon name="clock" size={18} />
                {state === 'running' ? <TimeLeft campaign={campaign} /> : <span>Terminé le {formatDate(campaign.end_date)}</span>}
              </li>
            )}
          </ul>
        )}
      </div>
    </article>
  );
}
