import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import type { ReviewKind } from '@/contract/statuses';
import { OPERATOR_TIME_ZONE } from '@/contract/limits';
import { useGetApprovedReviewsQuery } from '../reviewsApi';
import { REVIEW_TEXTS } from './texts';

/** The day a review was posted, where the operator works: the server's page and every browser agree. */
const postedOn = (at: string) =>
  new Date(at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: OPERATOR_TIME_ZONE,
  });

/**
 * The reviews the company's staff approved, newest first: name, date and words. The page's own
 * rating stays the fixed one the catalog shows.
 */
export function ReviewList({ kind, id }: { kind: ReviewKind; id: number }) {
  const { data: reviews, isLoading, isError } = useGetApprovedReviewsQuery({ kind, id });
  if (isLoading)
    return <ListStatus state="loading" text={REVIEW_TEXTS.loading} look={noticeLook} />;
  if (isError || !reviews)
    return <ListStatus state="failed" text={REVIEW_TEXTS.failed} look={noticeLook} />;
  if (reviews.length === 0)
    return <Typography color="text.secondary">{REVIEW_TEXTS.none}</Typography>;
  return (
    <Stack component="ul" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {reviews.map((review, index) => (
        <li key={index}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {review.name}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            {postedOn(review.createAt)}
          </Typography>
          <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{review.message}</Typography>
        </li>
      ))}
    </Stack>
  );
}
