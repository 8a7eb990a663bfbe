import { useState, type ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form';
import { useForm, type FieldErrors, type FormApi, type FormValues } from '@/hooks/use-form';
import { ApiError } from '@/lib/api-client';
import type { ConflictBody } from './types';
import { useUnsavedChanges } from '@/components/back-office/unsaved-changes';
import { ConflictNotice, ContestedFields, SaveButton, SaveStatus, type ConflictRow } from './form-parts';

interface SavedRecord {
  id: number;
  version: number;
}

export interface RecordEditorProps<R extends SavedRecord, V extends FormValues> {
  /** The record to edit, or null to create one. */
  record: R | null;
  toValues: (record: R | null) => V;
  /** What to send: every filled field at creation; only the fields that differ from `before` for a change. */
  toPayload: (values: V, before: V | null) => Record<string, unknown>;
  create: (payload: Record<string, unknown>) => Promise<R>;
  update: (id: number, version: number, payload: Record<string, unknown>) => Promise<R>;
  onCreated: (record: R) => void;
  validate: (values: V) => FieldErrors<V>;
  /** The French name of each field, for the 409 comparison. */
  fieldLabels: Partial<Record<keyof V & string, string>>;
  /** A field's value as the 409 comparison shows it. */
  display?: (name: keyof V & string, value: V[keyof V & string]) => string;
  submitText: string;
  /** The fields; `setUploading` holds the submit while an image goes up. */
  children: (form: FormApi<V>, setUploading: (busy: boolean) => void) => ReactNode;
  /** A notice to show first ('Auteur créé.' after a creation). */
  initialNotice?: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Field<V> = keyof V & string;

/** A save refused with a 409: what the user typed, from which version, and the version saved meanwhile. */
interface Conflict<R, V> {
  detail: string;
  current: R;
  mine: V;
  started: V;
}

/**
 * Merges the user's work onto the version saved meanwhile: the fields they changed (from the version
 * they started from) take their value, every other field the saved one, so nothing the other person
 * did is undone. `contested`: the fields both changed, to different values.
 */
export function rebase<V extends FormValues>(started: V, mine: V, theirs: V): { values: V; changed: Field<V>[]; contested: Field<V>[] } {
  const values = { ...theirs };
  const changed: Field<V>[] = [];
  const contested: Field<V>[] = [];
  for (const name of Object.keys(mine) as Field<V>[]) {
    if (same(mine[name], started[name])) continue;
    values[name] = mine[name];
    changed.push(name);
    if (!same(theirs[name], started[name]) && !same(theirs[name], mine[name])) contested.push(name);
  }
  return { values, changed, contested };
}

/**
 * The create-or-edit frame of a back-office record: the form's values, the save with the version
 * the editor started from, the success notice, the question before leaving with unsaved changes,
 * and the 409, beside the save button: only the user's own changes are carried onto the version
 * saved meanwhile (« Continuer ma saisie »), and the fields both people changed are shown for a choice.
 */
export function RecordEditor<R extends SavedRecord, V extends FormValues>(props: RecordEditorProps<R, V>) {
  // The record the form started from: the next save sends its version and the fields changed from it.
  const [base, setBase] = useState<R | null>(props.record);
  // The form's values when it (re)starts: the record's, or the user's work carried onto a newer version.
  const [start, setStart] = useState<V>(() => props.toValues(props.record));
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<string | null>(props.initialNotice ?? null);
  const [conflict, setConflict] = useState<Conflict<R, V> | null>(null);
  const [contested, setContested] = useState<ConflictRow[]>([]);

  const restart = (record: R, values: V = props.toValues(record)) => {
    setBase(record);
    setStart(values);
    setFormKey((k) => k + 1);
  };
  const show = (name: Field<V>, value: V[Field<V>]) => (props.display ? props.display(name, value) : String(value ?? '')) || '(vide)';
  const label = (name: Field<V>) => props.fieldLabels[name] ?? name;
  const rowsOf = (names: Field<V>[], mine: V, theirs: V): ConflictRow[] =>
    names.map((name) => ({ label: label(name), mine: show(name, mine[name]), theirs: show(name, theirs[name]) }));

  // On a 409: the saved version's values, and the user's work carried onto them.
  const theirs = conflict ? props.toValues(conflict.current) : null;
  const merged = conflict && theirs ? rebase(conflict.started, conflict.mine, theirs) : null;
  const conflictNotice =
    conflict && theirs && merged ? (
      <ConflictNotice
        detail={conflict.detail}
        rows={rowsOf(merged.contested, conflict.mine, theirs)}
        kept={merged.changed.filter((name) => !merged.contested.includes(name)).map(label)}
        onReload={() => {
          setContested([]);
          restart(conflict.current);
          setConflict(null);
        }}
        onKeep={() => {
          setContested(rowsOf(merged.contested, conflict.mine, theirs));
          restart(conflict.current, merged.values);
          setConflict(null);
        }}
      />
    ) : (
      contested.length > 0 && <ContestedFields rows={contested} />
    );

  return (
    <>
      <SaveStatus message={notice} />
      <EditorForm
        key={formKey}
        {...props}
        initial={props.toValues(base)}
        start={start}
        beforeSave={conflictNotice || null}
        onSave={async (values, release) => {
          setNotice(null);
          try {
            if (!base) {
              const created = await props.create(props.toPayload(values, null));
              // Saved: opening the new record's page is not leaving unsaved changes.
              release();
              props.onCreated(created);
              return;
            }
            const started = props.toValues(base);
            const saved = await props.update(base.id, base.version, props.toPayload(values, started));
            setContested([]);
            restart(saved);
            setNotice('Modifications enregistrées.');
          } catch (error) {
            const body = error instanceof ApiError && error.status === 409 ? (error.body as Partial<ConflictBody<R>>) : null;
            if (!body?.current || !base) throw error;
            setConflict({
              detail: body.detail ?? 'Cette fiche a été modifiée par quelqu’un d’autre entre-temps.',
              current: body.current,
              mine: values,
              started: props.toValues(base),
            });
          }
        }}
      />
    </>
  );
}

function EditorForm<R extends SavedRecord, V extends FormValues>({
  initial,
  start,
  beforeSave,
  onSave,
  validate,
  submitText,
  children,
}: RecordEditorProps<R, V> & { initial: V; start: V; beforeSave: ReactNode; onSave: (values: V, release: () => void) => Promise<void> }) {
  const [uploading, setUploading] = useState(false);
  const form = useForm<V>({ initial: start, validate, onSubmit: (values) => onSave(values, unsaved.release) });
  const unsaved = useUnsavedChanges(!same(form.values, initial));
  return (
    <form className="staff-form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <p className="field__hint">Les champs marqués d’un astérisque (*) sont obligatoires.</p>
      {children(form, setUploading)}
      {beforeSave}
      <div className="staff-form__actions">
        <SaveButton saving={form.sending} disabled={uploading}>
          {submitText}
        </SaveButton>
        {uploading && <span className="staff-muted">Envoi de l’image en cours…</span>}
      </div>
    </form>
  );
}
