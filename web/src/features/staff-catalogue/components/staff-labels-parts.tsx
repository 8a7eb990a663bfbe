import type { FormApi, FormValues } from '@/hooks/use-form';
import { describedBy, FieldMessages as Messages } from '@/components/back-office/records/text-area-field';
import { readableOnPage } from '@/lib/accessible-theme';
import { AA_TEXT_RATIO, contrastRatio, formatRatio, longHex, parseHex } from '../utils/contrast';

type Name<V extends FormValues> = keyof V & string;

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
