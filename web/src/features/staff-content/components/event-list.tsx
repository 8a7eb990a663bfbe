import { FilterSelect } from '@/components/back-office/records/filter-select';
import { ListResults } from '@/components/back-office/records/list-results';
import { LabelCell, RecordLinkCell } from '@/components/back-office/records/record-cells';
import { useSearchParams } from 'react-router-dom';
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
  const { page, error, isLoading, retry } = useStaffEvents(list.query, period === 'a-venir' ? 'upcoming' : period === 'passes' ? 'past' : '');
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
        <FilterSelect
          label="Période"
          value={period}
          onChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value) next.set('periode', value);
                else next.delete('periode');
                next.delete('offset');
                return next;
              },
              { replace: true },
            )
          }
          options={[
            ['', 'Toutes'],
            ['a-venir', 'À venir ou en cours'],
            ['passes', 'Passés'],
          ]}
        />
      </ListToolbar>
      <ListResults
        state={{ page, error, isLoading, retry }}
        offset={list.query.offset}
        onGo={list.goTo}
        filtered={filtered}
        texts={{ name: 'Événements', loading: 'Chargement des événements…', empty: 'Aucun événement pour le moment.', noMatch: 'Aucun événement ne correspond à cette recherche.' }}
        head={
          <>
            <SortHeader field="title" label="Titre" ordering={list.query.ordering} onSort={list.setOrdering} />
            <SortHeader field="start_date" label="Dates" ordering={list.query.ordering} onSort={list.setOrdering} />
            <th scope="col">Lieu</th>
            <th scope="col">Collection</th>
          </>
        }
        row={(event) => (
          <tr key={event.id}>
            <RecordLinkCell to={`${base}/evenements/${event.id}`} name={event.title} />
            <td>{formatEventDates(event.start_date, event.end_date)}</td>
            <td>{event.location || '—'}</td>
            <LabelCell id={event.label} />
          </tr>
        )}
      />
    </section>
  );
}
