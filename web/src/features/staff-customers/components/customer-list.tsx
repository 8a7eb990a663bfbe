import { Link, useSearchParams } from 'react-router-dom';
import { FilterSelect } from '@/components/back-office/records/filter-select';
import { ListResults } from '@/components/back-office/records/list-results';
import { SearchField } from '@/components/back-office/records/search-field';
import { SortHeader } from '@/components/back-office/records/sort-header';
import { useListState } from '@/components/back-office/records/use-list-state';
import { formatDate } from '@/lib/format';
import '@/components/back-office/records/records.css';
import { useCustomers } from '../api/customers';
import { KINDS, kindOf, STATE_LABELS } from './customer-labels';
import './customers.css';

/**
 * 'Clients': every account, found by email, a name on their addresses or a postcode, one kind at a
 * time, newest first, 25 per page; each leads to the customer's page.
 */
export function CustomerList({ base }: { base: string }) {
  const list = useListState('-joined_at');
  const [params, setParams] = useSearchParams();
  const kind = KINDS.some(([value]) => value && value === params.get('type')) ? (params.get('type') as string) : '';
  const { page, error, isLoading, retry } = useCustomers({ ...list.query, kind });

  const setKind = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('offset');
      if (value) next.set('type', value);
      else next.delete('type');
      return next;
    });

  return (
    <section aria-labelledby="staff-customers-title">
      <h2 id="staff-customers-title" className="visually-hidden">
        Clients
      </h2>
      <div className="staff-list-tools">
        <form className="staff-list-tools__filters" role="search" onSubmit={(event) => event.preventDefault()}>
          <SearchField label="Rechercher un client" placeholder="Adresse e-mail, nom ou code postal" value={list.typed} onChange={list.setTyped} />
          <FilterSelect label="Comptes" value={kind} onChange={setKind} options={KINDS} />
        </form>
      </div>
      <ListResults
        state={{ page, error, isLoading, retry }}
        offset={list.query.offset}
        onGo={list.goTo}
        filtered={Boolean(list.query.search || kind)}
        texts={{
          name: 'Clients',
          loading: 'Chargement des clients…',
          empty: 'Aucun compte.',
          noMatch: 'Aucun compte ne correspond à cette recherche.',
        }}
        head={
          <>
            <SortHeader field="email" label="Client" ordering={list.query.ordering} onSort={list.setOrdering} />
            <th scope="col">Ville</th>
            <th scope="col">Compte</th>
            <th scope="col">État</th>
            <SortHeader field="joined_at" label="Inscrit·e le" ordering={list.query.ordering} onSort={list.setOrdering} />
          </>
        }
        row={(customer) => (
          <tr key={customer.id}>
            <td className="customers__who">
              <Link to={`${base}/clients/${customer.id}`} className="customers__email">
                {customer.email}
              </Link>
              {customer.name && <span className="staff-table__sub">{customer.name}</span>}
            </td>
            <td>{customer.postal_code ? `${customer.postal_code} ${customer.city ?? ''}` : '—'}</td>
            <td>{kindOf(customer)}</td>
            <td>
              <span className={`staff-pill customers__state customers__state--${customer.state}`}>{STATE_LABELS[customer.state]}</span>
            </td>
            <td>{formatDate(customer.joined_at)}</td>
          </tr>
        )}
      />
    </section>
  );
}
