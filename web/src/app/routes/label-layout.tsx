import { Navigate, Outlet, ScrollRestoration, useOutletContext, useParams } from 'react-router-dom';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { DEFAULT_LABEL, paths } from '@/config/paths';
import { useLabel } from '@/features/labels/api/get-label';
import { LabelTheme } from '@/features/labels/components/label-theme';
import { Footer } from '@/features/layout/components/footer';
import { Header } from '@/features/layout/components/header';
import { ApiError } from '@/lib/api-client';
import type { Label } from '@/types/api';

/**
 * The frame of every page: loads the label of the URL (the default one outside a label, as on
 * /404), applies its theme, and shows header, page and footer. An unknown slug goes to /404.
 */
export function LabelLayout() {
  const slug = useParams().label ?? DEFAULT_LABEL;
  const { data: label, error, mutate } = useLabel(slug);

  if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.notFound.getHref()} replace />;
  if (error) {
    return (
      <main className="page" id="main">
        <ErrorMessage message={`Le site n'a pas pu être chargé. ${error.message}`} onRetry={() => void mutate()} />
      </main>
    );
  }
  if (!label) {
    return (
      <main className="page" id="main">
        <Loading />
      </main>
    );
  }
  return (
    <>
      <LabelTheme theme={label.theme} />
      <a className="skip-link" href="#main">
        Aller au contenu
      </a>
      <Header label={label} />
      <main className="page" id="main" tabIndex={-1}>
        <Outlet context={label satisfies Label} />
      </main>
      <Footer label={label} />
      <ScrollRestoration />
    </>
  );
}

/** The label of the current page, for route pages under the layout. */
export function useCurrentLabel(): Label {
  return useOutletContext<Label>();
}
