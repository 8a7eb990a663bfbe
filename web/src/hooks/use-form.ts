import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';

/** A form's values: text fields and selects are strings, checkboxes booleans. */
export type FormValues = Record<string, string | boolean>;

/** One message per invalid field, from the form's own rules. */
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

/**
 * DRF field errors as `{field: [messages]}`, a nested object (an address) giving dotted names
 * (`address.postal_code`). `detail` and `code` are not fields.
 */
export function flattenFieldErrors(body: unknown, prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return fields;
  for (const [key, value] of Object.entries(body)) {
    if (!prefix && (key === 'detail' || key === 'code')) continue;
    const name = prefix + key;
    if (Array.isArray(value)) fields[name] = value.map(String);
    else if (typeof value === 'string') fields[name] = [value];
    else Object.assign(fields, flattenFieldErrors(value, `${name}.`));
  }
  return fields;
}

export interface UseFormOptions<V extends FormValues> {
  initial: V;
  /** The form's rules (spec §5): checked on submit, then live on the fields already shown wrong. */
  validate: (values: V) => FieldErrors<V>;
  /** Sends the form; a rejection with an `ApiError` marks its fields and shows its `detail`. */
  onSubmit: (values: V) => Promise<void> | void;
  /** The whole form's message for a failed submit (by default the API's `detail` or message). */
  describeError?: (error: unknown) => string | null;
}

/** What a field component needs from its form. */
export interface FormApi<V extends FormValues> {
  values: V;
  sending: boolean;
  /** The message of the whole form after a failed submit (`detail`), if any. */
  formError: string | null;
  /** The element id of a field, for its label. */
  idOf(name: keyof V & string): string;
  /** The messages to show under a field now. */
  errorsOf(name: keyof V & string): string[];
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Marks a field as visited: its own rules show from then on. */
  touch(name: keyof V & string): void;
  /** Declares a field, in document order (for focusing the first invalid one). */
  register(name: keyof V & string): void;
  handleSubmit(event: FormEvent): void;
}

/**
 * The state of an accessible form: values, the spec's messages shown once a field is left or the
 * form submitted, server errors mapped onto fields, the first invalid field focused on submit, and
 * no second submit while one is being sent.
 */
export function useForm<V extends FormValues>({ initial, validate, onSubmit, describeError }: UseFormOptions<V>): FormApi<V> {
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const order = useRef<string[]>([]);
  const busy = useRef(false);

  const clientErrors = validate(values);
  const idOf = (name: string) => `${formId}-${name.replace(/\W/g, '-')}`;

  function focusFirst(names: string[]): boolean {
    const first = order.current.find((name) => names.includes(name));
    const element = first ? document.getElementById(idOf(first)) : null;
    element?.focus();
    return Boolean(element);
  }

  async function submit(): Promise<void> {
    if (busy.current) return;
    setSubmitted(true);
    setFormError(null);
    const errors = validate(values);
    const invalid = Object.keys(errors).filter((name) => errors[name as keyof V & string]);
    if (invalid.length > 0) {
      focusFirst(invalid);
      return;
    }
    busy.current = true;
    setSending(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = error instanceof ApiError ? flattenFieldErrors(error.body) : {};
      setServerErrors(fields);
      const shown = Object.keys(fields).filter((name) => order.current.includes(name));
      const elsewhere = Object.entries(fields)
        .filter(([name]) => !order.current.includes(name))
        .flatMap(([, messages]) => messages);
      let message = describeError ? describeError(error) : null;
      if (message === null && error instanceof ApiError) {
        message = typeof error.body.detail === 'string' ? error.body.detail : elsewhere.length ? elsewhere.join(' ') : shown.length ? null : error.message;
      } else if (message === null && !(error instanceof ApiError)) {
        message = 'Une erreur est survenue. Veuillez réessayer.';
      }
      setFormError(message);
      if (shown.length > 0) focusFirst(shown);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return {
    values,
    sending,
    formError,
    idOf,
    errorsOf(name) {
      const own = clientErrors[name];
      if (own && (submitted || touched.has(name))) return [own];
      return serverErrors[name] ?? [];
    },
    setValue(name, value) {
      setValues((current) => ({ ...current, [name]: value }));
      if (serverErrors[name]) {
        setServerErrors((current) => {
          const rest = { ...current };
          delete rest[name];
          return rest;
        });
      }
    },
    touch(name) {
      if (!touched.has(name)) setTouched((current) => new Set(current).add(name));
    },
    register(name) {
      if (!order.current.includes(name)) order.current.push(name);
    },
    handleSubmit(event) {
      event.preventDefault();
      void submit();
    },
  };
}
