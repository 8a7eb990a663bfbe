import { Link } from 'react-router-dom';
import { frenchSpacing } from '@shop/typography';
import { Icon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { PICTURE_SIZES } from '@/lib/responsive-image';
import { excerpt, formatCount, formatPrice } from '@/lib/format';
import { REWARD_NAME_CUT, rewardState } from '@/lib/reward-state';
import type { Compensation } from '@/types/api';

interface RewardCardProps {
  reward: Compensation;
  isBookseller: boolean;
  /** Where choosing it leads (the contribution form with the reward added); null while the campaign is not running. */
  chooseHref: string | null;
}

/** A reward of a campaign (its catalogue, and the contribution form's choice): picture, name, price, what is left, and why it may be locked. */
export function RewardCard({ reward, isBookseller, chooseHref }: RewardCardProps) {
  const state = rewardState(reward, isBookseller);
  const name = excerpt(reward.name, REWARD_NAME_CUT);
  const disabled = state.kind !== 'available';
  return (
    <article className={`reward${disabled ? ' is-disabled' : ''}`} aria-label={reward.name} aria-disabled={disabled || undefined}>
      <Picture src={reward.image} webp={reward.image_webp} alt="" className="reward__image" width={800} height={800} sizes={PICTURE_SIZES.reward} />
      <div className="reward__body">
        <div className="reward__head">
          <h3 className="reward__name" title={name === reward.name ? undefined : reward.name}>
            {frenchSpacing(name)}
          </h3>
          <p className="reward__price">{formatPrice(reward.price)}</p>
        </div>
        {reward.description_text && <p className="reward__description">{excerpt(reward.description_text, 140)}</p>}

        {state.kind === 'sold-out' && <p className="reward__flag reward__flag--out">Épuisé</p>}
        {state.kind === 'available' && state.remaining !== null && (
          <p className="reward__flag">{state.remaining === 1 ? 'Plus que 1 disponible' : `Plus que ${formatCount(state.remaining)} disponibles`}</p>
        )}
        {state.kind === 'booksellers-only' && (
          <p className="reward__note">
            <Icon name="lock" size={16} />
            Réservée aux libraires : connectez-vous avec votre compte libraire pour la choisir.
          </p>
        )}
        {reward.lockedByVoucher && state.kind === 'available' && (
          <p className="reward__note">
            <Icon name="gift" size={16} />
            Réservée aux détenteurs d'un bon d'achat : son code vous sera demandé pour la valider.
          </p>
        )}

        {chooseHref &&
          (disabled ? (
            <button type="button" className="button button--small reward__choose" disabled>
              Choisir <span className="visually-hidden">« {reward.name} » (indisponible)</span>
            </button>
          ) : (
            <Link to={chooseHref} className="button button--small button--ghost reward__choose">
              Choisir <span className="visually-hidden">« {reward.name} »</span>
            </Link>
          ))}
      </div>
    </article>
  );
}
