import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '@/i18n';
import { TourDetails } from '../components/tours/TourDetails';
import { tourMessages } from '../components/tours/messages';
import { TourProblem } from '../components/tours/TourProblem';
import { useTourToShow } from '../components/tours/useTourToShow';

/*
 * A browser's first Intl format starts its number and date data, one call of 15–45 ms on a 2-core
 * machine, 60–80 ms at 4× CPU, inside whichever render asks first: on this page the summary's
 * rating, the booking panel's prices, then the calendar's month. Paid here in a task of its own,
 * as the page's code arrives and before its parts hydrate, so that no part's render carries it
 * (issue 42); afterwards each format takes well under a millisecond.
 */
if (typeof document !== 'undefined') setTimeout(() => new Intl.NumberFormat().format(0));

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
