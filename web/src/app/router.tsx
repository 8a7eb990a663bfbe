import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes, useParams } from 'react-router-dom';
import { DEFAULT_LABEL, paths, type LegalPage } from '@/config/paths';
import { RequireAuth, RequireReader } from '@/features/auth/components/require-auth';
import { ScrollToTop } from '@/features/layout/components/scroll-to-top';
import { LabelLayout } from './routes/label-layout';
import { RequireFeature, type LabelFeature } from './routes/require-feature';

/** Every page is its own chunk, loaded on first visit (React.lazy; the layout's Suspense waits for it). */
const page = <P extends object>(load: () => Promise<ComponentType<P>>) => lazy(async () => ({ default: await load() }));

const Home = page(() => import('./routes/home').then((m) => m.HomeRoute));
const Projects = page(() => import('./routes/projects').then((m) => m.ProjectsRoute));
// The campaign page fetches its tabs' code with its own, so switching tabs never waits for the network.
const Campaign = page(() => Promise.all([import('./routes/crowdfunding/campaign'), import('./routes/crowdfunding/campaign-tabs')]).then(([m]) => m.CampaignRoute));
const CampaignDescription = page(() => import('./routes/crowdfunding/campaign-tabs').then((m) => m.CampaignDescriptionRoute));
const CampaignNews = page(() => import('./routes/crowdfunding/campaign-tabs').then((m) => m.CampaignNewsRoute));
const CampaignContributions = page(() => import('./routes/crowdfunding/campaign-tabs').then((m) => m.CampaignContributionsRoute));
const CampaignFaq = page(() => import('./routes/crowdfunding/campaign-tabs').then((m) => m.CampaignFaqRoute));
const NotFound = page(() => import('./routes/not-found').then((m) => m.NotFoundRoute));

const Login = page(() => import('./routes/auth/login').then((m) => m.LoginRoute));
const Registration = page(() => import('./routes/auth/registration').then((m) => m.RegistrationRoute));
const BooksellerRegistration = page(() => import('./routes/auth/registration').then((m) => m.BooksellerRegistrationRoute));
const WaitingValidation = page(() => import('./routes/auth/account-links').then((m) => m.WaitingValidationRoute));
const Confirm = page(() => import('./routes/auth/account-links').then((m) => m.ConfirmRoute));
const ForgotPassword = page(() => import('./routes/auth/account-links').then((m) => m.ForgotPasswordRoute));
const ResetPassword = page(() => import('./routes/auth/account-links').then((m) => m.ResetPasswordRoute));
const Unsubscribe = page(() => import('./routes/auth/account-links').then((m) => m.UnsubscribeRoute));

const Bookshop = page(() => import('./routes/catalogue/bookshop').then((m) => m.BookshopRoute));
const OtherPublishers = page(() => import('./routes/catalogue/bookshop').then((m) => m.OtherPublishersRoute));
const BookPage = page(() => import('./routes/catalogue/book').then((m) => m.BookRoute));
const BooksellerBookPage = page(() => import('./routes/catalogue/book').then((m) => m.BooksellerBookRoute));
const Shop = page(() => import('./routes/shop/shop').then((m) => m.ShopRoute));
const ProductPage = page(() => import('./routes/shop/product').then((m) => m.ProductRoute));
const GiftCards = page(() => import('./routes/shop/gift-cards').then((m) => m.GiftCardsRoute));
const Authors = page(() => import('./routes/authors/authors').then((m) => m.AuthorsRoute));
const AuthorPage = page(() => import('./routes/authors/author').then((m) => m.AuthorRoute));
const Events = page(() => import('./routes/info/events').then((m) => m.EventsRoute));
const About = page(() => import('./routes/info/about').then((m) => m.AboutRoute));
const Faq = page(() => import('./routes/info/faq').then((m) => m.FaqRoute));
const ForgottenVouchers = page(() => import('./routes/info/forgotten-vouchers').then((m) => m.ForgottenVouchersRoute));
const SalesTerms = page(() => import('./routes/info/legal').then((m) => m.SalesTermsRoute));
const LegalNotice = page(() => import('./routes/info/legal').then((m) => m.LegalNoticeRoute));
const Credits = page(() => import('./routes/info/legal').then((m) => m.CreditsRoute));
const TermsOfUse = page(() => import('./routes/info/legal').then((m) => m.TermsOfUseRoute));

const Contribute = page(() => import('./routes/crowdfunding/contribute').then((m) => m.ContributeRoute));
const CartPage = page(() => import('./routes/checkout/cart').then((m) => m.CartRoute));
const Delivery = page(() => import('./routes/checkout/delivery').then((m) => m.DeliveryRoute));
const NoDelivery = page(() => import('./routes/checkout/delivery').then((m) => m.NoDeliveryRoute));
const Summary = page(() => import('./routes/checkout/summary').then((m) => m.SummaryRoute));
const Complete = page(() => import('./routes/checkout/complete').then((m) => m.CompleteRoute));
// Areas with sections route those themselves (descendant <Routes>), each in its own folder.
const AccountArea = page(() => import('./routes/account/account-area').then((m) => m.AccountAreaRoute));
const BooksellerArea = page(() => import('./routes/bookseller/bookseller-area').then((m) => m.BooksellerAreaRoute));
const StaffArea = page(() => import('./routes/staff/staff-area').then((m) => m.StaffAreaRoute));
const Contact = page(() => import('./routes/info/contact').then((m) => m.ContactRoute));
const SubmitProject = page(() => import('./routes/info/contact').then((m) => m.SubmitProjectRoute));

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
  // A data router around the route tree: it lets a page hold a navigation (useBlocker) while a form has unsaved changes.
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes /> }]));
  return <RouterProvider router={router} />;
}

function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route path={paths.root.path} element={<Navigate to={paths.label.home.getHref(DEFAULT_LABEL)} replace />} />
        <Route path={paths.notFound.path} element={<LabelLayout />}>
          <Route index element={<NotFound />} />
        </Route>
        <Route path={paths.label.root.path} element={<LabelLayout />}>
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
