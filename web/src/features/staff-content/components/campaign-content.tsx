import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DelayedLoading, LoadFailed } from '@/components/back-office/page-states';
import { StaffTableBox } from '@/components/back-office/table-box';
import { useConfirm } from '@/components/back-office/confirm-dialog';
import { RecordPicker } from '@/components/back-office/records/record-picker';
import { formatDate } from '@/lib/format';
import '@/components/back-office/records/records.css';
import './staff-content.css';
import { deleteFaq, deleteNews, useCampaignFaqs, useCampaignNews } from '../api/news-faq';
import type { StaffFaq, StaffNews } from '../types';
import { excerptOf } from './content-text';

/**
 * 'Actualités & FAQ': a campaign picked (kept in the URL, `?campagne=`), then its news and its FAQ,
 * each listed with a way to add, edit or delete (after a confirmation).
 */
export function CampaignContent({ base }: { base: string }) {
  const [params, setParams] = useSearchParams();
  const campaign = Number(params.get('campagne')) || null;
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section aria-labelledby="staff-content-title">
      <h2 id="staff-content-title" className="visually-hidden">
        Actualités et FAQ des campagnes
      </h2>
      <div className="staff-list-tools">
        <div className="staff-list-tools__filters">
          <RecordPicker
            kind="campaign"
            label="Campagne"
            searchLabel="Chercher une campagne"
            placeholder="Choisir une campagne"
            value={campaign ? String(campaign) : ''}
            onChange={(value) => {
              setMessage(null);
              setParams(value ? { campagne: value } : {}, { replace: true });
            }}
          />
        </div>
      </div>
      <p role="status" className="staff-muted">
        {message}
      </p>
      {campaign ? (
        <>
          <NewsSection campaign={campaign} base={base} onDone={setMessage} />
          <FaqSection campaign={campaign} base={base} onDone={setMessage} />
        </>
      ) : (
        <p className="staff-empty">Choisissez une campagne pour voir ses actualités et sa FAQ.</p>
      )}
    </section>
  );
}

function NewsSection({ campaign, base, onDone }: { campaign: number; base: string; onDone: (message: string) => void }) {
  const { page, error, retry } = useCampaignNews(campaign);
  const [busy, setBusy] = useState<number | null>(null);
  const { confirm, dialog } = useConfirm();
  const remove = async (item: StaffNews) => {
    const question = { title: `Supprimer l’actualité « ${item.subject} » ?`, message: <p>Elle disparaîtra de la page de la campagne.</p>, confirmText: 'Supprimer' };
    if (!(await confirm(question))) return;
    setBusy(item.id);
    try {
      await deleteNews(item);
      onDone(`Actualité « ${item.subject} » supprimée.`);
    } catch {
      onDone('La suppression a échoué. Réessayez.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="staff-content__block" aria-labelledby="staff-news-title">
      <div className="staff-content__head">
        <h2 id="staff-news-title">Actualités</h2>
        <Link to={`${base}/actualites/${campaign}/actualite/nouvelle`} className="button">
          Nouvelle actualité
        </Link>
      </div>
      {error && !page ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !page ? (
        <DelayedLoading>Chargement des actualités…</DelayedLoading>
      ) : page.results.length === 0 ? (
        <p className="staff-empty">Aucune actualité pour cette campagne.</p>
      ) : (
        <StaffTableBox label="Actualités">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Titre</th>
                <th scope="col">Date</th>
                <th scope="col">Début du texte</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.results.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link to={`${base}/actualites/actualite/${item.id}`} className="staff-table__ref-name">
                      {item.subject}
                    </Link>
                  </td>
                  <td>{formatDate(item.date)}</td>
                  <td>{excerptOf(item.content, 80)}</td>
                  <td className="staff-table__actions">
                    <button type="button" className="button button--ghost button--small" disabled={busy === item.id} onClick={() => void remove(item)}>
                      Supprimer<span className="visually-hidden"> « {item.subject} »</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </StaffTableBox>
      )}
      {dialog}
    </section>
  );
}

function FaqSection({ campaign, base, onDone }: { campaign: number; base: string; onDone: (message: string) => void }) {
  const { page, error, retry } = useCampaignFaqs(campaign);
  const [busy, setBusy] = useState<number | null>(null);
  const { confirm, dialog } = useConfirm();
  const remove = async (item: StaffFaq) => {
    const question = { title: `Supprimer la question « ${item.question} » ?`, message: <p>Elle disparaîtra de la FAQ de la campagne.</p>, confirmText: 'Supprimer' };
    if (!(await confirm(question))) return;
    setBusy(item.id);
    try {
      await deleteFaq(item);
      onDone(`Question « ${item.question} » supprimée.`);
    } catch {
      onDone('La suppression a échoué. Réessayez.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="staff-content__block" aria-labelledby="staff-faq-title">
      <div className="staff-content__head">
        <h2 id="staff-faq-title">FAQ</h2>
        <Link to={`${base}/actualites/${campaign}/faq/nouvelle`} className="button">
          Nouvelle question
        </Link>
      </div>
      {error && !page ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !page ? (
        <DelayedLoading>Chargement de la FAQ…</DelayedLoading>
      ) : page.results.length === 0 ? (
        <p className="staff-empty">Aucune question dans la FAQ de cette campagne.</p>
      ) : (
        <StaffTableBox label="FAQ">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Rang</th>
                <th scope="col">Question</th>
                <th scope="col">Début de la réponse</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.results.map((item) => (
                <tr key={item.id}>
                  <td>{item.position}</td>
                  <td>
                    <Link to={`${base}/actualites/faq/${item.id}`} className="staff-table__ref-name">
                      {item.question}
                    </Link>
                  </td>
                  <td>{excerptOf(item.response, 80)}</td>
                  <td className="staff-table__actions">
                    <button type="button" className="button button--ghost button--small" disabled={busy === item.id} onClick={() => void remove(item)}>
                      Supprimer<span className="visually-hidden"> « {item.question} »</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </StaffTableBox>
      )}
      {dialog}
    </section>
  );
}
