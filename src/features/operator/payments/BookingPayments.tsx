import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { formatUsd } from '@/contract/money';
import type { StaffBookingDetails } from '@/contract/wire/operator';
import { CONSOLE } from '../texts';
import { LedgerRowCard } from './LedgerRowCard';
import { useGetLedgerQuery } from './paymentsApi';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { RecordRefundDialog } from './RecordRefundDialog';
import { LEDGER_TEXTS } from './texts';

const T = LEDGER_TEXTS.booking;

/** A booking as the payment section reads it: with the payment fields the server adds. */
type PayableBooking = StaffBookingDetails & { amountPaid: number; amountDue: number };

export const hasPayments = (booking: StaffBookingDetails): booking is PayableBooking =>
  booking.amountPaid !== undefined && booking.amountDue !== undefined;

/**
 * A booking's money on its console page: paid, due, the refund a cancellation owes under its
 * policy, its payments and refunds, and the forms that record a payment or the refund.
 */
export function BookingPayments({ booking }: { booking: PayableBooking }) {
  const ledger = useGetLedgerQuery({ pageIndex: 1, bookingId: booking.id });
  const [dialog, setDialog] = useState<'payment' | 'refund' | null>(null);
  const rows = ledger.data?.results ?? [];
  const owedRow = rows.find((row) => row.status === 'owed');
  const owed = booking.refundOwed ?? 0;
  const cancelled = booking.status === 'cancelled' || booking.state === 'cancelled';
  const sums: Array<[string, number | undefined]> = [
    [T.paid, booking.amountPaid],
    [T.due, booking.amountDue],
    [T.deposit, booking.depositDue],
    [T.refunded, booking.refunded],
  ];
  return (
    <Paper component="section" aria-labelledby="booking-payments" sx={{ p: 2 }}>
      <Typography id="booking-payments" component="h2" variant="h6" gutterBottom>
        {T.title}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}>
        {sums.map(([term, amount]) =>
          amount === undefined ? null : (
            <Box key={term}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {formatUsd(amount)}
              </Typography>
            </Box>
          ),
        )}
      </Box>
      {owed > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {T.owed(formatUsd(owed))}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ my: 2, flexWrap: 'wrap' }}>
        {!cancelled && booking.amountDue > 0 && (
          <Button variant="contained" onClick={() => setDialog('payment')}>
            {T.record}
          </Button>
        )}
        {owedRow && (
          <Button variant="contained" color="warning" onClick={() => setDialog('refund')}>
            {T.refund}
          </Button>
        )}
      </Stack>
      {ledger.isError ? (
        <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />
      ) : !ledger.data ? (
        <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{T.none}</Typography>
      ) : (
        <Stack spacing={1}>
          {rows.map((row) => (
            <LedgerRowCard key={row.id} row={row} withBooking={false} />
          ))}
        </Stack>
      )}
      {dialog === 'payment' && (
        <RecordPaymentDialog
          bookingId={booking.id}
          due={booking.amountDue}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'refund' && owedRow && (
        <RecordRefundDialog
          paymentId={owedRow.id}
          owed={owedRow.amount}
          most={booking.amountPaid}
          onClose={() => setDialog(null)}
        />
      )}
    </Paper>
  );
}
