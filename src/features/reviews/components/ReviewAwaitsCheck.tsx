import Alert from '@mui/material/Alert';
import { REVIEW_TEXTS } from './texts';

/** After posting: the review is listed once the company's staff have checked it. */
export function ReviewAwaitsCheck({ posted }: { posted: boolean }) {
  if (!posted) return null;
  return (
    <Alert severity="success" role="status" sx={{ mb: 2.5 }}>
      {REVIEW_TEXTS.awaitsCheck}
    </Alert>
  );
}
