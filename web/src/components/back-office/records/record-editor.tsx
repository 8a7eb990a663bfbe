import { useState, type ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form';
import { useForm, type FieldErrors, type FormApi, type FormValues } from '@/hooks/use-form';
import { ApiError } from '@/lib/api-client';
import type { ConflictBody } from './types';
import { useUnsavedChanges } from '@/components/back-office/unsaved-changes';
import { ConflictNotice, SaveButton, SaveStatus, type ConflictRow } from './form-parts';

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

/**
 * The create-or-edit frame of a catalogue record: the form's values, the save with the version the
 * editor started from, the 409 notice (their values beside the user's), the success notice, and
 * the question before leaving with unsaved changes.
 */
export function RecordEditor<R extends SavedRecord, V extends FormValues>(props: RecordEditorProps<R, V>) {
  const [base, setBase] = useState<R | null>(props.record);
  // The record the next save starts from: `base`, or the one saved meanwhile when the user keeps editing.
  const [startedFrom, setStartedFrom] = useState<R | null>(props.record);
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<string | null>(props.initialNotice ?? null);
  const [conflict, setConflict] = useState<{ detail: string; current: R; mine: V } | null>(null);

  const restart = (record: R) => {
    setBase(record);
    setStartedFrom(record);
    setFormKey((k) => k + 1);
  };

  const rows = (current: R, mine: V): ConflictRow[] => {
    const theirs = props.toValues(current);
    const show = (name: keyof V & string, value: V[keyof V & string]) => (props.display ? props.display(name, value) : String(value ?? '')) || '(vide)';
    return (Object.keys(props.fieldLabels) as (keyof V & string)[])
      .filter((name) => !same(theirs[name], mine[name]))
      .map((name) => ({ label: props.fieldLabels[name] ?? name, mine: show(name, mine[name]), theirs: show(name, theirs[name]) }));
  };

  return (
    <>
      <SaveStatus message={notice} />
      {conflict && (
        <ConflictNotice
          detail={conflict.detail}
          rows={rows(conflict.current, conflict.mine)}
          onReload={() => {
            restart(conflict.current);
            setConflict(null);
          }}
          onKeep={() => {
            setStartedFrom(conflict.current);
            setConflict(null);
          }}
        />
      )}
      <EditorForm
        key={formKey}
        {...props}
        initial={props.toValues(base)}
        onSave={async (values, release) => {
          setNotice(null);
          try {
            if (!startedFrom) {
              const created = await props.create(props.toPayload(values, null));
              // Saved: opening the new record's page is not leaving unsaved changes.
              release();
              props.onCreated(created);
              return;
            }
            const saved = await props.update(startedFrom.id, startedFrom.version, props.toPayload(values, props.toValues(startedFrom)));
            restart(saved);
            setNotice('Modifications enregistrées.');
          } catch (error) {
            const body = error instanceof ApiError && error.status === 409 ? (error.body as Partial<ConflictBody<R>>) : null;
            if (!body?.current) throw error;
            setConflict({ detail: body.detail ?? 'Cette fiche a été modifiée par quelqu’un d’autre entre-temps.', current: body.current, mine: values });
          }
        }}
      />
    </>
  );
}

function EditorForm<R extends SavedRecord, V extends FormValues>({
  initial,
  onSave,
  validate,
  submitText,
  children,
}: RecordEditorProps<R, V> & { initial: V; onSave: (values: V, release: () => void) => Promise<void> }) {
  const [uploading, setUploading] = useState(false);
  const form = useForm<V>({ initial, validate, onSubmit: (values) => onSave(values, unsaved.release) });
  const unsaved = useUnsavedChanges(!same(form.values, initial));
  return (
    <form className="staff-form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <p className="field__hint">Les champs marqués d’un astérisque (*) sont obligatoires.</p>
      {children(form, setUploading)}
      <div className="staff-form__actions">
        <SaveButton saving={form.sending} disabled={uploading}>
          {submitText}
        </SaveButton>
        {uploading && <span className="staff-muted">Envoi de l’image en cours…</span>}
      </div>
    </form>
  );
}
