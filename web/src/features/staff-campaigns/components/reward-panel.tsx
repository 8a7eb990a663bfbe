import { useState } from 'react';
import { DelayedLoading, LoadFailed } from '@/components/back-office/page-states';
import { AuditTrail } from '@/components/back-office/records/audit-trail';
import { useConfirm, type ConfirmOptions } from '@/components/back-office/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatPrice } from '@/lib/format';
import { deleteReward, updateReward, useCampaignRewards } from '../api/campaigns';
import type { StaffReward } from '../types';
import { REWARD_VOCABULARY } from './campaign-format';
import { RewardForm } from './reward-form';

/** The server's refusal in French, or a generic message. */
const refusalOf = (error: unknown) => (error instanceof ApiError ? error.message : 'L’action n’a pas pu être faite. Veuillez réessayer.');

function RewardItem({ reward, onEdit, onNotice }: { reward: StaffReward; onEdit: () => void; onNotice: (notice: { ok: boolean; text: string }) => void }) {
  const [busy, setBusy] = useState(false);
  const backed = reward.paid_quantity > 0;
  const { confirm, dialog } = useConfirm();
  const run = async (question: ConfirmOptions, action: () => Promise<unknown>, done: string) => {
    if (!(await confirm(question))) return;
    setBusy(true);
    try {
      await action();
      onNotice({ ok: true, text: done });
    } catch (error) {
      onNotice({ ok: false, text: refusalOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="staff-reward">
      <div className="staff-reward__head">
        <h3 className="staff-reward__name">{reward.name}</h3>
        <span className="staff-reward__price">{formatPrice(reward.price)}</span>
      </div>
      <p className="staff-reward__facts">
        {reward.closed && <span className="staff-pill staff-pill--due">Fermée</span>}
        {reward.limited && (
          <span className="staff-pill">{`Limitée : reste ${Math.max(0, (reward.limited_quantity ?? 0) - reward.paid_quantity)} sur ${reward.limited_quantity ?? 0}`}</span>
        )}
        {reward.dedication && <span className="staff-pill">Dédicace</span>}
        {reward.donation && <span className="staff-pill">Don</span>}
        {reward.bookseller_only && <span className="staff-pill">Libraires</span>}
        {reward.locked_by_voucher && <span className="staff-pill">Bon d’achat</span>}
        {reward.variants.length > 0 && <span className="staff-pill">{reward.variants.map((v) => `${v.name} (${v.stock})`).join(', ')}</span>}
        <span className="staff-muted">
          {backed ? `${reward.paid_quantity} payée${reward.paid_quantity > 1 ? 's' : ''}` : 'Aucune contribution payée'}
          {reward.release_date ? ` · envoi prévu le ${formatDate(reward.release_date)}` : ''}
        </span>
      </p>
      <div className="staff-reward__actions">
        <button type="button" className="button button--small" onClick={onEdit} disabled={busy}>
          Modifier<span className="visually-hidden"> « {reward.name} »</span>
        </button>
        {!reward.closed && (
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={busy}
            onClick={() =>
              void run(
                { title: `Fermer « ${reward.name} » ?`, message: <p>Elle ne sera plus proposée ; ses contributions restent.</p>, confirmText: 'Fermer' },
                () => updateReward(reward, reward.version, { closed: true }),
                `« ${reward.name} » est fermée.`,
              )
            }
          >
            Fermer<span className="visually-hidden"> « {reward.name} »</span>
          </button>
        )}
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={busy}
          onClick={() =>
            void run(
              { title: `Supprimer « ${reward.name} » ?`, message: <p>Cette action est définitive.</p>, confirmText: 'Supprimer' },
              () => deleteReward(reward),
              `« ${reward.name} » est supprimée.`,
            )
          }
        >
          Supprimer<span className="visually-hidden"> « {reward.name} »</span>
        </button>
      </div>
      {dialog}
    </li>
  );
}

/** A campaign's rewards, in their order: added, edited (with variants), closed or deleted; each with its audit trail. */
export function RewardPanel({ campaignId }: { campaignId: number }) {
  const { rewards, error, retry } = useCampaignRewards(campaignId);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const current = typeof editing === 'number' ? (rewards?.find((r) => r.id === editing) ?? null) : null;
  return (
    <section className="staff-rewards" aria-labelledby="staff-rewards-title">
      <div className="staff-rewards__head">
        <h2 id="staff-rewards-title" className="staff-audit__title">
          Contreparties
        </h2>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
        >
          Ajouter une contrepartie
        </button>
      </div>
      <div role="status" className="staff-bulk__notice">
        {notice && <p className={notice.ok ? 'notice' : 'notice notice--error'}>{notice.text}</p>}
      </div>
      {error && !rewards ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !rewards ? (
        <DelayedLoading>Chargement des contreparties…</DelayedLoading>
      ) : rewards.length === 0 ? (
        <p className="staff-empty">Aucune contrepartie pour le moment.</p>
      ) : (
        <ol className="staff-rewards__list" aria-label="Contreparties, dans leur ordre sur la page de la campagne">
          {rewards.map((reward) => (
            <RewardItem
              key={reward.id}
              reward={reward}
              onEdit={() => {
                setNotice(null);
                setEditing(reward.id);
              }}
              onNotice={setNotice}
            />
          ))}
        </ol>
      )}
      {editing !== null && (editing === 'new' || current) && (
        <div className="staff-reward-editor">
          <h3 className="staff-reward-editor__title">{current ? `Modifier « ${current.name} »` : 'Nouvelle contrepartie'}</h3>
          <RewardForm
            key={current ? `${current.id}` : 'new'}
            campaignId={campaignId}
            reward={current}
            onDone={(saved) => {
              setEditing(saved ? saved.id : null);
              if (saved) setNotice({ ok: true, text: `« ${saved.name} » est ajoutée.` });
            }}
          />
          <button type="button" className="button button--ghost button--small" onClick={() => setEditing(null)}>
            Fermer le formulaire
          </button>
          {current && <AuditTrail entity="reward" id={current.id} version={current.version} vocabulary={REWARD_VOCABULARY} title={`Historique de « ${current.name} »`} />}
        </div>
      )}
    </section>
  );
}
