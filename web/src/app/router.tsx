import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { DEFAULT_LABEL, paths } from '@/config/paths';
import { LabelLayout } from './routes/label-layout';

const home = () => import('./routes/home').then((m) => ({ Component: m.HomeRoute }));
const notFound = () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute }));

/**
 * Every page lives under /:label/ (spec §2). The layout resolves the label and sends unknown slugs
 * to /404; unknown paths inside a label show the 404 page. Pages are loaded lazily.
 */
const router = createBrowserRouter([
  { path: paths.root.path, element: <Navigate to={paths.label.home.getHref(DEFAULT_LABEL)} replace /> },
  { path: paths.notFound.path, element: <LabelLayout />, children: [{ index: true, lazy: notFound }] },
  {
    path: paths.label.root.path,
    element: <LabelLayout />,
    children: [
      { index: true, lazy: home },
      { path: paths.label.home.path, lazy: home },
      { path: '*', lazy: notFound },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
