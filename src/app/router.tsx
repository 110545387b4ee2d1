import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { RouteFallback } from '../components/RouteFallback';
import { usePageTitle } from '../components/usePageTitle';
import { NOT_FOUND_TITLE, PAGES, type PageKey } from '@/contract/pages';
import { MainLayout } from './layout/MainLayout';
import { RouteError } from './layout/RouteError';

type Page = LazyExoticComponent<ComponentType>;

const OPERATOR_PATH = '/operator/*';

/** The tab's title until a console page names itself. */
const OPERATOR_TITLE = 'Console';

/* One chunk per page; the names make the build output and the bundle budget readable. */
const HomePage = lazy(
  () => import(/* webpackChunkName: "page-home" */ '../features/catalog/pages/HomePage'),
);
const AboutPage = lazy(
  () => import(/* webpackChunkName: "page-about" */ '../features/content/pages/AboutPage'),
);
const ToursListPage = lazy(
  () => import(/* webpackChunkName: "page-tours-list" */ '../features/catalog/pages/ToursListPage'),
);
const TourDetailsPage = lazy(
  () =>
    import(/* webpackChunkName: "page-tour-details" */ '../features/catalog/pages/TourDetailsPage'),
);
const DestinationListPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-destination-list" */ '../features/catalog/pages/DestinationListPage'
    ),
);
const DestinationListFullPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-destination-list-full" */ '../features/catalog/pages/DestinationListFullPage'
    ),
);
const DestinationDetailsPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-destination-details" */ '../features/catalog/pages/DestinationDetailsPage'
    ),
);
const TransferServicesPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-transfer-services" */ '../features/transfers/pages/TransferServicesPage'
    ),
);
const GalleryPage = lazy(
  () => import(/* webpackChunkName: "page-gallery" */ '../features/content/pages/GalleryPage'),
);
const FaqPage = lazy(
  () => import(/* webpackChunkName: "page-faq" */ '../features/content/pages/FaqPage'),
);
const ContactPage = lazy(
  () => import(/* webpackChunkName: "page-contact" */ '../features/enquiries/pages/ContactPage'),
);
const ErrorPage = lazy(
  () => import(/* webpackChunkName: "page-error" */ '../features/content/pages/ErrorPage'),
);
const ComingSoonPage = lazy(
  () =>
    import(/* webpackChunkName: "page-coming-soon" */ '../features/content/pages/ComingSoonPage'),
);
const UserProfilePage = lazy(
  () =>
    import(/* webpackChunkName: "page-user-profile" */ '../features/account/pages/UserProfilePage'),
);
const BlogPage = lazy(
  () => import(/* webpackChunkName: "page-blog" */ '../features/content/pages/BlogPage'),
);
const BlogV2Page = lazy(
  () => import(/* webpackChunkName: "page-blog-v2" */ '../features/content/pages/BlogV2Page'),
);
const BlogV3Page = lazy(
  () => import(/* webpackChunkName: "page-blog-v3" */ '../features/content/pages/BlogV3Page'),
);
const BlogDetailsPage = lazy(
  () =>
    import(/* webpackChunkName: "page-blog-details" */ '../features/content/pages/BlogDetailsPage'),
);
const BusinessServicesPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-business-services" */ '../features/content/pages/BusinessServicesPage'
    ),
);
const LoginPage = lazy(
  () => import(/* webpackChunkName: "page-login" */ '../features/account/pages/LoginPage'),
);
const SignupPage = lazy(
  () => import(/* webpackChunkName: "page-signup" */ '../features/account/pages/SignupPage'),
);
const ForgotPasswordPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-forgot-password" */ '../features/account/pages/ForgotPasswordPage'
    ),
);
const CartPage = lazy(
  () => import(/* webpackChunkName: "page-cart" */ '../features/cart/pages/CartPage'),
);
const SpecialExcursionsPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-special-excursions" */ '../features/catalog/pages/SpecialExcursionsPage'
    ),
);
const SpecialExcursionCategoryPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-special-excursion-category" */ '../features/catalog/pages/SpecialExcursionCategoryPage'
    ),
);
const SpecialExcursionDetailsPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-special-excursion-details" */ '../features/catalog/pages/SpecialExcursionDetailsPage'
    ),
);
/** The operator's console: its own frame and routes, outside the public site's layout. */
const OperatorConsole = lazy(
  () => import(/* webpackChunkName: "console" */ '../features/operator/OperatorConsole'),
);
const TermsPage = lazy(
  () => import(/* webpackChunkName: "page-terms" */ '../features/content/pages/TermsPage'),
);
const PrivacyPage = lazy(
  () => import(/* webpackChunkName: "page-privacy" */ '../features/content/pages/PrivacyPage'),
);
const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "page-not-found" */ '../features/content/pages/NotFoundPage'),
);

interface PageRoute {
  path: string;
  /** The browser tab's title: '<title> | West Africa Tours'. */
  title: string;
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

function RoutePage({ title, Page }: Omit<PageRoute, 'path'>) {
  usePageTitle(title);
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={<RouteError />}>
      <Suspense fallback={<RouteFallback />}>
        <Page />
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
        element={<RoutePage title={OPERATOR_TITLE} Page={OperatorConsole} />}
      />
      <Route element={<MainLayout />}>
        {PAGE_ROUTES.map(({ path, title, Page }) => (
          <Route key={path} path={path} element={<RoutePage title={title} Page={Page} />} />
        ))}
      </Route>
    </Routes>
  );
}
