import { StarRating } from '@/components/StarRating';
import { useLocale, useT } from '@/i18n';
import { decimalIn } from '../../format/decimal';
import { catalogMessages } from '../../messages';

/** The destination's stored rating as read-only stars. */
export function DestinationRating({
  rating,
  size = 'small',
}: {
  rating: number;
  size?: 'small' | 'medium';
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <StarRating
      value={rating}
      size={size}
      label={t(catalogMessages.rated, { rating: decimalIn(locale, rating) })}
    />
  );
}
