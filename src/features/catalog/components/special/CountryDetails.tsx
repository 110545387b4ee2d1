import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MapEmbed } from '@/components/MapEmbed';
import { paths, ROUTES } from '@/config/routes';
import { useT } from '@/i18n';
import { catalogMessages } from '../../messages';
import { SPECIAL_CATEGORY_NAMES } from '../../texts/special/categories';
import { AvailableExcursions } from './AvailableExcursions';
import type { SpecialDetailsRecord } from './detailsRecord';
import { GoodToKnow } from './GoodToKnow';
import { ImageSlider } from './ImageSlider';
import { specialMessages } from './messages';
import { SpecialHero } from './SpecialHero';
import { SpecialSection } from './SpecialSection';
import { useRecordExcursions } from './useRecordExcursions';
import { detailMessages } from '../../detailMessages';

const twoColumns = {
  display: 'grid',
  gap: { xs: 3, md: 5 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** The details of a special-excursion country record. */
export function CountryDetails({ record }: { record: SpecialDetailsRecord }) {
  const t = useT();
  const state = useRecordExcursions(record);
  const first = state.excursions.at(0);
  const pictures = first?.gallery?.length
    ? first.gallery
    : first?.coverImageUrl
      ? [first.coverImageUrl]
      : [];
  const type = record.excursionType;
  const typeName = type ? t(SPECIAL_CATEGORY_NAMES[type]) : undefined;
  const back = type
    ? { to: paths.specialExcursionCategory(type), label: t(SPECIAL_CATEGORY_NAMES[type]) }
    : { to: ROUTES.specialExcursions, label: t(catalogMessages.allSpecialExcursions) };
  return (
    <>
      <SpecialHero
        title={record.countryName}
        lead={
          typeName
            ? t(specialMessages.specialExcursionsOf, { name: typeName })
            : t(specialMessages.specialExcursions)
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
        <SpecialSection id="available-excursions" title={t(specialMessages.availableExcursions)}>
          <AvailableExcursions countryName={record.countryName} state={state} />
        </SpecialSection>
        <Box sx={{ ...twoColumns, pb: { xs: 4, md: 6 } }}>
          <SpecialSection id="good-to-know" title={t(specialMessages.goodToKnow)}>
            <GoodToKnow countryName={record.countryName} excursion={first} />
          </SpecialSection>
          <SpecialSection id="country-map" title={t(specialMessages.location)}>
            <MapEmbed
              title={t(detailMessages.mapOf, { place: first?.location || record.countryName })}
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
