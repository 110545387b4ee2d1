import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { TourDetails } from '../components/tours/TourDetails';
import { TourProblem } from '../components/tours/TourProblem';
import { useTourToShow } from '../components/tours/useTourToShow';

/** /tour-details/{id}, and /tour-details for the last viewed excursion (docs/product.md, Pages). */
export default function TourDetailsPage() {
  const tour = useTourToShow();
  if (tour.status === 'shown') return <TourDetails excursion={tour.excursion} />;
  if (tour.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label="Loading the tour" />
      </Box>
    );
  }
  return <TourProblem kind={tour.status} />;
}
