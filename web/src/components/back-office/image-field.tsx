import { useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { uploadImage, type Uploader } from '@/lib/upload';
import './image-field.css';

/** What the server takes (it checks the bytes; this is only for a quick message). */
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];
const MAX_BYTES = 5 * 1024 * 1024;

/** The quick client-side check of a chosen file: a French message, or null when it may be sent. */
export function checkImageFile(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return 'Choisissez une image PNG, JPEG, WebP ou SVG.';
  if (file.size > MAX_BYTES) return 'Cette image dépasse 5 Mo : choisissez-en une plus légère.';
  return null;
}

interface ImageFieldProps {
  label: string;
  /** The image's URL, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  hint?: string;
  /** The server's messages for this field (a 400 of the form). */
  errors?: string[];
  /** Sends the file; the real upload by default. */
  uploader?: Uploader;
  /** Told while an upload runs, so the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * An image of a record: the current one shown, a file chosen and uploaded to `POST api/staff/images/`
 * with a progress bar, its preview, the form given the returned `url`; 'Retirer l’image' sets null.
 */
export function ImageField({ label, value, onChange, hint, errors = [], uploader = uploadImage, onBusyChange }: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const messages = [...(error ? [error] : []), ...errors];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  async function send(file: File) {
    const refused = checkImageFile(file);
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const uploaded = await uploader(file, setProgress);
      onChange(uploaded.url);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'L’image n’a pas pu être envoyée. Veuillez réessayer.');
    } finally {
      setProgress(null);
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <fieldset className={`field image-field${messages.length ? ' is-invalid' : ''}`} aria-describedby={messages.length ? errorId : undefined}>
      <legend className="field__label">{label}</legend>
      <div className="image-field__body">
        <div className="image-field__preview">{value ? <img src={value} alt={`${label} : aperçu`} /> : <span className="staff-muted">Aucune image</span>}</div>
        <div className="image-field__actions">
          <label htmlFor={id} className="button button--ghost button--small image-field__choose">
            {value ? 'Remplacer l’image…' : 'Choisir une image…'}
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            className="visually-hidden image-field__input"
            accept={ACCEPTED.join(',')}
            disabled={progress !== null}
            aria-describedby={[hint ? hintId : '', messages.length ? errorId : ''].filter(Boolean).join(' ') || undefined}
            aria-invalid={messages.length ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void send(file);
            }}
          />
          {value && progress === null && (
            <button type="button" className="button button--ghost button--small" onClick={() => onChange(null)}>
              Retirer l’image
            </button>
          )}
        </div>
      </div>
      {progress !== null && (
        <progress className="image-field__progress" max={100} value={Math.round(progress * 100)} aria-label={`Envoi de l’image : ${Math.round(progress * 100)} %`} />
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {messages.length > 0 && (
        <p id={errorId} className="field__error" role="alert">
          {messages.join(' ')}
        </p>
      )}
    </fieldset>
  );
}
