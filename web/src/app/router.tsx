import { lazy, type ComponentType, type ReactElement } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { DEFAULT_LABEL, paths } from '@/config/paths';
import { ScrollToTop } from '@/features/layout/components/scroll-to-top';
import { LabelLayout } from './routes/label-layout';

/** Every page is its own chunk, loaded on first visit (React.lazy; the layout's Suspense waits for it). */
const page = <P extends object>(load: () => Promise<ComponentType<P>>) => lazy(async () => ({ default: await load() }));

const Home = page(() => import('./routes/home').then((m) => m.HomeRoute));
const Projects = page(() => import('./routes/projects').then((m) => m.ProjectsRoute));
// The campaign page fetches its tabs' code with its own, so switching tabs never waits for the network.
const Campaign = page(() =>
  Promise.all([import('./routes/crowdfunding/campaign'), import('./routes/crowdfunding/campaign-tabs')]).then(([m]) => m.CampaignRoute),
);
const CampaignDescription = page(() => import('./routes/crowdfunding/campaign-tabs').then((m) => m.CampaignDescriptionRoute));
const CampaignNews = page(() => import('./routes/crowdfunding/campaign-tabs').then((m) => m.CampaignNewsRoute));
const CampaignContributions = page(() => import('./routes/crowdfunding/campaign-tabs').then((m) => m.CampaignContributionsRoute));
const CampaignFaq = page(() => import('./routes/crowdfunding/campaign-tabs').then((m) => m.CampaignFaqRoute));
const NotFound = page(() => import('./routes/not-found').then((m) => m.NotFoundRoute));
const ComingSoon = page(() => import('./routes/coming-soon').then((m) => m.ComingSoonRoute));

/** Areas still to build: each shows 'Bientôt disponible' under its name, inside the layout. */
const COMING_SOON: [patterns: readonly string[], title: string][] = [
  [paths.label.contribute.patterns, 'Contribuer'],
  [paths.label.bookshop.patterns, 'Librairie'],
  [paths.label.shop.patterns, 'Boutique'],
  [paths.label.authors.patterns, 'Nos auteurs.ices'],
  [paths.label.author.patterns, 'Auteurice'],
  [paths.label.about.patterns, 'Qui sommes-nous ?'],
  [paths.label.events.patterns, 'Agenda'],
  [paths.label.contact.patterns, 'Contact'],
  [paths.label.legal.patterns, 'Informations légales'],
  [paths.label.account.patterns, 'Mon compte'],
  [paths.label.bookseller.patterns, 'Espace libraire'],
  [paths.label.checkout.patterns, 'Commande'],
  [paths.label.login.patterns, 'Connexion'],
  [paths.label.registration.patterns, 'Inscription'],
  [paths.label.confirm.patterns, 'Validation du compte'],
  [paths.label.waitingValidation.patterns, 'Validation de votre adresse'],
  [paths.label.forgotPassword.patterns, 'Mot de passe oublié'],
  [paths.label.resetPassword.patterns, 'Nouveau mot de passe'],
  [paths.label.unsubscribe.patterns, 'Désinscription'],
];

/** One <Route> per spelling of a path (French and English aliases share the page). */
function aliases(patterns: readonly string[], element: ReactElement, children?: ReactElement[]) {
  return patterns.map((pattern) => (
    <Route key={pattern} path={pattern} element={element}>
      {children}
    </Route>
  ));
}

/** Unknown paths of a label go to its 404 page (spec §2). */
function ToLabelNotFound() {
  const label = useParams().label ?? DEFAULT_LABEL;
  return <Navigate to={paths.label.notFound.getHref(label)} replace />;
}

const campaignTabs = [
  <Route key="index" index element={<CampaignDescription />} />,
  <Route key="description" path="description" element={<CampaignDescription />} />,
  <Route key="news" path="news" element={<CampaignNews />} />,
  <Route key="contributions" path="contributions" element={<CampaignContributions />} />,
  <Route key="faq" path="faq" element={<CampaignFaq />} />,
];

/**
 * Every page lives under /:label/ (spec §2). The layout resolves the label and sends unknown slugs
 * to /404; unknown paths inside a label go to its 404 page.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <Routes>
        <Route path={paths.root.path} element={<Navigate to={paths.label.home.getHref(DEFAULT_LABEL)} replace />} />
        <Route path={paths.notFound.path} element={<LabelLayout />}>
          <Route index element={<NotFound />} />
        </Route>
        <Route path={paths.label.root.path} element={<LabelLayout />}>
          <Route index element={<Home />} />
          {aliases(paths.label.home.patterns, <Home />)}
          {aliases(paths.label.projects.patterns, <Projects />)}
          {aliases(paths.label.crowdfunding.patterns, <Campaign />, campaignTabs)}
          {COMING_SOON.flatMap(([patterns, title]) => aliases(patterns, <ComingSoon title={title} />))}
          {aliases(paths.label.notFound.patterns, <NotFound />)}
          <Route path="*" element={<ToLabelNotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
