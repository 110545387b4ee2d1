import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import type { ReviewKind } from '@/contract/statuses';
import { formatDay, useLocale, useT } from '@/i18n';
import { reviewMessages } from '../messages';
import { useGetApprovedReviewsQuery } from '../reviewsApi';

/**
 * The reviews the company's staff approved, newest first: name, date and words. The page's own
 * rating stays the fixed one the catalog shows.
 */
export function ReviewList({ kind, id }: { kind: ReviewKind; id: number }) {
  const t = useT();
  const locale = useLocale();
  const { data: reviews, isLoading, isError } = useGetApprovedReviewsQuery({ kind, id });
  if (isLoading)
    return <ListStatus state="loading" text={t(reviewMessages.loading)} look={noticeLook} />;
  if (isError || !reviews)
    return <ListStatus state="failed" text={t(reviewMessages.failed)} look={noticeLook} />;
  if (reviews.length === 0)
    return <Typography color="text.secondary">{t(reviewMessages.none)}</Typography>;
  return (
    <Stack component="ul" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {reviews.map((review, index) => (
        <li key={index}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {review.name}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            {/* The day where the operator works: the server's page and every browser agree. */}
            {formatDay(locale, new Date(review.createAt))}
          </Typography>
          <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{review.message}</Typography>
        </li>
      ))}
    </Stack>
  );
}
