import { RewardCard } from '@/components/reward/reward-card';
import { paths } from '@/config/paths';
import type { Compensation } from '@/types/api';

interface RewardCatalogueProps {
  rewards: Compensation[];
  labelSlug: string;
  campaignSlug: string;
  running: boolean;
  isBookseller: boolean;
}

/** The campaign's rewards, each leading to the contribution form with it added (while the campaign runs). */
export function RewardCatalogue({ rewards, labelSlug, campaignSlug, running, isBookseller }: RewardCatalogueProps) {
  if (rewards.length === 0) return null;
  return (
    <section className="rewards" aria-labelledby="rewards-title">
      <h2 id="rewards-title" className="rewards__title">
        Les contreparties
      </h2>
      <ul className="rewards__list">
        {rewards.map((reward) => (
          <li key={reward.id}>
            <RewardCard reward={reward} isBookseller={isBookseller} chooseHref={running ? paths.label.contribute.getHref(labelSlug, campaignSlug, reward.id) : null} />
          </li>
        ))}
      </ul>
    </section>
  );
}
