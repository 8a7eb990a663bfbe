import { forwardRef } from 'react';

/** « 2,4 Mo », « 830 Ko ». */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
  return `${Math.max(1, Math.round(bytes / 1024))} Ko`;
}

interface FilePickerProps {
  id: string;
  name: string;
  accept: string;
  file: File | null;
  /** What the size shows past the limit (« plus de 10 Mo »): the browser's count would only confuse. */
  maxBytes: number;
  invalid: boolean;
  /** Ids of the hint and error, read after the chosen file's name. */
  describedBy: string;
  onChoose: (file: File | null) => void;
}

/**
 * A file input that speaks French whatever the browser's language: 'Choisir un fichier', then the
 * chosen file's name and size or 'Aucun fichier choisi'. The native input stays, transparent over
 * the button: a click, Tab then Enter or Space open the browser's file chooser, the field's label
 * names it, and screen readers hear the chosen file through aria-describedby.
 */
export const FilePicker = forwardRef<HTMLInputElement, FilePickerProps>(function FilePicker({ id, name, accept, file, maxBytes, invalid, describedBy, onChoose }, ref) {
  const chosenId = `${id}-chosen`;
  return (
    <div className="contact-form__file file-picker">
      <span className="file-picker__control">
        <input
          ref={ref}
          id={id}
          name={name}
          type="file"
          accept={accept}
          className="file-picker__input"
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${chosenId} ${describedBy}`}
        />
        <span className="button button--ghost button--small file-picker__button" aria-hidden="true">
          Choisir un fichier
        </span>
      </span>
      <span id={chosenId} className={`file-picker__chosen${file ? ' is-chosen' : ''}`} aria-live="polite">
        {file ? `${file.name} (${file.size > maxBytes ? `plus de ${fileSize(maxBytes)}` : fileSize(file.size)})` : 'Aucun fichier choisi'}
      </span>
    </div>
  );
});
