import { useNavigate } from 'react-router-dom';
import { TextField } from '@/components/ui/form';
import type { FieldErrors } from '@/hooks/use-form';
import { RichTextFormField } from '@/components/back-office/records/form-parts';
import { RecordEditor } from '@/components/back-office/records/record-editor';
import { changedFields } from '@/components/back-office/records/payload';
import '@/components/back-office/records/records.css';
import { createFaq, updateFaq } from '../api/news-faq';
import type { StaffFaq } from '../types';
import { stripTags } from '../utils';

type FaqValues = { question: string; response: string; position: string };

const toValues = (faq: StaffFaq | null): FaqValues => ({ question: faq?.question ?? '', response: faq?.response ?? '', position: faq ? String(faq.position) : '' });

function toPayload(values: FaqValues, before: FaqValues | null): Record<string, unknown> {
  const all: Record<string, unknown> = {
    question: values.question.trim(),
    response: values.response,
    position: values.position.trim() === '' ? undefined : Number(values.position),
  };
  if (all.position === undefined) delete all.position;
  return before ? changedFields(all, values, before) : all;
}

function validate(values: FaqValues): FieldErrors<FaqValues> {
  const errors: FieldErrors<FaqValues> = {};
  if (!values.question.trim()) errors.question = 'Indiquez la question.';
  else if (values.question.trim().length > 500) errors.question = 'La question tient en 500 caractères au plus.';
  if (!stripTags(values.response).trim()) errors.response = 'Écrivez la réponse.';
  if (values.position.trim() && !/^\d{1,5}$/.test(values.position.trim())) errors.position = 'Un nombre entier entre 0 et 10\u00a0000.';
  else if (Number(values.position) > 10_000) errors.position = 'Un nombre entier entre 0 et 10\u00a0000.';
  return errors;
}

const FIELD_LABELS = { question: 'Question', response: 'Réponse', position: 'Rang' };

/** Adds a question to a campaign's FAQ, or edits one (with its version). */
export function FaqForm({ faq, campaign, base, created = false }: { faq: StaffFaq | null; campaign: number; base: string; created?: boolean }) {
  const navigate = useNavigate();
  return (
    <RecordEditor<StaffFaq, FaqValues>
      record={faq}
      toValues={toValues}
      toPayload={toPayload}
      create={(payload) => createFaq(campaign, payload)}
      update={(id, version, payload) => updateFaq(id, version, payload)}
      onCreated={(saved) => navigate(`${base}/actualites/faq/${saved.id}`, { replace: true, state: { created: true } })}
      validate={validate}
      fieldLabels={FIELD_LABELS}
      display={(name, value) => (name === 'response' ? stripTags(String(value)) : String(value))}
      submitText={faq ? 'Enregistrer les modifications' : 'Ajouter la question'}
      initialNotice={created ? 'Question ajoutée.' : null}
    >
      {(form) => (
        <>
          <TextField form={form} name="question" label="Question" required maxLength={500} autoComplete="off" />
          <RichTextFormField form={form} name="response" label="Réponse *" hint="Gras, italique, listes et liens (http, https ou mailto)." />
          <TextField
            form={form}
            name="position"
            label="Rang dans la FAQ"
            inputMode="numeric"
            hint="Les questions s’affichent par rang croissant ; laissez vide pour la placer après les autres."
            autoComplete="off"
          />
        </>
      )}
    </RecordEditor>
  );
}
