import { FormAlert, SubmitButton, TextField } from '@/components/ui/form';
import { useForm } from '@/hooks/use-form';
import { ibanError } from '@/lib/iban';
import type { BooksellerTerms } from '@/types/api';
import { updateIban } from '../api/update-iban';
import { EditCycle, type EditEnd } from './edit-cycle';
import '../bookseller.css';

type IbanValues = { iban: string };

/** The form itself, mounted while editing: a fresh one each time, closed once saved. */
function IbanEditForm({ onSaved, onCancel }: EditEnd) {
  const form = useForm<IbanValues>({
    initial: { iban: '' },
    validate: ({ iban }) => {
      const error = ibanError(iban, true);
      return error ? { iban: error } : {};
    },
    onSubmit: async ({ iban }) => {
      await updateIban(iban.trim());
      onSaved();
    },
  });
  return (
    <form className="form iban-form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <TextField
        form={form}
        name="iban"
        label="Nouvel IBAN"
        autoComplete="off"
        spellCheck={false}
        placeholder="FR76 3000 6000 0112 3456 7890 189"
        hint="Les espaces sont acceptés."
        required
        autoFocus
      />
      <div className="iban-form__actions">
        <SubmitButton sending={form.sending}>Enregistrer l'IBAN</SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={form.sending}>
          Annuler
        </button>
      </div>
    </form>
  );
}

/**
 * The bank account direct debits are taken from: shown masked (the API never sends it in full),
 * added or replaced through a form checked like the API does (ibantools).
 */
export function IbanSection({ terms }: { terms: BooksellerTerms }) {
  const masked = terms.iban_masked ?? null;
  return (
    <section className="account-box bookseller-iban" aria-labelledby="bookseller-iban-title">
      <h2 id="bookseller-iban-title" className="account-card__title">
        Compte bancaire
      </h2>
      <dl className="account-card__facts">
        <div>
          <dt>IBAN</dt>
          <dd className="bookseller-iban__value">{masked ?? 'Non renseigné'}</dd>
        </div>
      </dl>
      {!masked && terms.payment_mean === 'sepa-debit' && <p className="bookseller-iban__warning">Un IBAN est nécessaire pour le prélèvement.</p>}
      <EditCycle
        buttonLabel={masked ? "Modifier l'IBAN" : 'Renseigner mon IBAN'}
        savedMessage="Votre IBAN a bien été enregistré."
        savedClassName="bookseller-iban__saved"
        form={(end) => <IbanEditForm {...end} />}
      />
    </section>
  );
}
