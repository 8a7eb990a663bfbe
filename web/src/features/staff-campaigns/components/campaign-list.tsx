import { FilterSelect } from '@/components/back-office/records/filter-select';
import { ListResults } from '@/components/back-office/records/list-results';
import { RecordLinkCell, UpdatedCell } from '@/components/back-office/records/record-cells';
import { formatDate } from '@/lib/format';
import { ListToolbar } from '@/components/back-office/records/list-toolbar';
import { SortHeader } from '@/components/back-office/records/sort-header';
import { useListState } from '@/components/back-office/records/use-list-state';
import { useStaffCampaigns } from '../api/campaigns';
import { STATE_NAMES, type CampaignState, type StaffCampaign } from '../types';
import { formatGoal } from './campaign-format';
import '@/components/back-office/records/records.css';

const STATE_PILLS: Record<CampaignState, string> = { running: 'staff-pill--paid', upcoming: '', finished: '', disabled: 'staff-pill--due' };

function CampaignRow({ campaign, base }: { campaign: StaffCampaign; base: string }) {
  return (
    <tr>
      <RecordLinkCell to={`${base}/campagnes/${campaign.id}`} name={campaign.title} sub={campaign.slug} />
      <td>{formatDate(campaign.start_date)}</td>
      <td>{formatDate(campaign.end_date)}</td>
      <td className="staff-table__amount">{formatGoal(campaign.goal, campaign.goal_type)}</td>
      <td>
        <span className={`staff-pill ${STATE_PILLS[campaign.state]}`}>{STATE_NAMES[campaign.state]}</span>
      </td>
      <UpdatedCell at={campaign.updated_at} />
    </tr>
  );
}

/** The campaigns for staff: searched, filtered by label and state, sorted, 25 per page. */
export function CampaignList({ base }: { base: string }) {
  const list = useListState('-start_date');
  const { page, error, isLoading, retry } = useStaffCampaigns(list.query);
  const filtered = Boolean(list.query.search || list.query.label || list.query.state);
  return (
    <section aria-labelledby="staff-campaigns-title">
      <h2 id="staff-campaigns-title" className="visually-hidden">
        Campagnes
      </h2>
      <ListToolbar
        searchLabel="Rechercher une campagne"
        placeholder="Titre ou identifiant"
        typed={list.typed}
        onType={list.setTyped}
        label={list.query.label ?? ''}
        onLabel={(value) => list.setFilter('label', value)}
        newHref={`${base}/campagnes/nouvelle`}
        newText="Nouvelle campagne"
      >
        <FilterSelect
          label="État"
          value={list.query.state ?? ''}
          onChange={(value) => list.setFilter('state', value)}
          options={[['', 'Tous'], ...(Object.keys(STATE_NAMES) as CampaignState[]).map((state): [string, string] => [state, STATE_NAMES[state]])]}
        />
      </ListToolbar>
      <ListResults
        state={{ page, error, isLoading, retry }}
        offset={list.query.offset}
        onGo={list.goTo}
        filtered={filtered}
        texts={{ name: 'Campagnes', loading: 'Chargement des campagnes…', empty: 'Aucune campagne pour le moment.', noMatch: 'Aucune campagne ne correspond à cette recherche.' }}
        head={
          <>
            <SortHeader field="title" label="Titre" ordering={list.query.ordering} onSort={list.setOrdering} />
            <SortHeader field="start_date" label="Début" ordering={list.query.ordering} onSort={list.setOrdering} />
            <SortHeader field="end_date" label="Fin" ordering={list.query.ordering} onSort={list.setOrdering} />
            <th scope="col" className="staff-table__amount">
              Objectif
            </th>
            <th scope="col">État</th>
            <SortHeader field="updated_at" label="Modifiée" ordering={list.query.ordering} onSort={list.setOrdering} />
          </>
        }
        row={(campaign) => <CampaignRow key={campaign.id} campaign={campaign} base={base} />}
      />
    </section>
  );
}
