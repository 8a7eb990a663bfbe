import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { matchPath, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router-dom';
import { Navigate } from '@/components/ui/navigate';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorMessage } from '@/components/ui/error-message';
import { LoadingBanner } from '@/components/ui/loading-banner';
import { closeModal, ModalHost } from '@/components/ui/modal';
import { PageFallback } from '@/components/ui/page-fallback';
import { DEFAULT_LABEL, HEADERLESS_PATTERNS, paths } from '@/config/paths';
import { useLabel } from '@/features/labels/api/get-label';
import { useLabels } from '@/features/labels/api/get-labels';
import { LabelTheme } from '@/features/labels/components/label-theme';
import { Footer } from '@/features/layout/components/footer';
import { FloatingMenuButton } from '@/features/layout/components/floating-menu-button';
import { GlobalMessage } from '@/features/layout/components/global-message';
import { Header } from '@/features/layout/components/header';
import { SideMenu } from '@/features/layout/components/side-menu';
import { menuItems } from '@/features/layout/utils/menu-items';
import { ApiError } from '@/lib/api-client';
import { onLogout, useSession } from '@/lib/session';
import { useServerRender } from '@/lib/ssr/server-render';
import type { Label } from '@/types/api';
import { ConsentBanner } from '@/features/consent/components/consent-banner';

/** The header's search field, given by the router (its code loads apart from the layout's). */
export type SearchFieldComponent = ComponentType<{ labelSlug: string }>;

/** The frame of a label's pages once the label is known: header, side menu, page, footer, modal host, loading banner. */
function SiteFrame({ label, SearchField }: { label: Label; SearchField?: SearchFieldComponent }) {
  useServerRender()?.setHead({ siteName: label.name });
  const labels = useLabels();
  const { profile } = useSession();
  const isBookseller = profile?.isBookseller ?? false;
  const isStaff = profile?.is_staff ?? false;
  const items = useMemo(() => menuItems(label, labels, { isBookseller, isStaff }), [label, labels, isBookseller, isStaff]);
  const { pathname } = useLocation();
  const headerless = HEADERLESS_PATTERNS.some((pattern) => matchPath(pattern, pathname));

  const [menuOpen, setMenuOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) burger.current?.focus();
  }, []);
  // A session that ends on its own (refresh refused, or a logout in another tab) lands on the label's home, as a logout does (spec §4).
  const navigate = useNavigate();
  useEffect(() => onLogout((cause) => cause !== 'user' && navigate(paths.label.home.getHref(label.slug))), [navigate, label.slug]);
  // A new page closes the menu drawer and any modal.
  useEffect(() => {
    setMenuOpen(false);
    closeModal();
  }, [pathname]);

  return (
    <>
      <LabelTheme theme={label.theme} css={label.css} />
      <a className="skip-link" href="#main">
        Aller au contenu
      </a>
      <GlobalMessage message={label.globalMessage} />
      {!headerless && (
        <Header
          label={label}
          isBookseller={isBookseller}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
          burgerRef={burger}
          search={SearchField && <SearchField labelSlug={label.slug} />}
        />
      )}
      {headerless && <FloatingMenuButton menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} buttonRef={burger} />}
      <div className="shell">
        <SideMenu items={items} open={menuOpen} onClose={closeMenu} />
        <main className="page" id="main" tabIndex={-1}>
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageFallback />}>
              <Outlet context={label} />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
      <Footer label={label} labels={labels} />
      <ConsentBanner labelSlug={label.slug} />
      <ModalHost />
      <LoadingBanner emblems={label.emblems} />
    </>
  );
}

/**
 * Every page's frame: loads the label of the URL (the default one outside a label, as on /404) and
 * shows the site around the page. An unknown slug goes to /404.
 */
export function LabelLayout({ searchField }: { searchField?: SearchFieldComponent }) {
  const routeSlug = useParams().label;
  const slug = routeSlug ?? DEFAULT_LABEL;
  const { data: label, error, mutate } = useLabel(slug);
  const { pathname, search, hash } = useLocation();

  if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.notFound.getHref()} replace />;
  // A slug the label had before (staff renamed it): the same page at the label's address of today.
  if (label && routeSlug && label.slug !== routeSlug) {
    const rest = pathname.slice(pathname.indexOf('/', 1) === -1 ? pathname.length : pathname.indexOf('/', 1));
    return <Navigate to={`/${label.slug}${rest}${search}${hash}`} replace />;
  }
  if (error) {
    return (
      <main className="page page--bare" id="main">
        <ErrorMessage message="Le site n'a pas pu être chargé." onRetry={() => void mutate()} />
      </main>
    );
  }
  if (!label) {
    return (
      <>
        <div className="page-fallback" aria-hidden="true" />
        <LoadingBanner />
      </>
    );
  }
  return <SiteFrame label={label} SearchField={searchField} />;
}

/** The label of the current page, for route pages under the layout. */
export function useCurrentLabel(): Label {
  return useOutletContext<Label>();
}
