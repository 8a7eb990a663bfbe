import { forwardRef } from 'react';
import { paths } from '@/config/paths';
import '../terms-acceptance.css';

/** Why the committing buttons do nothing yet; the buttons point at it (aria-describedby). */
export const TERMS_REQUIRED = 'Pour commander, cochez la case d’acceptation des conditions générales de vente.';

/** The id of that reason, for the buttons' aria-describedby. */
export const TERMS_REQUIRED_ID = 'checkout-terms-required';

interface Props {
  labelSlug: string;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** The customer tried to commit without accepting: the reason is stressed. */
  insisted: boolean;
}

/**
 * Code de la consommation, art. L221-14: the customer accepts the CGV before the order commits
 * them. A labelled checkbox, the CGV one click away (in a new tab, so the summary stays), and, until
 * it is ticked, the reason the payment buttons wait.
 */
export const TermsAcceptance = forwardRef<HTMLInputElement, Props>(function TermsAcceptance({ labelSlug, accepted, onChange, insisted }, ref) {
  return (
    <div className="checkout-terms">
      <div className="checkout-terms__check">
        <input
          ref={ref}
          id="checkout-terms"
          type="checkbox"
          className="field__checkbox"
          checked={accepted}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={accepted ? undefined : TERMS_REQUIRED_ID}
        />
        <label htmlFor="checkout-terms">
          J’ai lu et j’accepte les{' '}
          <a href={paths.label.legal.getHref(labelSlug, 'cgv')} target="_blank" rel="noopener">
            conditions générales de vente<span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        </label>
      </div>
      {!accepted && (
        <p
          id={TERMS_REQUIRED_ID}
          className={insisted ? 'checkout-terms__required checkout-terms__required--insisted' : 'checkout-terms__required'}
          role={insisted ? 'alert' : undefined}
        >
          {TERMS_REQUIRED}
        </p>
      )}
    </div>
  );
});
