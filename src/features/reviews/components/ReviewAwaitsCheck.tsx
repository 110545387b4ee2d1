import Alert from '@mui/material/Alert';
import { useT } from '@/i18n';
import { reviewMessages } from '../messages';

/** After posting: the review is listed once the company's staff have checked it. */
export function ReviewAwaitsCheck({ posted }: { posted: boolean }) {
  const t = useT();
  if (!posted) return null;
  return (
    <Alert severity="success" role="status" sx={{ mb: 2.5 }}>
      {t(reviewMessages.awaitsCheck)}
    </Alert>
  );
}
