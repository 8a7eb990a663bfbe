import { useNavigate } from 'react-router-dom';
import { TextField } from '@/components/ui/form';
import type { FieldErrors } from '@/hooks/use-form';
import { formatDate, formatPrice, parisToday } from '@/lib/format';
import { RecordEditor } from '@/components/back-office/records/record-editor';
import { changedFields, eurosForInput, nullIfEmpty, parseEuros } from '@/components/back-office/records/payload';
import '@/components/back-office/records/records.css';
import './staff-content.css';
import { issueVoucher, updateVoucher } from '../api/vouchers';
import type { StaffVoucher } from '../types';
import { VOUCHER_STATUS_TEXT } from './voucher-list';

type VoucherValues = { value: string; expiration_date: string; email: string; note: string };

const toValues = (voucher: StaffVoucher | null): VoucherValues => ({
  value: eurosForInput(voucher?.value),
  expiration_date: voucher?.expiration_date ?? '',
  email: voucher?.email ?? '',
  note: voucher?.note ?? '',
});

function validateWith(before: StaffVoucher | null) {
  return (values: VoucherValues): FieldErrors<VoucherValues> => {
    const errors: FieldErrors<VoucherValues> = {};
    const value = parseEuros(values.value);
    if (!value || Number(value) < 1 || Number(value) > 1000) errors.value = 'La valeur doit être comprise entre 1,00\u00a0€ et 1\u00a0000,00\u00a0€.';
    if (values.expiration_date && values.expiration_date !== before?.expiration_date && values.expiration_date < parisToday())
      errors.expiration_date = 'La date d’expiration ne peut pas être passée.';
    if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'Saisissez une adresse e-mail valide.';
    if (values.note.length > 500) errors.note = 'La note tient en 500 caractères au plus.';
    return errors;
  };
}

const FIELD_LABELS = { value: 'Valeur', expiration_date: 'Date d’expiration', note: 'Note' };

const display = (name: string, value: unknown) => {
  const text = String(value ?? '');
  if (name === 'expiration_date') return text ? formatDate(text) : 'Sans date limite';
  if (name === 'value') return text ? `${text}\u00a0€` : '';
  return text;
};

/** Issues a voucher: its value, an expiry, an optional address the code is mailed to, a note for the team. */
export function VoucherIssueForm({ base, labelId }: { base: string; labelId: number }) {
  const navigate = useNavigate();
  return (
    <RecordEditor<StaffVoucher, VoucherValues>
      record={null}
      toValues={toValues}
      toPayload={(values) => {
        const payload: Record<string, unknown> = {
          value: parseEuros(values.value),
          expiration_date: nullIfEmpty(values.expiration_date),
          note: values.note.trim(),
          label: labelId,
        };
        if (values.email.trim()) payload.email = values.email.trim();
        return payload;
      }}
      create={(payload) => issueVoucher(payload)}
      update={() => Promise.reject(new Error('Un bon émis se modifie depuis sa fiche.'))}
      onCreated={(saved) => navigate(`${base}/bons/${saved.id}`, { replace: true, state: { created: true } })}
      validate={validateWith(null)}
      fieldLabels={FIELD_LABELS}
      display={display}
      submitText="Émettre le bon"
    >
      {(form) => (
        <>
          <TextField form={form} name="value" label="Valeur (€)" required inputMode="decimal" hint="De 1 à 1\u00a0000\u00a0€ (ex.\u00a0: 30 ou 25,50)." autoComplete="off" />
          <TextField form={form} name="expiration_date" label="Date d’expiration" type="date" hint="Dernier jour de validité ; laissez vide pour un bon sans date limite." />
          <TextField form={form} name="email" label="Envoyer le code à" type="email" hint="Facultatif : le code part par courriel dès l’émission." autoComplete="off" />
          <TextField form={form} name="note" label="Note pour l’équipe" maxLength={500} hint="Pourquoi ce bon ; jamais montrée au client." autoComplete="off" />
          <p className="field__hint">Le code de 8 caractères est tiré au hasard par le serveur.</p>
        </>
      )}
    </RecordEditor>
  );
}

/** A voucher's facts and the form of what may change: expiry, note, and the value while nothing was spent. */
export function VoucherDetail({ voucher, created = false }: { voucher: StaffVoucher; created?: boolean }) {
  const spent = voucher.remaining !== voucher.value;
  return (
    <>
      <dl className="staff-voucher-facts">
        <dt>Code</dt>
        <dd className="staff-voucher-code">{voucher.code}</dd>
        <dt>Valeur</dt>
        <dd>{formatPrice(voucher.value)}</dd>
        <dt>Reste à utiliser</dt>
        <dd>{formatPrice(voucher.remaining)}</dd>
        <dt>État</dt>
        <dd>{VOUCHER_STATUS_TEXT[voucher.status]}</dd>
        <dt>Adresse</dt>
        <dd>{voucher.email ?? 'Aucune'}</dd>
        <dt>Compte</dt>
        <dd>{voucher.owner ? voucher.owner.email : 'Rattaché à aucun compte'}</dd>
        <dt>Émis le</dt>
        <dd>{formatDate(voucher.created_at)}</dd>
      </dl>
      <RecordEditor<StaffVoucher, VoucherValues>
        record={voucher}
        toValues={toValues}
        toPayload={(values, before) => {
          const all: Record<string, unknown> = { value: parseEuros(values.value), expiration_date: nullIfEmpty(values.expiration_date), note: values.note.trim() };
          return before ? changedFields(all, values, before) : all;
        }}
        create={() => Promise.reject(new Error('Un bon se crée depuis « Émettre un bon ».'))}
        update={(id, version, payload) => updateVoucher(id, version, payload)}
        onCreated={() => undefined}
        validate={validateWith(voucher)}
        fieldLabels={FIELD_LABELS}
        display={display}
        submitText="Enregistrer les modifications"
        initialNotice={created ? (voucher.email ? `Bon émis ; le code part par courriel à ${voucher.email}.` : 'Bon émis.') : null}
      >
        {(form) => (
          <>
            {spent ? (
              <p className="field__hint">{'La valeur ne peut plus changer\u00a0: une partie du bon a déjà été utilisée.'}</p>
            ) : (
              <TextField form={form} name="value" label="Valeur (€)" required inputMode="decimal" hint="Modifiable tant que rien n’a été utilisé." autoComplete="off" />
            )}
            <TextField form={form} name="expiration_date" label="Date d’expiration" type="date" hint="Dernier jour de validité ; laissez vide pour un bon sans date limite." />
            <TextField form={form} name="note" label="Note pour l’équipe" maxLength={500} autoComplete="off" />
          </>
        )}
      </RecordEditor>
    </>
  );
}
