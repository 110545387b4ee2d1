import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/usePageTitle';
import {
  REVIEW_KINDS,
  REVIEW_STATUSES,
  type ReviewKind,
  type ReviewStatus,
} from '@/contract/statuses';
import type { StaffReview } from '@/contract/wire/operator';
import { ChoiceFilter } from '../components/ChoiceFilter';
import { PagedList } from '../components/PagedList';
import { StatusChip } from '../components/StatusChip';
import { useListParams } from '../components/useListParams';
import { useStaffAction } from '../components/useStaffAction';
import { useGetStaffReviewsQuery, useModerateReviewMutation } from '../operatorApi';
import { CONSOLE, STATUS_LABELS } from '../texts';

const T = CONSOLE.reviews;

/** Excursion and destination reviews together, newest first: approve or reject each. */
export default function ReviewsPage() {
  usePageTitle(T.title);
  const { filters, pageIndex, setFilter, setPage, query } = useListParams([
    'status',
    'kind',
  ] as const);
  const result = useGetStaffReviewsQuery({
    pageIndex,
    status: query.status as ReviewStatus | undefined,
    kind: query.kind as ReviewKind | undefined,
  });
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <ChoiceFilter
          label={CONSOLE.list.status}
          value={filters.status}
          choices={REVIEW_STATUSES}
          labelOf={(status) => STATUS_LABELS[status]}
          onChange={(value) => setFilter('status', value)}
        />
        <ChoiceFilter
          label={T.kind}
          value={filters.kind}
          choices={REVIEW_KINDS}
          labelOf={(kind) => T[kind]}
          onChange={(value) => setFilter('kind', value)}
        />
      </Stack>
      <PagedList result={result} onPage={setPage}>
        {(reviews) =>
          reviews.map((review) => (
            <ReviewCard key={`${review.kind}-${review.id}`} review={review} />
          ))
        }
      </PagedList>
    </>
  );
}

function ReviewCard({ review }: { review: StaffReview }) {
  const [moderate] = useModerateReviewMutation();
  const act = useStaffAction();
  const { kind, id, status } = review;
  return (
    <Paper component="article" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h2" variant="h6">
          {T[kind]}: {review.subjectName}
        </Typography>
        <StatusChip status={status} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Rating value={review.rating} readOnly size="small" aria-label={`${review.rating} / 5`} />
        <Typography variant="body2" color="text.secondary">
          {review.name}
          {review.email ? ` · ${review.email}` : ''} ·{' '}
          {new Date(review.createdAt).toLocaleString('en-GB')}
        </Typography>
      </Stack>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{review.message}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {status !== 'approved' && (
          <Button
            variant="contained"
            size="small"
            onClick={() => void act(() => moderate({ kind, id, action: 'approve' }))}
          >
            {T.approve}
          </Button>
        )}
        {status !== 'rejected' && (
          <Button
            color="error"
            variant="outlined"
            size="small"
            onClick={() => void act(() => moderate({ kind, id, action: 'reject' }))}
          >
            {T.reject}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
