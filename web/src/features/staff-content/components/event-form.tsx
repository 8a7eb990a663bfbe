import { useNavigate } from 'react-router-dom';
import { TextField } from '@/components/ui/form';
import type { FieldErrors, FormApi } from '@/hooks/use-form';
import { formatDate, formatTime } from '@/lib/format';
import { useConflictDisplay } from '@/components/back-office/records/conflict-display';
import { LabelSelectField } from '@/components/back-office/records/label-select';
import { knownNames } from '@/components/back-office/records/record-choices';
import { RecordChecklist } from '@/components/back-office/records/record-checklist';
import { ImageFormField, RichTextFormField } from '@/components/back-office/records/form-parts';
import { RecordEditor } from '@/components/back-office/records/record-editor';
import { changedFields, nullIfEmpty } from '@/components/back-office/records/payload';
import '@/components/back-office/records/records.css';
import './staff-content.css';
import { createEvent, updateEvent } from '../api/events';
import type { StaffEvent } from '../types';
import { fromLocalInput, toLocalInput } from '../utils';

type EventValues = {
  title: string;
  label: string;
  slug: string;
  start_date: string;
  end_date: string;
  location: string;
  description: string;
  poster: string;
  /** Author ids, comma-separated, ascending. */
  authors: string;
};

const idsOf = (text: string) => (text ? text.split(',').map(Number) : []);

const toValues = (event: StaffEvent | null): EventValues => ({
  title: event?.title ?? '',
  label: event ? String(event.label) : '',
  slug: event?.slug ?? '',
  start_date: toLocalInput(event?.start_date),
  end_date: toLocalInput(event?.end_date),
  location: event?.location ?? '',
  description: event?.description ?? '',
  poster: event?.poster ?? '',
  authors: (event?.authors ?? []).join(','),
});

function toPayload(values: EventValues, before: EventValues | null): Record<string, unknown> {
  const all: Record<string, unknown> = {
    title: values.title.trim(),
    label: Number(values.label),
    slug: values.slug.trim(),
    start_date: fromLocalInput(values.start_date),
    end_date: fromLocalInput(values.end_date),
    location: values.location.trim(),
    description: values.description,
    poster: nullIfEmpty(values.poster),
    authors: idsOf(values.authors),
  };
  if (!before && !all.slug) delete all.slug;
  return before ? changedFields(all, values, before) : all;
}

function validate(values: EventValues): FieldErrors<EventValues> {
  const errors: FieldErrors<EventValues> = {};
  if (!values.title.trim()) errors.title = 'Indiquez le titre de l’événement.';
  if (!values.label) errors.label = 'Choisissez une collection.';
  const start = fromLocalInput(values.start_date);
  const end = fromLocalInput(values.end_date);
  if (!start) errors.start_date = 'Indiquez la date et l’heure du début.';
  if (!end) errors.end_date = 'Indiquez la date et l’heure de la fin.';
  else if (start && end <= start) errors.end_date = 'La fin doit venir après le début.';
  if (values.slug.trim() && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(values.slug.trim())) errors.slug = 'Des minuscules sans accents et des chiffres, séparés par des tirets.';
  return errors;
}

const FIELD_LABELS = {
  title: 'Titre',
  label: 'Collection',
  slug: 'Identifiant',
  start_date: 'Début',
  end_date: 'Fin',
  location: 'Lieu',
  description: 'Présentation',
  poster: 'Affiche',
  authors: 'Auteurs',
};

/** The authors present: searched, ticked. */
function AuthorsPicker({ form }: { form: FormApi<EventValues> }) {
  form.register('authors');
  return (
    <RecordChecklist
      kind="author"
      chosen={idsOf(form.values.authors)}
      onChange={(ids) => form.setValue('authors', ids.join(','))}
      legend="Auteurs présents"
      searchLabel="Chercher un auteur"
      empty="Aucun auteur à proposer."
      errors={form.errorsOf('authors')}
    />
  );
}

/** Creates an event, or edits one (with its version: a 409 shows what changed meanwhile). */
export function EventForm({ event, base, created = false }: { event: StaffEvent | null; base: string; created?: boolean }) {
  const navigate = useNavigate();
  const when = (iso: string | null) => (iso ? `${formatDate(iso)} à ${formatTime(iso)}` : '');
  const display = useConflictDisplay((name, value) => {
    const text = String(value ?? '');
    if (name === 'start_date' || name === 'end_date') return when(fromLocalInput(text));
    if (name === 'authors')
      return idsOf(text)
        .map((id) => knownNames('author').get(id) ?? String(id))
        .join(', ');
    return undefined;
  });
  return (
    <RecordEditor<StaffEvent, EventValues>
      record={event}
      toValues={toValues}
      toPayload={toPayload}
      create={(payload) => createEvent(payload)}
      update={(id, version, payload) => updateEvent(id, version, payload)}
      onCreated={(saved) => navigate(`${base}/evenements/${saved.id}`, { replace: true, state: { created: true } })}
      validate={validate}
      fieldLabels={FIELD_LABELS}
      display={display}
      submitText={event ? 'Enregistrer les modifications' : 'Créer l’événement'}
      initialNotice={created ? 'Événement créé.' : null}
    >
      {(form, setUploading) => (
        <>
          <TextField form={form} name="title" label="Titre" required maxLength={200} autoComplete="off" />
          <LabelSelectField form={form} />
          <div className="staff-form__row">
            <TextField form={form} name="start_date" label="Début" type="datetime-local" required />
            <TextField form={form} name="end_date" label="Fin" type="datetime-local" required />
          </div>
          <TextField form={form} name="location" label="Lieu" maxLength={300} hint="Une librairie, un salon, une adresse." autoComplete="off" />
          <AuthorsPicker form={form} />
          <ImageFormField
            form={form}
            name="poster"
            label="Affiche"
            hint="PNG, JPEG, WebP ou SVG ; 5 Mo au plus. Sans affiche, une image est générée."
            onBusyChange={setUploading}
          />
          <RichTextFormField form={form} name="description" label="Présentation" hint="Titres, gras, italique, listes, citations et liens (http, https ou mailto)." />
          <TextField form={form} name="slug" label="Identifiant dans l’adresse" hint="Laissez vide pour le tirer du titre." maxLength={80} autoComplete="off" />
        </>
      )}
    </RecordEditor>
  );
}
