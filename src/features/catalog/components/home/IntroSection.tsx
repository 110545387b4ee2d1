import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '@/i18n';
import { brand } from '@/theme';
import { INTRO } from '../../texts/home';
import { HomeSection } from './HomeSection';
import { homeMessages } from './messages';

/** Who we are: the three offers of docs/product.md and the company facts, each offer linked. */
export function IntroSection() {
  const t = useT();
  return (
    <HomeSection
      id="home-intro"
      title={t(homeMessages.introTitle)}
      lead={t(homeMessages.introLead)}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr)) 220px' },
        }}
      >
        {INTRO.offers.map((offer) => (
          <Card
            key={offer.title.id}
            component="article"
            sx={{ borderTop: `6px solid ${brand.gold}` }}
          >
            <CardContent>
              <Typography variant="h3" component="h3" sx={{ fontSize: '1.3rem' }} gutterBottom>
                {t(offer.title)}
              </Typography>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {t(offer.text)}
              </Typography>
              <Link component={RouterLink} to={offer.to} sx={{ fontWeight: 700 }}>
                {t(offer.link)}
              </Link>
            </CardContent>
          </Card>
        ))}
        <CompanyFacts />
      </Box>
    </HomeSection>
  );
}

function CompanyFacts() {
  const t = useT();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: '1fr' },
      }}
    >
      {INTRO.facts.map((fact) => (
        <Box
          key={fact.figure}
          sx={{
            bgcolor: brand.indigo,
            color: '#ffffff',
            borderRadius: '16px',
            p: 2.5,
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'center',
          }}
        >
          <Typography component="dt" variant="body2" sx={{ opacity: 0.9 }}>
            {t(fact.label)}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontSize: '2.25rem', fontWeight: 700, color: brand.gold, lineHeight: 1.1 }}
          >
            {fact.figure}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
