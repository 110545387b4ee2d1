import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { GROUP_ENQUIRY_MIN_EXCLUSIVE } from '@/contract/limits';
import { useT } from '@/i18n';
import { brand, kenteStripe } from '@/theme';
import { catalogMessages } from '../../messages';
import { homeMessages } from './messages';

/** The ad banner to the contact page, and the hint that groups go through the contact form. */
export function ContactBanner() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="home-contact" sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            position: 'relative',
            overflow: 'hidden',
            borderRadius: '16px',
            bgcolor: brand.indigo,
            color: '#ffffff',
            p: { xs: 3, md: 6 },
            display: 'grid',
            gap: 3,
            alignItems: 'center',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              height: 6,
              background: kenteStripe,
            }}
          />
          <Box>
            <Typography id="home-contact" variant="h2" component="h2" gutterBottom>
              {t(homeMessages.contactTitle)}
            </Typography>
            <Typography sx={{ maxWidth: 640 }}>{t(homeMessages.contactText)}</Typography>
          </Box>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            component={RouterLink}
            to={ROUTES.contact}
          >
            {t(homeMessages.contactLink)}
          </Button>
        </Box>
        <GroupHint />
      </Container>
    </Box>
  );
}

function GroupHint() {
  const t = useT();
  return (
    <Typography sx={{ mt: 3, textAlign: 'center' }}>
      {t(homeMessages.groupHintBefore, { count: GROUP_ENQUIRY_MIN_EXCLUSIVE })}{' '}
      <Link component={RouterLink} to={ROUTES.contact} sx={{ fontWeight: 700 }}>
        {t(catalogMessages.contactForm)}
      </Link>
      {t(homeMessages.groupHintAfter)}
    </Typography>
  );
}
