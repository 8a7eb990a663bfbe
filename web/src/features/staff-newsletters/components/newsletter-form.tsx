import { useNavigate } from 'react-router-dom';
import { TextField } from '@/components/ui/form';
import type { FieldErrors } from '@/hooks/use-form';
import { RichTextFormField } from '@/components/back-office/records/form-parts';
import { LabelSelectField } from '@/components/back-office/records/label-select';
import { RecordEditor } from '@/components/back-office/records/record-editor';
import { changedFields } from '@/components/back-office/records/payload';
import '@/components/back-office/records/records.css';
import { createNewsletter, updateNewsletter } from '../api/newsletters';
import type { StaffNewsletter } from '../types';
import { textOf } from '../utils';

type Values = { subject: string; label: string; content: string };

const toValues = (letter: StaffNewsletter | null, labelId?: number): Values => ({
  subject: letter?.subject ?? '',
  label: letter ? String(letter.label) : labelId ? String(labelId) : '',
  content: letter?.content ?? '',
});

function toPayload(values: Values, before: Values | null): Record<string, unknown> {
  const all = { subject: values.subject.trim(), label: Number(values.label), content: values.content };
  return before ? changedFields(all, values, before) : all;
}

function validate(values: Values): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (!values.subject.trim()) errors.subject = 'Indiquez l’objet de la lettre.';
  else if (values.subject.trim().length > 200) errors.subject = 'L’objet tient en 200 caractères au plus.';
  if (!values.label) errors.label = 'Choisissez la collection dont la lettre prend l’apparence.';
  if (!textOf(values.content).trim()) errors.content = 'Écrivez le texte de la lettre.';
  return errors;
}

const FIELD_LABELS = { subject: 'Objet', label: 'Collection', content: 'Texte' };

/** Writes a newsletter, or changes it while it has not left (with its version: a 409 shows what changed meanwhile). */
export function NewsletterForm({ letter, base, labelId, created = false }: { letter: StaffNewsletter | null; base: string; labelId?: number; created?: boolean }) {
  const navigate = useNavigate();
  return (
    <RecordEditor<StaffNewsletter, Values>
      record={letter}
      toValues={(record) => toValues(record, labelId)}
      toPayload={toPayload}
      create={createNewsletter}
      update={updateNewsletter}
      onCreated={(saved) => navigate(`${base}/lettres/${saved.id}`, { replace: true, state: { created: true } })}
      validate={validate}
      fieldLabels={FIELD_LABELS}
      display={(name, value) => (name === 'content' ? textOf(String(value)) : String(value))}
      submitText={letter ? 'Enregistrer les modifications' : 'Enregistrer le brouillon'}
      initialNotice={created ? 'Brouillon enregistré.' : null}
    >
      {(form) => (
        <>
          <TextField form={form} name="subject" label="Objet du courriel" required maxLength={200} autoComplete="off" />
          <LabelSelectField form={form} />
          <RichTextFormField form={form} name="content" label="Texte *" hint="Titres, gras, italique, listes, citations et liens (http, https ou mailto)." />
        </>
      )}
    </RecordEditor>
  );
}
