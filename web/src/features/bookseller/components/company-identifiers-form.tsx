import { FormAlert, SubmitButton, TextField } from '@/components/ui/form';
import { useForm } from '@/hooks/use-form';
import { formatSiret } from '@/lib/seller';
import type { BooksellerTerms } from '@/types/api';
import { updateCompanyIdentifiers, type CompanyIdentifiers } from '../api/update-company-identifiers';
import '../bookseller.css';
import { EditCycle, type EditEnd } from './edit-cycle';

/** The form, mounted while editing with the current values: the API checks them (keys, SIREN) and answers in French. */
function CompanyIdentifiersEditForm({ terms, onSaved, onCancel }: { terms: BooksellerTerms } & EditEnd) {
  const form = useForm<CompanyIdentifiers>({
    initial: { siret: terms.siret ? formatSiret(terms.siret) : '', vat_number: terms.vat_number ?? '' },
    validate: () => ({}),
    onSubmit: async ({ siret, vat_number }) => {
      await updateCompanyIdentifiers({ siret: siret.trim(), vat_number: vat_number.trim() });
      onSaved();
    },
  });
  return (
    <form className="form company-identifiers-form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <TextField
        form={form}
        name="siret"
        label="SIRET"
        autoComplete="off"
        inputMode="numeric"
        spellCheck={false}
        placeholder="441 234 564 00017"
        hint="14 chiffres, les espaces sont acceptés."
        autoFocus
      />
      <TextField
        form={form}
        name="vat_number"
        label="Numéro de TVA intracommunautaire"
        autoComplete="off"
        spellCheck={false}
        placeholder="FR91 441 234 564"
        hint="FR, la clé et le SIREN de votre SIRET."
      />
      <div className="company-identifiers-form__actions">
        <SubmitButton sending={form.sending}>Enregistrer les identifiants</SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={form.sending}>
          Annuler
        </button>
      </div>
    </form>
  );
}

/**
 * The company's SIRET and intra-EU VAT number, which the invoices name the bookseller by: shown,
 * given or changed through a form the API checks.
 */
export function CompanyIdentifiersSection({ terms }: { terms: BooksellerTerms }) {
  const known = Boolean(terms.siret || terms.vat_number);
  return (
    <section className="account-box bookseller-identifiers" aria-labelledby="bookseller-identifiers-title">
      <h2 id="bookseller-identifiers-title" className="account-card__title">
        Identifiants de l'entreprise
      </h2>
      <dl className="account-card__facts">
        <div>
          <dt>SIRET</dt>
          <dd className="bookseller-identifiers__value">{terms.siret ? formatSiret(terms.siret) : 'Non renseigné'}</dd>
        </div>
        <div>
          <dt>Numéro de TVA intracommunautaire</dt>
          <dd className="bookseller-identifiers__value">{terms.vat_number ?? 'Non renseigné'}</dd>
        </div>
      </dl>
      <p className="account-card__meta">Vos factures vous désignent par ces identifiants.</p>
      <EditCycle
        buttonLabel={known ? 'Modifier les identifiants' : 'Renseigner les identifiants'}
        savedMessage="Les identifiants de l'entreprise ont bien été enregistrés."
        savedClassName="bookseller-identifiers__saved"
        form={(end) => <CompanyIdentifiersEditForm terms={terms} {...end} />}
      />
    </section>
  );
}
