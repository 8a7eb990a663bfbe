import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { UnsavedChangesGuard } from '@/components/back-office/unsaved-changes';
import { paths } from '@/config/paths';
import { ContactMessages } from '@/features/staff/components/contact-messages';
import { OrderHistory } from '@/features/staff/components/order-history';
import { OrderList } from '@/features/staff/components/order-list';
import { PaymentAnomalies } from '@/features/staff/components/payment-anomalies';
import { ProjectSubmissions } from '@/features/staff/components/project-submissions';
import { QueueDashboardButton } from '@/features/staff/components/queue-dashboard-button';
import { StaffNav } from '@/features/staff/components/staff-nav';
import { StaffOnly } from '@/features/staff/components/staff-only';
import '@/features/staff/staff.css';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from '../label-layout';

// The catalogue's staff pages (and the rich text editor they load) are fetched on first visit only.
const AuthorList = lazy(() => import('@/features/staff-catalogue/components/author-list').then((m) => ({ default: m.AuthorList })));
const BookList = lazy(() => import('@/features/staff-catalogue/components/book-list').then((m) => ({ default: m.BookList })));
const AuthorForm = lazy(() => import('@/features/staff-catalogue/components/author-form').then((m) => ({ default: m.AuthorForm })));
const BookForm = lazy(() => import('@/features/staff-catalogue/components/book-form').then((m) => ({ default: m.BookForm })));
const AuthorEditPage = lazy(() => import('@/features/staff-catalogue/components/record-pages').then((m) => ({ default: m.AuthorEditPage })));
const CampaignList = lazy(() => import('@/features/staff-campaigns/components/campaign-list').then((m) => ({ default: m.CampaignList })));
const CampaignForm = lazy(() => import('@/features/staff-campaigns/components/campaign-form').then((m) => ({ default: m.CampaignForm })));
const CampaignEditPage = lazy(() => import('@/features/staff-campaigns/components/campaign-page').then((m) => ({ default: m.CampaignEditPage })));
const BookEditPage = lazy(() => import('@/features/staff-catalogue/components/record-pages').then((m) => ({ default: m.BookEditPage })));
const LabelList = lazy(() => import('@/features/staff-catalogue/components/label-list').then((m) => ({ default: m.LabelList })));
const LabelEditPage = lazy(() => import('@/features/staff-catalogue/components/record-pages').then((m) => ({ default: m.LabelEditPage })));
const GoodieList = lazy(() => import('@/features/staff-catalogue/components/goodie-list').then((m) => ({ default: m.GoodieList })));
const GoodieForm = lazy(() => import('@/features/staff-catalogue/components/goodie-form').then((m) => ({ default: m.GoodieForm })));
const GoodieEditPage = lazy(() => import('@/features/staff-catalogue/components/record-pages').then((m) => ({ default: m.GoodieEditPage })));
// The campaigns' news and FAQ, the events and the vouchers: the back office's content pages, also fetched on first visit.
const CampaignContent = lazy(() => import('@/features/staff-content/components/campaign-content').then((m) => ({ default: m.CampaignContent })));
const EventList = lazy(() => import('@/features/staff-content/components/event-list').then((m) => ({ default: m.EventList })));
const EventForm = lazy(() => import('@/features/staff-content/components/event-form').then((m) => ({ default: m.EventForm })));
const VoucherList = lazy(() => import('@/features/staff-content/components/voucher-list').then((m) => ({ default: m.VoucherList })));
const VoucherIssueForm = lazy(() => import('@/features/staff-content/components/voucher-forms').then((m) => ({ default: m.VoucherIssueForm })));
const contentPage = <K extends 'NewNewsPage' | 'NewFaqPage' | 'NewsEditPage' | 'FaqEditPage' | 'EventEditPage' | 'VoucherPage'>(name: K) =>
  lazy(() => import('@/features/staff-content/components/record-pages').then((m) => ({ default: m[name] })));
const NewNewsPage = contentPage('NewNewsPage');
const NewFaqPage = contentPage('NewFaqPage');
const NewsEditPage = contentPage('NewsEditPage');
const FaqEditPage = contentPage('FaqEditPage');
const EventEditPage = contentPage('EventEditPage');
const VoucherPage = contentPage('VoucherPage');
// The parcels to prepare and ship ('Colis'), fetched on first visit.
const ParcelList = lazy(() => import('@/features/staff-parcels/components/parcel-list').then((m) => ({ default: m.ParcelList })));
// The newsletters: written, tried and sent from their own pages, fetched on first visit.
const NewsletterList = lazy(() => import('@/features/staff-newsletters/components/newsletter-list').then((m) => ({ default: m.NewsletterList })));
const NewNewsletterPage = lazy(() => import('@/features/staff-newsletters/components/newsletter-pages').then((m) => ({ default: m.NewNewsletterPage })));
const NewsletterEditPage = lazy(() => import('@/features/staff-newsletters/components/newsletter-pages').then((m) => ({ default: m.NewsletterEditPage })));
// The addresses the mail server refused ('Adresses bloquées'), fetched on first visit.
const CustomerList = lazy(() => import('@/features/staff-customers/components/customer-list').then((m) => ({ default: m.CustomerList })));
const CustomerPage = lazy(() => import('@/features/staff-customers/components/customer-page').then((m) => ({ default: m.CustomerPage })));
const ActivityLog = lazy(() => import('@/features/staff-activity/components/activity-log').then((m) => ({ default: m.ActivityLog })));
const MailSuppressionList = lazy(() => import('@/features/staff-mail-suppressions/components/mail-suppression-list').then((m) => ({ default: m.MailSuppressionList })));

/** A lazily loaded staff section: its frame stays while its code arrives. */
function LazySection({ title, base, back, children }: { title: string; base: string; back?: { to: string; text: string }; children: ReactNode }) {
  return (
    <Section title={title} base={base} backTo={back}>
      <Suspense fallback={<p role="status" className="staff-loading" />}>{children}</Suspense>
    </Section>
  );
}

/** The frame of a staff section: the area's name, its grouped menu, the section's title and content. */
function Section({ title, base, children, back, backTo }: { title: string; base: string; children: ReactNode; back?: boolean; backTo?: { to: string; text: string } }) {
  const label = useCurrentLabel();
  useDocumentMeta(`${title} — Arrière boutique — ${label.name}`);
  return (
    <div className="staff">
      <header className="page-head staff__head">
        <p className="page-head__eyebrow">Arrière boutique</p>
        <h1>{title}</h1>
      </header>
      <div className="staff__bar">
        <StaffNav base={base} />
        <QueueDashboardButton />
      </div>
      {back && (
        <p className="staff__back">
          <Link to={`${base}/commandes`}>
            <span aria-hidden="true">←</span> Toutes les commandes
          </Link>
        </p>
      )}
      {backTo && (
        <p className="staff__back">
          <Link to={backTo.to}>
            <span aria-hidden="true">←</span> {backTo.text}
          </Link>
        </p>
      )}
      {children}
    </div>
  );
}

function Order({ base }: { base: string }) {
  const { id = '' } = useParams();
  const location = useLocation();
  const email = (location.state as { email?: string | null } | null)?.email ?? null;
  return (
    <Section title="Historique de la commande" base={base} back>
      <OrderHistory cartId={id} ownerEmail={email} />
    </Section>
  );
}

/**
 * Spec §2 'Arrière boutique' (staff): orders searched and settled, an order's history event by event
 * with its state as of any event, payment anomalies, visitors' messages and submitted projects (with
 * their manuscripts), and the way to the queue dashboard.
 */
export function StaffAreaRoute() {
  const label = useCurrentLabel();
  const base = paths.label.staff.getHref(label.slug);
  return (
    <StaffOnly labelSlug={label.slug}>
      <UnsavedChangesGuard>
        <Routes>
          <Route index element={<Navigate to={`${base}/commandes`} replace />} />
          <Route
            path="commandes"
            element={
              <Section title="Commandes" base={base}>
                <OrderList base={base} />
              </Section>
            }
          />
          <Route path="commandes/:id" element={<Order base={base} />} />
          <Route
            path="activite"
            element={
              <LazySection title="Journal d’activité" base={base}>
                <ActivityLog base={base} />
              </LazySection>
            }
          />
          <Route
            path="clients"
            element={
              <LazySection title="Clients" base={base}>
                <CustomerList base={base} />
              </LazySection>
            }
          />
          <Route
            path="clients/:id"
            element={
              <LazySection title="Fiche client" base={base} back={{ to: `${base}/clients`, text: 'Clients' }}>
                <CustomerPage base={base} />
              </LazySection>
            }
          />
          <Route
            path="colis"
            element={
              <LazySection title="Colis" base={base}>
                <ParcelList />
              </LazySection>
            }
          />
          <Route
            path="anomalies"
            element={
              <Section title="Anomalies de paiement" base={base}>
                <PaymentAnomalies base={base} />
              </Section>
            }
          />
          <Route
            path="messages"
            element={
              <Section title="Messages" base={base}>
                <ContactMessages />
              </Section>
            }
          />
          <Route
            path="projets"
            element={
              <Section title="Projets soumis" base={base}>
                <ProjectSubmissions />
              </Section>
            }
          />
          <Route
            path="auteurs"
            element={
              <LazySection title="Auteurs" base={base}>
                <AuthorList base={base} />
              </LazySection>
            }
          />
          <Route
            path="auteurs/nouveau"
            element={
              <LazySection title="Nouvel auteur" base={base} back={{ to: `${base}/auteurs`, text: 'Tous les auteurs' }}>
                <AuthorForm author={null} base={base} />
              </LazySection>
            }
          />
          <Route
            path="auteurs/:id"
            element={
              <LazySection title="Fiche de l’auteur" base={base} back={{ to: `${base}/auteurs`, text: 'Tous les auteurs' }}>
                <AuthorEditPage base={base} />
              </LazySection>
            }
          />
          <Route
            path="campagnes"
            element={
              <LazySection title="Campagnes" base={base}>
                <CampaignList base={base} />
              </LazySection>
            }
          />
          <Route
            path="campagnes/nouvelle"
            element={
              <LazySection title="Nouvelle campagne" base={base} back={{ to: `${base}/campagnes`, text: 'Toutes les campagnes' }}>
                <CampaignForm campaign={null} base={base} />
              </LazySection>
            }
          />
          <Route
            path="campagnes/:id"
            element={
              <LazySection title="Fiche de la campagne" base={base} back={{ to: `${base}/campagnes`, text: 'Toutes les campagnes' }}>
                <CampaignEditPage base={base} />
              </LazySection>
            }
          />
          <Route
            path="livres"
            element={
              <LazySection title="Livres" base={base}>
                <BookList base={base} />
              </LazySection>
            }
          />
          <Route
            path="livres/nouveau"
            element={
              <LazySection title="Nouveau livre" base={base} back={{ to: `${base}/livres`, text: 'Tous les livres' }}>
                <BookForm book={null} base={base} />
              </LazySection>
            }
          />
          <Route
            path="livres/:id"
            element={
              <LazySection title="Fiche du livre" base={base} back={{ to: `${base}/livres`, text: 'Tous les livres' }}>
                <BookEditPage base={base} />
              </LazySection>
            }
          />
          <Route
            path="collections"
            element={
              <LazySection title="Collections" base={base}>
                <LabelList base={base} />
              </LazySection>
            }
          />
          <Route
            path="collections/:id"
            element={
              <LazySection title="Fiche de la collection" base={base} back={{ to: `${base}/collections`, text: 'Toutes les collections' }}>
                <LabelEditPage />
              </LazySection>
            }
          />
          <Route
            path="goodies"
            element={
              <LazySection title="Goodies" base={base}>
                <GoodieList base={base} />
              </LazySection>
            }
          />
          <Route
            path="goodies/nouveau"
            element={
              <LazySection title="Nouveau goodie" base={base} back={{ to: `${base}/goodies`, text: 'Tous les goodies' }}>
                <GoodieForm goodie={null} base={base} />
              </LazySection>
            }
          />
          <Route
            path="goodies/:id"
            element={
              <LazySection title="Fiche du goodie" base={base} back={{ to: `${base}/goodies`, text: 'Tous les goodies' }}>
                <GoodieEditPage base={base} />
              </LazySection>
            }
          />
          <Route
            path="actualites"
            element={
              <LazySection title="Actualités & FAQ" base={base}>
                <CampaignContent base={base} />
              </LazySection>
            }
          />
          <Route
            path="actualites/:campaign/actualite/nouvelle"
            element={
              <LazySection title="Nouvelle actualité" base={base} back={{ to: `${base}/actualites`, text: 'Actualités & FAQ' }}>
                <NewNewsPage base={base} />
              </LazySection>
            }
          />
          <Route
            path="actualites/:campaign/faq/nouvelle"
            element={
              <LazySection title="Nouvelle question" base={base} back={{ to: `${base}/actualites`, text: 'Actualités & FAQ' }}>
                <NewFaqPage base={base} />
              </LazySection>
            }
          />
          <Route
            path="actualites/actualite/:id"
            element={
              <LazySection title="Actualité" base={base} back={{ to: `${base}/actualites`, text: 'Actualités & FAQ' }}>
                <NewsEditPage base={base} />
              </LazySection>
            }
          />
          <Route
            path="actualites/faq/:id"
            element={
              <LazySection title="Question de la FAQ" base={base} back={{ to: `${base}/actualites`, text: 'Actualités & FAQ' }}>
                <FaqEditPage base={base} />
              </LazySection>
            }
          />
          <Route
            path="evenements"
            element={
              <LazySection title="Événements" base={base}>
                <EventList base={base} />
              </LazySection>
            }
          />
          <Route
            path="evenements/nouveau"
            element={
              <LazySection title="Nouvel événement" base={base} back={{ to: `${base}/evenements`, text: 'Tous les événements' }}>
                <EventForm event={null} base={base} />
              </LazySection>
            }
          />
          <Route
            path="evenements/:id"
            element={
              <LazySection title="Fiche de l’événement" base={base} back={{ to: `${base}/evenements`, text: 'Tous les événements' }}>
                <EventEditPage base={base} />
              </LazySection>
            }
          />
          <Route
            path="bons"
            element={
              <LazySection title="Bons d’achat" base={base}>
                <VoucherList base={base} />
              </LazySection>
            }
          />
          <Route
            path="bons/nouveau"
            element={
              <LazySection title="Émettre un bon d’achat" base={base} back={{ to: `${base}/bons`, text: 'Tous les bons d’achat' }}>
                <VoucherIssueForm base={base} labelId={label.id} />
              </LazySection>
            }
          />
          <Route
            path="bons/:id"
            element={
              <LazySection title="Bon d’achat" base={base} back={{ to: `${base}/bons`, text: 'Tous les bons d’achat' }}>
                <VoucherPage />
              </LazySection>
            }
          />
          <Route
            path="lettres"
            element={
              <LazySection title="Lettres d’information" base={base}>
                <NewsletterList base={base} />
              </LazySection>
            }
          />
          <Route
            path="lettres/nouvelle"
            element={
              <LazySection title="Nouvelle lettre d’information" base={base} back={{ to: `${base}/lettres`, text: 'Toutes les lettres' }}>
                <NewNewsletterPage base={base} labelId={label.id} />
              </LazySection>
            }
          />
          <Route
            path="lettres/:id"
            element={
              <LazySection title="Lettre d’information" base={base} back={{ to: `${base}/lettres`, text: 'Toutes les lettres' }}>
                <NewsletterEditPage base={base} />
              </LazySection>
            }
          />
          <Route
            path="adresses-bloquees"
            element={
              <LazySection title="Adresses bloquées" base={base}>
                <MailSuppressionList />
              </LazySection>
            }
          />
          <Route path="*" element={<Navigate to={`${base}/commandes`} replace />} />
        </Routes>
      </UnsavedChangesGuard>
    </StaffOnly>
  );
}
