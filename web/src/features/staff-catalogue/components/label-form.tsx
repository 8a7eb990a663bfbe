import { TextField } from '@/components/ui/form';
import { OldAddresses } from '@/components/back-office/records/old-addresses';
import type { FieldErrors } from '@/hooks/use-form';
import { ImageFormField, RichTextFormField } from '@/components/back-office/records/form-parts';
import { RecordEditor } from '@/components/back-office/records/record-editor';
import { changedFields, nullIfEmpty } from '@/components/back-office/records/payload';
import '@/components/back-office/records/records.css';
import { updateLabel } from '../api/labels';
import { LABEL_FEATURES, type LabelFeature, type StaffLabel } from '../types';
import { parseHex } from '../utils/contrast';
import { TextAreaField } from '@/components/back-office/records/text-area-field';
import { ColourField, ContrastSample, SwitchField } from './staff-labels-parts';
import './staff-labels.css';

const COLOURS = ['primary', 'secondary', 'background', 'text', 'accent'] as const;
type ColourName = `theme.${(typeof COLOURS)[number]}`;
const SOCIAL = ['facebook_page', 'bluesky_page', 'linkedin_page', 'instagram_page'] as const;
const IMAGES = ['logo', 'logo_footer', 'logo_big', 'emblem'] as const;

export type LabelValues = {
  name: string;
  slug: string;
  css: string;
  catch_phrase: string;
  catch_lines: string;
  description: string;
  global_message: string;
  checkout_message: string;
} & Record<ColourName, string> &
  Record<(typeof SOCIAL)[number] | (typeof IMAGES)[number], string> &
  Record<LabelFeature, boolean>;

/** The French name of each switch, as the menus say it (spec §2). */
export const FEATURE_LABELS: Record<LabelFeature, string> = {
  featureAbout: 'Qui sommes-nous ?',
  featureProjects: 'Projets en cours',
  featureLibrary: 'Librairie',
  featureExternals: 'Des mêmes auteurices',
  featureShop: 'Boutique',
  featureEvents: 'Agenda',
  featureAuthors: 'Nos auteurs.ices',
  featureCart: 'Panier',
  featureBookseller: 'Boutique des libraires',
  feature_crowdfunding: 'Financement participatif',
};

const COLOUR_LABELS: Record<(typeof COLOURS)[number], string> = {
  primary: 'Couleur principale',
  secondary: 'Couleur secondaire',
  background: 'Fond des pages',
  text: 'Texte',
  accent: 'Accent',
};

const SOCIAL_LABELS: Record<(typeof SOCIAL)[number], [string, string]> = {
  facebook_page: ['Page Facebook', 'https://www.facebook.com/…'],
  bluesky_page: ['Page Bluesky', 'https://bsky.app/profile/…'],
  linkedin_page: ['Page LinkedIn', 'https://www.linkedin.com/company/…'],
  instagram_page: ['Page Instagram', 'https://www.instagram.com/…'],
};

/** The generated images are the default: the form shows them, and removing an upload brings them back. */
const isGenerated = (url: string) => url.startsWith('/media/labels/');

export const toLabelValues = (label: StaffLabel | null): LabelValues => {
  const values: Record<string, string | boolean> = {
    name: label?.name ?? '',
    slug: label?.slug ?? '',
    css: label?.css ?? '',
    catch_phrase: label?.catch_phrase ?? '',
    catch_lines: label?.catch_lines ?? '',
    description: label?.description ?? '',
    global_message: label?.global_message ?? '',
    checkout_message: label?.checkout_message ?? '',
  };
  for (const colour of COLOURS) values[`theme.${colour}`] = label?.theme[colour] ?? '';
  for (const field of SOCIAL) values[field] = label?.[field] ?? '';
  for (const field of IMAGES) values[field] = label && !isGenerated(label[field]) ? label[field] : '';
  for (const feature of LABEL_FEATURES) values[feature] = label?.[feature] ?? false;
  return values as LabelValues;
};

function toPayload(values: LabelValues, before: LabelValues | null): Record<string, unknown> {
  const all: Record<string, unknown> = {
    name: values.name.trim(),
    slug: values.slug.trim(),
    css: values.css,
    catch_phrase: values.catch_phrase.trim(),
    catch_lines: values.catch_lines,
    description: values.description,
    global_message: values.global_message.trim(),
    checkout_message: values.checkout_message.trim(),
  };
  for (const field of SOCIAL) all[field] = values[field].trim();
  for (const field of IMAGES) all[field] = nullIfEmpty(values[field]);
  for (const feature of LABEL_FEATURES) all[feature] = values[feature];
  const payload = before ? changedFields(all, values, before) : all;
  // The theme goes whole, when one of its colours changed.
  if (!before || COLOURS.some((c) => values[`theme.${c}`] !== before[`theme.${c}`])) {
    payload.theme = Object.fromEntries(COLOURS.map((c) => [c, values[`theme.${c}`].trim()]));
  }
  return payload;
}

function validate(values: LabelValues): FieldErrors<LabelValues> {
  const errors: FieldErrors<LabelValues> = {};
  if (!values.name.trim()) errors.name = 'Indiquez le nom de la collection.';
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(values.slug.trim())) errors.slug = 'Des minuscules sans accents et des chiffres, séparés par des tirets.';
  for (const colour of COLOURS) {
    if (!parseHex(values[`theme.${colour}`])) errors[`theme.${colour}`] = 'Saisissez une couleur au format #rrggbb.';
  }
  for (const field of SOCIAL) {
    const url = values[field].trim();
    if (url && !url.startsWith('https://')) errors[field] = 'L’adresse commence par https://.';
  }
  return errors;
}

const FIELD_LABELS: Partial<Record<keyof LabelValues & string, string>> = {
  name: 'Nom',
  slug: 'Identifiant',
  css: 'CSS',
  catch_phrase: 'Phrase d’accroche',
  catch_lines: 'Lignes d’accroche',
  description: 'Présentation',
  global_message: 'Bandeau',
  checkout_message: 'Message du panier',
  ...Object.fromEntries(COLOURS.map((c) => [`theme.${c}`, COLOUR_LABELS[c]])),
  ...Object.fromEntries(SOCIAL.map((f) => [f, SOCIAL_LABELS[f][0]])),
  ...FEATURE_LABELS,
};

/** Edits a label, in sections: identity, theme, logos, texts, networks, switches, messages (a 409 shows what changed meanwhile). */
export function LabelForm({ label }: { label: StaffLabel }) {
  return (
    <RecordEditor<StaffLabel, LabelValues>
      record={label}
      toValues={toLabelValues}
      toPayload={toPayload}
      create={() => Promise.reject(new Error('Les collections ne se créent pas ici.'))}
      update={(id, version, payload) => updateLabel(id, version, payload)}
      onCreated={() => undefined}
      validate={validate}
      fieldLabels={FIELD_LABELS}
      display={(name, value) => (typeof value === 'boolean' ? (value ? 'activée' : 'désactivée') : name === 'description' ? stripTags(String(value)) : String(value))}
      submitText="Enregistrer les modifications"
    >
      {(form, setUploading) => (
        <>
          <fieldset className="staff-fieldset">
            <legend>Identité</legend>
            <TextField form={form} name="name" label="Nom" required maxLength={80} autoComplete="off" />
            <TextField
              form={form}
              name="slug"
              label="Identifiant dans l’adresse"
              required
              maxLength={80}
              autoComplete="off"
              hint="Changé, l’ancienne adresse continue de mener à la collection."
            />
            <OldAddresses slugs={label.old_slugs} pathOf={(slug) => `/${slug}/`} />
          </fieldset>

          <fieldset className="staff-fieldset">
            <legend>Thème</legend>
            <div className="staff-colours">
              {COLOURS.map((colour) => (
                <ColourField key={colour} form={form} name={`theme.${colour}`} label={COLOUR_LABELS[colour]} />
              ))}
            </div>
            <div className="staff-contrast" aria-live="polite">
              <ContrastSample label="Texte sur le fond des pages" text={form.values['theme.text']} ground={form.values['theme.background']} />
              <ContrastSample label="Couleur principale sur le fond" text={form.values['theme.primary']} ground={form.values['theme.background']} />
              <ContrastSample label="Accent sur le fond" text={form.values['theme.accent']} ground={form.values['theme.background']} />
            </div>
            <TextAreaField
              form={form}
              name="css"
              label="CSS propre à la collection"
              rows={8}
              code
              maxLength={20000}
              hint="Seulement des sélecteurs et leurs déclarations : pas de @import, de @media, d’url() ni d’expression()."
            />
          </fieldset>

          <fieldset className="staff-fieldset">
            <legend>Logos</legend>
            <p className="field__hint">Sans image envoyée, le logo généré aux couleurs de la collection s’affiche. Les courriels en montrent la version PNG.</p>
            <ImageFormField form={form} name="logo" label="Logo (en-tête)" hint="Un logo large, sur fond transparent." onBusyChange={setUploading} />
            <ImageFormField form={form} name="logo_footer" label="Logo du pied de page" hint="En clair, pour le pied de page foncé." onBusyChange={setUploading} />
            <ImageFormField form={form} name="logo_big" label="Grand logo" hint="Affiché sur la page d’accueil." onBusyChange={setUploading} />
            <ImageFormField form={form} name="emblem" label="Emblème" hint="Une image carrée." onBusyChange={setUploading} />
          </fieldset>

          <fieldset className="staff-fieldset">
            <legend>Textes</legend>
            <TextField form={form} name="catch_phrase" label="Phrase d’accroche" maxLength={200} autoComplete="off" />
            <TextAreaField form={form} name="catch_lines" label="Lignes d’accroche" hint="Une par ligne." maxLength={600} rows={3} />
            <RichTextFormField form={form} name="description" label="Présentation" hint="Titres, gras, italique, listes, citations et liens (http, https ou mailto)." />
          </fieldset>

          <fieldset className="staff-fieldset">
            <legend>Réseaux</legend>
            {SOCIAL.map((field) => (
              <TextField
                key={field}
                form={form}
                name={field}
                label={SOCIAL_LABELS[field][0]}
                type="url"
                hint={`Vide : pas de bouton. Ex. : ${SOCIAL_LABELS[field][1]}`}
                maxLength={300}
              />
            ))}
          </fieldset>

          <fieldset className="staff-fieldset">
            <legend>Fonctionnalités</legend>
            <div className="staff-switches">
              {LABEL_FEATURES.map((feature) => (
                <SwitchField key={feature} form={form} name={feature} label={FEATURE_LABELS[feature]} />
              ))}
            </div>
          </fieldset>

          <fieldset className="staff-fieldset">
            <legend>Messages</legend>
            <TextAreaField form={form} name="global_message" label="Bandeau de toutes les pages" hint="Vide : pas de bandeau. 300 caractères au plus." maxLength={300} rows={2} />
            <TextAreaField form={form} name="checkout_message" label="Message du panier" hint="Vide : pas de message. 600 caractères au plus." maxLength={600} rows={3} />
          </fieldset>
        </>
      )}
    </RecordEditor>
  );
}

function stripTags(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
