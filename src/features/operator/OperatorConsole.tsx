import { useLayoutEffect, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { ConsoleLayout } from './components/ConsoleLayout';
import AuditPage from './pages/AuditPage';
import ResellersPage from './pages/ResellersPage';
import RatesPage from './pages/RatesPage';
import BookingPage from './pages/BookingPage';
import BookingsPage from './pages/BookingsPage';
import CheckInPage from './pages/CheckInPage';
import DestinationEditPage from './pages/DestinationEditPage';
import DestinationsPage from './pages/DestinationsPage';
import EnquiriesPage from './pages/EnquiriesPage';
import ExcursionEditPage from './pages/ExcursionEditPage';
import { ExcursionPricingPage, ExcursionSchedulePage } from './pages/ExcursionPartPage';
import DeparturesPage from './pages/DeparturesPage';
import ManifestPage from './pages/ManifestPage';
import PaymentsPage from './pages/PaymentsPage';
import ExcursionsPage from './pages/ExcursionsPage';
import ProgrammesPage from './pages/ProgrammesPage';
import ReviewsPage from './pages/ReviewsPage';
import SignInPage from './pages/SignInPage';
import SummaryPage from './pages/SummaryPage';
import TransfersPage from './pages/TransfersPage';
import WelcomePage from './pages/WelcomePage';
import { CONSOLE_PATHS } from './paths';
import { hasStaffSession, installStaffSession } from './session/installStaffSession';
import { selectIsStaffSignedIn } from './session/staffSessionSlice';
import { CONSOLE } from './texts';

/** Paths below /operator, as the nested routes name them. */
const below = (path: string) => path.replace(/^\/operator\/?/, '');

const SIGNED_IN_PAGES: Array<[string, ComponentType]> = [
  [CONSOLE_PATHS.bookings, BookingsPage],
  ['/operator/bookings/:id', BookingPage],
  [CONSOLE_PATHS.transfers, TransfersPage],
  [CONSOLE_PATHS.enquiries, EnquiriesPage],
  [CONSOLE_PATHS.reviews, ReviewsPage],
  [CONSOLE_PATHS.excursions, ExcursionsPage],
  ['/operator/excursions/:id', ExcursionEditPage],
  ['/operator/excursions/:id/pricing', ExcursionPricingPage],
  ['/operator/excursions/:id/schedule', ExcursionSchedulePage],
  [CONSOLE_PATHS.departures, DeparturesPage],
  ['/operator/departures/:id/manifest', ManifestPage],
  ['/operator/check-in/:token', CheckInPage],
  [CONSOLE_PATHS.payments, PaymentsPage],
  [CONSOLE_PATHS.destinations, DestinationsPage],
  ['/operator/destinations/:id', DestinationEditPage],
  [CONSOLE_PATHS.programmes, ProgrammesPage],
  [CONSOLE_PATHS.resellers, ResellersPage],
  [CONSOLE_PATHS.rates, RatesPage],
  [CONSOLE_PATHS.audit, AuditPage],
];

/** A page that fails to draw shows a sentence in the frame, not a blank console. */
function ConsolePage({ Page }: { Page: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      key={pathname}
      fallback={<ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />}
    >
      <Page />
    </ErrorBoundary>
  );
}

/** The console's pages need a staff session; without one, sign-in, then back to the page. */
function RequireStaff() {
  const signedIn = useAppSelector(selectIsStaffSignedIn);
  const { pathname, search } = useLocation();
  if (!signedIn) {
    return <Navigate to={CONSOLE_PATHS.signIn} replace state={{ from: pathname + search }} />;
  }
  return <ConsoleLayout />;
}

function ConsoleNotFound() {
  return <ListStatus state="empty" text={CONSOLE.notFound} look={noticeLook} />;
}

/**
 * The operator's console under /operator: its own frame, its own staff session (added to the
 * store when this code loads, so that no public page carries it) and its own pages. It is one
 * chunk (the router's lazy import): the public pages' table of chunks grows by one entry only.
 */
export default function OperatorConsole() {
  const store = useAppStore();
  const [ready, setReady] = useState(() => hasStaffSession(store));
  // Not while rendering: replacing the reducer notifies every subscribed component.
  useLayoutEffect(() => {
    installStaffSession(store);
    setReady(true);
  }, [store]);
  if (!ready) return null;
  return (
    <Routes>
      <Route path={below(CONSOLE_PATHS.signIn)} element={<ConsolePage Page={SignInPage} />} />
      <Route path={below(CONSOLE_PATHS.welcome)} element={<ConsolePage Page={WelcomePage} />} />
      <Route element={<RequireStaff />}>
        <Route index element={<ConsolePage Page={SummaryPage} />} />
        {SIGNED_IN_PAGES.map(([path, Page]) => (
          <Route key={path} path={below(path)} element={<ConsolePage Page={Page} />} />
        ))}
        <Route path="*" element={<ConsoleNotFound />} />
      </Route>
    </Routes>
  );
}
