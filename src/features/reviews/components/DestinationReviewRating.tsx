import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { DESTINATION_REVIEW_RATING } from '@/contract/limits';
import { useT } from '@/i18n';
import { reviewMessages } from '../messages';

interface DestinationReviewRatingProps {
  value: number;
  onChange: (stars: number) => void;
  disabled?: boolean;
}

/** Clicking the chosen star again clears the choice: no stars. */
const starsChosen = (stars: number | null) =>
  stars !== null && Number.isFinite(stars) ? stars : DESTINATION_REVIEW_RATING.min;

/** The 0 to 5 star choice of the destination review (docs/product.md, The rules), as a radio group. */
export function DestinationReviewRating({
  value,
  onChange,
  disabled,
}: DestinationReviewRatingProps) {
  const t = useT();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} disabled={disabled}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t(reviewMessages.yourRating)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Rating
          name="destination-review-rating"
          value={value}
          max={DESTINATION_REVIEW_RATING.max}
          size="large"
          disabled={disabled}
          onChange={(_event, stars) => onChange(starsChosen(stars))}
        />
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {t(reviewMessages.stars, { count: value })}
        </Typography>
      </Box>
    </Box>
  );
}
