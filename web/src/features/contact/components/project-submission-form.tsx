import { useRef, useState } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form';
import { useForm } from '@/hooks/use-form';
import { MANUSCRIPT_ACCEPT, MANUSCRIPT_EXTENSIONS, MANUSCRIPT_MAX_BYTES, submitProject } from '../api/submit-project';
import { LIMITS, MESSAGES, senderErrors, textError } from './contact-rules';
import { FilePicker } from './file-picker';
import { SenderFields, SentNotice } from './sender-fields';
import { TextAreaField } from './text-area-field';

type Values = { name: string; email: string; title: string; summary: string; file: string };

/** What is wrong with a chosen manuscript before anything is sent (the server checks its bytes again). */
export function manuscriptError(file: File | null): string | undefined {
  if (!file) return undefined;
  const extension = /\.([A-Za-z]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(MANUSCRIPT_EXTENSIONS as readonly string[]).includes(extension)) return MESSAGES.fileType;
  if (file.size > MANUSCRIPT_MAX_BYTES) return MESSAGES.fileTooLarge;
  if (file.size === 0) return MESSAGES.fileEmpty;
  return undefined;
}

/** 'Soumettre un projet': a manuscript proposal for the editorial team, with an optional file of 10 MB at most. */
export function ProjectSubmissionForm({ labelSlug, initialEmail = '', initialName = '' }: { labelSlug: string; initialEmail?: string; initialName?: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const form = useForm<Values>({
    initial: { name: initialName, email: initialEmail, title: '', summary: '', file: '' },
    validate: (v) => ({
      ...senderErrors(v),
      title: textError(v.title, LIMITS.title, MESSAGES.titleRequired),
      summary: textError(v.summary, LIMITS.summary, MESSAGES.summaryRequired),
      file: manuscriptError(file),
    }),
    onSubmit: async (values) => {
      const answer = await submitProject({ ...values, file }, labelSlug);
      setSent(answer.detail || 'Votre projet a bien été envoyé.');
    },
  });

  function choose(chosen: File | null) {
    setFile(chosen);
    form.setValue('file', chosen?.name ?? '');
    // Said at once: nobody should wait for an upload to learn the file is too large.
    form.touch('file');
  }

  if (sent) {
    return (
      <SentNotice title={sent} labelSlug={labelSlug}>
        <p>
          Merci pour votre confiance ! Le comité de lecture lit chaque projet avec attention et vous répondra à l'adresse {form.values.email.trim()}, en général sous trois mois.
        </p>
      </SentNotice>
    );
  }

  form.register('file');
  const fileId = form.idOf('file');
  const fileErrors = form.errorsOf('file');
  return (
    <form className="form contact-form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <SenderFields form={form} />
      <TextField form={form} name="title" label="Titre du projet" required />
      <TextAreaField
        form={form}
        name="summary"
        label="Présentation du projet"
        required
        maxLength={LIMITS.summary}
        hint="Le genre, le public visé, où en est le texte, et quelques mots sur vous."
      />
      <div className={`field${fileErrors.length ? ' is-invalid' : ''}`}>
        <div className="field__label-row">
          <label htmlFor={fileId} className="field__label">
            Votre manuscrit (facultatif)
          </label>
        </div>
        <FilePicker
          ref={input}
          id={fileId}
          name="file"
          accept={MANUSCRIPT_ACCEPT}
          file={file}
          maxBytes={MANUSCRIPT_MAX_BYTES}
          invalid={fileErrors.length > 0}
          describedBy={`${fileId}-hint${fileErrors.length ? ` ${fileId}-error` : ''}`}
          onChoose={choose}
        />
        <p id={`${fileId}-hint`} className="field__hint">
          PDF, ODT, DOC ou DOCX, 10 Mo au plus.
        </p>
        {file && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              if (input.current) input.current.value = '';
              choose(null);
              input.current?.focus();
            }}
          >
            Retirer le fichier
          </button>
        )}
        {fileErrors.length > 0 && (
          <p id={`${fileId}-error`} className="field__error">
            {fileErrors.join(' ')}
          </p>
        )}
      </div>
      <SubmitButton sending={form.sending} className="button button--block">
        Envoyer mon projet
      </SubmitButton>
    </form>
  );
}
