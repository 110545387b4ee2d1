import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StarRating } from '@/components/StarRating';
import { useLocale, useT } from '@/i18n';
import { brand } from '@/theme';
import { catalogMessages } from '../../messages';
import { decimalIn } from '../../format/decimal';
import { TESTIMONIALS } from '../../texts/home';
import { HomeSection } from './HomeSection';
import { homeMessages } from './messages';

/** The static review block: three travellers' words. */
export function ReviewsSection() {
  const t = useT();
  const locale = useLocale();
  return (
    <HomeSection id="home-reviews" title={t(homeMessages.reviewsTitle)}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {TESTIMONIALS.map((testimonial) => (
          <Box
            component="li"
            key={testimonial.name}
            sx={{
              bgcolor: 'background.paper',
              borderRadius: '16px',
              p: 3,
              borderTop: `6px solid ${brand.terracotta}`,
              boxShadow: '0 6px 18px rgba(31, 42, 92, 0.10)',
            }}
          >
            <Box component="figure" sx={{ m: 0 }}>
              <StarRating
                value={5}
                label={t(catalogMessages.rated, { rating: decimalIn(locale, 5) })}
              />
              <Box component="blockquote" sx={{ m: 0, mt: 1 }}>
                <Typography sx={{ fontStyle: 'italic' }}>
                  {t(homeMessages.quoted, { quote: t(testimonial.quote) })}
                </Typography>
              </Box>
              <Typography component="figcaption" variant="body2" sx={{ mt: 2 }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {testimonial.name}
                </Box>
                , {t(testimonial.from)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </HomeSection>
  );
}
