import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RewardCard } from '@/components/reward/reward-card';
import { FormAlert } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { contribute } from '../api/contribute';
import type { ContributionCampaign } from '../types';
import {
  addReward,
  cheapestAvailableCents,
  emptyDraft,
  isValid,
  removeReward,
  rewardsTotalCents,
  setQuantity,
  updateReward,
  validateContribution,
  type ContributionDraft,
  type ContributionErrors,
} from '../utils/contribution-rules';
import { requestedReward } from '../utils/requested-reward';
import { fieldAria, FieldError, InputField } from './plain-field';
import { rewardFieldId, SelectedRewardCard, type ServerRewardErrors } from './selected-reward-card';

export const AMOUNT_ID = 'contribution-amount';
export const NO_REWARD_ID = 'contribution-no-reward';
export const CONFIRM_GIFT_ID = 'contribution-confirm-gift';

/** Where a valid contribution leads: the cart, or back to shopping (spec §2). */
type Destination = 'cart' | 'home';

/** What the server refused, field by field (a 400 of `carts/{id}/contribute/`). */
interface ServerErrors {
  contribution?: string[];
  confirm_gift?: string[];
  compensations?: ServerRewardErrors[];
}

const asMessages = (value: unknown): string[] | undefined => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined);

/** The field errors of a refusal, and what is left for the form's own message. */
function readRefusal(error: unknown): { fields: ServerErrors; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: 'Votre contribution n’a pas pu être enregistrée. Veuillez réessayer.' };
  const body = error.body as Record<string, unknown>;
  const fields: ServerErrors = {
    contribution: asMessages(body.contribution),
    confirm_gift: asMessages(body.confirm_gift),
    compensations: Array.isArray(body.compensations) ? (body.compensations as ServerRewardErrors[]) : undefined,
  };
  const known = new Set(['contribution', 'confirm_gift', 'compensations']);
  const others = Object.entries(body)
    .filter(([key]) => !known.has(key) && key !== 'detail')
    .flatMap(([, value]) => asMessages(value) ?? []);
  const hasFields = Boolean(fields.contribution || fields.confirm_gift || fields.compensations);
  const message = typeof body.detail === 'string' ? body.detail : others.length ? others.join(' ') : hasFields ? null : error.message;
  return { fields, message };
}

/** The ids of the fields in error, dedications first (spec §4), then in the order of the page. */
function invalidFieldIds(draft: ContributionDraft, errors: ContributionErrors | null, server: ServerErrors): string[] {
  const rewards = draft.noReward ? [] : draft.selected;
  const dedications = rewards.flatMap((s, i) => s.dedications.map((_, unit) => (errors?.rewards[i]?.dedications[unit] ? rewardFieldId.dedication(s.reward.id, unit) : null)));
  const ordered = [
    errors?.contribution || server.contribution ? AMOUNT_ID : null,
    errors?.confirm_gift || server.confirm_gift ? CONFIRM_GIFT_ID : null,
    ...rewards.flatMap((s, i) => {
      const own = errors?.rewards[i];
      const theirs = server.compensations?.[i];
      return [
        own?.quantity || theirs?.quantity ? rewardFieldId.quantity(s.reward.id) : null,
        own?.variant || theirs?.variant ? rewardFieldId.variant(s.reward.id) : null,
        ...s.dedications.map((_, unit) => (own?.dedications[unit] || (theirs?.dedications && unit === 0) ? rewardFieldId.dedication(s.reward.id, unit) : null)),
        ...s.vouchers.map((_, unit) => (own?.vouchers[unit] || (theirs?.vouchers && unit === 0) ? rewardFieldId.voucher(s.reward.id, unit) : null)),
      ];
    }),
  ];
  return [...dedications, ...ordered].filter((id): id is string => id !== null);
}

function focusField(id: string | undefined): void {
  const element = id ? document.getElementById(id) : null;
  if (!element) return;
  element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  element.focus({ preventScroll: true });
}

interface ContributionFormProps {
  campaign: ContributionCampaign;
  labelId: number;
  labelSlug: string;
  isBookseller: boolean;
  /** The reward the URL asks to add, and the navigation that asked (choosing it again adds one more). */
  requested: { rewardId: number; key: string } | null;
}

/**
 * The contribution form (spec §2, §4, §5): the reward catalogue, the amount, 'no reward', the gift
 * confirmation and the chosen rewards. Validated here for the visitor; priced and checked again
 * by the server, whose refusals are shown beside the fields they concern.
 */
export function ContributionForm({ campaign, labelId, labelSlug, isBookseller, requested }: ContributionFormProps) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ContributionDraft>(emptyDraft);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [server, setServer] = useState<ServerErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Why the reward of the link could not join the form (sold out, kept for booksellers, unknown).
  const [refusedReward, setRefusedReward] = useState<string | null>(null);
  const [scrollToForm, setScrollToForm] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef<string | null>(null);
  const destination = useRef<Destination>('cart');

  const cheapest = useMemo(() => cheapestAvailableCents(campaign.compensations, isBookseller), [campaign.compensations, isBookseller]);
  const errors = submitted ? validateContribution(draft, cheapest) : null;

  // A reward chosen in the catalogue (or given in the URL) joins the form once per navigation. A
  // refusal is weighed again if the visitor turns out to be a bookseller (their profile came later).
  useEffect(() => {
    if (!requested) return;
    const attempt = `${requested.key}:${isBookseller}`;
    if (handled.current === requested.key || handled.current === attempt) return;
    const outcome = requestedReward(campaign, requested.rewardId, isBookseller);
    if (outcome.kind === 'refused') {
      handled.current = attempt;
      setRefusedReward(outcome.message);
      return;
    }
    handled.current = requested.key;
    setRefusedReward(null);
    change((current) => addReward(current, outcome.reward));
    setScrollToForm((n) => n + 1);
  }, [requested, campaign, isBookseller]);

  useEffect(() => {
    if (scrollToForm > 0) form.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [scrollToForm]);

  /** Any change forgets what the server said: it was about the previous values. */
  function change(update: (current: ContributionDraft) => ContributionDraft) {
    setDraft(update);
    setServer({});
  }

  async function submit() {
    if (sending) return;
    setSubmitted(true);
    setFormError(null);
    const found = validateContribution(draft, cheapest);
    if (!isValid(found)) {
      focusField(invalidFieldIds(draft, found, {})[0]);
      return;
    }
    setSending(true);
    try {
      await contribute(labelId, campaign.id, draft);
      navigate(destination.current === 'cart' ? paths.label.checkout.getHref(labelSlug) : paths.label.home.getHref(labelSlug));
    } catch (error) {
      const { fields, message } = readRefusal(error);
      setServer(fields);
      setFormError(message);
      setSending(false);
      const first = invalidFieldIds(draft, null, fields)[0];
      if (first) window.setTimeout(() => focusField(first));
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  const rewardsTotal = rewardsTotalCents(draft.selected);
  const amountError = (errors?.contribution ?? server.contribution)?.join(' ');
  const giftError = errors?.confirm_gift ?? server.confirm_gift?.join(' ');
  const available = campaign.compensations;

  return (
    <div className="contribute__layout">
      {refusedReward && (
        <p className="notice notice--error contribute__refused" role="alert">
          {refusedReward}
        </p>
      )}
      {!draft.noReward && available.length > 0 && (
        <section className="rewards contribute__catalogue" aria-labelledby="contribute-rewards-title">
          <h2 id="contribute-rewards-title" className="rewards__title">
            Les contreparties
          </h2>
          <ul className="rewards__list">
            {available.map((reward) => (
              <li key={reward.id}>
                <RewardCard reward={reward} isBookseller={isBookseller} chooseHref={paths.label.contribute.getHref(labelSlug, campaign.slug, reward.id)} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <form ref={form} className="form contribute__form" aria-labelledby="contribute-form-title" noValidate onSubmit={onSubmit}>
        <h2 id="contribute-form-title" className="contribute__form-title">
          Votre contribution
        </h2>

        <InputField
          id={AMOUNT_ID}
          label="Montant de votre contribution (en euros)"
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          error={amountError}
          onValue={(amount) => change((current) => ({ ...current, amount }))}
        />
        {!draft.noReward && draft.selected.length > 0 && (
          <p className="contribute__total">
            Contreparties choisies : <strong>{formatPrice(rewardsTotal / 100)}</strong>. Vous pouvez augmenter le montant pour soutenir davantage le projet.
          </p>
        )}

        <div className="field field--check">
          <div className="field__check">
            <input
              id={NO_REWARD_ID}
              type="checkbox"
              className="field__checkbox"
              checked={draft.noReward}
              onChange={(event) => change((current) => ({ ...current, noReward: event.target.checked }))}
            />
            <label htmlFor={NO_REWARD_ID} className="field__check-label">
              Je ne souhaite pas de contrepartie
            </label>
          </div>
        </div>

        <div className={`field field--check${giftError ? ' is-invalid' : ''}`}>
          <div className="field__check">
            <input
              id={CONFIRM_GIFT_ID}
              type="checkbox"
              className="field__checkbox"
              checked={draft.confirmGift}
              onChange={(event) => change((current) => ({ ...current, confirmGift: event.target.checked }))}
              {...fieldAria(CONFIRM_GIFT_ID, giftError)}
            />
            <label htmlFor={CONFIRM_GIFT_ID} className="field__check-label">
              Je donne le montant au-delà de mes contreparties au projet, sans contrepartie supplémentaire
            </label>
          </div>
          <FieldError id={CONFIRM_GIFT_ID} error={giftError} />
        </div>

        {!draft.noReward && draft.selected.length > 0 && (
          <section aria-labelledby="contribute-chosen-title">
            <h3 id="contribute-chosen-title" className="contribute__chosen-title">
              Vos contreparties
            </h3>
            <ul className="contribute__chosen">
              {draft.selected.map((selected, index) => (
                <SelectedRewardCard
                  key={selected.reward.id}
                  selected={selected}
                  errors={errors?.rewards[index]}
                  server={server.compensations?.[index]}
                  onQuantity={(quantity) => change((current) => setQuantity(current, index, quantity))}
                  onVariant={(variant) => change((current) => updateReward(current, index, { variant }))}
                  onDedication={(unit, text) =>
                    change((current) => updateReward(current, index, { dedications: current.selected[index]!.dedications.map((d, i) => (i === unit ? text : d)) }))
                  }
                  onVoucher={(unit, code) =>
                    change((current) => updateReward(current, index, { vouchers: current.selected[index]!.vouchers.map((v, i) => (i === unit ? code : v)) }))
                  }
                  onRemove={() => change((current) => removeReward(current, index))}
                />
              ))}
            </ul>
          </section>
        )}

        <FormAlert message={formError} />
        <div className="contribute__actions">
          <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined} onClick={() => (destination.current = 'cart')}>
            Valider et voir mon panier
          </button>
          <button type="submit" className="button button--ghost" disabled={sending} onClick={() => (destination.current = 'home')}>
            Valider et continuer mes achats
          </button>
          <Link to={paths.label.crowdfunding.getHref(labelSlug, campaign.slug)} className="contribute__cancel">
            Annuler
          </Link>
        </div>
      </form>
    </div>
  );
}
