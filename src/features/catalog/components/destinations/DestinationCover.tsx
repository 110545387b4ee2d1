import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '@/components/PageTitle';
import { StoredImage } from '@/components/StoredImage';
import type { Destination } from '@/contract/wire/catalog';
import { brand, kenteStripe } from '@/theme';
import { PAGE_TITLES } from '@/contract/pages';
import { useT } from '@/i18n';
import { destinationMessages } from './messages';
import { DestinationRating } from './DestinationRating';

const COVER_HEIGHT_PX = 440;

/** The top of the details page: the cover picture with the name (the h1), capital and stars. */
export function DestinationCover({ destination }: { destination: Destination }) {
  const t = useT();
  const { name, capital, rating, coverImageUrl } = destination;
  return (
    <Box sx={{ color: '#ffffff', bgcolor: brand.indigoDark }}>
      <Box sx={{ position: 'relative', '& img': { height: { xs: 280, md: COVER_HEIGHT_PX } } }}>
        <StoredImage
          path={coverImageUrl}
          alt={t(destinationMessages.viewOf, { name })}
          height={COVER_HEIGHT_PX}
          priority
        />
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'flex-end',
            background: `linear-gradient(to top, ${brand.indigoDark}f0 0%, ${brand.indigoDark}99 45%, transparent 80%)`,
          }}
        >
          <Container maxWidth="lg" sx={{ pb: { xs: 2.5, md: 4 } }}>
            <PageTitle title={name} documentTitle={t(PAGE_TITLES.destinationDetails)} />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontSize: { xs: '1rem', md: '1.15rem' } }}>
                {t(destinationMessages.capital)} <strong>{capital}</strong>
              </Typography>
              <Box sx={{ bgcolor: '#ffffff', borderRadius: 999, px: 1, display: 'flex' }}>
                <DestinationRating rating={rating} />
              </Box>
            </Stack>
          </Container>
        </Box>
      </Box>
      <Box aria-hidden sx={{ height: 6, backgroundImage: kenteStripe }} />
    </Box>
  );
}
