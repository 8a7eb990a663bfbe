import { useNavigate } from 'react-router-dom';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form';
import type { FieldErrors } from '@/hooks/use-form';
import { useConflictDisplay } from '@/components/back-office/records/conflict-display';
import { LabelSelectField } from '@/components/back-office/records/label-select';
import { RecordPickerField } from '@/components/back-office/records/record-picker';
import { changedFields, nullIfEmpty } from '@/components/back-office/records/payload';
import { ImageFormField, RichTextFormField } from '@/components/back-office/records/form-parts';
import { RecordEditor } from '@/components/back-office/records/record-editor';
import { DraftField } from '@/components/back-office/records/drafts';
import { useLabelSlug } from '@/components/back-office/records/label-choices';
import { OldAddresses } from '@/components/back-office/records/old-addresses';
import { paths } from '@/config/paths';
import { createCampaign, updateCampaign } from '../api/campaigns';
import type { StaffCampaign } from '../types';
import { fromLocalInput, toLocalInput } from './campaign-format';
import '@/components/back-office/records/records.css';

type CampaignValues = {
  title: string;
  label: string;
  slug: string;
  book: string;
  author: string;
  start_date: string;
  end_date: string;
  release_date: string;
  goal_type: string;
  goal: string;
  cover: string;
  video: string;
  description: string;
  christmas: boolean;
  facebook_pixel_id: string;
  disabled: boolean;
  draft: boolean;
};

const toValues = (c: StaffCampaign | null): CampaignValues => ({
  title: c?.title ?? '',
  label: c ? String(c.label) : '',
  slug: c?.slug ?? '',
  book: c?.book ? String(c.book) : '',
  author: c?.author ? String(c.author) : '',
  start_date: toLocalInput(c?.start_date),
  end_date: toLocalInput(c?.end_date),
  release_date: c?.release_date ?? '',
  goal_type: c ? String(c.goal_type) : '1',
  goal: c ? String(c.goal).replace('.', ',') : '',
  cover: c?.cover ?? '',
  video: c?.video ?? '',
  description: c?.description ?? '',
  christmas: c?.christmas ?? false,
  facebook_pixel_id: c?.facebook_pixel_id ?? '',
  disabled: c?.disabled ?? false,
  draft: c?.draft ?? false,
});

const goalNumber = (typed: string): number | null => {
  const clean = typed.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Number(clean) : null;
};

function toPayload(values: CampaignValues, before: CampaignValues | null): Record<string, unknown> {
  const all: Record<string, unknown> = {
    title: values.title.trim(),
    label: Number(values.label),
    slug: values.slug.trim(),
    book: values.book ? Number(values.book) : null,
    author: values.author ? Number(values.author) : null,
    start_date: fromLocalInput(values.start_date),
    end_date: fromLocalInput(values.end_date),
    release_date: nullIfEmpty(values.release_date),
    goal_type: Number(values.goal_type),
    goal: goalNumber(values.goal),
    cover: nullIfEmpty(values.cover),
    video: nullIfEmpty(values.video),
    description: values.description,
    christmas: values.christmas,
    facebook_pixel_id: nullIfEmpty(values.facebook_pixel_id),
    disabled: values.disabled,
    draft: values.draft,
  };
  if (!before) {
    // Left out at creation, the slug is made from the title.
    if (!all.slug) delete all.slug;
    return all;
  }
  const changed = changedFields(all, values, before);
  // The goal is read with its type: a change of either sends both.
  if ('goal' in changed || 'goal_type' in changed) Object.assign(changed, { goal: all.goal, goal_type: all.goal_type });
  return changed;
}

function validate(values: CampaignValues): FieldErrors<CampaignValues> {
  const errors: FieldErrors<CampaignValues> = {};
  if (!values.title.trim()) errors.title = 'Indiquez le titre de la campagne.';
  if (!values.label) errors.label = 'Choisissez une collection.';
  const start = fromLocalInput(values.start_date);
  const end = fromLocalInput(values.end_date);
  if (!start) errors.start_date = 'Indiquez la date et l’heure de début.';
  if (!end) errors.end_date = 'Indiquez la date et l’heure de fin.';
  else if (start && end <= start) errors.end_date = 'La date de fin doit être postérieure à la date de début.';
  const goal = goalNumber(values.goal);
  if (goal === null || goal < 1 || goal > 10_000_000) errors.goal = 'Un objectif entre 1 et 10 000 000 (ex. : 5 000 ou 5 000,50).';
  else if (values.goal_type === '2' && !Number.isInteger(goal)) errors.goal = 'Un objectif en livres est un nombre entier de livres.';
  if (values.video.trim() && !/^https:\/\//.test(values.video.trim())) errors.video = 'Indiquez l’adresse https d’une vidéo YouTube ou Vimeo, ou laissez ce champ vide.';
  if (values.facebook_pixel_id.trim() && !/^\d{1,20}$/.test(values.facebook_pixel_id.trim())) errors.facebook_pixel_id = 'Des chiffres seulement (20 au plus).';
  if (values.slug.trim() && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(values.slug.trim())) errors.slug = 'Des minuscules sans accents et des chiffres, séparés par des tirets.';
  return errors;
}

const FIELD_LABELS: Partial<Record<keyof CampaignValues, string>> = {
  title: 'Titre',
  label: 'Collection',
  slug: 'Identifiant',
  book: 'Livre',
  author: 'Auteur',
  start_date: 'Début',
  end_date: 'Fin',
  release_date: 'Sortie prévue',
  goal_type: 'Type d’objectif',
  goal: 'Objectif',
  cover: 'Couverture',
  video: 'Vidéo',
  description: 'Présentation',
  christmas: 'Noël',
  facebook_pixel_id: 'Pixel Facebook',
  disabled: 'Désactivée',
  draft: 'Brouillon',
};

/** Creates a campaign, or edits one (with its version: a 409 shows what changed meanwhile). */
export function CampaignForm({ campaign, base, created = false }: { campaign: StaffCampaign | null; base: string; created?: boolean }) {
  const navigate = useNavigate();
  const labelSlug = useLabelSlug(campaign?.label);
  // A saved draft can be previewed: its public page answers staff alone.
  const previewHref = campaign?.draft && labelSlug ? paths.label.crowdfunding.getHref(labelSlug, campaign.slug) : null;
  const display = useConflictDisplay((name, value) => (name === 'goal_type' ? (value === '2' ? 'Livres prévendus' : 'Montant collecté') : undefined));
  return (
    <RecordEditor<StaffCampaign, CampaignValues>
      record={campaign}
      toValues={toValues}
      toPayload={toPayload}
      create={(payload) => createCampaign(payload)}
      update={(id, version, payload) => updateCampaign(id, version, payload)}
      onCreated={(saved) => navigate(`${base}/campagnes/${saved.id}`, { replace: true, state: { created: true } })}
      validate={validate}
      fieldLabels={FIELD_LABELS}
      display={display}
      submitText={campaign ? 'Enregistrer les modifications' : 'Créer la campagne'}
      initialNotice={created ? 'Campagne créée. Ajoutez-lui ses contreparties ci-dessous.' : null}
    >
      {(form, setUploading) => (
        <>
          <TextField form={form} name="title" label="Titre" required maxLength={200} autoComplete="off" />
          <DraftField form={form} label="Brouillon : visible seulement par l’équipe ; personne ne peut y contribuer" previewHref={previewHref} />
          <LabelSelectField form={form} />
          <RecordPickerField form={form} name="author" kind="author" label="Auteur" searchLabel="Chercher un auteur" placeholder="Aucun auteur" />
          <RecordPickerField form={form} name="book" kind="book" label="Livre prévendu" searchLabel="Chercher un livre" placeholder="Aucun livre" />
          <div className="staff-form__row">
            <TextField form={form} name="start_date" label="Début" type="datetime-local" required />
            <TextField form={form} name="end_date" label="Fin" type="datetime-local" required hint="Après le début." />
          </div>
          <TextField form={form} name="release_date" label="Sortie prévue du livre" type="date" />
          <div className="staff-form__row">
            <SelectField
              form={form}
              name="goal_type"
              label="Type d’objectif"
              options={[
                { value: '1', label: 'Montant collecté (€)' },
                { value: '2', label: 'Livres prévendus' },
              ]}
            />
            <TextField form={form} name="goal" label="Objectif" required inputMode="decimal" hint="En euros, ou en nombre de livres." autoComplete="off" />
          </div>
          <ImageFormField
            form={form}
            name="cover"
            label="Couverture"
            hint="PNG, JPEG, WebP ou SVG ; 5 Mo au plus. Sans image, une couverture est dessinée."
            onBusyChange={setUploading}
          />
          <TextField form={form} name="video" label="Vidéo" type="url" hint="Adresse https d’une vidéo YouTube ou Vimeo." autoComplete="off" />
          <RichTextFormField form={form} name="description" label="Présentation" hint="Titres, gras, italique, listes, citations et liens (http, https ou mailto)." />
          <TextField form={form} name="facebook_pixel_id" label="Pixel Facebook" inputMode="numeric" hint="Son identifiant, en chiffres." autoComplete="off" />
          <CheckboxField form={form} name="christmas" label="Campagne de Noël" />
          <CheckboxField form={form} name="disabled" label="Désactivée (plus proposée, quelles que soient ses dates)" />
          <TextField form={form} name="slug" label="Identifiant dans l’adresse" hint="Laissez vide pour le tirer du titre." maxLength={80} autoComplete="off" />
          <OldAddresses slugs={campaign?.old_slugs ?? []} />
        </>
      )}
    </RecordEditor>
  );
}
