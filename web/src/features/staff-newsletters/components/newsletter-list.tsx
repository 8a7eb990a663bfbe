import { Link, useSearchParams } from 'react-router-dom';
import { DelayedLoading, LoadFailed, Pager } from '@/components/back-office/page-states';
import { StaffTableBox } from '@/components/back-office/table-box';
import { PAGE_SIZE } from '@/components/back-office/records/list-query';
import { ListCount } from '@/components/back-office/records/list-count';
import { formatDate, formatTime } from '@/lib/format';
import '@/components/back-office/records/records.css';
import { useStaffNewsletters } from '../api/newsletters';
import { NEWSLETTER_STATUS_TEXT } from '../types';

/** Every newsletter, newest first, 25 per page: its state and how far its sending went. */
export function NewsletterList({ base }: { base: string }) {
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const { page, error, isLoading, retry } = useStaffNewsletters(offset);
  return (
    <section aria-labelledby="staff-newsletters-title">
      <h2 id="staff-newsletters-title" className="visually-hidden">
        Lettres d’information
      </h2>
      <div className="staff-list-tools">
        <p className="staff-list-tools__filters">Chaque lettre part une fois, à chaque lecteur·ice inscrit·e à la lettre d’information.</p>
        <Link to={`${base}/lettres/nouvelle`} className="button staff-list-tools__new">
          Écrire une lettre
        </Link>
      </div>
      {error && !page ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !page ? (
        <DelayedLoading>Chargement des lettres d’information…</DelayedLoading>
      ) : page.results.length === 0 ? (
        <p className="staff-empty">Aucune lettre d’information pour le moment.</p>
      ) : (
        <>
          <ListCount offset={offset} count={page.count} updating={isLoading} />
          <StaffTableBox label="Lettres d’information">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Objet</th>
                  <th scope="col">État</th>
                  <th scope="col">Envoi</th>
                  <th scope="col">Envoyés</th>
                </tr>
              </thead>
              <tbody>
                {page.results.map((letter) => (
                  <tr key={letter.id}>
                    <td>
                      <Link to={`${base}/lettres/${letter.id}`} className="staff-table__ref-name">
                        {letter.subject}
                      </Link>
                    </td>
                    <td>{NEWSLETTER_STATUS_TEXT[letter.status]}</td>
                    <td>{letter.scheduled_at ? `${formatDate(letter.scheduled_at)} à ${formatTime(letter.scheduled_at)}` : '—'}</td>
                    <td>{letter.status === 'draft' || letter.status === 'scheduled' ? '—' : `${letter.sent} / ${letter.total}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </StaffTableBox>
          <Pager
            label="Pages des lettres d’information"
            offset={offset}
            pageSize={PAGE_SIZE}
            hasNext={Boolean(page.next)}
            onGo={(to) => setParams(to ? { offset: String(to) } : {})}
          />
        </>
      )}
    </section>
  );
}
