import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@/config/routes';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';
import { useNotFoundStatus } from '@/app/pageStatus';
import { notFoundMessages } from '../messages';

export default function NotFoundPage() {
  useNotFoundStatus();
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t(MESSAGES.pageNotFound)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(notFoundMessages.lead)}
      </Typography>
      <Button component={RouterLink} to={ROUTES.home} variant="contained">
        {t(MESSAGES.backToHome)}
      </Button>
    </Container>
  );
}
