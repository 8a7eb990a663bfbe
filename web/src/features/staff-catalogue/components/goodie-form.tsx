import { useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ImageField } from '@/components/back-office/image-field';
import { RichTextFormField } from '@/components/back-office/records/form-parts';
import { useConflictDisplay } from '@/components/back-office/records/conflict-display';
import { LabelSelectField } from '@/components/back-office/records/label-select';
import { RecordEditor } from '@/components/back-office/records/record-editor';
import { DraftField } from '@/components/back-office/records/drafts';
import { useLabelSlug } from '@/components/back-office/records/label-choices';
import { OldAddresses } from '@/components/back-office/records/old-addresses';
import { paths } from '@/config/paths';
import { changedFields, eurosForInput, nullIfEmpty, parseEuros } from '@/components/back-office/records/payload';
import '@/components/back-office/records/records.css';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form';
import type { FieldErrors, FormApi } from '@/hooks/use-form';
import { createGoodie, updateGoodie } from '../api/goodies';
import type { StaffGoodie } from '../types';
import './staff-labels.css';

/** A variant as the form edits it: `key` for the table, `id` absent for a new one, the stock as typed. */
interface VariantRow {
  key: string;
  id?: number;
  name: string;
  stock: string;
  deletable: boolean;
}

type GoodieValues = {
  name: string;
  label: string;
  slug: string;
  price: string;
  vat_rate: string;
  description: string;
  bookseller_only: boolean;
  locked_by_voucher: boolean;
  draft: boolean;
  out_of_stock: boolean;
  restocking_date: string;
  /** JSON of the image URLs, in order (a form value is a string). */
  images: string;
  /** JSON of the VariantRow list. */
  variants: string;
};

const readVariants = (json: string): VariantRow[] => JSON.parse(json) as VariantRow[];
const readImages = (json: string): string[] => JSON.parse(json) as string[];

const toValues = (goodie: StaffGoodie | null): GoodieValues => ({
  name: goodie?.name ?? '',
  label: goodie ? String(goodie.label) : '',
  slug: goodie?.slug ?? '',
  price: eurosForInput(goodie?.price),
  vat_rate: goodie?.vat_rate ?? '20',
  description: goodie?.description ?? '',
  bookseller_only: goodie?.bookseller_only ?? false,
  locked_by_voucher: goodie?.locked_by_voucher ?? false,
  draft: goodie?.draft ?? false,
  out_of_stock: goodie?.out_of_stock ?? false,
  restocking_date: goodie?.restocking_date ?? '',
  // The generated picture is not a chosen image: an empty list brings it back.
  images: JSON.stringify((goodie?.images ?? []).filter((url) => url.startsWith('/media/uploads/'))),
  variants: JSON.stringify((goodie?.variants ?? []).map((v) => ({ key: `v${v.id}`, id: v.id, name: v.name, stock: String(v.stock), deletable: v.deletable }))),
});

function toPayload(values: GoodieValues, before: GoodieValues | null): Record<string, unknown> {
  const all: Record<string, unknown> = {
    name: values.name.trim(),
    label: Number(values.label),
    slug: values.slug.trim(),
    price: parseEuros(values.price),
    vat_rate: values.vat_rate,
    description: values.description,
    bookseller_only: values.bookseller_only,
    locked_by_voucher: values.locked_by_voucher,
    draft: values.draft,
    out_of_stock: values.out_of_stock,
    restocking_date: nullIfEmpty(values.restocking_date),
    images: readImages(values.images),
    variants: readVariants(values.variants).map((v) => ({ ...(v.id ? { id: v.id } : {}), name: v.name.trim(), stock: Number(v.stock) })),
  };
  if (!before && !all.slug) delete all.slug;
  return before ? changedFields(all, values, before) : all;
}

function validate(values: GoodieValues): FieldErrors<GoodieValues> {
  const errors: FieldErrors<GoodieValues> = {};
  if (!values.name.trim()) errors.name = 'Indiquez le nom du goodie.';
  if (!values.label) errors.label = 'Choisissez une collection.';
  const price = parseEuros(values.price);
  if (!values.price.trim()) errors.price = 'Indiquez le prix.';
  else if (price === null || Number(price) < 0.01 || Number(price) > 10_000) errors.price = 'Un prix entre 0,01 et 10 000 €, avec deux décimales au plus (ex. : 15,00).';
  if (values.slug.trim() && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(values.slug.trim())) errors.slug = 'Des minuscules sans accents et des chiffres, séparés par des tirets.';
  const variants = readVariants(values.variants);
  const names = variants.map((v) => v.name.trim().toLocaleLowerCase('fr'));
  if (variants.some((v) => !v.name.trim())) errors.variants = 'Chaque déclinaison a un nom.';
  else if (new Set(names).size !== names.length) errors.variants = 'Deux déclinaisons portent le même nom.';
  else if (variants.some((v) => !/^\d+$/.test(v.stock.trim()) || Number(v.stock) > 100_000)) errors.variants = 'Le stock est un nombre entier entre 0 et 100 000.';
  return errors;
}

const FIELD_LABELS = {
  name: 'Nom',
  label: 'Collection',
  slug: 'Identifiant',
  price: 'Prix',
  vat_rate: 'TVA',
  description: 'Présentation',
  bookseller_only: 'Réservé aux libraires',
  locked_by_voucher: 'Débloqué par un bon d’achat',
  draft: 'Brouillon',
  out_of_stock: 'En rupture de stock',
  restocking_date: 'Retour en stock',
  images: 'Images',
  variants: 'Déclinaisons',
};

/** The variants' table: each one's name and stock, a new one added, one removed while no cart has it. */
function VariantsEditor({ form }: { form: FormApi<GoodieValues> }) {
  form.register('variants');
  const rows = readVariants(form.values.variants);
  // The rows as last set: two quick clicks before a new render each add their own row.
  const latest = useRef(form.values.variants);
  latest.current = form.values.variants;
  const counter = useRef(0);
  const titleId = useId();
  const errors = form.errorsOf('variants');
  const set = (update: (current: VariantRow[]) => VariantRow[]) => {
    latest.current = JSON.stringify(update(readVariants(latest.current)));
    form.setValue('variants', latest.current);
  };
  const change = (key: string, patch: Partial<VariantRow>) => set((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <fieldset className="staff-fieldset" aria-describedby={errors.length ? `${titleId}-error` : undefined}>
      <legend id={titleId}>Déclinaisons</legend>
      {rows.length === 0 ? (
        <p className="field__hint">Aucune déclinaison : le goodie se vend tel quel.</p>
      ) : (
        <table className="staff-variants">
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Stock</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key}>
                <td>
                  <input
                    className="field__input"
                    aria-label={`Nom de la déclinaison ${index + 1}`}
                    value={row.name}
                    maxLength={80}
                    onChange={(event) => change(row.key, { name: event.target.value })}
                  />
                </td>
                <td>
                  <input
                    className="field__input staff-variants__stock"
                    aria-label={`Stock de la déclinaison ${index + 1}`}
                    inputMode="numeric"
                    value={row.stock}
                    onChange={(event) => change(row.key, { stock: event.target.value.trim() })}
                  />
                </td>
                <td>
                  {row.deletable ? (
                    <button type="button" className="button button--ghost button--small" onClick={() => set((current) => current.filter((r) => r.key !== row.key))}>
                      Supprimer<span className="visually-hidden"> la déclinaison {row.name || index + 1}</span>
                    </button>
                  ) : (
                    <span className="staff-muted">Dans un panier : mettez son stock à 0.</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {errors.length > 0 && (
        <p id={`${titleId}-error`} className="field__error" role="alert">
          {errors.join(' ')}
        </p>
      )}
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => {
          counter.current += 1;
          const key = `n${counter.current}`;
          set((current) => [...current, { key, name: '', stock: '0', deletable: true }]);
        }}
      >
        Ajouter une déclinaison
      </button>
    </fieldset>
  );
}

/** The goodie's images, in order: the first is the main one; each moved, removed, one more uploaded. */
function ImagesEditor({ form, setUploading }: { form: FormApi<GoodieValues>; setUploading: (busy: boolean) => void }) {
  form.register('images');
  const images = readImages(form.values.images);
  const set = (next: string[]) => form.setValue('images', JSON.stringify(next));
  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    set(next);
  };
  return (
    <fieldset className="staff-fieldset">
      <legend>Images</legend>
      {images.length === 0 ? (
        <p className="field__hint">Aucune image envoyée : l’image générée s’affiche.</p>
      ) : (
        <ol className="staff-images">
          {images.map((url, index) => (
            <li key={url} className="staff-images__item">
              <img src={url} alt={`Image ${index + 1}${index === 0 ? ' (principale)' : ''}`} />
              <button type="button" className="button button--ghost button--small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                Monter<span className="visually-hidden"> l’image {index + 1}</span>
              </button>
              <button type="button" className="button button--ghost button--small" disabled={index === images.length - 1} onClick={() => move(index, index + 1)}>
                Descendre<span className="visually-hidden"> l’image {index + 1}</span>
              </button>
              <button type="button" className="button button--ghost button--small" onClick={() => set(images.filter((u) => u !== url))}>
                Retirer<span className="visually-hidden"> l’image {index + 1}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {images.length < 12 && (
        <ImageField
          label="Ajouter une image"
          hint="PNG, JPEG, WebP ou SVG ; 5 Mo au plus ; 12 images au plus."
          value={null}
          onChange={(url) => url && !images.includes(url) && set([...images, url])}
          errors={form.errorsOf('images')}
          onBusyChange={setUploading}
        />
      )}
    </fieldset>
  );
}

/** Creates a goodie, or edits one (with its version: a 409 shows what changed meanwhile). */
export function GoodieForm({ goodie, base, created = false }: { goodie: StaffGoodie | null; base: string; created?: boolean }) {
  const navigate = useNavigate();
  const labelSlug = useLabelSlug(goodie?.label);
  // A saved draft can be previewed: its public page answers staff alone.
  const previewHref = goodie?.draft && labelSlug ? paths.label.product.getHref(labelSlug, goodie.slug) : null;
  const display = useConflictDisplay((name, value) =>
    name === 'variants'
      ? readVariants(String(value))
          .map((v) => `${v.name} (${v.stock})`)
          .join(', ')
      : name === 'images'
        ? `${readImages(String(value)).length} image(s)`
        : undefined,
  );
  return (
    <RecordEditor<StaffGoodie, GoodieValues>
      record={goodie}
      toValues={toValues}
      toPayload={toPayload}
      create={(payload) => createGoodie(payload)}
      update={(id, version, payload) => updateGoodie(id, version, payload)}
      onCreated={(saved) => navigate(`${base}/goodies/${saved.id}`, { replace: true, state: { created: true } })}
      validate={validate}
      fieldLabels={FIELD_LABELS}
      display={display}
      submitText={goodie ? 'Enregistrer les modifications' : 'Créer le goodie'}
      initialNotice={created ? 'Goodie créé.' : null}
    >
      {(form, setUploading) => (
        <>
          <TextField form={form} name="name" label="Nom" required maxLength={200} autoComplete="off" />
          <DraftField form={form} label="Brouillon : visible seulement par l’équipe" previewHref={previewHref} />
          <LabelSelectField form={form} />
          <div className="staff-form__row">
            <TextField form={form} name="price" label="Prix TTC (€)" required inputMode="decimal" hint="En euros, TVA comprise (ex. : 15,00)." autoComplete="off" />
            <SelectField
              form={form}
              name="vat_rate"
              label="TVA"
              options={[
                { value: '20', label: '20\u00a0%' },
                { value: '5.5', label: '5,5\u00a0%' },
              ]}
            />
          </div>
          <RichTextFormField form={form} name="description" label="Présentation" hint="Titres, gras, italique, listes, citations et liens (http, https ou mailto)." />
          <VariantsEditor form={form} />
          <ImagesEditor form={form} setUploading={setUploading} />
          <CheckboxField form={form} name="bookseller_only" label="Réservé aux libraires" />
          <CheckboxField form={form} name="locked_by_voucher" label="Débloqué par un bon d’achat" />
          <CheckboxField form={form} name="out_of_stock" label="En rupture de stock" />
          <TextField form={form} name="restocking_date" label="Date de retour en stock" type="date" />
          <TextField form={form} name="slug" label="Identifiant dans l’adresse" hint="Laissez vide pour le tirer du nom." maxLength={80} autoComplete="off" />
          <OldAddresses slugs={goodie?.old_slugs ?? []} />
        </>
      )}
    </RecordEditor>
  );
}
