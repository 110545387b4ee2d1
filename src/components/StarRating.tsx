import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

const STARS = 5;
/** MUI Rating's sizes and colours, so shown stars and the review form's stars match. */
const FONT_SIZE = { small: '1.125rem', medium: '1.5rem' } as const;
const FILLED = '#faaf00';

interface StarRatingProps {
  /** 0 to 5; a fraction fills part of a star. */
  value: number;
  size?: keyof typeof FONT_SIZE;
  /** Read to screen readers ('Rated 4.5 out of 5'); without it the stars are decoration. */
  label?: string;
}

const starRow = (Star: typeof StarIcon) =>
  Array.from({ length: STARS }, (_, index) => <Star key={index} fontSize="inherit" />);

/**
 * Stars that show a rating. Not MUI's Rating, which is an input (radio buttons and their events)
 * even when read-only and weighs as much on a first page; the review forms still use it.
 */
export function StarRating({ value, size = 'small', label }: StarRatingProps) {
  const filledShare = (Math.min(Math.max(value, 0), STARS) / STARS) * 100;
  return (
    <Box
      component="span"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={{
        position: 'relative',
        display: 'inline-flex',
        flexShrink: 0,
        fontSize: FONT_SIZE[size],
        color: 'action.disabled',
      }}
    >
      {starRow(StarBorderIcon)}
      <Box
        component="span"
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'inline-flex',
          width: `${filledShare}%`,
          overflow: 'hidden',
          color: FILLED,
        }}
      >
        {starRow(StarIcon)}
      </Box>
    </Box>
  );
}
