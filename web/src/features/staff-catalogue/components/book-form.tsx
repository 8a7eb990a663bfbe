import { useNavigate } from 'react-router-dom';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form';
import { useConflictDisplay } from '@/components/back-office/records/conflict-display';
import { LabelSelectField } from '@/components/back-office/records/label-select';
import { RecordPickerField } from '@/components/back-office/records/record-picker';
import type { FieldErrors } from '@/hooks/use-form';
import { createBook, updateBook } from '../api/books';
import type { StaffBook } from '../types';
import { formatAuditValue } from '@/components/back-office/records/format-audit';
import { changedFields, eurosForInput, nullIfEmpty, parseEuros } from '@/components/back-office/records/payload';
import { ImageFormField, RichTextFormField } from '@/components/back-office/records/form-parts';
import { RecordEditor } from '@/components/back-office/records/record-editor';
import { DraftField } from '@/components/back-office/records/drafts';
import { useLabelSlug } from '@/components/back-office/records/label-choices';
import { OldAddresses } from '@/components/back-office/records/old-addresses';
import { paths } from '@/config/paths';
import '@/components/back-office/records/records.css';

type BookValues = {
  title: string;
  label: string;
  author: string;
  slug: string;
  isbn: string;
  price: string;
  vat_rate: string;
  nb_pages: string;
  publisher: string;
  is_external: boolean;
  release: string;
  published: boolean;
  draft: boolean;
  out_of_stock: boolean;
  restocking_date: string;
  image: string;
  description: string;
};

const toValues = (book: StaffBook | null): BookValues => ({
  title: book?.title ?? '',
  label: book ? String(book.label) : '',
  author: book?.author ? String(book.author) : '',
  slug: book?.slug ?? '',
  isbn: book?.isbn ?? '',
  price: eurosForInput(book?.price),
  vat_rate: book?.vat_rate ?? '5.5',
  nb_pages: book?.nb_pages ? String(book.nb_pages) : '',
  publisher: book?.publisher ?? '',
  is_external: book?.is_external ?? false,
  release: book?.release ?? '',
  published: book?.published ?? false,
  draft: book?.draft ?? false,
  out_of_stock: book?.out_of_stock ?? false,
  restocking_date: book?.restocking_date ?? '',
  image: book?.image ?? '',
  description: book?.description ?? '',
});

function toPayload(values: BookValues, before: BookValues | null): Record<string, unknown> {
  const all: Record<string, unknown> = {
    title: values.title.trim(),
    label: Number(values.label),
    author: values.author ? Number(values.author) : null,
    slug: values.slug.trim(),
    isbn: values.isbn.trim(),
    price: parseEuros(values.price),
    vat_rate: values.vat_rate,
    nb_pages: values.nb_pages.trim() ? Number(values.nb_pages) : null,
    publisher: values.publisher.trim(),
    is_external: values.is_external,
    release: nullIfEmpty(values.release),
    published: values.published,
    draft: values.draft,
    out_of_stock: values.out_of_stock,
    restocking_date: nullIfEmpty(values.restocking_date),
    image: nullIfEmpty(values.image),
    description: values.description,
  };
  if (!before) {
    // Left out at creation, the slug is made from the title; an empty ISBN or page count is simply not sent.
    for (const name of ['slug', 'isbn'] as const) if (!all[name]) delete all[name];
    if (all.nb_pages === null) delete all.nb_pages;
  }
  return before ? changedFields(all, values, before) : all;
}

function validate(values: BookValues): FieldErrors<BookValues> {
  const errors: FieldErrors<BookValues> = {};
  if (!values.title.trim()) errors.title = 'Indiquez le titre du livre.';
  else if (values.title.trim().length > 200) errors.title = 'Le titre tient en 200 caractères au plus.';
  if (!values.label) errors.label = 'Choisissez une collection.';
  const price = parseEuros(values.price);
  if (!values.price.trim()) errors.price = 'Indiquez le prix.';
  else if (price === null || Number(price) < 0.01 || Number(price) > 10_000) errors.price = 'Un prix entre 0,01 et 10 000 €, avec deux décimales au plus (ex. : 18,50).';
  if (values.nb_pages.trim() && !/^\d+$/.test(values.nb_pages.trim())) errors.nb_pages = 'Un nombre entier de pages.';
  if (values.slug.trim() && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(values.slug.trim())) errors.slug = 'Des minuscules sans accents et des chiffres, séparés par des tirets.';
  return errors;
}

const FIELD_LABELS: Partial<Record<keyof BookValues, string>> = {
  title: 'Titre',
  label: 'Collection',
  author: 'Auteur',
  slug: 'Identifiant',
  isbn: 'ISBN',
  price: 'Prix',
  vat_rate: 'TVA',
  nb_pages: 'Pages',
  publisher: 'Éditeur',
  is_external: 'Autre éditeur',
  release: 'Parution',
  published: 'Paru',
  draft: 'Brouillon',
  out_of_stock: 'En rupture',
  restocking_date: 'Retour en stock',
  image: 'Couverture',
  description: 'Description',
};

/** Creates a book, or edits one (with its version: a 409 shows what changed meanwhile). */
export function BookForm({ book, base, created = false }: { book: StaffBook | null; base: string; created?: boolean }) {
  const navigate = useNavigate();
  const labelSlug = useLabelSlug(book?.label);
  // A saved draft can be previewed: its public page answers staff alone.
  const previewHref = book?.draft && labelSlug ? paths.label.book.getHref(labelSlug, book.slug) : null;
  // A typed price ('18,5') reads as the trail writes one ('18,50 €').
  const display = useConflictDisplay((name, value) => (name === 'price' ? formatAuditValue('price', parseEuros(String(value)) ?? value) : undefined));
  return (
    <RecordEditor<StaffBook, BookValues>
      record={book}
      toValues={toValues}
      toPayload={toPayload}
      create={(payload) => createBook(payload)}
      update={(id, version, payload) => updateBook(id, version, payload)}
      onCreated={(saved) => navigate(`${base}/livres/${saved.id}`, { replace: true, state: { created: true } })}
      validate={validate}
      fieldLabels={FIELD_LABELS}
      display={display}
      submitText={book ? 'Enregistrer les modifications' : 'Créer le livre'}
      initialNotice={created ? 'Livre créé.' : null}
    >
      {(form, setUploading) => (
        <>
          <TextField form={form} name="title" label="Titre" required maxLength={200} autoComplete="off" />
          <DraftField form={form} label="Brouillon : visible seulement par l’équipe" previewHref={previewHref} />
          <LabelSelectField form={form} />
          <RecordPickerField form={form} name="author" kind="author" label="Auteur" searchLabel="Chercher un auteur" placeholder="Aucun auteur" />
          <div className="staff-form__row">
            <TextField form={form} name="price" label="Prix TTC (€)" required inputMode="decimal" hint="En euros, TVA comprise (ex. : 18,50)." autoComplete="off" />
            <SelectField
              form={form}
              name="vat_rate"
              label="TVA"
              options={[
                { value: '5.5', label: '5,5\u00a0% (livre)' },
                { value: '20', label: '20\u00a0%' },
              ]}
            />
          </div>
          <div className="staff-form__row">
            <TextField form={form} name="isbn" label="ISBN" hint="ISBN-13 ; les tirets et espaces sont ignorés." autoComplete="off" />
            <TextField form={form} name="nb_pages" label="Nombre de pages" inputMode="numeric" autoComplete="off" />
          </div>
          <TextField form={form} name="publisher" label="Éditeur" maxLength={120} autoComplete="off" />
          <CheckboxField form={form} name="is_external" label="Livre d’un autre éditeur" />
          <div className="staff-form__row">
            <TextField form={form} name="release" label="Date de parution" type="date" />
            <TextField form={form} name="restocking_date" label="Date de retour en stock" type="date" />
          </div>
          <CheckboxField form={form} name="published" label="Paru (sinon : en production, en prévente)" />
          <CheckboxField form={form} name="out_of_stock" label="En rupture de stock" />
          <TextField form={form} name="slug" label="Identifiant dans l’adresse" hint="Laissez vide pour le tirer du titre." maxLength={80} autoComplete="off" />
          <OldAddresses slugs={book?.old_slugs ?? []} />
          <ImageFormField form={form} name="image" label="Couverture" hint="PNG, JPEG, WebP ou SVG ; 5 Mo au plus." onBusyChange={setUploading} />
          <RichTextFormField form={form} name="description" label="Description" hint="Titres, gras, italique, listes, citations et liens (http, https ou mailto)." />
        </>
      )}
    </RecordEditor>
  );
}
