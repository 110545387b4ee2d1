import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { usePageTitle } from '@/components/usePageTitle';
import { formatUsd } from '@/contract/money';
import type { StaffBookingDetails } from '@/contract/wire/operator';
import { ContactLinks } from '../components/ContactLinks';
import { BookingPayments, hasPayments } from '../payments/BookingPayments';
import { RecordPaymentDialog } from '../payments/RecordPaymentDialog';
import { BookingLines } from '../scheduling/BookingLines';
import { useConfirmBookingMutation } from '../scheduling/departuresApi';
import { DEPARTURE_TEXTS } from '../scheduling/texts';
import { RATES } from '../rates/texts';
import { StatusChip } from '../components/StatusChip';
import { TextDialog } from '../components/TextDialog';
import { useStaffAction } from '../components/useStaffAction';
import { useChangeBookingMutation, useGetStaffBookingQuery } from '../operatorApi';
import { CONSOLE_PATHS } from '../paths';
import { CONSOLE } from '../texts';

const T = CONSOLE.bookings;
const CENTS = /^\d+(\.\d{1,2})?$/;

/** One booking: the customer, the excursions, the price, the history and the next steps. */
export default function BookingPage() {
  const id = Number(useParams().id);
  const { data, isError } = useGetStaffBookingQuery(id, { skip: !Number.isInteger(id) });
  usePageTitle(data ? data.generatedBookingId : T.title);
  if (isError || !Number.isInteger(id)) {
    return <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />;
  }
  if (!data) return <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />;
  return <BookingDetails booking={data} />;
}

function BookingDetails({ booking }: { booking: StaffBookingDetails }) {
  const [change] = useChangeBookingMutation();
  const act = useStaffAction();
  const [dialog, setDialog] = useState<'quote' | 'paid' | 'cancel' | null>(null);
  const [confirm] = useConfirmBookingMutation();
  const { status, id, state, lines = [] } = booking;
  // A booking of departures is priced by the server: there is nothing to quote.
  const canQuote = lines.length === 0 && (status === 'pending' || status === 'quoted');
  // The server's "Mark paid" records what is still due as cash: money still owed is recorded
  // with how it came instead, and the booking is paid once the ledger has it all.
  const stillOwes = hasPayments(booking) && booking.amountDue > 0;

  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={CONSOLE_PATHS.bookings}>
        ← {T.back}
      </Link>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h1" variant="h4">
          {booking.generatedBookingId}
        </Typography>
        <StatusChip status={status} />
        {state && lines.length > 0 && <StatusChip status={state} />}
      </Stack>
      <Paper sx={{ p: 2 }}>
        <Typography component="h2" variant="h6">
          {T.customer}
        </Typography>
        <Typography>{booking.customerName}</Typography>
        <ContactLinks
          email={booking.customerEmail}
          phone={booking.customerPhone}
          isWhatsAppUser={booking.isWhatsAppUser}
          whatsAppText={T.whatsAppText(booking.customerName, booking.generatedBookingId)}
        />
        <Divider sx={{ my: 2 }} />
        {lines.length > 0 ? (
          <>
            <BookingLines lines={lines} total={booking.totalPrice} />
            {booking.display && (
              <Typography variant="body2" color="text.secondary">
                {RATES.shownIn(booking.display.currency, booking.display.rate)}
              </Typography>
            )}
            {booking.checkInToken && (
              <Link component={RouterLink} to={CONSOLE_PATHS.checkIn(booking.checkInToken)}>
                {T.checkIn}
              </Link>
            )}
          </>
        ) : (
          <>
            <Typography component="h2" variant="h6">
              {T.excursions}
            </Typography>
            <ul>
              {booking.excursions.map((excursion) => (
                <li key={excursion.id}>
                  {excursion.name} ({excursion.tourStartDate})
                </li>
              ))}
            </ul>
            <Typography component="h2" variant="h6">
              {T.price}
            </Typography>
            <Typography>
              {booking.totalPrice > 0 ? formatUsd(booking.totalPrice) : T.notQuoted}
            </Typography>
          </>
        )}
        {booking.cancelReason && <Typography color="error">{booking.cancelReason}</Typography>}
      </Paper>
      {hasPayments(booking) && <BookingPayments booking={booking} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {state === 'requested' && lines.length > 0 && (
          <Button variant="contained" onClick={() => void act(() => confirm(id))}>
            {DEPARTURE_TEXTS.booking.confirm}
          </Button>
        )}
        {canQuote && (
          <Button variant="contained" onClick={() => setDialog('quote')}>
            {T.quote}
          </Button>
        )}
        {status === 'quoted' && (
          <Button
            variant="contained"
            onClick={() =>
              stillOwes ? setDialog('paid') : void act(() => change({ id, action: 'paid' }))
            }
          >
            {T.paid}
          </Button>
        )}
        {status === 'paid' && (
          <Button
            variant="contained"
            onClick={() => void act(() => change({ id, action: 'complete' }))}
          >
            {T.complete}
          </Button>
        )}
        {status !== 'completed' && status !== 'cancelled' && (
          <Button color="error" variant="outlined" onClick={() => setDialog('cancel')}>
            {T.cancel}
          </Button>
        )}
      </Stack>
      <Paper sx={{ p: 2 }}>
        <Typography component="h2" variant="h6">
          {T.history}
        </Typography>
        <ol>
          {booking.history.map((entry, index) => (
            <li key={index}>
              {new Date(entry.at).toLocaleString('en-GB')} — {entry.detail} ({entry.by})
            </li>
          ))}
        </ol>
      </Paper>
      <TextDialog
        open={dialog === 'quote'}
        title={T.quote}
        label={T.quoteLabel}
        problem={T.quoteInvalid}
        inputMode="decimal"
        check={(text) => CENTS.test(text.trim()) && Number(text) > 0}
        onClose={() => setDialog(null)}
        onConfirm={(text) => act(() => change({ id, action: 'quote', totalPrice: Number(text) }))}
      />
      {dialog === 'paid' && hasPayments(booking) && (
        <RecordPaymentDialog
          bookingId={id}
          due={booking.amountDue}
          onClose={() => setDialog(null)}
        />
      )}
      <TextDialog
        open={dialog === 'cancel'}
        title={T.cancel}
        label={CONSOLE.dialog.reason}
        problem={CONSOLE.dialog.reasonRequired}
        multiline
        onClose={() => setDialog(null)}
        onConfirm={(reason) => act(() => change({ id, action: 'cancel', reason }))}
      />
    </Stack>
  );
}
