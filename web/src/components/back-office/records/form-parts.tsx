import type { ReactNode } from 'react';
import { ImageField } from '@/components/back-office/image-field';
import { RichTextField } from '@/components/back-office/rich-text-field';
import type { FormApi, FormValues } from '@/hooks/use-form';
import { describedBy, FieldMessages } from './text-area-field';

type Name<V extends FormValues> = keyof V & string;

/** A rich text field of a form: the lazy editor, its hint and the server's messages tied to it. */
export function RichTextFormField<V extends FormValues>({ form, name, label, hint }: { form: FormApi<V>; name: Name<V>; label: string; hint?: string }) {
  form.register(name);
  const id = form.idOf(name);
  const errors = form.errorsOf(name);
  return (
    <div className={`field${errors.length ? ' is-invalid' : ''}`}>
      <RichTextField
        id={id}
        label={label}
        value={String(form.values[name] ?? '')}
        onChange={(html) => form.setValue(name, html as V[Name<V>])}
        describedBy={describedBy(id, hint, errors)}
        invalid={errors.length > 0}
      />
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}

/** An image field of a form: '' in the form's values stands for no image (null in the record). */
export function ImageFormField<V extends FormValues>({
  form,
  name,
  label,
  hint,
  onBusyChange,
}: {
  form: FormApi<V>;
  name: Name<V>;
  label: string;
  hint?: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  form.register(name);
  return (
    <ImageField
      label={label}
      hint={hint}
      value={String(form.values[name] ?? '') || null}
      onChange={(url) => form.setValue(name, (url ?? '') as V[Name<V>])}
      errors={form.errorsOf(name)}
      onBusyChange={onBusyChange}
    />
  );
}

/** One field whose value differs between the user's version and the one saved meanwhile. */
export interface ConflictRow {
  label: string;
  mine: string;
  theirs: string;
}

/**
 * The 409 notice, beside the save button: someone saved the record while it was being edited.
 * « Continuer ma saisie » carries only the user's own changes onto their version (`kept`: the fields
 * nobody else touched); `rows`: the fields both changed, their value beside the user's.
 */
export function ConflictNotice({ detail, rows, kept, onReload, onKeep }: { detail: string; rows: ConflictRow[]; kept: string[]; onReload: () => void; onKeep: () => void }) {
  return (
    <div className="notice notice--error staff-conflict" role="alert">
      <p>{detail}</p>
      {kept.length > 0 && <p>{`Vos modifications que l’autre personne n’a pas touchées seront gardées : ${kept.join(', ')}.`}</p>}
      {rows.length > 0 && <ConflictTable rows={rows} caption="Champs modifiés par vous deux" />}
      {rows.length > 0 && <p>Pour ces champs, votre saisie reste dans le formulaire : vérifiez-la avant d’enregistrer.</p>}
      <div className="staff-conflict__actions">
        <button type="button" className="button button--small" onClick={onReload}>
          Recharger les valeurs enregistrées
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onKeep}>
          Continuer ma saisie
        </button>
      </div>
    </div>
  );
}

/** After « Continuer ma saisie »: the fields the other person changed too, their value beside the user's, until the next save. */
export function ContestedFields({ rows }: { rows: ConflictRow[] }) {
  return (
    <div className="notice staff-conflict">
      <p>Ces champs ont aussi été modifiés par l’autre personne : votre saisie est dans le formulaire, sa valeur ci-dessous. Choisissez, puis enregistrez.</p>
      <ConflictTable rows={rows} caption="Champs modifiés par vous deux" />
    </div>
  );
}

function ConflictTable({ rows, caption }: { rows: ConflictRow[]; caption: string }) {
  return (
    <table className="staff-conflict__table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Champ</th>
          <th scope="col">Votre saisie</th>
          <th scope="col">Version enregistrée</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.mine}</td>
            <td>{row.theirs}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The live region of save notices ('Modifications enregistrées.'), present before it fills so it is announced. */
export function SaveStatus({ message }: { message: string | null }) {
  return (
    <div role="status" className="staff-save-status">
      {message && <p className="notice">{message}</p>}
    </div>
  );
}

/** The form's submit button: 'Enregistrement…' and disabled while saving. */
export function SaveButton({ saving, disabled, children }: { saving: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button" disabled={saving || disabled} aria-busy={saving || undefined}>
      {saving ? 'Enregistrement…' : children}
    </button>
  );
}
