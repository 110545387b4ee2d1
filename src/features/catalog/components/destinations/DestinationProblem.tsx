import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '@/components/PageTitle';
import { ROUTES } from '@/config/routes';
import { useNotFoundStatus } from '@/app/pageStatus';
import { DESTINATION_TEXTS } from '../../texts/destinations';

/** An unknown destination, or one the server could not give: a way back to the list. */
export function DestinationProblem({ notFound }: { notFound: boolean }) {
  useNotFoundStatus(notFound);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageTitle
        title={notFound ? DESTINATION_TEXTS.notFoundTitle : DESTINATION_TEXTS.detailsTitle}
        documentTitle={DESTINATION_TEXTS.detailsTitle}
      />
      <Typography role="status" sx={{ mb: 3, fontSize: '1.1rem' }}>
        {notFound ? DESTINATION_TEXTS.notFoundLine : DESTINATION_TEXTS.detailsFailed}
      </Typography>
      <Button component={RouterLink} to={ROUTES.destinationList} variant="contained">
        {DESTINATION_TEXTS.backToList}
      </Button>
    </Container>
  );
}
