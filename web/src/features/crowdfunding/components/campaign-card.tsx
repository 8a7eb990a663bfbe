import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { excerpt, formatCount, formatPrice } from '@/lib/format';
import type { Crowdfunding } from '@/types/api';
import { progressWidth } from '../utils/completion';
import { TimeLeft } from './time-left';

/** What was reached: euros collected, or books sold for a goal in books (goal type 2). */
function reached(campaign: Crowdfunding): string {
  return campaign.goal_type === 2 ? `${formatCount(campaign.books_sold)} livres` : formatPrice(campaign.basic_stats.collection);
}

/** Spec §9: the widget's description stops at 350 characters, 300 under a title over 28. */
const descriptionLimit = (title: string) => (title.length > 28 ? 300 : 350);

/** A running campaign on a home or projects grid: its 16:9 visual, title, author, pitch and progress. */
export function CampaignCard({ campaign, href }: { campaign: Crowdfunding; href: string }) {
  const percent = campaign.completion_percent;
  const titleId = `campaign-${campaign.id}-title`;
  return (
    <article className="campaign-card" aria-labelledby={titleId}>
      <Picture
        src={campaign.cover}
        webp={campaign.cover_webp}
        alt={`Visuel du projet « ${campaign.title} »`}
        className="campaign-card__cover"
        width={1200}
        height={675}
      />
      <div className="campaign-card__body">
        <h3 className="campaign-card__title" id={titleId}>
          {/* The link covers the whole card (see .campaign-card__link::after) while the heading stays its name. */}
          <Link to={href} className="campaign-card__link">
            {campaign.title}
          </Link>
        </h3>
        {campaign.author && <p className="campaign-card__author">{campaign.author.name}</p>}
        {campaign.description_text && (
          <p className="campaign-card__excerpt">{excerpt(campaign.description_text, descriptionLimit(campaign.title))}</p>
        )}

        <div className="campaign-card__progress">
          <div className="campaign-card__figures">
            <strong className="campaign-card__amount">{reached(campaign)}</strong>
            <span className="campaign-card__percent">{percent} %</span>
          </div>
          <div
            className="progress"
            role="progressbar"
            aria-label="Progression du financement"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progressWidth(percent)}
            aria-valuetext={`${percent} % de l'objectif`}
          >
            <div className="progress__bar" style={{ width: `${progressWidth(percent)}%` }} />
          </div>
        </div>

        <ul className="campaign-card__meta">
          <li>
            <Icon name="people" size={18} />
            {formatCount(campaign.basic_stats.contributors)} contributeur·ices
          </li>
          <li>
            <Icon name="clock" size={18} />
            <TimeLeft campaign={campaign} />
          </li>
        </ul>
      </div>
    </article>
  );
}
