import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '@/components/PageTitle';
import { ROUTES } from '@/config/routes';
import { useNotFoundStatus } from '@/app/pageStatus';
import { PAGE_TITLES } from '@/contract/pages';
import { useT, type Message } from '@/i18n';
import { tourMessages } from './messages';

export type TourProblemKind = 'nothingViewed' | 'notFound' | 'failed';

const TEXTS: Record<TourProblemKind, { title: Message; line: Message }> = {
  nothingViewed: { title: PAGE_TITLES.tourDetails, line: tourMessages.nothingViewedLine },
  notFound: { title: tourMessages.tourNotFound, line: tourMessages.notFoundLine },
  failed: { title: PAGE_TITLES.tourDetails, line: tourMessages.failedLine },
};

/** No tour to show: why, and the way to the tours list. */
export function TourProblem({ kind }: { kind: TourProblemKind }) {
  const t = useT();
  const { title, line } = TEXTS[kind];
  useNotFoundStatus(kind === 'notFound');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageTitle title={t(title)} documentTitle={t(PAGE_TITLES.tourDetails)} />
      <Typography role="status" sx={{ mb: 3, fontSize: '1.1rem' }}>
        {t(line)}
      </Typography>
      <Button component={RouterLink} to={ROUTES.toursList} variant="contained">
        {t(tourMessages.seeOurTours)}
      </Button>
    </Container>
  );
}
