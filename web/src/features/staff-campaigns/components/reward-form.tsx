import { useId } from 'react';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form';
import type { FieldErrors, FormApi } from '@/hooks/use-form';
import { formatAuditValue } from '@/components/back-office/records/format-audit';
import { changedFields, eurosForInput, nullIfEmpty, parseEuros } from '@/components/back-office/records/payload';
import { ImageFormField, RichTextFormField } from '@/components/back-office/records/form-parts';
import { RecordEditor } from '@/components/back-office/records/record-editor';
import { createReward, updateReward } from '../api/campaigns';
import type { RewardVariant, StaffReward } from '../types';

type RewardValues = {
  name: string;
  price: string;
  vat_rate: string;
  description: string;
  image: string;
  limited: boolean;
  limited_quantity: string;
  bookseller_only: boolean;
  locked_by_voucher: boolean;
  dedication: boolean;
  donation: boolean;
  books_count: string;
  book_share: string;
  release_date: string;
  position: string;
  /** The variants, JSON-encoded in the form's values. */
  variants: string;
};

const toValues = (r: StaffReward | null): RewardValues => ({
  name: r?.name ?? '',
  price: eurosForInput(r?.price),
  // '' at creation: the server takes the rate from the content (5,5 % with a book, 20 % without).
  vat_rate: r?.vat_rate ?? '',
  description: r?.description ?? '',
  image: r?.image ?? '',
  limited: r?.limited ?? false,
  limited_quantity: r?.limited_quantity !== null && r?.limited_quantity !== undefined ? String(r.limited_quantity) : '',
  bookseller_only: r?.bookseller_only ?? false,
  locked_by_voucher: r?.locked_by_voucher ?? false,
  dedication: r?.dedication ?? false,
  donation: r?.donation ?? false,
  books_count: r ? String(r.books_count) : '0',
  book_share: eurosForInput(r?.book_share),
  release_date: r?.release_date ?? '',
  position: r ? String(r.position) : '',
  variants: JSON.stringify(r?.variants ?? []),
});

const readVariants = (json: string): RewardVariant[] => {
  try {
    return JSON.parse(json) as RewardVariant[];
  } catch {
    return [];
  }
};

function toPayload(values: RewardValues, before: RewardValues | null): Record<string, unknown> {
  const all: Record<string, unknown> = {
    name: values.name.trim(),
    price: parseEuros(values.price),
    vat_rate: values.vat_rate || undefined,
    description: values.description,
    image: nullIfEmpty(values.image),
    limited: values.limited,
    limited_quantity: values.limited && values.limited_quantity.trim() ? Number(values.limited_quantity) : null,
    bookseller_only: values.bookseller_only,
    locked_by_voucher: values.locked_by_voucher,
    dedication: values.dedication,
    donation: values.donation,
    books_count: Number(values.books_count) || 0,
    book_share: values.book_share.trim() ? parseEuros(values.book_share) : null,
    release_date: nullIfEmpty(values.release_date),
    position: values.position.trim() ? Number(values.position) : undefined,
    variants: readVariants(values.variants).map((v) => ({ ...(v.id ? { id: v.id } : {}), name: v.name.trim(), stock: Number(v.stock) || 0 })),
  };
  if (all.position === undefined) delete all.position;
  if (!before) return all;
  const changed = changedFields(all, values, before);
  // The limit is read with its switch: a change of either sends both.
  if ('limited' in changed || 'limited_quantity' in changed) Object.assign(changed, { limited: all.limited, limited_quantity: all.limited_quantity });
  return changed;
}

function validate(values: RewardValues): FieldErrors<RewardValues> {
  const errors: FieldErrors<RewardValues> = {};
  if (!values.name.trim()) errors.name = 'Indiquez le nom de la contrepartie.';
  const price = parseEuros(values.price);
  if (!values.price.trim()) errors.price = 'Indiquez le prix.';
  else if (price === null || Number(price) < 0.01 || Number(price) > 10_000) errors.price = 'Un prix entre 0,01 et 10 000 €, avec deux décimales au plus (ex. : 25,00).';
  if (values.limited && !/^\d+$/.test(values.limited_quantity.trim())) errors.limited_quantity = 'Indiquez la quantité disponible (un nombre entier).';
  if (!/^\d{1,3}$/.test(values.books_count.trim())) errors.books_count = 'Un nombre entier de livres (0 si aucun).';
  if (values.book_share.trim()) {
    const share = parseEuros(values.book_share);
    if (share === null || Number(share) < 0.01) errors.book_share = 'Un montant en euros, avec deux décimales au plus (ex. : 20,00).';
    else if (Number(values.books_count) === 0) errors.book_share = 'Une contrepartie sans livre n’a pas de part livres : indiquez d’abord les livres contenus.';
    else if (price !== null && Number(share) >= Number(price)) errors.book_share = 'La part des livres doit être inférieure au prix de la contrepartie.';
  }
  if (values.position.trim() && !/^\d+$/.test(values.position.trim())) errors.position = 'Un nombre entier (0 en premier).';
  if (readVariants(values.variants).some((v) => !v.name.trim() || !/^\d+$/.test(String(v.stock)))) errors.variants = 'Chaque déclinaison a un nom et un stock (nombre entier).';
  return errors;
}

const FIELD_LABELS: Partial<Record<keyof RewardValues, string>> = {
  name: 'Nom',
  price: 'Prix',
  vat_rate: 'TVA',
  description: 'Présentation',
  image: 'Image',
  limited: 'Quantité limitée',
  limited_quantity: 'Quantité',
  bookseller_only: 'Réservée aux libraires',
  locked_by_voucher: 'Débloquée par un bon',
  dedication: 'Dédicace',
  donation: 'Don',
  books_count: 'Livres contenus',
  book_share: 'Part des livres',
  release_date: 'Envoi prévu',
  position: 'Rang',
  variants: 'Déclinaisons',
};

/** The variants of a reward: a name and a stock each, added and removed in place. */
function VariantsField({ form }: { form: FormApi<RewardValues> }) {
  const headingId = useId();
  const errorId = useId();
  form.register('variants');
  const variants = readVariants(form.values.variants);
  const set = (next: RewardVariant[]) => form.setValue('variants', JSON.stringify(next));
  const errors = form.errorsOf('variants');
  return (
    <fieldset className="staff-variants" aria-describedby={errors.length ? errorId : undefined}>
      <legend id={headingId} className="field__label">
        Déclinaisons (tailles, couleurs…)
      </legend>
      {variants.length === 0 && <p className="field__hint">Aucune déclinaison : la contrepartie n’a qu’une version.</p>}
      {variants.map((variant, index) => (
        <div key={variant.id ?? `new-${index}`} className="staff-variants__row">
          <label className="staff-variants__field">
            <span className="field__label">Nom de la déclinaison {index + 1}</span>
            <input
              className="field__input"
              value={variant.name}
              maxLength={80}
              onChange={(event) => set(variants.map((v, i) => (i === index ? { ...v, name: event.target.value } : v)))}
            />
          </label>
          <label className="staff-variants__field staff-variants__stock">
            <span className="field__label">Stock</span>
            <input
              className="field__input"
              inputMode="numeric"
              value={String(variant.stock)}
              onChange={(event) => set(variants.map((v, i) => (i === index ? { ...v, stock: event.target.value as unknown as number } : v)))}
            />
          </label>
          <button type="button" className="button button--ghost button--small" onClick={() => set(variants.filter((_, i) => i !== index))}>
            Retirer<span className="visually-hidden"> la déclinaison {index + 1}</span>
          </button>
        </div>
      ))}
      <button type="button" className="button button--ghost button--small" onClick={() => set([...variants, { name: '', stock: 0 }])}>
        Ajouter une déclinaison
      </button>
      {errors.length > 0 && (
        <p id={errorId} className="field__error">
          {errors.join(' ')}
        </p>
      )}
    </fieldset>
  );
}

/** Adds a reward to a campaign, or edits one (with its version). A backed reward’s price is fixed. */
export function RewardForm({ campaignId, reward, onDone }: { campaignId: number; reward: StaffReward | null; onDone: (saved: StaffReward | null) => void }) {
  const backed = (reward?.paid_quantity ?? 0) > 0;
  return (
    <RecordEditor<StaffReward, RewardValues>
      record={reward}
      toValues={toValues}
      toPayload={toPayload}
      create={(payload) => createReward(campaignId, payload)}
      update={(id, version, payload) => updateReward({ id, campaign: campaignId }, version, payload)}
      onCreated={(saved) => onDone(saved)}
      validate={validate}
      fieldLabels={FIELD_LABELS}
      display={(name, value) => (name === 'variants' ? formatAuditValue(name, readVariants(String(value))) : formatAuditValue(name, value))}
      submitText={reward ? 'Enregistrer la contrepartie' : 'Ajouter la contrepartie'}
    >
      {(form, setUploading) => (
        <>
          <TextField form={form} name="name" label="Nom" required maxLength={200} autoComplete="off" />
          <div className="staff-form__row">
            <TextField
              form={form}
              name="price"
              label="Prix TTC (€)"
              required
              inputMode="decimal"
              readOnly={backed}
              hint={backed ? 'Des contributions sont payées : le prix ne peut plus changer.' : 'En euros, TVA comprise (ex. : 25,00).'}
              autoComplete="off"
            />
            <SelectField
              form={form}
              name="vat_rate"
              label="TVA"
              options={[
                ...(reward ? [] : [{ value: '', label: 'Selon le contenu (5,5\u00a0% avec un livre, 20\u00a0% sans)' }]),
                { value: '5.5', label: '5,5\u00a0% (contient un livre)' },
                { value: '20', label: '20\u00a0%' },
              ]}
              hint={reward ? 'Suit le nombre de livres contenus tant qu’il n’a pas été choisi à la main.' : undefined}
            />
          </div>
          <CheckboxField form={form} name="limited" label="Quantité limitée" />
          {form.values.limited && (
            <TextField
              form={form}
              name="limited_quantity"
              label="Quantité disponible"
              inputMode="numeric"
              hint={reward ? `Jamais moins que les exemplaires payés (${reward.paid_quantity}) et réservés dans des paniers confirmés.` : undefined}
              autoComplete="off"
            />
          )}
          <div className="staff-form__row">
            <TextField form={form} name="books_count" label="Livres contenus" inputMode="numeric" hint="Comptés pour un objectif en livres." autoComplete="off" />
            <TextField
              form={form}
              name="book_share"
              label="Part des livres TTC (€)"
              inputMode="decimal"
              readOnly={backed}
              hint={
                backed
                  ? 'Des contributions sont payées : la part des livres ne peut plus changer.'
                  : 'Pour un livre et d’autres articles à un seul prix : cette part est à 5,5\u00a0%, le reste à 20\u00a0%. Vide : tout le prix au taux choisi.'
              }
              autoComplete="off"
            />
          </div>
          <div className="staff-form__row">
            <TextField
              form={form}
              name="release_date"
              label="Envoi prévu"
              type="date"
              hint={
                reward && reward.paid_quantity > 0
                  ? 'Les colis payés qui ne sont pas encore partis suivent cette date, et leurs client·es en sont prévenu·es par courriel.'
                  : undefined
              }
            />
          </div>
          <CheckboxField form={form} name="dedication" label="Dédicace (un texte demandé par exemplaire)" />
          <CheckboxField form={form} name="donation" label="Don (rien n’est livré)" />
          <CheckboxField form={form} name="bookseller_only" label="Réservée aux libraires" />
          <CheckboxField form={form} name="locked_by_voucher" label="Débloquée par un bon d’achat" />
          <TextField
            form={form}
            name="position"
            label="Rang dans la campagne"
            inputMode="numeric"
            hint="0 en premier ; laissez vide pour la placer en dernier."
            autoComplete="off"
          />
          <VariantsField form={form} />
          <ImageFormField form={form} name="image" label="Image" hint="PNG, JPEG, WebP ou SVG ; 5 Mo au plus." onBusyChange={setUploading} />
          <RichTextFormField form={form} name="description" label="Présentation" />
        </>
      )}
    </RecordEditor>
  );
}
