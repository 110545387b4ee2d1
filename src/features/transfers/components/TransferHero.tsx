import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import { usePageTitle } from '@/components/usePageTitle';
import { brand, kenteStripe } from '@/theme';

/** The page's one h1 on the indigo band, with what a transfer is. */
export function TransferHero() {
  usePageTitle('Transfer Services');
  return (
    <Box sx={{ bgcolor: brand.indigo, color: '#ffffff' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
          <AirportShuttleIcon
            aria-hidden
            sx={{ fontSize: { xs: 36, md: 48 }, color: brand.gold }}
          />
          <Typography variant="h1" component="h1">
            Book Your Transfer
          </Typography>
        </Stack>
        <Typography sx={{ maxWidth: 720, fontSize: { xs: '1rem', md: '1.15rem' } }}>
          From Banjul International Airport to your hotel on the coast, or from one place to the
          next: a driver who knows the roads meets you on time, for 1 to 50 passengers.
        </Typography>
      </Container>
      <Box aria-hidden sx={{ height: 6, background: kenteStripe }} />
    </Box>
  );
}
