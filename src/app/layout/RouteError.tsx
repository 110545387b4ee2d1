import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ROUTES } from '../../config/routes';
import { usePageTitle } from '../../components/usePageTitle';

/** Shown inside the layout when a page fails to load or to render (e.g. after a new release). */
export function RouteError() {
  usePageTitle('Something went wrong');
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This page could not be shown. Please reload the page or go back to the home page.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mr: 1 }}>
        Reload
      </Button>
      <Button component={RouterLink} to={ROUTES.home} variant="outlined">
        Back To Home
      </Button>
    </Container>
  );
}
