import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailed, DelayedLoading, Pager } from '@/components/back-office/page-states';
import { StaffTableBox } from '@/components/back-office/table-box';
import { useLabelChoices } from '@/components/back-office/records/label-choices';
import { PAGE_SIZE } from '@/components/back-office/records/list-query';
import { ListCount } from '@/components/back-office/records/list-count';
import { ListToolbar } from '@/components/back-office/records/list-toolbar';
import { SortHeader } from '@/components/back-office/records/sort-header';
import { useListState } from '@/components/back-office/records/use-list-state';
import { formatEventDates } from '@/lib/format';
import '@/components/back-office/records/records.css';
import { useStaffEvents } from '../api/events';

/** The agenda for staff: searched, filtered by label and period, sorted by date or title, 25 per page. */
export function EventList({ base }: { base: string }) {
  const list = useListState('-start_date');
  const [params, setParams] = useSearchParams();
  const period = params.get('periode') ?? '';
  const periodId = useId();
  const { page, error, isLoading, retry } = useStaffEvents(list.query, period === 'a-venir' ? 'upcoming' : period === 'passes' ? 'past' : '');
  const labels = useLabelChoices();
  const labelName = (id: number) => labels.find((l) => l.id === id)?.name ?? '—';
  const filtered = Boolean(list.query.search || list.query.label || period);
  return (
    <section aria-labelledby="staff-events-title">
      <h2 id="staff-events-title" className="visually-hidden">
        Événements
      </h2>
      <ListToolbar
        searchLabel="Rechercher un événement"
        placeholder="Titre, lieu ou identifiant"
        typed={list.typed}
        onType={list.setTyped}
        label={list.query.label ?? ''}
        onLabel={(value) => list.setFilter('label', value)}
        newHref={`${base}/evenements/nouveau`}
        newText="Nouvel événement"
      >
        <div className="field">
          <label htmlFor={periodId} className="field__label">
            Période
          </label>
          <select
            id={periodId}
            className="field__input field__select"
            value={period}
            onChange={(event) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (event.target.value) next.set('periode', event.target.value);
                  else next.delete('periode');
                  next.delete('offset');
                  return next;
                },
                { replace: true },
              )
            }
          >
            <option value="">Toutes</option>
            <option value="a-venir">À venir ou en cours</option>
            <option value="passes">Passés</option>
          </select>
        </div>
      </ListToolbar>
      {error && !page ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !page ? (
        <DelayedLoading>Chargement des événements…</DelayedLoading>
      ) : page.results.length === 0 ? (
        <p className="staff-empty">{filtered ? 'Aucun événement ne correspond à cette recherche.' : 'Aucun événement pour le moment.'}</p>
      ) : (
        <>
          <ListCount offset={list.query.offset} count={page.count} updating={isLoading} />
          <StaffTableBox label="Événements">
            <table className="staff-table">
              <thead>
                <tr>
                  <SortHeader field="title" label="Titre" ordering={list.query.ordering} onSort={list.setOrdering} />
                  <SortHeader field="start_date" label="Dates" ordering={list.query.ordering} onSort={list.setOrdering} />
                  <th scope="col">Lieu</th>
                  <th scope="col">Collection</th>
                </tr>
              </thead>
              <tbody>
                {page.results.map((event) => (
                  <tr key={event.id}>
                    <td>
                      <Link to={`${base}/evenements/${event.id}`} className="staff-table__ref-name">
                        {event.title}
                      </Link>
                    </td>
                    <td>{formatEventDates(event.start_date, event.end_date)}</td>
                    <td>{event.location || '—'}</td>
                    <td>{labelName(event.label)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </StaffTableBox>
          <Pager label="Pages des événements" offset={list.query.offset} pageSize={PAGE_SIZE} hasNext={Boolean(page.next)} onGo={list.goTo} />
        </>
      )}
    </section>
  );
}
