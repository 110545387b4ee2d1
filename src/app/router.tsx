import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { RouteFallback } from '../components/RouteFallback';
import { usePageTitle } from '../components/usePageTitle';
import { NOT_FOUND_TITLE, PAGE_TITLES, PAGES, type PageKey } from '@/contract/pages';
import { useT, type Message } from '@/i18n';
import { MainLayout } from './layout/MainLayout';
import { RouteError } from './layout/RouteError';
import { giveBackTypedValues } from './earlyInput/keep';

/** The entry takes the browser's router from here, evaluated in the routes' task (decision 044). */
export { BrowserRouter } from 'react-router-dom';

/** A page's lazy component, and the call that starts loading its code. */
type Page = LazyExoticComponent<ComponentType> & { load(): Promise<unknown> };

type PageModule = { default: ComponentType };

/**
 * The component and the early start share one load, so a page's steps (decision 078) run once; a
 * load that failed is tried again by the next caller, as React's lazy would have.
 */
function page(load: () => Promise<PageModule>): Page {
  let loading: Promise<PageModule> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(lazy(loadOnce), { load: loadOnce });
}

const OPERATOR_PATH = '/operator/*';

/* One chunk per page; the names make the build output and the bundle budget readable. */
const HomePage = page(
  () => import(/* webpackChunkName: "page-home" */ '../features/catalog/pages/HomePage'),
);
const AboutPage = page(
  () => import(/* webpackChunkName: "page-about" */ '../features/content/pages/AboutPage'),
);
const ToursListPage = page(
  () => import(/* webpackChunkName: "page-tours-list" */ '../features/catalog/pages/ToursListPage'),
);
const TourDetailsPage = page(() =>
  import(
    /* webpackChunkName: "page-tour-details" */ '../features/catalog/pages/tourDetailsPageInSteps'
  ).then((steps) => steps.default()),
);
const DestinationListPage = page(
  () =>
    import(
      /* webpackChunkName: "page-destination-list" */ '../features/catalog/pages/DestinationListPage'
    ),
);
const DestinationListFullPage = page(
  () =>
    import(
      /* webpackChunkName: "page-destination-list-full" */ '../features/catalog/pages/DestinationListFullPage'
    ),
);
const DestinationDetailsPage = page(
  () =>
    import(
      /* webpackChunkName: "page-destination-details" */ '../features/catalog/pages/DestinationDetailsPage'
    ),
);
const TransferServicesPage = page(
  () =>
    import(
      /* webpackChunkName: "page-transfer-services" */ '../features/transfers/pages/TransferServicesPage'
    ),
);
const GalleryPage = page(
  () => import(/* webpackChunkName: "page-gallery" */ '../features/content/pages/GalleryPage'),
);
const FaqPage = page(
  () => import(/* webpackChunkName: "page-faq" */ '../features/content/pages/FaqPage'),
);
const ContactPage = page(
  () => import(/* webpackChunkName: "page-contact" */ '../features/enquiries/pages/ContactPage'),
);
const ErrorPage = page(
  () => import(/* webpackChunkName: "page-error" */ '../features/content/pages/ErrorPage'),
);
const ComingSoonPage = page(
  () =>
    import(/* webpackChunkName: "page-coming-soon" */ '../features/content/pages/ComingSoonPage'),
);
const UserProfilePage = page(
  () =>
    import(/* webpackChunkName: "page-user-profile" */ '../features/account/pages/UserProfilePage'),
);
const BlogPage = page(
  () => import(/* webpackChunkName: "page-blog" */ '../features/content/pages/BlogPage'),
);
const BlogV2Page = page(
  () => import(/* webpackChunkName: "page-blog-v2" */ '../features/content/pages/BlogV2Page'),
);
const BlogV3Page = page(
  () => import(/* webpackChunkName: "page-blog-v3" */ '../features/content/pages/BlogV3Page'),
);
const BlogDetailsPage = page(
  () =>
    import(/* webpackChunkName: "page-blog-details" */ '../features/content/pages/BlogDetailsPage'),
);
const BusinessServicesPage = page(
  () =>
    import(
      /* webpackChunkName: "page-business-services" */ '../features/content/pages/BusinessServicesPage'
    ),
);
const LoginPage = page(
  () => import(/* webpackChunkName: "page-login" */ '../features/account/pages/LoginPage'),
);
const SignupPage = page(
  () => import(/* webpackChunkName: "page-signup" */ '../features/account/pages/SignupPage'),
);
const ForgotPasswordPage = page(
  () =>
    import(
      /* webpackChunkName: "page-forgot-password" */ '../features/account/pages/ForgotPasswordPage'
    ),
);
const CartPage = page(
  () => import(/* webpackChunkName: "page-cart" */ '../features/cart/pages/CartPage'),
);
/** Shares its chunk with the payment step that the cart and My Bookings load when needed. */
const PaymentReturnPage = page(
  () =>
    import(/* webpackChunkName: "page-payment" */ '../features/payments/pages/PaymentReturnPage'),
);
const SpecialExcursionsPage = page(
  () =>
    import(
      /* webpackChunkName: "page-special-excursions" */ '../features/catalog/pages/SpecialExcursionsPage'
    ),
);
const SpecialExcursionCategoryPage = page(
  () =>
    import(
      /* webpackChunkName: "page-special-excursion-category" */ '../features/catalog/pages/SpecialExcursionCategoryPage'
    ),
);
const SpecialExcursionDetailsPage = page(
  () =>
    import(
      /* webpackChunkName: "page-special-excursion-details" */ '../features/catalog/pages/SpecialExcursionDetailsPage'
    ),
);
/** The operator's console: its own frame and routes, outside the public site's layout. */
const OperatorConsole = page(
  () => import(/* webpackChunkName: "console" */ '../features/operator/OperatorConsole'),
);
const TermsPage = page(
  () => import(/* webpackChunkName: "page-terms" */ '../features/content/pages/TermsPage'),
);
const PrivacyPage = page(
  () => import(/* webpackChunkName: "page-privacy" */ '../features/content/pages/PrivacyPage'),
);
const NotFoundPage = page(
  () => import(/* webpackChunkName: "page-not-found" */ '../features/content/pages/NotFoundPage'),
);

interface PageRoute {
  path: string;
  /** The browser tab's title: '<title> | West Africa Tours', in the page's language. */
  title: Message;
  Page: Page;
}

/** The component of every page; paths and titles come from the table both programs share. */
const PAGE_COMPONENTS: Record<PageKey, Page> = {
  home: HomePage,
  about: AboutPage,
  toursList: ToursListPage,
  tourDetails: TourDetailsPage,
  tourDetailsById: TourDetailsPage,
  destinationList: DestinationListPage,
  destinationListFull: DestinationListFullPage,
  destinationDetails: DestinationDetailsPage,
  transferServices: TransferServicesPage,
  gallery: GalleryPage,
  faq: FaqPage,
  contact: ContactPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  error: ErrorPage,
  comingSoon: ComingSoonPage,
  userProfile: UserProfilePage,
  blog: BlogPage,
  blogV2: BlogV2Page,
  blogV3: BlogV3Page,
  blogDetails: BlogDetailsPage,
  businessServices: BusinessServicesPage,
  login: LoginPage,
  signup: SignupPage,
  forgotPassword: ForgotPasswordPage,
  cart: CartPage,
  paymentReturn: PaymentReturnPage,
  specialExcursions: SpecialExcursionsPage,
  specialExcursionCategory: SpecialExcursionCategoryPage,
  specialExcursionDetails: SpecialExcursionDetailsPage,
};

/** Every page, then the not-found page for any other path. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  ...(Object.keys(PAGES) as PageKey[]).map((key) => ({
    path: PAGES[key].path,
    title: PAGES[key].title,
    Page: PAGE_COMPONENTS[key],
  })),
  { path: '*', title: NOT_FOUND_TITLE, Page: NotFoundPage },
];

/**
 * Starts loading the code of the page at `pathname`: called before hydrating the server's page,
 * whose part React otherwise asks for only when it comes to hydrate it, late and at low priority;
 * until the code is there, a tap on the page is lost.
 */
export function loadPageCode(pathname: string) {
  const route = PAGE_ROUTES.find(({ path }) => path !== '*' && matchPath(path, pathname));
  (route?.Page ?? NotFoundPage).load().catch(() => {
    // The page's component asks again as it renders, and shows the route's error if that fails too.
  });
}

/**
 * Marks `<html data-page-ready>` once the page's own part has hydrated (or rendered, or failed):
 * from then on a tap or a keystroke reaches it, and what was typed before is given back to its
 * fields. Renders nothing, so the server's page is the same. The browser suite waits for the mark
 * after each load (decision 036).
 */
function PageReady() {
  useEffect(() => {
    giveBackTypedValues();
    document.documentElement.setAttribute('data-page-ready', '');
  }, []);
  return null;
}

function RoutePage({ title, Page }: Omit<PageRoute, 'path'>) {
  const t = useT();
  usePageTitle(t(title));
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      key={pathname}
      fallback={
        <>
          <RouteError />
          <PageReady />
        </>
      }
    >
      <Suspense fallback={<RouteFallback />}>
        <Page />
        <PageReady />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The site's routes. Declarative routes (not the data router): the site loads its data through
 * RTK Query, and leaving the data router out keeps about 17 KB gzip off every page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={OPERATOR_PATH}
        element={<RoutePage title={PAGE_TITLES.console} Page={OperatorConsole} />}
      />
      <Route element={<MainLayout />}>
        {PAGE_ROUTES.map(({ path, title, Page }) => (
          <Route key={path} path={path} element={<RoutePage title={title} Page={Page} />} />
        ))}
      </Route>
    </Routes>
  );
}
