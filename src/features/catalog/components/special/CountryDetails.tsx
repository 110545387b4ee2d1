import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MapEmbed } from '@/components/MapEmbed';
import { paths, ROUTES } from '@/config/routes';
import { AvailableExcursions } from './AvailableExcursions';
import type { SpecialDetailsRecord } from './detailsRecord';
import { GoodToKnow } from './GoodToKnow';
import { ImageSlider } from './ImageSlider';
import { SpecialHero } from './SpecialHero';
import { SpecialSection } from './SpecialSection';
import { useRecordExcursions } from './useRecordExcursions';

const twoColumns = {
  display: 'grid',
  gap: { xs: 3, md: 5 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** The details of a special-excursion country record. */
export function CountryDetails({ record }: { record: SpecialDetailsRecord }) {
  const state = useRecordExcursions(record);
  const first = state.excursions.at(0);
  const pictures = first?.gallery?.length
    ? first.gallery
    : first?.coverImageUrl
      ? [first.coverImageUrl]
      : [];
  const back = record.excursionType
    ? { to: paths.specialExcursionCategory(record.excursionType), label: record.excursionType }
    : { to: ROUTES.specialExcursions, label: 'All special excursions' };
  return (
    <>
      <SpecialHero
        title={record.countryName}
        lead={
          record.excursionType
            ? `Special excursions: ${record.excursionType}`
            : 'Special excursions'
        }
        back={back}
      />
      <Container maxWidth="lg">
        <Box
          component="section"
          aria-labelledby="country-about"
          sx={{ ...twoColumns, pt: { xs: 4, md: 6 } }}
        >
          {pictures.length > 0 && (
            <ImageSlider images={pictures} subject={first?.name ?? record.countryName} />
          )}
          <Box>
            <Typography id="country-about" variant="h2" component="h2" gutterBottom>
              {record.countryName}
            </Typography>
            {record.description.split(/\n\s*\n/).map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 2 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        </Box>
        <SpecialSection id="available-excursions" title="Available Excursions">
          <AvailableExcursions countryName={record.countryName} state={state} />
        </SpecialSection>
        <Box sx={{ ...twoColumns, pb: { xs: 4, md: 6 } }}>
          <SpecialSection id="good-to-know" title="Good To Know">
            <GoodToKnow countryName={record.countryName} excursion={first} />
          </SpecialSection>
          <SpecialSection id="country-map" title="Location">
            <MapEmbed
              title={`Map of ${first?.location || record.countryName}`}
              location={first?.location}
              latitude={first?.latitude}
              longitude={first?.longitude}
            />
          </SpecialSection>
        </Box>
      </Container>
    </>
  );
}
