import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n';
import { ROUTES } from '../../config/routes';
import { usePageTitle } from '../../components/usePageTitle';
import { layoutMessages } from './messages';

/** Shown inside the layout when a page fails to load or to render (e.g. after a new release). */
export function RouteError() {
  const t = useT();
  usePageTitle(t(layoutMessages.errorTitle));
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t(layoutMessages.errorTitle)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(layoutMessages.errorLine)}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mr: 1 }}>
        {t(layoutMessages.reload)}
      </Button>
      <Button component={RouterLink} to={ROUTES.home} variant="outlined">
        {t(layoutMessages.backToHome)}
      </Button>
    </Container>
  );
}
