import { Picture } from '@/components/ui/picture';
import { frenchSpacing } from '@shop/typography';
import { formatPrice } from '@/lib/format';
import { MAX_VOUCHER_CODE, type RewardErrors, type SelectedReward } from '../utils/contribution-rules';
import { fieldAria, FieldError, InputField } from './plain-field';

/** Element ids of a chosen reward's fields, for labels, messages and focusing the first invalid one. */
export const rewardFieldId = {
  quantity: (rewardId: number) => `reward-${rewardId}-quantity`,
  variant: (rewardId: number) => `reward-${rewardId}-variant`,
  dedication: (rewardId: number, unit: number) => `reward-${rewardId}-dedication-${unit}`,
  voucher: (rewardId: number, unit: number) => `reward-${rewardId}-voucher-${unit}`,
};

/** What the server said about a chosen reward (`compensations[i]` of a 400). */
export type ServerRewardErrors = Partial<Record<'compensation' | 'quantity' | 'variant' | 'dedications' | 'vouchers', string[]>>;

interface SelectedRewardCardProps {
  selected: SelectedReward;
  errors: RewardErrors | undefined;
  server: ServerRewardErrors | undefined;
  onQuantity: (quantity: string) => void;
  onVariant: (variant: string) => void;
  onDedication: (unit: number, text: string) => void;
  onVoucher: (unit: number, code: string) => void;
  onRemove: () => void;
}

/**
 * A reward chosen in the contribution form: its quantity (at most what is left of a limited one),
 * its option, one dedication per unit when it takes dedications and one voucher code per unit
 * when it is kept for voucher holders.
 */
export function SelectedRewardCard({ selected, errors, server, onQuantity, onVariant, onDedication, onVoucher, onRemove }: SelectedRewardCardProps) {
  const { reward } = selected;
  const variants = reward.variants ?? [];
  const quantityId = rewardFieldId.quantity(reward.id);
  const variantId = rewardFieldId.variant(reward.id);
  const remaining = reward.limited ? Math.max(0, reward.remaining_quantity ?? 0) : undefined;
  const quantityError = errors?.quantity ?? server?.quantity?.join(' ');
  const variantError = errors?.variant ?? server?.variant?.join(' ');
  return (
    <li className="chosen-reward" aria-label={reward.name}>
      <div className="chosen-reward__head">
        <Picture src={reward.image} webp={reward.image_webp} alt="" className="chosen-reward__image" width={800} height={800} />
        <div className="chosen-reward__title">
          <h3 className="chosen-reward__name">{frenchSpacing(reward.name)}</h3>
          <p className="chosen-reward__price">{formatPrice(reward.price)} l'unité</p>
        </div>
        <button type="button" className="button button--small button--ghost chosen-reward__remove" onClick={onRemove}>
          Retirer <span className="visually-hidden">« {reward.name} »</span>
        </button>
      </div>
      {server?.compensation && <p className="field__error">{server.compensation.join(' ')}</p>}

      <div className="chosen-reward__fields">
        <InputField
          id={quantityId}
          label="Quantité"
          type="number"
          inputMode="numeric"
          min={0}
          max={remaining}
          value={selected.quantity}
          error={quantityError}
          onValue={onQuantity}
          className="chosen-reward__quantity"
        />
        {variants.length > 0 && (
          <div className={`field${variantError ? ' is-invalid' : ''}`}>
            <label htmlFor={variantId} className="field__label">
              Option
            </label>
            <select
              id={variantId}
              className="field__input field__select"
              value={selected.variant}
              onChange={(event) => onVariant(event.target.value)}
              {...fieldAria(variantId, variantError)}
            >
              <option value="">Choisissez une option</option>
              {variants.map((variant) => (
                <option key={variant.id} value={String(variant.id)} disabled={variant.remaining_quantity <= 0}>
                  {variant.remaining_quantity <= 0 ? `${variant.name} (épuisé)` : variant.name}
                </option>
              ))}
            </select>
            <FieldError id={variantId} error={variantError} />
          </div>
        )}
      </div>

      {reward.dedication && selected.dedications.length > 0 && (
        <fieldset className="chosen-reward__group">
          <legend className="chosen-reward__legend">Dédicaces (une par exemplaire)</legend>
          {selected.dedications.map((text, unit) => (
            <InputField
              key={unit}
              id={rewardFieldId.dedication(reward.id, unit)}
              label={`Dédicace n°${unit + 1}`}
              value={text}
              error={errors?.dedications[unit]}
              onValue={(value) => onDedication(unit, value)}
              placeholder="Pour qui, quelques mots…"
            />
          ))}
          {server?.dedications && <p className="field__error">{server.dedications.join(' ')}</p>}
        </fieldset>
      )}

      {reward.lockedByVoucher && selected.vouchers.length > 0 && (
        <fieldset className="chosen-reward__group">
          <legend className="chosen-reward__legend">Bons d'achat (un par exemplaire)</legend>
          {selected.vouchers.map((code, unit) => (
            <InputField
              key={unit}
              id={rewardFieldId.voucher(reward.id, unit)}
              label={`Code du bon d'achat n°${unit + 1}`}
              value={code}
              maxLength={MAX_VOUCHER_CODE}
              autoCapitalize="characters"
              spellCheck={false}
              error={errors?.vouchers[unit]}
              onValue={(value) => onVoucher(unit, value)}
            />
          ))}
          {server?.vouchers && <p className="field__error">{server.vouchers.join(' ')}</p>}
        </fieldset>
      )}
    </li>
  );
}
