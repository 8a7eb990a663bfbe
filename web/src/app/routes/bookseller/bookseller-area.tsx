import type { ReactNode } from 'react';
import { Link, Navigate, NavLink, Route, Routes, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OrderDetail } from '@/features/account/components/order-detail';
import { changeOrderRelay } from '@/features/account/components/order-relay';
import { OrderList } from '@/features/account/components/order-list';
import '@/features/account/account.css';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { BooksellerProfile } from '@/features/bookseller/components/bookseller-profile';
import { Statement } from '@/features/bookseller/components/statement';
import { useDocumentMeta } from '@/lib/document-meta';
import { useSession } from '@/lib/session';
import { useCurrentLabel } from '../label-layout';
import { QuickOrderByIsbn, QuickOrderTable } from './quick-order';

const SECTIONS = [
  { to: 'profile', label: 'Mon profil' },
  { to: 'boutique', label: 'Boutique professionnelle' },
  { to: 'commandes', label: 'Mes commandes' },
  { to: 'releve', label: 'Relevé de compte' },
] as const;

function Frame({ title, children, nav = true }: { title: string; children: ReactNode; nav?: boolean }) {
  const label = useCurrentLabel();
  useDocumentMeta(`${title} — Espace libraire — ${label.name}`);
  const base = paths.label.bookseller.getHref(label.slug);
  return (
    <div className="account">
      <header className="page-head account__head">
        <p className="page-head__eyebrow">Espace libraire</p>
        <h1>{title}</h1>
      </header>
      <div className={nav ? 'account__layout' : undefined}>
        {nav && (
          <nav className="account-nav" aria-label="Espace libraire">
            <ul className="account-nav__list">
              {SECTIONS.map((s) => (
                <li key={s.to}>
                  <NavLink to={`${base}/${s.to}`} className={({ isActive }) => `account-nav__link${isActive ? ' is-active' : ''}`}>
                    {s.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="account__content">{children}</div>
      </div>
    </div>
  );
}

/** The area's sections other than the landing need a bookseller account; readers are told so in French. */
function BooksellersOnly({ children }: { children: ReactNode }) {
  const { profile } = useSession();
  const label = useCurrentLabel();
  if (!profile)
    return (
      <p role="status" className="account-loading">
        Chargement de votre profil…
      </p>
    );
  if (!profile.isBookseller) {
    return (
      <Frame title="Espace libraire" nav={false}>
        <div className="notice" role="alert">
          <p>Cet espace est réservé aux libraires. Votre compte est un compte lecteur : retrouvez vos commandes dans votre compte.</p>
          <Link to={paths.label.account.getHref(label.slug)} className="button">
            Mon compte
          </Link>
        </div>
      </Frame>
    );
  }
  return <>{children}</>;
}

const guarded = (element: ReactNode) => (
  <RequireAuth>
    <BooksellersOnly>{element}</BooksellersOnly>
  </RequireAuth>
);

/** Spec §2 'libraire': what the bookseller offer is, with the way in for visitors and the sections for booksellers. */
function Landing() {
  const label = useCurrentLabel();
  const { loggedIn, profile } = useSession();
  const base = paths.label.bookseller.getHref(label.slug);
  return (
    <Frame title="Espace libraire" nav={Boolean(profile?.isBookseller)}>
      <p className="page-head__lead">
        Libraires, commandez nos livres aux conditions professionnelles : une remise sur tous nos titres, le paiement par prélèvement ou virement à 90 jours, des factures à votre
        nom, et les contreparties réservées aux librairies sur nos projets en financement participatif.
      </p>
      <div className="bookseller-landing">
        <article className="account-card">
          <h2 className="account-card__title">Prix professionnels</h2>
          <p>Chaque livre affiche votre prix d'achat hors taxes et le prix public TTC.</p>
        </article>
        <article className="account-card">
          <h2 className="account-card__title">Paiement à terme</h2>
          <p>Prélèvement à 90 jours ou virement à 90 jours fin de mois, en plus de la carte bancaire.</p>
        </article>
        <article className="account-card">
          <h2 className="account-card__title">Suivi des commandes</h2>
          <p>Toutes vos commandes, leur paiement et leurs factures, en un tableau.</p>
        </article>
      </div>
      <div className="bookseller-actions">
        {profile?.isBookseller ? (
          <>
            <Link to={`${base}/boutique`} className="button">
              Voir la boutique professionnelle
            </Link>
            <Link to={`${base}/commandes`} className="button button--ghost">
              Mes commandes
            </Link>
          </>
        ) : loggedIn ? (
          <p>Votre compte est un compte lecteur. Pour commander en tant que libraire, créez un compte libraire avec une autre adresse.</p>
        ) : (
          <>
            <Link to={paths.label.booksellerRegistration.getHref(label.slug)} className="button">
              Créer un compte libraire
            </Link>
            <Link to={paths.label.login.getHref(label.slug, `${base}/boutique`)} className="button button--ghost">
              Se connecter
            </Link>
          </>
        )}
      </div>
    </Frame>
  );
}

function Profile() {
  const { profile } = useSession();
  return <Frame title="Mon profil libraire">{profile && <BooksellerProfile profile={profile} />}</Frame>;
}

/**
 * Spec §2 'libraire/boutique': the books as a table to order from (quantity and 'Ajouter' on each
 * row), and the order by a list of ISBNs.
 */
function ProShop() {
  const label = useCurrentLabel();
  return (
    <Frame title="Boutique professionnelle">
      <p className="pro-banner">
        <strong>Espace libraire</strong> — prix professionnels, commandes fermes.
      </p>
      <QuickOrderTable labelId={label.id} labelSlug={label.slug} />
      <QuickOrderByIsbn labelId={label.id} checkoutHref={paths.label.checkout.getHref(label.slug)} />
    </Frame>
  );
}

function Orders() {
  const label = useCurrentLabel();
  const base = paths.label.bookseller.getHref(label.slug);
  return (
    <Frame title="Mes commandes">
      <OrderList asTable hrefOf={(order) => `${base}/commandes/${encodeURIComponent(order.id)}`} />
    </Frame>
  );
}

/** Spec §9: the orders on terms, late, to fall due and settled, with what is left to pay. */
function AccountStatement() {
  const label = useCurrentLabel();
  const base = paths.label.bookseller.getHref(label.slug, 'commandes');
  return (
    <Frame title="Relevé de compte">
      <Statement orderHref={(id) => `${base}/${encodeURIComponent(id)}`} />
    </Frame>
  );
}

function Order() {
  const label = useCurrentLabel();
  const { id = '' } = useParams();
  return (
    <Frame title="Ma commande">
      <p className="account__back">
        <Link to={`${paths.label.bookseller.getHref(label.slug)}/commandes`}>
          <span aria-hidden="true">←</span> Mes commandes
        </Link>
      </p>
      <OrderDetail id={id} onChangeRelay={changeOrderRelay} professional />
    </Frame>
  );
}

/**
 * Spec §2 'libraire': the bookseller area, routed here (mounted on `libraire/*`; the sign-up and
 * book pages are more specific routes of the router). The landing is public; the other sections
 * need a bookseller account.
 */
export function BooksellerAreaRoute() {
  const label = useCurrentLabel();
  return (
    <Routes>
      <Route index element={<Landing />} />
      <Route path="profile" element={guarded(<Profile />)} />
      <Route path="boutique" element={guarded(<ProShop />)} />
      <Route path="commandes" element={guarded(<Orders />)} />
      <Route path="commandes/:id" element={guarded(<Order />)} />
      <Route path="releve" element={guarded(<AccountStatement />)} />
      <Route path="*" element={<Navigate to={paths.label.notFound.getHref(label.slug)} replace />} />
    </Routes>
  );
}
