import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StarRating } from '@/components/StarRating';
import { DISPLAYED_CARD_RATING } from '@/contract/limits';

const factsSx = { mt: 1, alignItems: 'center', flexWrap: 'wrap' } as const;
const durationSx = { fontWeight: 700 } as const;

/** The line under an excursion card's text: its duration and the fixed rating (docs/product.md, Constants). */
export function CardFacts({ duration }: { duration: string }) {
  return (
    <Stack direction="row" spacing={2} sx={factsSx}>
      <Typography variant="body2" sx={durationSx}>
        {duration}
      </Typography>
      <StarRating value={DISPLAYED_CARD_RATING} label={`Rated ${DISPLAYED_CARD_RATING} out of 5`} />
    </Stack>
  );
}
