import { useState } from 'react';
import { useConfirm } from '@/components/back-office/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { notifyNewsBackers, useNewsRecipients } from '../api/news-mailing';

const people = (n: number | undefined) => (n === undefined ? '…' : `${n} personne${n > 1 ? 's' : ''}`);

/** The creation form's checkbox: the item is mailed to the backers once published. */
export function NotifyBackersCheckbox({ campaign, checked, onChange }: { campaign: number; checked: boolean; onChange: (checked: boolean) => void }) {
  const count = useNewsRecipients(campaign);
  return (
    <label className="checkbox">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} disabled={count === 0} />
      {` Envoyer aussi par courriel aux contributeur·ices (${people(count)})`}
    </label>
  );
}

/** An item already published: mailed to the backers after a confirmation, once (the server says when it was). */
export function NotifyBackersButton({ campaign, news }: { campaign: number; news: number }) {
  const count = useNewsRecipients(campaign);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const send = async () => {
    if (!(await confirm({ title: 'Envoyer cette actualité par courriel ?', message: <p>{`${people(count)} la recevront, une seule fois.`}</p>, confirmText: 'Envoyer' }))) return;
    setBusy(true);
    try {
      const sent = await notifyNewsBackers(news);
      setNotice({ ok: true, text: `Envoyée à ${people(sent.recipients)}.` });
    } catch (error) {
      setNotice({ ok: false, text: error instanceof ApiError ? error.message : 'L’envoi n’a pas pu être fait. Veuillez réessayer.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="staff-bulk">
      <button type="button" className="button button--ghost button--small" disabled={busy || count === 0} onClick={() => void send()}>
        {`Envoyer par courriel aux contributeur·ices (${people(count)})`}
      </button>
      <span role="status">{notice && <span className={notice.ok ? 'notice' : 'notice notice--error'}>{notice.text}</span>}</span>
      {dialog}
    </div>
  );
}
