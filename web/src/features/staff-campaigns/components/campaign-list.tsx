import { BulkBar, CheckAllHeader, CheckCell, useSelection, type BulkChoice } from '@/components/back-office/records/bulk-bar';
import { DraftFilter, DraftPill } from '@/components/back-office/records/drafts';
import { FilterSelect } from '@/components/back-office/records/filter-select';
import { ListResults } from '@/components/back-office/records/list-results';
import { RecordLinkCell, UpdatedCell } from '@/components/back-office/records/record-cells';
import { formatDate } from '@/lib/format';
import { ListToolbar } from '@/components/back-office/records/list-toolbar';
import { SortHeader } from '@/components/back-office/records/sort-header';
import { useListState } from '@/components/back-office/records/use-list-state';
import { bulkUpdateCampaigns, useStaffCampaigns } from '../api/campaigns';
import { STATE_NAMES, type CampaignBulkAction, type CampaignState, type StaffCampaign } from '../types';
import { formatGoal } from './campaign-format';
import '@/components/back-office/records/records.css';

const STATE_PILLS: Record<CampaignState, string> = { running: 'staff-pill--paid', upcoming: '', finished: '', disabled: 'staff-pill--due' };

const campaigns = (n: number, one: string, many: string) => (n > 1 ? `${n} campagnes ${many}.` : `${n} campagne ${one}.`);

const BULK_ACTIONS: BulkChoice<CampaignBulkAction>[] = [
  { action: 'make_public', text: 'Rendre public', done: (n) => campaigns(n, 'rendue publique', 'rendues publiques') },
  { action: 'make_draft', text: 'Remettre en brouillon', done: (n) => campaigns(n, 'remise en brouillon', 'remises en brouillon') },
];

function CampaignRow({ campaign, base, checked, onCheck }: { campaign: StaffCampaign; base: string; checked: boolean; onCheck: (checked: boolean) => void }) {
  return (
    <tr>
      <CheckCell name={campaign.title} checked={checked} onChange={onCheck} />
      <RecordLinkCell to={`${base}/campagnes/${campaign.id}`} name={campaign.title} sub={campaign.slug} />
      <td>{formatDate(campaign.start_date)}</td>
      <td>{formatDate(campaign.end_date)}</td>
      <td className="staff-table__amount">{formatGoal(campaign.goal, campaign.goal_type)}</td>
      <td>
        {campaign.draft && <DraftPill />}
        <span className={`staff-pill ${STATE_PILLS[campaign.state]}`}>{STATE_NAMES[campaign.state]}</span>
      </td>
      <UpdatedCell at={campaign.updated_at} />
    </tr>
  );
}

/** The campaigns for staff: searched, filtered by label, state and draft, sorted, 25 per page, drafts made public or back at once. */
export function CampaignList({ base }: { base: string }) {
  const list = useListState('-start_date');
  const { page, error, isLoading, retry } = useStaffCampaigns(list.query);
  const selection = useSelection(page?.results.map((c) => c.id) ?? []);
  const filtered = Boolean(list.query.search || list.query.label || list.query.state || list.query.draft);
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
        <DraftFilter value={list.query.draft ?? ''} onChange={(value) => list.setFilter('draft', value)} />
      </ListToolbar>
      <ListResults
        state={{ page, error, isLoading, retry }}
        offset={list.query.offset}
        onGo={(offset) => {
          selection.clear();
          list.goTo(offset);
        }}
        filtered={filtered}
        texts={{ name: 'Campagnes', loading: 'Chargement des campagnes…', empty: 'Aucune campagne pour le moment.', noMatch: 'Aucune campagne ne correspond à cette recherche.' }}
        before={
          <BulkBar
            selected={selection.selected}
            actions={BULK_ACTIONS}
            run={bulkUpdateCampaigns}
            count={(n) => (n > 1 ? `${n} campagnes cochées` : `${n} campagne cochée`)}
            groupLabel="Actions sur les campagnes cochées"
            unchanged="Aucune campagne n’a changé."
            onDone={selection.clear}
          />
        }
        head={
          <>
            <CheckAllHeader label="Cocher toutes les campagnes de la page" checked={selection.allChecked} onChange={selection.checkAll} />
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
        row={(campaign) => (
          <CampaignRow key={campaign.id} campaign={campaign} base={base} checked={selection.isChecked(campaign.id)} onCheck={(checked) => selection.check(campaign.id, checked)} />
        )}
      />
    </section>
  );
}
