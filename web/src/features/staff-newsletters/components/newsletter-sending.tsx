import { useId, useState } from 'react';
import { useConfirm } from '@/components/back-office/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatTime } from '@/lib/format';
import { cancelNewsletter, previewNewsletter, sendNewsletter, testNewsletter, useNewsletterProgress } from '../api/newsletters';
import type { StaffNewsletter } from '../types';
import { fromLocalInput, toLocalInput } from '../utils';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Une erreur est survenue. Réessayez.');

/** The mail as it leaves, in a sandboxed frame: nothing in it runs or reaches the page. */
function Preview({ id }: { id: number }) {
  const [preview, setPreview] = useState<{ subject: string; html: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const show = async () => {
    setError(null);
    try {
      setPreview(await previewNewsletter(id));
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return (
    <div className="staff-newsletter__preview">
      <button type="button" className="button button--secondary" onClick={() => void show()}>
        {preview ? 'Actualiser l’aperçu' : 'Afficher l’aperçu'}
      </button>
      {error && (
        <p role="alert" className="form-alert">
          {error}
        </p>
      )}
      {preview && <iframe title={`Aperçu du courriel « ${preview.subject} »`} sandbox="" srcDoc={preview.html} className="staff-newsletter__frame" />}
    </div>
  );
}

/** Progress of a sending: sent / total and failures, read again every second while it leaves. */
export function NewsletterProgressBar({ letter }: { letter: StaffNewsletter }) {
  const live = useNewsletterProgress(letter.id, letter.status === 'sending' || letter.status === 'scheduled');
  const progress = live ?? letter;
  const labelId = useId();
  const done = progress.sent + progress.failed + progress.skipped;
  return (
    <div className="staff-newsletter__progress">
      <span id={labelId}>Avancement de l’envoi</span>
      <progress aria-labelledby={labelId} max={Math.max(1, progress.total)} value={done} />
      <p role="status">
        {progress.sent} / {progress.total} envoyés, {progress.failed} en échec
        {progress.skipped > 0 ? `, ${progress.skipped} non envoyé(s) (désinscription ou adresse suspendue)` : ''}
        {progress.status === 'sent' ? ' — envoi terminé.' : ''}
      </p>
    </div>
  );
}

/** Trial to oneself, then sending once: now or at a time, each after a confirmation. */
export function NewsletterSending({ letter }: { letter: StaffNewsletter }) {
  const { confirm, dialog } = useConfirm();
  const [at, setAt] = useState(toLocalInput(new Date(Date.now() + 3600_000)));
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const atId = useId();
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      setNotice(await action());
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const test = () => run(async () => (await testNewsletter(letter.id)).detail);
  const sendNow = async () => {
    const ok = await confirm({
      title: 'Envoyer la lettre maintenant ?',
      message: 'Elle part tout de suite à chaque lecteur·ice inscrit·e, une seule fois : elle ne pourra plus être modifiée.',
      confirmText: 'Envoyer maintenant',
    });
    if (ok) await run(async () => (await sendNewsletter(letter.id, null), 'L’envoi a commencé.'));
  };
  const schedule = async () => {
    const when = fromLocalInput(at);
    if (!when || new Date(when).getTime() <= Date.now()) {
      setError('Choisissez une date et une heure à venir.');
      return;
    }
    const ok = await confirm({
      title: 'Programmer la lettre ?',
      message: `Elle partira le ${formatDate(when)} à ${formatTime(when)}, une seule fois, aux lecteur·ices inscrit·es à ce moment-là.`,
      confirmText: 'Programmer',
    });
    if (ok) await run(async () => (await sendNewsletter(letter.id, when), 'Lettre programmée.'));
  };
  const cancel = async () => {
    const ok = await confirm({
      title: 'Annuler l’envoi programmé ?',
      message: 'La lettre ne partira pas à l’heure prévue : elle redevient un brouillon, que vous pourrez modifier puis envoyer ou programmer à nouveau.',
      confirmText: 'Annuler l’envoi',
      cancelText: 'Garder l’envoi',
    });
    if (ok) await run(async () => (await cancelNewsletter(letter.id), 'Envoi annulé : la lettre est de nouveau un brouillon.'));
  };
  return (
    <section className="staff-newsletter__sending" aria-labelledby="newsletter-sending-title">
      <h3 id="newsletter-sending-title">Aperçu et envoi</h3>
      <Preview id={letter.id} />
      <div className="staff-newsletter__actions">
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void test()}>
          M’envoyer un test
        </button>
      </div>
      {letter.status === 'draft' ? (
        <div className="staff-newsletter__actions">
          <div className="field">
            <label htmlFor={atId} className="field__label">
              Date et heure d’envoi
            </label>
            <input id={atId} type="datetime-local" className="field__input" value={at} onChange={(event) => setAt(event.target.value)} />
          </div>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void schedule()}>
            Programmer
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void sendNow()}>
            Envoyer maintenant
          </button>
        </div>
      ) : (
        <>
          {letter.status === 'scheduled' && letter.scheduled_at && (
            <div className="staff-newsletter__actions">
              <p>
                Programmée pour le {formatDate(letter.scheduled_at)} à {formatTime(letter.scheduled_at)}.
              </p>
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => void cancel()}>
                Annuler l’envoi
              </button>
            </div>
          )}
          <NewsletterProgressBar letter={letter} />
        </>
      )}
      {notice && (
        <p role="status" className="form-success">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="form-alert">
          {error}
        </p>
      )}
      {dialog}
    </section>
  );
}
