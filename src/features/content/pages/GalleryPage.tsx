import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n';
import { StoredImage } from '@/components/StoredImage';
import { galleryMessages } from '../messages';
import { GALLERY_IMAGES } from '../texts/gallery';

export default function GalleryPage() {
  const t = useT();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t(galleryMessages.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(galleryMessages.lead)}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {GALLERY_IMAGES.map((image, index) => (
          <Grid key={image.path} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
            <figure style={{ margin: 0 }}>
              <StoredImage
                rounded
                path={image.path}
                alt={t(image.alt)}
                priority={index === 0}
                sizes="(min-width: 900px) 300px, (min-width: 600px) 50vw, 100vw"
              />
              <Typography
                component="figcaption"
                variant="body2"
                color="text.secondary"
                sx={{ mt: 0.75 }}
              >
                {t(image.alt)}
              </Typography>
            </figure>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
