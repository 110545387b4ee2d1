import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '@/i18n';
import { TourDetails } from '../components/tours/TourDetails';
import { tourMessages } from '../components/tours/messages';
import { TourProblem } from '../components/tours/TourProblem';
import { useTourToShow } from '../components/tours/useTourToShow';

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
