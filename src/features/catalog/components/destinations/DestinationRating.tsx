import { StarRating } from '@/components/StarRating';
import { ratingLabel } from '../../texts/destinations';

/** The destination's stored rating as read-only stars. */
export function DestinationRating({
  rating,
  size = 'small',
}: {
  rating: number;
  size?: 'small' | 'medium';
}) {
  return <StarRating value={rating} size={size} label={ratingLabel(rating)} />;
}
