import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@/config/routes';
import { formatDay, useLocale, useT } from '@/i18n';
import { Countdown } from '../components/Countdown';
import { comingSoonMessages } from '../messages';
import { LAUNCH_DATE } from '../texts/launch';

export default function ComingSoonPage() {
  const t = useT();
  const locale = useLocale();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t(comingSoonMessages.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(comingSoonMessages.lead, { date: formatDay(locale, LAUNCH_DATE) })}
      </Typography>
      <Countdown target={LAUNCH_DATE} />
      <Button component={RouterLink} to={ROUTES.toursList} variant="contained" sx={{ mt: 4 }}>
        {t(comingSoonMessages.browseTours)}
      </Button>
    </Container>
  );
}
