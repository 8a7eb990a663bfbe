import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatCount, formatPrice } from '@/lib/format';
import type { Crowdfunding } from '@/types/api';
import { completionPieSrc } from '../utils/completion';
import { CampaignOutcome } from './campaign-outcome';
import { TimeLeft } from './time-left';
import { FundingProgress } from './funding-progress';

interface CampaignInfoProps {
  campaign: Crowdfunding;
  labelSlug: string;
  /** Whether the label has a bookshop a finished campaign may send readers to (its feature switch). */
  withLibrary: boolean;
}

/** The figures of a campaign: reached and goal, backers, completion pie, time left, then how to take part. */
export function CampaignInfo({ campaign, labelSlug, withLibrary }: CampaignInfoProps) {
  const books = campaign.goal_type === 2;
  const percent = campaign.completion_percent;
  const running = campaign.started && !campaign.finished && !campaign.disabled && !campaign.draft;
  return (
    <aside className="campaign-info" aria-label="Où en est le projet">
      <div className="campaign-info__reached">
        <img className="campaign-info__pie" src={completionPieSrc(campaign.label_slug, percent)} alt="" width={120} height={120} decoding="async" />
        <div>
          <p className="campaign-info__amount" data-testid="reached">
            {books ? `${formatCount(campaign.books_sold)} ${campaign.books_sold > 1 ? 'livres' : 'livre'}` : formatPrice(campaign.basic_stats.collection)}
          </p>
          <p className="campaign-info__goal">{books ? `vendus sur un objectif de ${formatCount(campaign.goal)}` : `collectés sur un objectif de ${formatPrice(campaign.goal)}`}</p>
        </div>
      </div>

      <FundingProgress percent={percent} />

      <dl className="campaign-info__facts">
        <div>
          <dt>Objectif</dt>
          <dd data-testid="percent">{percent} %</dd>
        </div>
        <div>
          <dt>
            <Icon name="people" size={16} /> Contributeur·ices
          </dt>
          <dd>{formatCount(campaign.basic_stats.contributors)}</dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" size={16} /> Temps restant
          </dt>
          <dd data-testid="time-left">
            <TimeLeft campaign={campaign} />
          </dd>
        </div>
      </dl>

      {running && (
        <Link to={paths.label.contribute.getHref(labelSlug, campaign.slug)} className="button button--large campaign-info__cta">
          Contribuer
        </Link>
      )}
      {campaign.draft && <p className="campaign-info__soon">Brouillon : personne ne peut y contribuer avant sa publication.</p>}
      {!campaign.draft && !campaign.started && !campaign.finished && <p className="campaign-info__soon">Les contributions ouvriront au lancement de la campagne.</p>}
      {campaign.finished && <CampaignOutcome campaign={campaign} labelSlug={labelSlug} withLibrary={withLibrary} />}
    </aside>
  );
}
