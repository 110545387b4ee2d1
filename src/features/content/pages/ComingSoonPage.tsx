import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@/config/routes';
import { Countdown } from '../components/Countdown';
import { LAUNCH_DATE } from '../texts/launch';

export default function ComingSoonPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        Coming Soon
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Our new online booking for river cruises and multi-country tours opens on 28 May 2021.
      </Typography>
      <Countdown target={LAUNCH_DATE} />
      <Button component={RouterLink} to={ROUTES.toursList} variant="contained" sx={{ mt: 4 }}>
        Browse our tours
      </Button>
    </Container>
  );
}
