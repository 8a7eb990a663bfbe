import { useState, type FormEvent } from 'react';
import { guillemets } from '@shop/typography';
import { ApiError } from '@/lib/api-client';
import { saveComment, useCartComments, type CampaignComment } from '../api/comments';

/** Spec §9 contracts: a backer's comment is at most 500 characters. */
export const COMMENT_MAX = 500;

function CommentForm({ cartId, entry }: { cartId: string; entry: CampaignComment }) {
  const [text, setText] = useState(entry.comment ?? '');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const id = `comment-${entry.crowdfunding.id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaved(false);
    if (text.length > COMMENT_MAX) {
      setError(`Votre commentaire ne doit pas dépasser ${COMMENT_MAX} caractères.`);
      return;
    }
    setSending(true);
    try {
      await saveComment(cartId, entry.crowdfunding.id, text);
      setSaved(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldErrors.comment?.join(' ') ?? failure.message) : "Votre commentaire n'a pas pu être enregistré.");
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="form checkout-comment" onSubmit={submit} noValidate>
      <div className={`field${error ? ' is-invalid' : ''}`}>
        <label className="field__label" htmlFor={id}>
          Votre message pour {guillemets(entry.crowdfunding.title)}
        </label>
        <textarea
          id={id}
          className="field__input"
          rows={3}
          maxLength={COMMENT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-count`} className="field__hint">
          {text.length} / {COMMENT_MAX} caractères
        </p>
        {error && (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
      <div role="status">{saved && <p className="form-success">Votre commentaire a bien été enregistré.</p>}</div>
      <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Envoi en cours…' : 'Publier mon commentaire'}
      </button>
    </form>
  );
}

/** After an order, one comment form per crowdfunding campaign it backs (spec §2, complete). */
export function CommentForms({ cartId }: { cartId: string }) {
  const { data } = useCartComments(cartId);
  if (!Array.isArray(data) || data.length === 0) return null;
  return (
    <section className="checkout-section" aria-labelledby="comments-title">
      <h2 id="comments-title" className="checkout-section__title">
        Un mot pour {data.length > 1 ? 'les projets que vous soutenez' : 'le projet que vous soutenez'} ?
      </h2>
      <p className="checkout-section__lead">Votre message apparaîtra parmi les contributions du projet.</p>
      {data.map((entry) => (
        <CommentForm key={entry.crowdfunding.id} cartId={cartId} entry={entry} />
      ))}
    </section>
  );
}
