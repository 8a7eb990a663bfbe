import { useNavigate } from 'react-router-dom';
import { TextField } from '@/components/ui/form';
import type { FieldErrors } from '@/hooks/use-form';
import { createAuthor, updateAuthor } from '../api/authors';
import { useConflictDisplay } from '@/components/back-office/records/conflict-display';
import { LabelSelectField } from '@/components/back-office/records/label-select';
import type { StaffAuthor } from '../types';
import { ImageFormField, RichTextFormField } from '@/components/back-office/records/form-parts';
import { RecordEditor } from '@/components/back-office/records/record-editor';
import { changedFields, nullIfEmpty } from '@/components/back-office/records/payload';
import { OldAddresses } from '@/components/back-office/records/old-addresses';
import '@/components/back-office/records/records.css';

type AuthorValues = { name: string; label: string; slug: string; biography: string; avatar: string; banner: string };

const toValues = (author: StaffAuthor | null): AuthorValues => ({
  name: author?.name ?? '',
  label: author ? String(author.label) : '',
  slug: author?.slug ?? '',
  biography: author?.biography ?? '',
  avatar: author?.avatar ?? '',
  banner: author?.banner ?? '',
});

function toPayload(values: AuthorValues, before: AuthorValues | null): Record<string, unknown> {
  const all: Record<string, unknown> = {
    name: values.name.trim(),
    label: Number(values.label),
    slug: values.slug.trim(),
    biography: values.biography,
    avatar: nullIfEmpty(values.avatar),
    banner: nullIfEmpty(values.banner),
  };
  // Left out at creation, the slug is made from the name by the server.
  if (!before && !all.slug) delete all.slug;
  return before ? changedFields(all, values, before) : all;
}

function validate(values: AuthorValues): FieldErrors<AuthorValues> {
  const errors: FieldErrors<AuthorValues> = {};
  if (!values.name.trim()) errors.name = 'Indiquez le nom de l’auteur.';
  else if (values.name.trim().length > 120) errors.name = 'Le nom tient en 120 caractères au plus.';
  if (!values.label) errors.label = 'Choisissez une collection.';
  if (values.slug.trim() && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(values.slug.trim())) errors.slug = 'Des minuscules sans accents et des chiffres, séparés par des tirets.';
  return errors;
}

const FIELD_LABELS = { name: 'Nom', label: 'Collection', slug: 'Identifiant', biography: 'Biographie', avatar: 'Portrait', banner: 'Bannière' };

/** Creates an author, or edits one (with its version: a 409 shows what changed meanwhile). */
export function AuthorForm({ author, base, created = false }: { author: StaffAuthor | null; base: string; created?: boolean }) {
  const navigate = useNavigate();
  const display = useConflictDisplay();
  return (
    <RecordEditor<StaffAuthor, AuthorValues>
      record={author}
      toValues={toValues}
      toPayload={toPayload}
      create={(payload) => createAuthor(payload)}
      update={(id, version, payload) => updateAuthor(id, version, payload)}
      onCreated={(saved) => navigate(`${base}/auteurs/${saved.id}`, { replace: true, state: { created: true } })}
      validate={validate}
      fieldLabels={FIELD_LABELS}
      display={display}
      submitText={author ? 'Enregistrer les modifications' : 'Créer l’auteur'}
      initialNotice={created ? 'Auteur créé.' : null}
    >
      {(form, setUploading) => (
        <>
          <TextField form={form} name="name" label="Nom" required maxLength={120} autoComplete="off" />
          <LabelSelectField form={form} />
          <TextField
            form={form}
            name="slug"
            label="Identifiant dans l’adresse"
            hint="Laissez vide pour le tirer du nom (ex. : « camille-martin »)."
            maxLength={80}
            autoComplete="off"
          />
          <OldAddresses slugs={author?.old_slugs ?? []} />
          <RichTextFormField form={form} name="biography" label="Biographie" hint="Titres, gras, italique, listes, citations et liens (http, https ou mailto)." />
          <ImageFormField form={form} name="avatar" label="Portrait" hint="PNG, JPEG, WebP ou SVG ; 5 Mo au plus." onBusyChange={setUploading} />
          <ImageFormField form={form} name="banner" label="Bannière" hint="Une image large, affichée en tête de la page de l’auteur." onBusyChange={setUploading} />
        </>
      )}
    </RecordEditor>
  );
}
