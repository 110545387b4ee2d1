import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '@/components/PageTitle';
import { ROUTES } from '@/config/routes';
import { useNotFoundStatus } from '@/app/pageStatus';
import { PAGE_TITLES } from '@/contract/pages';
import { useT } from '@/i18n';
import { destinationMessages } from './messages';

/** An unknown destination, or one the server could not give: a way back to the list. */
export function DestinationProblem({ notFound }: { notFound: boolean }) {
  const t = useT();
  useNotFoundStatus(notFound);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageTitle
        title={t(notFound ? destinationMessages.notFoundTitle : PAGE_TITLES.destinationDetails)}
        documentTitle={t(PAGE_TITLES.destinationDetails)}
      />
      <Typography role="status" sx={{ mb: 3, fontSize: '1.1rem' }}>
        {t(notFound ? destinationMessages.notFoundLine : destinationMessages.detailsFailed)}
      </Typography>
      <Button component={RouterLink} to={ROUTES.destinationList} variant="contained">
        {t(destinationMessages.backToList)}
      </Button>
    </Container>
  );
}
