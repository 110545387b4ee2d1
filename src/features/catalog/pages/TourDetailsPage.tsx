import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { localeOfPath, useT } from '@/i18n';
import { TourDetails } from '../components/tours/TourDetails';
import { tourMessages } from '../components/tours/messages';
import { TourProblem } from '../components/tours/TourProblem';
import { useTourToShow } from '../components/tours/useTourToShow';

/*
 * The page formats money, numbers, days and plurals as it hydrates: the browser's Intl data for
 * them start on another core as its code arrives (decision 072). Asked for only where there are
 * workers (not on the server, which renders this page too): the module names its worker by
 * `import.meta`, which only the browser's build reads.
 */
if (typeof Worker !== 'undefined') {
  void import(/* webpackMode: "eager" */ '@/i18n/intlWarmUp').then(({ warmUpIntl }) =>
    warmUpIntl(localeOfPath(window.location.pathname)),
  );
}

/** /tour-details/{id}, and /tour-details for the last viewed excursion (docs/product.md, Pages). */
export default function TourDetailsPage() {
  const t = useT();
  const tour = useTourToShow();
  if (tour.status === 'shown') return <TourDetails excursion={tour.excursion} />;
  if (tour.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label={t(tourMessages.loadingTour)} />
      </Box>
    );
  }
  return <TourProblem kind={tour.status} />;
}
