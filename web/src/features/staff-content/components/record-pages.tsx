import { useLocation, useParams } from 'react-router-dom';
import { DelayedLoading, LoadFailed } from '@/components/back-office/page-states';
import { AuditTrail } from '@/components/back-office/records/audit-trail';
import type { AuditVocabulary } from '@/components/back-office/records/format-audit';
import { useStaffEvent } from '../api/events';
import { useStaffFaq, useStaffNews } from '../api/news-faq';
import { useStaffVoucher } from '../api/vouchers';
import { EventForm } from './event-form';
import { FaqForm } from './faq-form';
import { NewsForm } from './news-form';
import { VoucherDetail } from './voucher-forms';

const justCreated = (state: unknown) => Boolean((state as { created?: boolean } | null)?.created);

/** How the trails name the fields of these records. */
const NEWS_WORDS: AuditVocabulary = { names: { subject: 'titre', date: 'date', content: 'texte', campaign: 'campagne' }, kinds: { content: 'html' } };
const FAQ_WORDS: AuditVocabulary = { names: { question: 'question', response: 'réponse', position: 'rang', campaign: 'campagne' }, kinds: { response: 'html' } };
const EVENT_WORDS: AuditVocabulary = { names: { start_date: 'début', end_date: 'fin', location: 'lieu', poster: 'affiche', authors: 'auteurs', description: 'présentation' } };
const VOUCHER_WORDS: AuditVocabulary = {
  names: { code: 'code', value: 'valeur', expiration_date: 'expiration', email: 'adresse', note: 'note' },
  kinds: { value: 'euros', expiration_date: 'date' },
};

/** `actualites/:campaign/actualite/nouvelle`. */
export function NewNewsPage({ base }: { base: string }) {
  const { campaign = '' } = useParams();
  return <NewsForm news={null} campaign={Number(campaign)} base={base} />;
}

/** `actualites/:campaign/faq/nouvelle`. */
export function NewFaqPage({ base }: { base: string }) {
  const { campaign = '' } = useParams();
  return <FaqForm faq={null} campaign={Number(campaign)} base={base} />;
}

/** `actualites/actualite/:id`: the news item's form and its audit trail. */
export function NewsEditPage({ base }: { base: string }) {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const { news, error, retry } = useStaffNews(id);
  if (error && !news) return <LoadFailed error={error} onRetry={retry} />;
  if (!news) return <DelayedLoading>Chargement de l’actualité…</DelayedLoading>;
  return (
    <div className="staff-record">
      <NewsForm key={news.id} news={news} campaign={news.campaign} base={base} created={justCreated(state)} />
      <AuditTrail entity="news" id={news.id} version={news.version} vocabulary={NEWS_WORDS} />
    </div>
  );
}

/** `actualites/faq/:id`: the question's form and its audit trail. */
export function FaqEditPage({ base }: { base: string }) {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const { faq, error, retry } = useStaffFaq(id);
  if (error && !faq) return <LoadFailed error={error} onRetry={retry} />;
  if (!faq) return <DelayedLoading>Chargement de la question…</DelayedLoading>;
  return (
    <div className="staff-record">
      <FaqForm key={faq.id} faq={faq} campaign={faq.campaign} base={base} created={justCreated(state)} />
      <AuditTrail entity="faq" id={faq.id} version={faq.version} vocabulary={FAQ_WORDS} />
    </div>
  );
}

/** `evenements/:id`: the event's form and its audit trail. */
export function EventEditPage({ base }: { base: string }) {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const { event, error, retry } = useStaffEvent(id);
  if (error && !event) return <LoadFailed error={error} onRetry={retry} />;
  if (!event) return <DelayedLoading>Chargement de la fiche…</DelayedLoading>;
  return (
    <div className="staff-record">
      <EventForm key={event.id} event={event} base={base} created={justCreated(state)} />
      <AuditTrail entity="event" id={event.id} version={event.version} vocabulary={EVENT_WORDS} />
    </div>
  );
}

/** `bons/:id`: the voucher's facts, what may change, and its audit trail. */
export function VoucherPage() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const { voucher, error, retry } = useStaffVoucher(id);
  if (error && !voucher) return <LoadFailed error={error} onRetry={retry} />;
  if (!voucher) return <DelayedLoading>Chargement du bon…</DelayedLoading>;
  return (
    <div className="staff-record">
      <div>
        <VoucherDetail key={voucher.id} voucher={voucher} created={justCreated(state)} />
      </div>
      <AuditTrail entity="voucher" id={voucher.id} version={voucher.version} vocabulary={VOUCHER_WORDS} />
    </div>
  );
}
