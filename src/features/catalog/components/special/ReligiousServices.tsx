import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StoredImage } from '@/components/StoredImage';
import {
  RELIGIOUS_ENTRIES,
  RELIGIOUS_GALLERY_IMAGE,
  RELIGIOUS_SERVICES,
} from '../../texts/special/religious';
import { SpecialSection } from './SpecialSection';
import { StaticEntries } from './StaticEntries';

/** Religious Groups: the services text with a gallery image, then the places we go. */
export function ReligiousServices() {
  return (
    <>
      <SpecialSection id="religious-services" title="Our services for faith groups">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            alignItems: 'center',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Box>
            {RELIGIOUS_SERVICES.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 2 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
          <Box component="figure" sx={{ m: 0 }}>
            <StoredImage
              path={RELIGIOUS_GALLERY_IMAGE.image}
              alt={RELIGIOUS_GALLERY_IMAGE.alt}
              rounded
            />
            <Typography
              component="figcaption"
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1 }}
            >
              {RELIGIOUS_GALLERY_IMAGE.alt}
            </Typography>
          </Box>
        </Box>
      </SpecialSection>
      <SpecialSection id="religious-places" title="Where we take faith groups">
        <StaticEntries entries={RELIGIOUS_ENTRIES} excursionType="Religious Groups" />
      </SpecialSection>
    </>
  );
}
