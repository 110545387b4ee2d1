import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SpecialPage } from '@/contract/wire/catalog';
import { useT } from '@/i18n';
import { BirdingItinerary } from './BirdingItinerary';
import { specialMessages } from './messages';
import { SpecialSection } from './SpecialSection';

/** Nature Groups: the 7-day and 14-day Gambia birding itineraries side by side. */
export function BirdingItineraries({ page }: { page: SpecialPage }) {
  const t = useT();
  return (
    <SpecialSection id="birding-itineraries" title={t(specialMessages.birdingItineraries)}>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{page.itinerariesIntro}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {page.itineraries.map((itinerary) => (
          <BirdingItinerary key={itinerary.id} itinerary={itinerary} />
        ))}
      </Box>
    </SpecialSection>
  );
}
