import { CheckboxField } from '@/components/ui/form';
import type { FormApi, FormValues } from '@/hooks/use-form';
import { FilterSelect } from './filter-select';

/** The 'Brouillon' checkbox of a record's form, and, once a draft is saved, the link to preview its public page. */
export function DraftField<V extends FormValues>({ form, label, previewHref }: { form: FormApi<V>; label: string; previewHref: string | null }) {
  return (
    <div className="staff-draft">
      <CheckboxField form={form} name={'draft' as keyof V & string} label={label} />
      {previewHref && <PreviewLink href={previewHref} />}
    </div>
  );
}

/** A draft's public page, which only staff can open (the API answers it to them alone). */
export function PreviewLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="staff-draft__preview">
      Aperçu de la page publique
      <span className="visually-hidden"> (s’ouvre dans un nouvel onglet)</span>
    </a>
  );
}

/** Marks a draft's row in a list. */
export function DraftPill() {
  return <span className="staff-pill staff-pill--draft">Brouillon</span>;
}

/** The lists' filter on `draft`: every record, the drafts, or those the public sees. */
export function DraftFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FilterSelect
      label="Visibilité"
      value={value}
      onChange={onChange}
      options={[
        ['', 'Tous'],
        ['true', 'Brouillons'],
        ['false', 'Publics'],
      ]}
    />
  );
}
