import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '@/components/PageTitle';
import { ROUTES } from '@/config/routes';
import { useNotFoundStatus } from '@/app/pageStatus';

export type TourProblemKind = 'nothingViewed' | 'notFound' | 'failed';

const TEXTS: Record<TourProblemKind, { title: string; line: string }> = {
  nothingViewed: {
    title: 'Tour Details',
    line: 'You have not opened a tour yet. Choose one from our tours to see its details.',
  },
  notFound: {
    title: 'Tour not found',
    line: 'We could not find this tour. It may have been removed; our other tours are waiting.',
  },
  failed: {
    title: 'Tour Details',
    line: 'We could not load this tour just now. Please try again in a moment, or browse our tours.',
  },
};

/** No tour to show: why, and the way to the tours list. */
export function TourProblem({ kind }: { kind: TourProblemKind }) {
  const { title, line } = TEXTS[kind];
  useNotFoundStatus(kind === 'notFound');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageTitle title={title} documentTitle="Tour Details" />
      <Typography role="status" sx={{ mb: 3, fontSize: '1.1rem' }}>
        {line}
      </Typography>
      <Button component={RouterLink} to={ROUTES.toursList} variant="contained">
        See our tours
      </Button>
    </Container>
  );
}
