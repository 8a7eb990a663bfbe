import { Link } from 'react-router-dom';
import { frenchSpacing } from '@shop/typography';
import { CheckboxField, FormAlert, SubmitButton } from '@/components/ui/form';
import { ErrorMessage } from '@/components/ui/error-message';
import { InfiniteAnchor } from '@/components/ui/infinite-anchor';
import { useForm } from '@/hooks/use-form';
import { formatDate, formatPrice } from '@/lib/format';
import { saveContribution, useContribution, useContributions } from '../api/contributions';
import type { ContributionPreferences, OwnContribution } from '../types';
import { ACCOUNT_MESSAGES, COMMENT_MAX_LENGTH } from '../utils/validation';
import { openSavedModal } from './saved-modal';

/** The rewards of a contribution: quantity, name and size or colour. */
function RewardLines({ rewards }: { rewards: OwnContribution['rewards'] }) {
  return (
    <ul className="order-card__lines">
      {rewards.map((reward, i) => (
        <li key={`${reward.compensation}-${i}`}>
          {reward.quantity} × {frenchSpacing(reward.name)}
          {reward.variant ? ` — ${reward.variant.name}` : ''}
        </li>
      ))}
    </ul>
  );
}

/** The refund of a contribution to a campaign that missed its goal: by a credit note on its order, or otherwise. */
export function RefundNote({ refund }: { refund: OwnContribution['refund'] }) {
  if (!refund) return null;
  return (
    <p className="contribution-card__refund notice">
      {refund.credit_note
        ? `Remboursée le ${formatDate(refund.refunded_at)} par l’avoir n°${refund.credit_note}, sur votre commande.`
        : `Remboursée le ${formatDate(refund.refunded_at)}.`}
    </p>
  );
}

/** One contribution as a card: campaign, amount, date, rewards, its refund, and the way to its preferences. */
function ContributionCard({ contribution, href }: { contribution: OwnContribution; href: string }) {
  return (
    <article className="account-card contribution-card">
      <h3 className="account-card__title">
        <Link to={href} className="account-card__link">
          {frenchSpacing(contribution.crowdfunding.title)}
        </Link>
      </h3>
      <p className="account-card__meta">
        {formatPrice(contribution.amount)} · le {formatDate(contribution.created_at)}
        {contribution.reference ? ` · commande n°${contribution.reference}` : ''}
      </p>
      {contribution.rewards.length > 0 ? <RewardLines rewards={contribution.rewards} /> : <p className="order-card__lines">Sans contrepartie</p>}
      <RefundNote refund={contribution.refund} />
      <p className="contribution-card__visibility">
        {contribution.refund
          ? 'Retiré de la liste des soutiens depuis son remboursement'
          : contribution.hidden
            ? 'Masqué de la liste des soutiens'
            : 'Visible dans la liste des soutiens'}
      </p>
    </article>
  );
}

/** Spec §2 'contributions': the account's contributions, page after page. */
export function ContributionList({ hrefOf }: { hrefOf: (contribution: OwnContribution) => string }) {
  const list = useContributions();
  if (list.error && list.items.length === 0) return <ErrorMessage message="Vos soutiens n'ont pas pu être chargés." onRetry={() => void list.reload()} />;
  if (list.isLoading)
    return (
      <p role="status" className="account-loading">
        Chargement de vos soutiens…
      </p>
    );
  if (list.items.length === 0) return <p className="empty">Vous n'avez encore soutenu aucun projet.</p>;
  return (
    <>
      <div className="account-grid">
        {list.items.map((contribution) => (
          <ContributionCard key={contribution.id} contribution={contribution} href={hrefOf(contribution)} />
        ))}
      </div>
      {list.hasMore && !list.error && <InfiniteAnchor onVisible={list.loadMore} page={list.pageCount} />}
    </>
  );
}

type PreferenceValues = { [K in keyof ContributionPreferences]: ContributionPreferences[K] };

/** Spec §2 'Contribution preferences': hidden, comment, display amount, display nickname, unsubscribed; saving opens 'saved'. */
export function ContributionPreferencesForm({ contribution }: { contribution: OwnContribution }) {
  const form = useForm<PreferenceValues>({
    initial: {
      hidden: contribution.hidden,
      comment: contribution.comment ?? '',
      display_amount: contribution.display_amount,
      display_nickname: contribution.display_nickname,
      unsubscribed: contribution.unsubscribed,
    },
    validate: ({ comment }) => ({ comment: comment.length > COMMENT_MAX_LENGTH ? ACCOUNT_MESSAGES.commentTooLong : undefined }),
    onSubmit: async (values) => {
      await saveContribution(contribution.id, values);
      openSavedModal('Vos préférences ont bien été enregistrées.');
    },
  });
  form.register('comment');
  const commentErrors = form.errorsOf('comment');
  const commentId = form.idOf('comment');
  return (
    <form className="form account-form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <CheckboxField form={form} name="hidden" label="Masquer mon soutien dans la liste des contributeurs" />
      <CheckboxField form={form} name="display_nickname" label="Afficher mon nom d'utilisateur" />
      <CheckboxField form={form} name="display_amount" label="Afficher le montant de mon soutien" />
      <CheckboxField form={form} name="unsubscribed" label="Ne pas recevoir les actualités de ce projet" />
      <div className={`field${commentErrors.length ? ' is-invalid' : ''}`}>
        <label htmlFor={commentId} className="field__label">
          Commentaire
        </label>
        <textarea
          id={commentId}
          className="field__input account-form__comment"
          rows={4}
          value={form.values.comment}
          onChange={(event) => form.setValue('comment', event.target.value)}
          onBlur={() => form.touch('comment')}
          aria-invalid={commentErrors.length > 0 || undefined}
          aria-describedby={`${commentId}-hint${commentErrors.length ? ` ${commentId}-error` : ''}`}
        />
        <p id={`${commentId}-hint`} className="field__hint">
          Un mot pour le projet, affiché avec votre soutien ({form.values.comment.length}/{COMMENT_MAX_LENGTH}).
        </p>
        {commentErrors.length > 0 && (
          <p id={`${commentId}-error`} className="field__error">
            {commentErrors.join(' ')}
          </p>
        )}
      </div>
      <SubmitButton sending={form.sending}>Enregistrer</SubmitButton>
    </form>
  );
}

/** Spec §2 'contributions/{id}': one contribution and its preferences (another user's is not found). */
export function ContributionDetail({ id, campaignHref }: { id: string; campaignHref: (contribution: OwnContribution) => string }) {
  const { contribution, error, isLoading, retry } = useContribution(id);
  if (error) return <ErrorMessage message={(error as { status?: number }).status === 404 ? "Ce soutien n'existe pas." : "Ce soutien n'a pas pu être chargé."} onRetry={retry} />;
  if (isLoading || !contribution)
    return (
      <p role="status" className="account-loading">
        Chargement de votre soutien…
      </p>
    );
  return (
    <article className="contribution-detail">
      <h2 className="order-detail__title">
        Soutien à <Link to={campaignHref(contribution)}>{frenchSpacing(contribution.crowdfunding.title)}</Link>
      </h2>
      <p className="order-detail__meta">
        {formatPrice(contribution.amount)} le {formatDate(contribution.created_at)}
        {contribution.reference ? ` · commande n°${contribution.reference}` : ''}
      </p>
      {contribution.rewards.length > 0 && <RewardLines rewards={contribution.rewards} />}
      <RefundNote refund={contribution.refund} />
      <h3>Mes préférences</h3>
      <ContributionPreferencesForm key={contribution.id} contribution={contribution} />
    </article>
  );
}
