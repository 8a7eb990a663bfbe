import { useState } from 'react';
import { useConfirm } from '@/components/back-office/confirm-dialog';
import { DelayedLoading, LoadFailed } from '@/components/back-office/page-states';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { refundContributions, useCampaignContributions, useCampaignOutcome, type CampaignOutcome, type StaffContribution } from '../api/lifecycle';

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' });
const when = (iso: string) => DATE_TIME.format(new Date(iso));

/** « 1 240,00 € sur 1 500,00 € (82 %) », or in books for a books goal. */
function tally(o: CampaignOutcome): string {
  return o.goal_type === 2
    ? `${o.books} livre${o.books === 1 ? '' : 's'} sur ${o.goal} (${o.completion_percent} %)`
    : `${formatPrice(o.collected)} sur ${formatPrice(o.goal)} (${o.completion_percent} %)`;
}

const METHODS = {
  credit_note: { button: 'Rembourser par avoir', confirm: 'Émettre les avoirs', done: 'avoir' },
  elsewhere: { button: 'Marquer remboursées ailleurs', confirm: 'Marquer remboursées', done: 'remboursée ailleurs' },
} as const;

/** The paid contributions of a failed campaign, chosen by checkbox and refunded in bulk after a confirmation. */
function Refunds({ campaignId }: { campaignId: number }) {
  const { page, error, retry } = useCampaignContributions(campaignId, 'paid', true);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { confirm, dialog } = useConfirm();
  if (error && !page) return <LoadFailed error={error} onRetry={retry} />;
  if (!page) return <DelayedLoading>Chargement des contributions…</DelayedLoading>;
  const rows: StaffContribution[] = page.results;
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = rows.length > 0 && rows.every((r) => chosen.has(r.id));
  const run = async (method: keyof typeof METHODS) => {
    const ids = rows.filter((r) => chosen.has(r.id)).map((r) => r.id);
    const total = rows.filter((r) => chosen.has(r.id)).reduce((sum, r) => sum + Number(r.amount), 0);
    const asked = await confirm({
      title: `${METHODS[method].button} : ${ids.length} contribution${ids.length > 1 ? 's' : ''} ?`,
      message: (
        <p>
          {method === 'credit_note'
            ? `Un avoir sera émis sur la commande de chaque contribution, pour ${formatPrice(total.toFixed(2))} en tout.`
            : `Elles seront marquées remboursées (${formatPrice(total.toFixed(2))} en tout), à votre nom. Aucun avoir n’est émis.`}
        </p>
      ),
      confirmText: METHODS[method].confirm,
    });
    if (!asked) return;
    setBusy(true);
    try {
      const { refunded } = await refundContributions(campaignId, ids, method);
      setChosen(new Set());
      setNotice({ ok: true, text: `${refunded} contribution${refunded > 1 ? 's' : ''} remboursée${refunded > 1 ? 's' : ''} (${METHODS[method].done}).` });
    } catch (failure) {
      setNotice({ ok: false, text: failure instanceof ApiError ? failure.message : 'Le remboursement n’a pas pu être fait. Veuillez réessayer.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="staff-outcome__refunds">
      <div role="status" className="staff-bulk__notice">
        {notice && <p className={notice.ok ? 'notice' : 'notice notice--error'}>{notice.text}</p>}
      </div>
      {rows.length === 0 ? (
        <p className="staff-empty">Toutes les contributions sont remboursées.</p>
      ) : (
        <>
          <div className="staff-bulk">
            {(Object.keys(METHODS) as (keyof typeof METHODS)[]).map((method) => (
              <button key={method} type="button" className="button button--small" disabled={busy || chosen.size === 0} onClick={() => void run(method)}>
                {METHODS[method].button}
              </button>
            ))}
            <span className="staff-muted">
              {chosen.size} choisie{chosen.size > 1 ? 's' : ''} sur {page.count} à rembourser
            </span>
          </div>
          <table className="staff-table">
            <caption className="visually-hidden">Contributions payées, pas encore remboursées</caption>
            <thead>
              <tr>
                <th scope="col">
                  <input type="checkbox" aria-label="Tout choisir" checked={allChosen} onChange={() => setChosen(allChosen ? new Set() : new Set(rows.map((r) => r.id)))} />
                </th>
                <th scope="col">Contributeur·ice</th>
                <th scope="col">Montant</th>
                <th scope="col">Payée le</th>
                <th scope="col">Commande</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <input type="checkbox" aria-label={`Choisir la contribution de ${r.nickname}`} checked={chosen.has(r.id)} onChange={() => toggle(r.id)} />
                  </td>
                  <td>
                    {r.nickname}
                    {r.backer && <span className="staff-muted"> · {r.backer.email}</span>}
                  </td>
                  <td>{formatPrice(r.amount)}</td>
                  <td>{when(r.paid_at)}</td>
                  <td>{r.order_reference ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {dialog}
    </div>
  );
}

/** How a refunded contribution was refunded, for staff: by which credit note, or elsewhere. */
function refundText(r: StaffContribution): string {
  const by = r.refunded_by ? ` par ${r.refunded_by.email}` : '';
  const at = r.refunded_at ? ` le ${when(r.refunded_at)}` : '';
  return r.refund_method === 'credit_note' ? `Avoir n°${r.credit_note?.number ?? '—'}${at}${by}` : `Remboursée ailleurs${at}${by}`;
}

/** The contributions already refunded: staff keep seeing them (the public statistics leave them out). */
function Refunded({ campaignId }: { campaignId: number }) {
  const { page, error, retry } = useCampaignContributions(campaignId, 'refunded', true);
  if (error && !page) return <LoadFailed error={error} onRetry={retry} />;
  if (!page) return <DelayedLoading>Chargement des contributions remboursées…</DelayedLoading>;
  return (
    <table className="staff-table staff-outcome__refunded">
      <caption>Contributions remboursées ({page.count}), hors des statistiques publiques</caption>
      <thead>
        <tr>
          <th scope="col">Contributeur·ice</th>
          <th scope="col">Montant</th>
          <th scope="col">Commande</th>
          <th scope="col">Remboursement</th>
        </tr>
      </thead>
      <tbody>
        {page.results.map((r) => (
          <tr key={r.id}>
            <td>
              {r.nickname}
              {r.backer && <span className="staff-muted"> · {r.backer.email}</span>}
            </td>
            <td>{formatPrice(r.amount)}</td>
            <td>{r.order_reference ?? '—'}</td>
            <td>{refundText(r)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Who was mailed the outcome: every backer with an account, whatever they chose for the news. */
const backersTold = (n: number) =>
  n === 0
    ? 'Aucune adresse de contributeur·ice à prévenir.'
    : `${n} adresse${n > 1 ? 's' : ''} de contributeur·ice${n > 1 ? 's' : ''} prévenue${n > 1 ? 's' : ''} de l’issue par courriel, et de chaque remboursement.`;

/** « Issue de la campagne »: its outcome once over and, for a failed one, the refunds of its contributions. */
export function OutcomePanel({ campaignId }: { campaignId: number }) {
  const { outcome, error, retry } = useCampaignOutcome(campaignId);
  return (
    <section className="staff-outcome" aria-labelledby="staff-outcome-title">
      <h2 id="staff-outcome-title" className="staff-audit__title">
        Issue de la campagne
      </h2>
      {error && !outcome ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !outcome ? (
        <DelayedLoading>Chargement de l’issue…</DelayedLoading>
      ) : outcome.outcome === null ? (
        <p className="staff-muted">
          En cours jusqu’au {when(outcome.end_date)} : {tally(outcome)}. L’issue sera enregistrée à la fin, et les contributeur·ices prévenu·es par courriel.
        </p>
      ) : (
        <>
          <p>
            <strong>{outcome.outcome === 'succeeded' ? 'Objectif atteint' : 'Objectif non atteint'}</strong> : {tally(outcome)}.{' '}
            <span className="staff-muted">
              Enregistrée le {when(outcome.outcome_recorded_at ?? outcome.end_date)} · {outcome.contributions.paid} contribution
              {outcome.contributions.paid > 1 ? 's' : ''} payée{outcome.contributions.paid > 1 ? 's' : ''}, {outcome.contributions.refunded} remboursée
              {outcome.contributions.refunded > 1 ? 's' : ''}
            </span>
          </p>
          <p className="staff-muted">{backersTold(outcome.backer_addresses)}</p>
          {outcome.outcome === 'failed' && <Refunds campaignId={campaignId} />}
          {outcome.contributions.refunded > 0 && <Refunded campaignId={campaignId} />}
        </>
      )}
    </section>
  );
}
