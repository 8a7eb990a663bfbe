import { useState } from 'react';
import { useConfirm } from '@/components/back-office/confirm-dialog';
import { ListResults } from '@/components/back-office/records/list-results';
import { SearchField } from '@/components/back-office/records/search-field';
import { SortHeader } from '@/components/back-office/records/sort-header';
import { useListState } from '@/components/back-office/records/use-list-state';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatTime } from '@/lib/format';
import '@/components/back-office/records/records.css';
import { liftMailSuppression, useMailSuppressions } from '../api/mail-suppressions';
import type { MailSuppression } from '../types';
import './mail-suppressions.css';

/**
 * 'Adresses bloquées': the addresses the mail server refused for good, nothing is mailed to them;
 * searched by address or answer, newest first, 25 per page, each unblocked after a confirmation.
 */
export function MailSuppressionList() {
  const list = useListState('-created_at');
  const { page, error, isLoading, retry } = useMailSuppressions(list.query);
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const lift = async (suppression: MailSuppression) => {
    const ok = await confirm({
      title: `Débloquer ${suppression.email} ?`,
      message: (
        <p>
          Les prochains courriels partiront de nouveau vers cette adresse ; ceux qui n’ont pas été envoyés entre-temps ne partiront pas. Si le serveur la refuse encore, elle sera
          bloquée de nouveau.
        </p>
      ),
      confirmText: 'Débloquer',
    });
    if (!ok) return;
    setBusy(suppression.email);
    setMessage(null);
    try {
      await liftMailSuppression(suppression.email);
      setMessage({ kind: 'success', text: `${suppression.email} est débloquée : les prochains courriels partiront vers elle.` });
    } catch (problem) {
      setMessage({ kind: 'error', text: problem instanceof ApiError ? problem.message : 'L’adresse n’a pas pu être débloquée.' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="staff-mail-suppressions-title">
      <h2 id="staff-mail-suppressions-title" className="visually-hidden">
        Adresses bloquées
      </h2>
      <p className="staff-muted mail-suppressions__intro">
        Le serveur de courrier a refusé ces adresses : plus aucun courriel ne leur est envoyé. Débloquez-en une quand le client confirme que sa boîte fonctionne ; une adresse qu’un
        client choisit ou confirme dans son compte est débloquée d’elle-même.
      </p>
      <div className="staff-list-tools">
        <form className="staff-list-tools__filters" role="search" onSubmit={(event) => event.preventDefault()}>
          <SearchField label="Rechercher une adresse" placeholder="Adresse e-mail ou réponse du serveur" value={list.typed} onChange={list.setTyped} />
        </form>
      </div>
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={`notice notice--${message.kind}`}>
          {message.text}
        </p>
      )}
      <ListResults
        state={{ page, error, isLoading, retry }}
        offset={list.query.offset}
        onGo={list.goTo}
        filtered={Boolean(list.query.search)}
        texts={{
          name: 'Adresses bloquées',
          loading: 'Chargement des adresses bloquées…',
          empty: 'Aucune adresse bloquée.',
          noMatch: 'Aucune adresse bloquée ne correspond à cette recherche.',
        }}
        head={
          <>
            <SortHeader field="email" label="Adresse" ordering={list.query.ordering} onSort={list.setOrdering} />
            <th scope="col">Réponse du serveur</th>
            <SortHeader field="created_at" label="Bloquée le" ordering={list.query.ordering} onSort={list.setOrdering} />
          </>
        }
        row={(suppression) => (
          <tr key={suppression.email}>
            {/* The action under the address: on a phone, where the table scrolls sideways, it stays in sight. */}
            <td className="mail-suppressions__address">
              <span className="mail-suppressions__email">{suppression.email}</span>
              <button
                type="button"
                className="button button--small button--ghost"
                disabled={busy === suppression.email}
                aria-busy={busy === suppression.email || undefined}
                onClick={() => void lift(suppression)}
              >
                {busy === suppression.email ? 'Déblocage…' : 'Débloquer'}
                <span className="visually-hidden"> {suppression.email}</span>
              </button>
            </td>
            <td className="staff-table__breakable mail-suppressions__reason">{suppression.reason}</td>
            <td className="mail-suppressions__date">
              {formatDate(suppression.created_at)}, {formatTime(suppression.created_at)}
            </td>
          </tr>
        )}
      />
      {dialog}
    </section>
  );
}
