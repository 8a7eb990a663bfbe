import { ErrorMessage } from '@/components/ui/error-message';
import { guillemets } from '@shop/typography';
import { formatCount, formatPrice, formatRelative } from '@/lib/format';
import { useInitialNow } from '@/lib/ssr/server-render';
import type { Backer } from '@/types/api';
import { useCrowdfundingContributions } from '../api/get-crowdfunding-contributions';

const initialOf = (name: string | null) => (name?.trim()[0] ?? '♥').toUpperCase();

function BackerItem({ backer }: { backer: Backer }) {
  const name = backer.nickname ?? 'Anonyme';
  // The server's instant while hydrating: the same 'il y a …' as the server wrote.
  const now = useInitialNow();
  return (
    <li className="backer">
      <span className="backer__avatar" aria-hidden="true">
        {initialOf(backer.nickname)}
      </span>
      <div className="backer__body">
        <p className="backer__line">
          <strong className="backer__name">{name}</strong>
          {backer.amount !== null && <span className="backer__amount">{formatPrice(backer.amount)}</span>}
          <time className="backer__date" dateTime={backer.date}>
            {formatRelative(backer.date, now)}
          </time>
        </p>
        {backer.comment && <p className="backer__comment">{guillemets(backer.comment)}</p>}
      </div>
    </li>
  );
}

/** The contributions tab: who backed the project, page after page with 'En voir plus'. */
export function CampaignBackers({ slug }: { slug: string }) {
  const { backers, count, error, isLoading, isLoadingMore, hasMore, loadMore, retry } = useCrowdfundingContributions(slug);
  if (error && backers.length === 0) {
    return <ErrorMessage message="Les contributions n'ont pas pu être chargées." onRetry={retry} />;
  }
  if (isLoading) return <div className="tab-placeholder" aria-hidden="true" />;
  return (
    <div className="backers">
      <p className="backers__count">
        {formatCount(count)} {count > 1 ? 'contributions' : 'contribution'} · merci à toutes et à tous !
      </p>
      <ul className="backers__list">
        {backers.map((backer) => (
          <BackerItem key={backer.id} backer={backer} />
        ))}
      </ul>
      {error && <ErrorMessage message="La suite n'a pas pu être chargée." onRetry={loadMore} />}
      {hasMore && !error && (
        <button type="button" className="button button--ghost backers__more" onClick={loadMore} disabled={isLoadingMore}>
          En voir plus
        </button>
      )}
    </div>
  );
}
