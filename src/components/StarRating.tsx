import Box from '@mui/material/Box';

const STARS = 5;
/** MUI Rating's sizes and colours, so shown stars and the review form's stars match. */
const FONT_SIZE = { small: '1.125rem', medium: '1.5rem' } as const;
const FILLED = '#faaf00';

/** Material's Star and StarBorder icons. */
const STAR =
  'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_BORDER =
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z';

/**
 * A row of five stars, made once for every rating on the site: plain SVG the size of the text,
 * as MUI's icons draw them, without styling ten icon components for each card of a list.
 */
const starRow = (path: string) =>
  Array.from({ length: STARS }, (_, index) => (
    <svg
      key={index}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      focusable="false"
      aria-hidden="true"
      style={{ flexShrink: 0 }}
    >
      <path d={path} />
    </svg>
  ));
const EMPTY_STARS = starRow(STAR_BORDER);
const FILLED_STARS = starRow(STAR);

const starsSx = {
  small: {
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    fontSize: FONT_SIZE.small,
    color: 'action.disabled',
  },
  medium: {
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    fontSize: FONT_SIZE.medium,
    color: 'action.disabled',
  },
} as const;
const filledSx = {
  position: 'absolute',
  inset: 0,
  display: 'inline-flex',
  overflow: 'hidden',
  color: FILLED,
} as const;

interface StarRatingProps {
  /** 0 to 5; a fraction fills part of a star. */
  value: number;
  size?: keyof typeof FONT_SIZE;
  /** Read to screen readers ('Rated 4.5 out of 5'); without it the stars are decoration. */
  label?: string;
}

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
      sx={starsSx[size]}
    >
      {EMPTY_STARS}
      <Box component="span" sx={filledSx} style={{ width: `${filledShare}%` }}>
        {FILLED_STARS}
      </Box>
    </Box>
  );
}
