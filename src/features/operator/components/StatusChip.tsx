import Chip from '@mui/material/Chip';
import { STATUS_LABELS } from '../texts';

const COLOURS: Record<string, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  pending: 'warning',
  Pending: 'warning',
  open: 'warning',
  quoted: 'info',
  answered: 'info',
  paid: 'success',
  completed: 'success',
  Completed: 'success',
  approved: 'success',
  published: 'success',
  draft: 'default',
  offer: 'info',
  cancelled: 'error',
  Cancelled: 'error',
  rejected: 'error',
  closed: 'default',
  AVAILABLE: 'success',
  LIMITED: 'warning',
  SOLD_OUT: 'error',
  CLOSED: 'default',
  on_hold: 'warning',
  requested: 'warning',
  confirmed: 'success',
  expired: 'default',
};

/** A record's status as a small coloured label. */
export function StatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status] ?? 'default'}
      label={STATUS_LABELS[status] ?? status}
    />
  );
}
