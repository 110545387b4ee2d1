import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n';
import { ROUTES } from '../../config/routes';
import { brand, kenteStripe } from '../../theme';
import { operatorYear } from '@/contract/dates';
import { footerMessages } from './footerMessages';
import { layoutMessages } from './messages';
import { NewsletterBox } from './NewsletterBox';

const QUICK_LINKS = [
  { label: footerMessages.ourTours, to: ROUTES.toursList },
  { label: layoutMessages.destinations, to: ROUTES.destinationList },
  { label: layoutMessages.specialExcursions, to: ROUTES.specialExcursions },
  { label: layoutMessages.transferService, to: ROUTES.transferServices },
  { label: layoutMessages.infoService, to: ROUTES.businessServices },
  { label: layoutMessages.faq, to: ROUTES.faq },
  { label: layoutMessages.contactUs, to: ROUTES.contact },
];

const linkSx = { color: brand.gold, display: 'inline-block', py: 0.25 } as const;

/** The footer's texts and links: no state and no handler, so kept as the server drew them. */
export function FooterText() {
  const t = useT();
  return (
    <>
      <Box aria-hidden sx={{ height: 6, background: kenteStripe }} />
      <Container
        maxWidth="lg"
        sx={{
          py: 5,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.3fr 1fr 1fr 1.4fr' },
        }}
      >
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            West Africa Tours
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            {t(footerMessages.footerAbout)}
          </Typography>
        </Box>
        <Box component="nav" aria-label={t(footerMessages.footerNav)}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t(footerMessages.explore)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link component={RouterLink} to={link.to} sx={linkSx}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t(footerMessages.contact)}
          </Typography>
          <Typography variant="body2">{t(footerMessages.address)}</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Link href="mailto:bookings@westafricatours.example" sx={linkSx}>
              bookings@westafricatours.example
            </Link>
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, opacity: 0.85 }}>
            {t(footerMessages.groupsBefore)}{' '}
            <Link component={RouterLink} to={ROUTES.contact} sx={linkSx}>
              {t(footerMessages.contactForm)}
            </Link>
            {t(footerMessages.groupsAfter)}
          </Typography>
        </Box>
        <NewsletterBox />
      </Container>
      <Typography variant="body2" align="center" sx={{ pb: 3, px: 2 }}>
        <Box component="span" sx={{ opacity: 0.75 }}>
          {t(footerMessages.copyright, { year: String(operatorYear()) })}
        </Box>
        {' · '}
        <Link component={RouterLink} to={ROUTES.terms} sx={linkSx} underline="always">
          {t(footerMessages.terms)}
        </Link>
        {' · '}
        <Link component={RouterLink} to={ROUTES.privacy} sx={linkSx} underline="always">
          {t(footerMessages.privacy)}
        </Link>
      </Typography>
    </>
  );
}
