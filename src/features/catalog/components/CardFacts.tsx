import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StarRating } from '@/components/StarRating';
import { DISPLAYED_CARD_RATING } from '@/contract/limits';

/** The line under an excursion card's text: its duration and the fixed rating (docs/product.md, Constants). */
export function CardFacts({ duration }: { duration: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {duration}
      </Typography>
      <StarRating value={DISPLAYED_CARD_RATING} label={`Rated ${DISPLAYED_CARD_RATING} out of 5`} />
    </Stack>
  );
}
