import { useLocation, useParams } from 'react-router-dom';
import { DelayedLoading, LoadFailed } from '@/components/back-office/page-states';
import { AuditTrail } from '@/components/back-office/records/audit-trail';
import type { AuditVocabulary } from '@/components/back-office/records/format-audit';
import { HtmlContent } from '@/components/ui/html-content';
import { useStaffNewsletter } from '../api/newsletters';
import { NEWSLETTER_STATUS_TEXT } from '../types';
import { NewsletterForm } from './newsletter-form';
import { NewsletterSending } from './newsletter-sending';
import './staff-newsletters.css';

const WORDS: AuditVocabulary = {
  names: { subject: 'objet', content: 'texte', label: 'collection', status: 'état', scheduled_at: 'envoi' },
  kinds: { content: 'html' },
};

/** `lettres/nouvelle`. */
export function NewNewsletterPage({ base, labelId }: { base: string; labelId: number }) {
  return <NewsletterForm letter={null} base={base} labelId={labelId} />;
}

/** `lettres/:id`: the draft's form (its content once it has left), preview, trial, sending and progress, audit trail. */
export function NewsletterEditPage({ base }: { base: string }) {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const { newsletter, error, retry } = useStaffNewsletter(id);
  if (error && !newsletter) return <LoadFailed error={error} onRetry={retry} />;
  if (!newsletter) return <DelayedLoading>Chargement de la lettre…</DelayedLoading>;
  const editable = newsletter.status === 'draft' || newsletter.status === 'scheduled';
  return (
    <div className="staff-record">
      <p className="staff-newsletter__state">État : {NEWSLETTER_STATUS_TEXT[newsletter.status]}</p>
      {editable ? (
        <NewsletterForm key={`${newsletter.id}-${newsletter.version}`} letter={newsletter} base={base} created={Boolean((state as { created?: boolean } | null)?.created)} />
      ) : (
        <article className="staff-newsletter__sent" aria-label="Lettre envoyée">
          <h3>{newsletter.subject}</h3>
          <HtmlContent html={newsletter.content} />
        </article>
      )}
      <NewsletterSending letter={newsletter} />
      <AuditTrail entity="newsletter" id={newsletter.id} version={newsletter.version} vocabulary={WORDS} />
    </div>
  );
}
