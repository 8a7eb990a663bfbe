import { useId, useState, type FormEvent } from 'react';
import { describedBy, FieldMessages } from '@/components/back-office/records/text-area-field';
import { ApiError } from '@/lib/api-client';
import { changeBooksellerTerms } from '../api/customers';
import type { CustomerDetail } from '../types';

const MEANS: [string, string][] = [
  ['sepa-debit', 'Prélèvement SEPA'],
  ['wire', 'Virement'],
  ['credit-card', 'Carte bancaire'],
];

type Terms = { discount: string; payment_mean: string; sepa_term: string; mandate_reference: string };

const termsOf = (b: NonNullable<CustomerDetail['bookseller']>): Terms => ({
  discount: String(b.discount).replace('.', ','),
  payment_mean: b.payment_mean ?? 'wire',
  sepa_term: b.sepa_term === null ? '' : String(b.sepa_term),
  mandate_reference: b.mandate_reference ?? '',
});

/**
 * A bookseller's trade terms: the discount on books, how they pay, the debit's delay. Only the terms
 * changed here are sent, so a colleague's change to another one is kept; each change is audited.
 */
export function BooksellerTermsForm({ customer, onChanged }: { customer: CustomerDetail & { bookseller: NonNullable<CustomerDetail['bookseller']> }; onChanged: () => void }) {
  const id = useId();
  const saved = termsOf(customer.bookseller);
  const [values, setValues] = useState<Terms>(saved);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const changed = (Object.keys(values) as (keyof Terms)[]).filter((name) => values[name] !== saved[name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed.length) return;
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      const after = await changeBooksellerTerms(customer.id, Object.fromEntries(changed.map((name) => [name, values[name]])));
      if (after.bookseller) setValues(termsOf(after.bookseller));
      onChanged();
      setMessage({ kind: 'success', text: 'Conditions enregistrées.' });
    } catch (problem) {
      if (problem instanceof ApiError) setErrors(problem.fieldErrors);
      setMessage({ kind: 'error', text: problem instanceof ApiError ? problem.message : 'Les conditions n’ont pas pu être enregistrées.' });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Terms) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name]?.length ? true : undefined,
    'aria-describedby': describedBy(`${id}-${name}`, undefined, errors[name] ?? []),
  });

  return (
    <section className="customers__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="customers__title">
        Conditions de libraire
      </h2>
      <form className="customers__terms" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-discount`} className="field__label">
            Remise sur les livres (%)
          </label>
          <input {...field('discount')} className="field__input" inputMode="decimal" value={values.discount} onChange={(e) => setValues({ ...values, discount: e.target.value })} />
          <FieldMessages id={`${id}-discount`} errors={errors.discount ?? []} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-payment_mean`} className="field__label">
            Moyen de paiement
          </label>
          <select
            {...field('payment_mean')}
            className="field__input field__select"
            value={values.payment_mean}
            onChange={(e) => setValues({ ...values, payment_mean: e.target.value })}
          >
            {MEANS.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
          <FieldMessages id={`${id}-payment_mean`} errors={errors.payment_mean ?? []} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-sepa_term`} className="field__label">
            Délai du prélèvement (jours)
          </label>
          <input
            {...field('sepa_term')}
            className="field__input"
            inputMode="numeric"
            value={values.sepa_term}
            onChange={(e) => setValues({ ...values, sepa_term: e.target.value })}
          />
          <FieldMessages id={`${id}-sepa_term`} errors={errors.sepa_term ?? []} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-mandate_reference`} className="field__label">
            Référence du mandat SEPA (RUM)
          </label>
          <input
            {...field('mandate_reference')}
            className="field__input"
            maxLength={35}
            autoComplete="off"
            value={values.mandate_reference}
            onChange={(e) => setValues({ ...values, mandate_reference: e.target.value })}
          />
          <FieldMessages id={`${id}-mandate_reference`} errors={errors.mandate_reference ?? []} />
        </div>
        <div className="customers__actions">
          <button type="submit" className="button button--small" disabled={busy || !changed.length} aria-busy={busy || undefined}>
            {busy ? 'Enregistrement…' : 'Enregistrer les conditions'}
          </button>
        </div>
      </form>
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={`notice notice--${message.kind}`}>
          {message.text}
        </p>
      )}
    </section>
  );
}
