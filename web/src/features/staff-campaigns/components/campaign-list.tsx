import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DelayedLoading, LoadFailed, Pager } from '@/components/back-office/page-states';
import { StaffTableBox } from '@/components/back-office/table-box';
import { formatDate } from '@/lib/format';
import { PAGE_SIZE } from '@/components/back-office/records/list-query';
import { formatUpdatedAt } from '@/components/back-office/records/format-audit';
import { ListCount } from '@/components/back-office/records/list-count';
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
      <td>
        <Link to={`${base}/campagnes/${campaign.id}`}>{campaign.title}</Link>
        <span className="staff-table__sub">{campaign.slug}</span>
      </td>
      <td>{formatDate(campaign.start_date)}</td>
      <td>{formatDate(campaign.end_date)}</td>
      <td className="staff-table__amount">{formatGoal(campaign.goal, campaign.goal_type)}</td>
      <td>
        <span className={`staff-pill ${STATE_PILLS[campaign.state]}`}>{STATE_NAMES[campaign.state]}</span>
      </td>
      <td>{formatUpdatedAt(campaign.updated_at)}</td>
    </tr>
  );
}

/** The campaigns for staff: searched, filtered by label and state, sorted, 25 per page. */
export function CampaignList({ base }: { base: string }) {
  const list = useListState('-start_date');
  const { page, error, isLoading, retry } = useStaffCampaigns(list.query);
  const stateId = useId();
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
        <div className="field">
          <label htmlFor={stateId} className="field__label">
            État
          </label>
          <select id={stateId} className="field__input field__select" value={list.query.state ?? ''} onChange={(event) => list.setFilter('state', event.target.value)}>
            <option value="">Tous</option>
            {(Object.keys(STATE_NAMES) as CampaignState[]).map((state) => (
              <option key={state} value={state}>
                {STATE_NAMES[state]}
              </option>
            ))}
          </select>
        </div>
      </ListToolbar>
      {error && !page ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !page ? (
        <DelayedLoading>Chargement des campagnes…</DelayedLoading>
      ) : page.results.length === 0 ? (
        <p className="staff-empty">{filtered ? 'Aucune campagne ne correspond à cette recherche.' : 'Aucune campagne pour le moment.'}</p>
      ) : (
        <>
          <ListCount offset={list.query.offset} count={page.count} updating={isLoading} />
          <StaffTableBox label="Campagnes">
            <table className="staff-table">
              <thead>
                <tr>
                  <SortHeader field="title" label="Titre" ordering={list.query.ordering} onSort={list.setOrdering} />
                  <SortHeader field="start_date" label="Début" ordering={list.query.ordering} onSort={list.setOrdering} />
                  <SortHeader field="end_date" label="Fin" ordering={list.query.ordering} onSort={list.setOrdering} />
                  <th scope="col" className="staff-table__amount">
                    Objectif
                  </th>
                  <th scope="col">État</th>
                  <SortHeader field="updated_at" label="Modifiée" ordering={list.query.ordering} onSort={list.setOrdering} />
                </tr>
              </thead>
              <tbody>
                {page.results.map((campaign) => (
                  <CampaignRow key={campaign.id} campaign={campaign} base={base} />
                ))}
              </tbody>
            </table>
          </StaffTableBox>
          <Pager label="Pages des campagnes" offset={list.query.offset} pageSize={PAGE_SIZE} hasNext={Boolean(page.next)} onGo={list.goTo} />
        </>
      )}
    </section>
  );
}
