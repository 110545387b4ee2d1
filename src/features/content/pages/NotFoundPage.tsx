import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@/config/routes';
import { MESSAGES } from '@/contract/messages';
import { useNotFoundStatus } from '@/app/pageStatus';

export default function NotFoundPage() {
  useNotFoundStatus();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {MESSAGES.pageNotFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to={ROUTES.home} variant="contained">
        {MESSAGES.backToHome}
      </Button>
    </Container>
  );
}
