import Rating from '@mui/material/Rating';
import { ratingLabel } from '../../texts/destinations';

/** The destination's stored rating as read-only stars. */
export function DestinationRating({
  rating,
  size = 'small',
}: {
  rating: number;
  size?: 'small' | 'medium';
}) {
  return (
    <Rating value={rating} precision={0.1} readOnly size={size} aria-label={ratingLabel(rating)} />
  );
}
