import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LedgerStatus } from '@/contract/payments';
import { formatUsd } from '@/contract/money';
import type { LedgerRow } from '@/contract/wire/payments';
import { CONSOLE_PATHS } from '../paths';
import { LEDGER_TEXTS } from './texts';

const T = LEDGER_TEXTS;

const COLOURS: Record<LedgerStatus, 'warning' | 'success' | 'error' | 'info'> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'error',
  flagged: 'error',
  owed: 'info',
};

/** An amount in the base currency as the console writes dollars; another currency by its code. */
export const moneyOf = (amount: number, currency: string) =>
  currency === 'USD' ? formatUsd(amount) : `${amount.toFixed(2)} ${currency}`;

/**
 * One payment or refund: what, how much, its state, the reference and who recorded it. A flagged
 * row stands out (a red border and its reason) until staff have looked at it.
 */
export function LedgerRowCard({
  row,
  withBooking = true,
}: {
  row: LedgerRow;
  withBooking?: boolean;
}) {
  const flagged = row.status === 'flagged';
  const refund = row.kind === 'refund';
  const details = [
    row.reference && T.row.reference(row.reference),
    row.gatewayId && T.row.gateway(row.gatewayId),
    T.row.by(row.recordedBy),
    new Date(row.createdAt).toLocaleString('en-GB'),
  ].filter(Boolean);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={`${T.kinds[row.kind]} ${row.id}`}
      sx={flagged ? { borderColor: 'error.main', borderWidth: 2 } : undefined}
    >
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography component="h3" variant="h6">
            {refund ? '−' : ''}
            {moneyOf(row.amount, row.currency)}
          </Typography>
          <Chip size="small" label={T.kinds[row.kind]} variant="outlined" />
          <Chip size="small" label={T.methods[row.method]} variant="outlined" />
          <Chip
            size="small"
            color={COLOURS[row.status]}
            variant={flagged ? 'filled' : 'outlined'}
            label={T.statuses[row.status]}
          />
          {withBooking && (
            <Link
              component={RouterLink}
              to={CONSOLE_PATHS.booking(row.bookingId)}
              sx={{ ml: 'auto' }}
            >
              {T.row.booking(row.generatedBookingId)}
            </Link>
          )}
        </Stack>
        {withBooking && (
          <Typography>
            {row.customerName} · {row.customerEmail}
          </Typography>
        )}
        {row.reason && (
          <Typography
            color={flagged ? 'error' : 'text.primary'}
            sx={{ fontWeight: flagged ? 700 : 400 }}
          >
            {row.reason}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {details.join(' · ')}
        </Typography>
      </CardContent>
    </Card>
  );
}
