import { ErrorMessage } from '@/components/ui/error-message';
import { frenchSpacing } from '@shop/typography';
import { HtmlContent } from '@/components/ui/html-content';
import { formatDate, formatRelative } from '@/lib/format';
import { useInitialNow } from '@/lib/ssr/server-render';
import { useCrowdfundingNews } from '../api/get-crowdfunding-news';

/** The news tab: each news item's subject, date in French and content. */
export function CampaignNews({ slug }: { slug: string }) {
  const { data: news, error, mutate } = useCrowdfundingNews(slug);
  // The server's instant while hydrating: 'à l’instant' on the server stays so in the browser.
  const now = useInitialNow();
  if (error) return <ErrorMessage message="Les actualités n'ont pas pu être chargées." onRetry={() => void mutate()} />;
  if (!news) return <div className="tab-placeholder" aria-hidden="true" />;
  return (
    <ol className="news-list">
      {news.map((item) => (
        <li key={item.id}>
          <article className="news-item" aria-labelledby={`news-${item.id}`}>
            <h3 id={`news-${item.id}`} className="news-item__subject">
              {frenchSpacing(item.subject)}
            </h3>
            <p className="news-item__date">
              <time dateTime={item.date}>Le {formatDate(item.date)}</time>
              <span aria-hidden="true"> · </span>
              <span>{formatRelative(item.date, now)}</span>
            </p>
            <HtmlContent html={item.content} />
          </article>
        </li>
      ))}
    </ol>
  );
}
