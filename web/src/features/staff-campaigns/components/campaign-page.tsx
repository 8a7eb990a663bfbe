import { useLocation, useParams } from 'react-router-dom';
import { DelayedLoading, LoadFailed } from '@/components/back-office/page-states';
import { AuditTrail } from '@/components/back-office/records/audit-trail';
import { useStaffCampaign } from '../api/campaigns';
import { STATE_NAMES } from '../types';
import { CAMPAIGN_VOCABULARY } from './campaign-format';
import { CampaignForm } from './campaign-form';
import { OutcomePanel } from './outcome-panel';
import { RewardPanel } from './reward-panel';
import './staff-campaigns.css';

const justCreated = (state: unknown) => Boolean((state as { created?: boolean } | null)?.created);

/** `campagnes/:id`: the campaign's form, its rewards, its outcome (refunds of a failed one) and its audit trail. */
export function CampaignEditPage({ base }: { base: string }) {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const { campaign, error, retry } = useStaffCampaign(id);
  if (error && !campaign) return <LoadFailed error={error} onRetry={retry} />;
  if (!campaign) return <DelayedLoading>Chargement de la fiche…</DelayedLoading>;
  return (
    <div className="staff-record">
      <p className="staff-muted">
        État : <strong>{STATE_NAMES[campaign.state]}</strong>
      </p>
      <CampaignForm key={campaign.id} campaign={campaign} base={base} created={justCreated(state)} />
      <RewardPanel campaignId={campaign.id} />
      <OutcomePanel campaignId={campaign.id} />
      <AuditTrail entity="campaign" id={campaign.id} version={campaign.version} vocabulary={CAMPAIGN_VOCABULARY} title="Historique de la campagne" />
    </div>
  );
}
