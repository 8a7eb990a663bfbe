import { lazy, useEffect, type ComponentType, type JSX, type ReactElement } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { GuardedBrowserRouter } from '@/lib/guarded-router';
import { Navigate } from '@/components/ui/navigate';
import { DEFAULT_LABEL, paths, type LegalPage } from '@/config/paths';
import { useServerRender } from '@/lib/ssr/server-render';
import { RequireAuth, RequireReader } from '@/features/auth/components/require-auth';
import { ScrollToTop } from '@/features/layout/components/scroll-to-top';
import { SearchField } from '@/features/search/components/search-field';
import { LabelLayout } from './routes/label-layout';
import { RequireFeature, type LabelFeature } from './routes/require-feature';

/**
 * Every page is its own chunk, loaded on first visit (React.lazy; the layout's Suspense waits for
 * it). `source` names the page's module as the build's manifest does: a page the server renders
 * tells the response which chunks and styles to link in its head.
 */
const page = <P extends object>(source: string, load: () => Promise<ComponentType<P>>) => {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function Page(props: P) {
    useServerRender()?.modules.add(source);
    // Runs once the page's code is there and its content live (hydrated, for a page the server rendered): until then its buttons do nothing.
    useEffect(() => {
      document.documentElement.dataset.pageReady = '';
    }, []);
    return <Lazy {...(props as P & JSX.IntrinsicAttributes)} />;
  };
};

const Home = page('src/app/routes/home.tsx', () => import('./routes/home').then((m) => m.HomeRoute));
const Projects = page('src/app/routes/projects.tsx', () => import('./routes/projects').then((m) => m.ProjectsRoute));
// The campaign page fetches its tabs' code with its own, so switching tabs never waits for the network.
const Campaign = page('src/app/routes/crowdfunding/campaign.tsx', () =>
  Promise.all([import('./routes/crowdfunding/campaign'), import('./routes/crowdfunding/campaign-tabs')]).then(([m]) => m.CampaignRoute),
);
const CampaignDescription = page('src/app/routes/crowdfunding/campaign-tabs.tsx', () => import('./routes/crowdfunding/campaign-tabs').then((m) => m.CampaignDescriptionRoute));
const CampaignNews = page('src/app/routes/crowdfunding/campaign-tabs.tsx', () => import('./routes/crowdfunding/campaign-tabs').then((m) => m.CampaignNewsRoute));
const CampaignContributions = page('src/app/routes/crowdfunding/campaign-tabs.tsx', () => import('./routes/crowdfunding/campaign-tabs').then((m) => m.CampaignContributionsRoute));
const CampaignFaq = page('src/app/routes/crowdfunding/campaign-tabs.tsx', () => import('./routes/crowdfunding/campaign-tabs').then((m) => m.CampaignFaqRoute));
const NotFound = page('src/app/routes/not-found.tsx', () => import('./routes/not-found').then((m) => m.NotFoundRoute));

const Login = page('src/app/routes/auth/login.tsx', () => import('./routes/auth/login').then((m) => m.LoginRoute));
const Registration = page('src/app/routes/auth/registration.tsx', () => import('./routes/auth/registration').then((m) => m.RegistrationRoute));
const BooksellerRegistration = page('src/app/routes/auth/registration.tsx', () => import('./routes/auth/registration').then((m) => m.BooksellerRegistrationRoute));
const WaitingValidation = page('src/app/routes/auth/account-links.tsx', () => import('./routes/auth/account-links').then((m) => m.WaitingValidationRoute));
const Confirm = page('src/app/routes/auth/account-links.tsx', () => import('./routes/auth/account-links').then((m) => m.ConfirmRoute));
const ForgotPassword = page('src/app/routes/auth/account-links.tsx', () => import('./routes/auth/account-links').then((m) => m.ForgotPasswordRoute));
const ResetPassword = page('src/app/routes/auth/account-links.tsx', () => import('./routes/auth/account-links').then((m) => m.ResetPasswordRoute));
const Unsubscribe = page('src/app/routes/auth/account-links.tsx', () => import('./routes/auth/account-links').then((m) => m.UnsubscribeRoute));

const Bookshop = page('src/app/routes/catalogue/bookshop.tsx', () => import('./routes/catalogue/bookshop').then((m) => m.BookshopRoute));
const OtherPublishers = page('src/app/routes/catalogue/bookshop.tsx', () => import('./routes/catalogue/bookshop').then((m) => m.OtherPublishersRoute));
const BookPage = page('src/app/routes/catalogue/book.tsx', () => import('./routes/catalogue/book').then((m) => m.BookRoute));
const BooksellerBookPage = page('src/app/routes/catalogue/book.tsx', () => import('./routes/catalogue/book').then((m) => m.BooksellerBookRoute));
const Shop = page('src/app/routes/shop/shop.tsx', () => import('./routes/shop/shop').then((m) => m.ShopRoute));
const ProductPage = page('src/app/routes/shop/product.tsx', () => import('./routes/shop/product').then((m) => m.ProductRoute));
const GiftCards = page('src/app/routes/shop/gift-cards.tsx', () => import('./routes/shop/gift-cards').then((m) => m.GiftCardsRoute));
const Authors = page('src/app/routes/authors/authors.tsx', () => import('./routes/authors/authors').then((m) => m.AuthorsRoute));
const AuthorPage = page('src/app/routes/authors/author.tsx', () => import('./routes/authors/author').then((m) => m.AuthorRoute));
const Events = page('src/app/routes/info/events.tsx', () => import('./routes/info/events').then((m) => m.EventsRoute));
const Search = page('src/app/routes/search.tsx', () => import('./routes/search').then((m) => m.SearchRoute));
const About = page('src/app/routes/info/about.tsx', () => import('./routes/info/about').then((m) => m.AboutRoute));
const Faq = page('src/app/routes/info/faq.tsx', () => import('./routes/info/faq').then((m) => m.FaqRoute));
const ForgottenVouchers = page('src/app/routes/info/forgotten-vouchers.tsx', () => import('./routes/info/forgotten-vouchers').then((m) => m.ForgottenVouchersRoute));
const SalesTerms = page('src/app/routes/info/legal.tsx', () => import('./routes/info/legal').then((m) => m.SalesTermsRoute));
const LegalNotice = page('src/app/routes/info/legal.tsx', () => import('./routes/info/legal').then((m) => m.LegalNoticeRoute));
const Credits = page('src/app/routes/info/legal.tsx', () => import('./routes/info/legal').then((m) => m.CreditsRoute));
const TermsOfUse = page('src/app/routes/info/legal.tsx', () => import('./routes/info/legal').then((m) => m.TermsOfUseRoute));

const Contribute = page('src/app/routes/crowdfunding/contribute.tsx', () => import('./routes/crowdfunding/contribute').then((m) => m.ContributeRoute));
const CartPage = page('src/app/routes/checkout/cart.tsx', () => import('./routes/checkout/cart').then((m) => m.CartRoute));
const Delivery = page('src/app/routes/checkout/delivery.tsx', () => import('./routes/checkout/delivery').then((m) => m.DeliveryRoute));
const NoDelivery = page('src/app/routes/checkout/delivery.tsx', () => import('./routes/checkout/delivery').then((m) => m.NoDeliveryRoute));
const Summary = page('src/app/routes/checkout/summary.tsx', () => import('./routes/checkout/summary').then((m) => m.SummaryRoute));
const Complete = page('src/app/routes/checkout/complete.tsx', () => import('./routes/checkout/complete').then((m) => m.CompleteRoute));
// Areas with sections route those themselves (descendant <Routes>), each in its own folder.
const AccountArea = page('src/app/routes/account/account-area.tsx', () => import('./routes/account/account-area').then((m) => m.AccountAreaRoute));
const BooksellerArea = page('src/app/routes/bookseller/bookseller-area.tsx', () => import('./routes/bookseller/bookseller-area').then((m) => m.BooksellerAreaRoute));
const StaffArea = page('src/app/routes/staff/staff-area.tsx', () => import('./routes/staff/staff-area').then((m) => m.StaffAreaRoute));
const Contact = page('src/app/routes/info/contact.tsx', () => import('./routes/info/contact').then((m) => m.ContactRoute));
const SubmitProject = page('src/app/routes/info/contact.tsx', () => import('./routes/info/contact').then((m) => m.SubmitProjectRoute));

/** Login guard of spec §2. */
const guarded = (element: ReactElement) => <RequireAuth>{element}</RequireAuth>;

/** A page that exists only where the label has the feature switched on (spec §3); elsewhere, its 404. */
const switched = (feature: LabelFeature, element: ReactElement) => <RequireFeature feature={feature}>{element}</RequireFeature>;

/** The legal pages, each its own route (spec §2). */
const LEGAL: [page: LegalPage, element: ReactElement][] = [
  ['cgv', <SalesTerms />],
  ['mentions-legales', <LegalNotice />],
  ['credits', <Credits />],
  ['eula', <TermsOfUse />],
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
  // A page may hold a navigation while a form has unsaved changes (components/back-office/unsaved-changes).
  return (
    <GuardedBrowserRouter>
      <AppRoutes />
    </GuardedBrowserRouter>
  );
}

/** The route tree, which the server renders in a static router. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route path={paths.root.path} element={<Navigate to={paths.label.home.getHref(DEFAULT_LABEL)} replace />} />
        <Route path={paths.notFound.path} element={<LabelLayout searchField={SearchField} />}>
          <Route index element={<NotFound />} />
        </Route>
        <Route path={paths.label.root.path} element={<LabelLayout searchField={SearchField} />}>
          <Route index element={<Home />} />
          {aliases(paths.label.home.patterns, <Home />)}
          {aliases(paths.label.projects.patterns, switched('featureProjects', <Projects />))}
          {aliases(paths.label.crowdfunding.patterns, switched('feature_crowdfunding', <Campaign />), campaignTabs)}

          {aliases(paths.label.login.patterns, <Login />)}
          {aliases(paths.label.registration.patterns, <Registration />)}
          {aliases(paths.label.booksellerRegistration.patterns, <BooksellerRegistration />)}
          {aliases(paths.label.waitingValidation.patterns, <WaitingValidation />)}
          {aliases(paths.label.confirm.patterns, <Confirm />)}
          {aliases(paths.label.forgotPassword.patterns, <ForgotPassword />)}
          {aliases(paths.label.resetPassword.patterns, <ResetPassword />)}
          {aliases(paths.label.unsubscribe.patterns, <Unsubscribe />)}

          {aliases(paths.label.bookshop.patterns, switched('featureLibrary', <Bookshop />))}
          {aliases(paths.label.otherPublishers.patterns, switched('featureExternals', <OtherPublishers />))}
          {aliases(paths.label.book.patterns, switched('featureLibrary', <BookPage />))}
          {aliases(paths.label.booksellerBook.patterns, <BooksellerBookPage />)}
          {aliases(paths.label.shop.patterns, switched('featureShop', <Shop />))}
          {aliases(paths.label.giftCards.patterns, switched('featureShop', <GiftCards />))}
          {aliases(paths.label.product.patterns, switched('featureShop', <ProductPage />))}
          {aliases(paths.label.authors.patterns, switched('featureAuthors', <Authors />))}
          {aliases(paths.label.author.patterns, switched('featureAuthors', <AuthorPage />))}
          {aliases(paths.label.events.patterns, switched('featureEvents', <Events />))}
          {aliases(paths.label.search.patterns, <Search />)}
          <Route path={paths.label.about.index} element={switched('featureAbout', <Navigate to="nous" replace />)} />
          {aliases(paths.label.about.patterns, switched('featureAbout', <About />))}
          {aliases(paths.label.faq.patterns, <Faq />)}
          {aliases(paths.label.forgottenVouchers.patterns, <ForgottenVouchers />)}
          {LEGAL.map(([name, element]) => (
            <Route key={name} path={paths.label.legal.pattern(name)} element={element} />
          ))}

          {aliases(paths.label.contact.patterns, <Contact />)}
          {aliases(paths.label.submitProject.patterns, <SubmitProject />)}

          {aliases(paths.label.contribute.patterns, switched('feature_crowdfunding', <Contribute />))}
          {aliases(paths.label.checkout.cart, <CartPage />)}
          {aliases(paths.label.checkout.delivery, guarded(<Delivery />))}
          {aliases(paths.label.checkout.noDelivery, guarded(<NoDelivery />))}
          {aliases(paths.label.checkout.summary, guarded(<Summary />))}
          {aliases(paths.label.checkout.complete, guarded(<Complete />))}

          {/* Spec §2: the account area needs a login and is the readers' (booksellers have theirs). */}
          {aliases(
            paths.label.account.patterns,
            guarded(
              <RequireReader>
                <AccountArea />
              </RequireReader>,
            ),
          )}
          {aliases(paths.label.bookseller.patterns, <BooksellerArea />)}
          {aliases(paths.label.staff.patterns, guarded(<StaffArea />))}
          {aliases(paths.label.notFound.patterns, <NotFound />)}
          <Route path="*" element={<ToLabelNotFound />} />
        </Route>
      </Routes>
    </>
  );
}
