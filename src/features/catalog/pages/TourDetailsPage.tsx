import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { localeOfPath, useT } from '@/i18n';
import { warmUpIntl } from '@/i18n/intlWarmUp';
import { TourDetails } from '../components/tours/TourDetails';
import { tourMessages } from '../components/tours/messages';
import { TourProblem } from '../components/tours/TourProblem';
import { useTourToShow } from '../components/tours/useTourToShow';

/*
 * The page formats money, numbers, days and plurals as it hydrates: the browser's Intl data for
 * them start on another core as its code arrives (decision 072).
 */
if (typeof document !== 'undefined') warmUpIntl(localeOfPath(window.location.pathname));

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
