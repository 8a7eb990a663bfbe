import { ErrorMessage } from '@/components/ui/error-message';
import { frenchSpacing } from '@shop/typography';
import { useCrowdfundingFaqs } from '../api/get-crowdfunding-faqs';

/** The FAQ tab: an accordion of questions, each opening on its answer. */
export function CampaignFaq({ slug }: { slug: string }) {
  const { data: faqs, error, mutate } = useCrowdfundingFaqs(slug);
  if (error) return <ErrorMessage message="La FAQ n'a pas pu être chargée." onRetry={() => void mutate()} />;
  if (!faqs) return <div className="tab-placeholder" aria-hidden="true" />;
  return (
    <div className="accordion">
      {faqs.map((faq) => (
        <details key={faq.id} className="accordion__item">
          <summary className="accordion__question">{frenchSpacing(faq.question)}</summary>
          <p className="accordion__answer">{faq.response}</p>
        </details>
      ))}
    </div>
  );
}
