import { useState } from 'react';
import { useContactMessages } from '../api/contact-messages';
import { formatStamp } from './formats';
import { LoadFailed, Loading, Pager } from '@/components/back-office/page-states';

const PAGE = 20;

/** What visitors wrote through the contact form, newest first, each with its full text and a way to answer. */
export function ContactMessages() {
  const [offset, setOffset] = useState(0);
  const { page, error, retry } = useContactMessages(offset, PAGE);
  if (error && !page) return <LoadFailed error={error} onRetry={retry} />;
  if (!page) return <Loading>Chargement des messages…</Loading>;
  if (page.results.length === 0) return <p className="staff-empty">Aucun message reçu pour l’instant.</p>;
  return (
    <>
      <p className="staff-count">{page.count > 1 ? `${page.count} messages, les plus récents d’abord.` : '1 message.'}</p>
      <ol className="staff-inbox" aria-label="Messages reçus">
        {page.results.map((m) => {
          const subject = m.subject || '(sans objet)';
          return (
            <li key={m.id} className="staff-inbox__item">
              <article aria-labelledby={`message-${m.id}`}>
                <header className="staff-inbox__head">
                  <h2 id={`message-${m.id}`} className="staff-inbox__title">
                    {subject}
                  </h2>
                  <p className="staff-inbox__meta">
                    {m.name} · <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject || 'votre message'}`)}`}>{m.email}</a> ·{' '}
                    <time dateTime={m.created_at}>{formatStamp(m.created_at)}</time>
                  </p>
                </header>
                <p className="staff-inbox__text">{m.message}</p>
              </article>
            </li>
          );
        })}
      </ol>
      <Pager label="Pages des messages" offset={offset} pageSize={PAGE} hasNext={Boolean(page.next)} onGo={setOffset} />
    </>
  );
}
