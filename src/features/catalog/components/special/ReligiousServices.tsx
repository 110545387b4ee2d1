import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StoredImage } from '@/components/StoredImage';
import type { SpecialPage } from '@/contract/wire/catalog';
import { useT } from '@/i18n';
import { specialMessages } from './messages';
import { SpecialSection } from './SpecialSection';
import { StaticEntries } from './StaticEntries';

/** Religious Groups: the services text with a gallery image, then the places we go. */
export function ReligiousServices({ page }: { page: SpecialPage }) {
  const t = useT();
  const { gallery } = page;
  return (
    <>
      <SpecialSection id="religious-services" title={t(specialMessages.religiousServices)}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            alignItems: 'center',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Box>
            {page.services.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 2 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
          {gallery && (
            <Box component="figure" sx={{ m: 0 }}>
              <StoredImage path={gallery.image} alt={gallery.alt} rounded />
              <Typography
                component="figcaption"
                variant="body2"
                color="text.secondary"
                sx={{ mt: 1 }}
              >
                {gallery.alt}
              </Typography>
            </Box>
          )}
        </Box>
      </SpecialSection>
      <SpecialSection id="religious-places" title={t(specialMessages.religiousPlaces)}>
        <StaticEntries entries={page.entries} excursionType="Religious Groups" />
      </SpecialSection>
    </>
  );
}
