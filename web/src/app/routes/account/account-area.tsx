import type { ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AccountNav } from '@/features/account/components/account-nav';
import { AddressBook } from '@/features/account/components/address-book';
import { ContributionDetail, ContributionList } from '@/features/account/components/contributions';
import { EmailConfirmation, EmailForm } from '@/features/account/components/email-form';
import { OrderDetail } from '@/features/account/components/order-detail';
import { changeOrderRelay } from '@/features/account/components/order-relay';
import { OrderList } from '@/features/account/components/order-list';
import { PasswordForm } from '@/features/account/components/password-form';
import { ProfileForm } from '@/features/account/components/profile-form';
import { VoucherList } from '@/features/account/components/voucher-list';
import '@/features/account/account.css';
import { useDocumentMeta } from '@/lib/document-meta';
import { formatPrice } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useCurrentLabel } from '../label-layout';

/** The frame of a section: the area's name, the section's title, the submenu and the content. */
function Section({ title, base, children, back }: { title: string; base: string; children: ReactNode; back?: { to: string; label: string } }) {
  const label = useCurrentLabel();
  useDocumentMeta(`${title} — Mon compte — ${label.name}`);
  return (
    <div className="account">
      <header className="page-head account__head">
        <p className="page-head__eyebrow">Mon compte</p>
        <h1>{title}</h1>
      </header>
      <div className="account__layout">
        <AccountNav base={base} />
        <div className="account__content">
          {back && (
            <p className="account__back">
              <Link to={back.to}>
                <span aria-hidden="true">←</span> {back.label}
              </Link>
            </p>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}

function Informations({ base }: { base: string }) {
  const { profile } = useSession();
  return (
    <Section title="Mes informations" base={base}>
      {profile ? (
        <>
          <section className="account-box" aria-label="Identifiants">
            <dl className="account-card__facts">
              <div>
                <dt>Adresse e-mail</dt>
                <dd>{profile.email}</dd>
              </div>
              {profile.total_usable_voucher && Number(profile.total_usable_voucher) > 0 && (
                <div>
                  <dt>Solde de vos bons d'achat</dt>
                  <dd>{formatPrice(profile.total_usable_voucher)}</dd>
                </div>
              )}
              {profile.total_usable_credit_note && Number(profile.total_usable_credit_note) > 0 && (
                <div>
                  <dt>Solde de vos avoirs</dt>
                  <dd>{formatPrice(profile.total_usable_credit_note)}</dd>
                </div>
              )}
            </dl>
            <p className="account-box__links">
              <Link to={`${base}/email`}>Changer mon adresse e-mail</Link>
              <Link to={`${base}/password`}>Changer mon mot de passe</Link>
            </p>
          </section>
          <ProfileForm key={profile.id} profile={profile} />
        </>
      ) : (
        <p role="status" className="account-loading">
          Chargement de votre profil…
        </p>
      )}
    </Section>
  );
}

function AddressSection({ base }: { base: string }) {
  const { profile } = useSession();
  return (
    <Section title="Mes adresses" base={base}>
      <AddressBook userId={profile?.id ?? null} />
    </Section>
  );
}

function EmailSection({ base }: { base: string }) {
  const { profile } = useSession();
  return (
    <Section title="Changer mon adresse e-mail" base={base} back={{ to: `${base}/informations`, label: 'Mes informations' }}>
      <EmailForm current={profile?.email ?? ''} />
    </Section>
  );
}

function EmailConfirmSection({ base }: { base: string }) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  return (
    <Section title="Confirmation de votre adresse e-mail" base={base}>
      {token ? <EmailConfirmation token={token} /> : <p className="form-alert">Le lien de validation est invalide ou a expiré.</p>}
    </Section>
  );
}

function OrderSection({ base }: { base: string }) {
  const { id = '' } = useParams();
  return (
    <Section title="Ma commande" base={base} back={{ to: `${base}/orders`, label: 'Mes commandes' }}>
      <OrderDetail id={id} onChangeRelay={changeOrderRelay} />
    </Section>
  );
}

function ContributionSection({ base }: { base: string }) {
  const { id = '' } = useParams();
  const label = useCurrentLabel();
  return (
    <Section title="Mon soutien" base={base} back={{ to: `${base}/contributions`, label: 'Mes soutiens' }}>
      <ContributionDetail id={id} campaignHref={(c) => paths.label.crowdfunding.getHref(c.crowdfunding.label || label.slug, c.crowdfunding.slug)} />
    </Section>
  );
}

/** The spec's link /compte/user/{section}: the same section, at its own address. */
function LegacySection({ base }: { base: string }) {
  const section = useParams()['*'] ?? 'informations';
  return <Navigate to={`${base}/${section || 'informations'}`} replace />;
}

/**
 * Spec §2 'Account area (compte / user)': the reader's sections, routed here (the router mounts the
 * area on `compte/*` and `user/*` behind the login and reader guards). The empty path opens on
 * 'informations'; unknown sections go to the label's 404.
 */
export function AccountAreaRoute() {
  const label = useCurrentLabel();
  // The area's own address (`/exemplaire/compte` or `/exemplaire/user`): its first two segments.
  const base = useLocation().pathname.split('/').slice(0, 3).join('/');
  return (
    <Routes>
      <Route index element={<Navigate to={`${base}/informations`} replace />} />
      <Route path="informations" element={<Informations base={base} />} />
      <Route
        path="password"
        element={
          <Section title="Changer mon mot de passe" base={base} back={{ to: `${base}/informations`, label: 'Mes informations' }}>
            <PasswordForm />
          </Section>
        }
      />
      <Route path="adresses" element={<AddressSection base={base} />} />
      <Route path="email" element={<EmailSection base={base} />} />
      <Route path="email/confirmer" element={<EmailConfirmSection base={base} />} />
      <Route
        path="cartes-cadeaux"
        element={
          <Section title="Mes cartes cadeaux" base={base}>
            <VoucherList labelSlug={label.slug} />
          </Section>
        }
      />
      <Route
        path="orders"
        element={
          <Section title="Mes commandes" base={base}>
            <OrderList hrefOf={(order) => `${base}/orders/${encodeURIComponent(order.id)}`} />
          </Section>
        }
      />
      <Route path="orders/:id" element={<OrderSection base={base} />} />
      <Route
        path="contributions"
        element={
          <Section title="Mes soutiens" base={base}>
            <ContributionList hrefOf={(c) => `${base}/contributions/${c.id}`} />
          </Section>
        }
      />
      <Route path="contributions/:id" element={<ContributionSection base={base} />} />
      <Route path="user/*" element={<LegacySection base={base} />} />
      <Route path="*" element={<Navigate to={paths.label.notFound.getHref(label.slug)} replace />} />
    </Routes>
  );
}
