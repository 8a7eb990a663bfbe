import type { ReactNode } from 'react';
import type { FormApi, FormValues } from '@/hooks/use-form';
import { readableOnPage } from '@/lib/accessible-theme';
import { AA_TEXT_RATIO, contrastRatio, formatRatio, longHex, parseHex } from '../utils/contrast';

type Name<V extends FormValues> = keyof V & string;

function describedBy(id: string, hint: ReactNode, errors: string[]) {
  return [hint ? `${id}-hint` : '', errors.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, hint, errors }: { id: string; hint?: ReactNode; errors: string[] }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}-error`} className="field__error">
          {errors.join(' ')}
        </p>
      )}
    </>
  );
}

/** A labelled textarea; `code` makes it monospace (CSS). */
export function TextAreaField<V extends FormValues>({
  form,
  name,
  label,
  hint,
  maxLength,
  rows = 3,
  code = false,
}: {
  form: FormApi<V>;
  name: Name<V>;
  label: string;
  hint?: ReactNode;
  maxLength?: number;
  rows?: number;
  code?: boolean;
}) {
  form.register(name);
  const id = form.idOf(name);
  const errors = form.errorsOf(name);
  return (
    <div className={`field${errors.length ? ' is-invalid' : ''}`}>
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
      </div>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        spellCheck={code ? false : undefined}
        className={`field__input ${code ? 'staff-code' : 'staff-textarea'}`}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.setValue(name, event.target.value as V[Name<V>])}
        onBlur={() => form.touch(name)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy(id, hint, errors)}
      />
      <Messages id={id} hint={hint} errors={errors} />
    </div>
  );
}

/** An on/off switch (a checkbox with role switch). */
export function SwitchField<V extends FormValues>({ form, name, label }: { form: FormApi<V>; name: Name<V>; label: string }) {
  form.register(name);
  const id = form.idOf(name);
  return (
    <div className="staff-switch">
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        className="staff-switch__input"
        checked={Boolean(form.values[name])}
        onChange={(event) => form.setValue(name, event.target.checked as V[Name<V>])}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A colour: a picker and its hex text, kept in step. */
export function ColourField<V extends FormValues>({ form, name, label }: { form: FormApi<V>; name: Name<V>; label: string }) {
  form.register(name);
  const id = form.idOf(name);
  const errors = form.errorsOf(name);
  const value = String(form.values[name] ?? '');
  const hint = 'Format #rrggbb.';
  return (
    <div className={`field${errors.length ? ' is-invalid' : ''}`}>
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
      </div>
      <div className="staff-colour__row">
        <input
          type="color"
          className="staff-colour__picker"
          aria-label={`${label} (nuancier)`}
          value={parseHex(value) ? longHex(value) : '#000000'}
          onChange={(event) => form.setValue(name, event.target.value as V[Name<V>])}
        />
        <input
          id={id}
          name={name}
          className="field__input"
          value={value}
          maxLength={7}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => form.setValue(name, event.target.value.trim() as V[Name<V>])}
          onBlur={() => form.touch(name)}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy(id, hint, errors)}
        />
      </div>
      <Messages id={id} hint={hint} errors={errors} />
    </div>
  );
}

/**
 * A sample of text on a ground in the label's colours, with the contrast ratio; under 4.5:1, a
 * warning and the darker (or lighter) variant the pages will show instead (see accessibleTheme).
 */
export function ContrastSample({ label, text, ground }: { label: string; text: string; ground: string }) {
  const ratio = contrastRatio(text, ground);
  const low = ratio !== null && ratio < AA_TEXT_RATIO;
  return (
    <div className="staff-contrast__sample" style={parseHex(text) && parseHex(ground) ? { color: longHex(text), background: longHex(ground) } : undefined}>
      <p className="staff-contrast__text">{label}</p>
      <p className="staff-contrast__ratio">
        {ratio === null ? (
          'Contraste : couleurs incomplètes'
        ) : (
          <>
            Contraste {formatRatio(ratio)}
            {low && (
              <span className="staff-contrast__warning">
                {' '}
                — insuffisant (4,5:1 au moins pour du texte). Les pages l’afficheront en {readableOnPage(longHex(text), longHex(ground))}.
              </span>
            )}
          </>
        )}
      </p>
    </div>
  );
}
