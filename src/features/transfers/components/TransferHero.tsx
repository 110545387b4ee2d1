import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import { usePageTitle } from '@/components/usePageTitle';
import { PAGE_TITLES } from '@/contract/pages';
import { useT } from '@/i18n';
import { brand, kenteStripe } from '@/theme';
import { transferMessages } from '../messages';

/** The page's one h1 on the indigo band, with what a transfer is. */
export function TransferHero() {
  const t = useT();
  usePageTitle(t(PAGE_TITLES.transferServices));
  return (
    <Box sx={{ bgcolor: brand.indigo, color: '#ffffff' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
          <AirportShuttleIcon
            aria-hidden
            sx={{ fontSize: { xs: 36, md: 48 }, color: brand.gold }}
          />
          <Typography variant="h1" component="h1">
            {t(transferMessages.heading)}
          </Typography>
        </Stack>
        <Typography sx={{ maxWidth: 720, fontSize: { xs: '1rem', md: '1.15rem' } }}>
          {t(transferMessages.intro)}
        </Typography>
      </Container>
      <Box aria-hidden sx={{ height: 6, background: kenteStripe }} />
    </Box>
  );
}
