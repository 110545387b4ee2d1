import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { brand } from '@/theme';
import { StoredImage } from '@/components/StoredImage';
import { NewsletterPanel } from '../components/NewsletterPanel';
import { PageHero } from '../components/PageHero';
import { HISTORY, INTRO_CARDS } from '../texts/about';
import { ContentSection, SECTION_SPACING } from '../components/ContentSection';

function IntroCards() {
  return (
    <Grid container spacing={2} component="section" aria-label="What we do" sx={SECTION_SPACING}>
      {INTRO_CARDS.map((card) => (
        <Grid key={card.title} size={{ xs: 12, md: 4 }}>
          <Paper
            variant="outlined"
            sx={{ p: 3, height: '100%', borderTop: `4px solid ${brand.gold}` }}
          >
            <Typography variant="h5" component="h2" gutterBottom>
              {card.title}
            </Typography>
            <Typography color="text.secondary">{card.text}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

function CompanyDescription() {
  return (
    <Grid
      container
      spacing={4}
      component="section"
      aria-labelledby="about-company"
      sx={SECTION_SPACING}
    >
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography id="about-company" variant="h2" component="h2" gutterBottom>
          Who we are
        </Typography>
        <Typography sx={{ mb: 2 }}>
          West Africa Tours is a destination management company based in Banjul, The Gambia.
          Established in 1987, we now have over 30 staff, and we look after tourists, school and
          special-interest groups, corporate clients, and cruise and religious groups.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          We run excursions, airport and point-to-point transfers, multi-country tours, hotel
          reservations and ticketing, and we organise conferences and incentive programmes. Our
          guides and drivers are local, and so is the knowledge we share: the best tide for Kotu
          Creek, the quickest way across the river, the griot who will play the kora for you.
        </Typography>
        <Typography>
          Groups of more than 8 people, quotes and special requests reach us through the contact
          form, and a member of the team answers personally.
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <StoredImage
          rounded
          path="destinations/the-gambia/cover.jpg"
          alt="The Gambia, where our office in Banjul has welcomed travellers since 1987"
          sizes="(min-width: 900px) 560px, 100vw"
        />
      </Grid>
    </Grid>
  );
}

function History() {
  return (
    <ContentSection id="about-history" title="Our history">
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {HISTORY.map((step) => (
          <Box
            component="li"
            key={step.period}
            sx={{ pl: 2.5, py: 1.5, borderLeft: `3px solid ${brand.terracotta}` }}
          >
            <Typography variant="h6" component="h3">
              {step.period}
            </Typography>
            <Typography color="text.secondary">{step.text}</Typography>
          </Box>
        ))}
      </Box>
    </ContentSection>
  );
}

function Director() {
  return (
    <Paper
      component="section"
      aria-labelledby="about-director"
      sx={{ p: { xs: 3, md: 5 }, my: { xs: 4, md: 6 }, bgcolor: brand.indigo, color: '#ffffff' }}
    >
      <Typography id="about-director" variant="h2" component="h2" gutterBottom>
        A word from our managing director
      </Typography>
      <Box component="figure" sx={{ m: 0, pl: 2.5, borderLeft: `4px solid ${brand.gold}` }}>
        <Box component="blockquote" sx={{ m: 0 }}>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, mb: 2 }}>
            &ldquo;Since 1987 the promise behind every trip has stayed the same: that our guests
            meet West Africa as we know it, warm, musical and full of history, and that they are
            looked after from the first message to the last goodbye at the airport.&rdquo;
          </Typography>
        </Box>
        <Typography component="figcaption">Our managing director, Banjul</Typography>
      </Box>
    </Paper>
  );
}

export default function AboutPage() {
  return (
    <>
      <PageHero
        title="About Us"
        lead="A destination management company in Banjul, The Gambia, established in 1987."
      />
      <Container maxWidth="lg">
        <IntroCards />
        <CompanyDescription />
        <History />
        <Director />
        <Box sx={{ pb: { xs: 4, md: 6 } }}>
          <NewsletterPanel />
        </Box>
      </Container>
    </>
  );
}
