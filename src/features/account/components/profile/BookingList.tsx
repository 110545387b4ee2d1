import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@/contract/messages';
import type { Booking } from '@/contract/wire/bookings';
import type { BookingLine } from '@/contract/wire/departures';
import { formatMoney, formatWhen, partyOf, useGetUserBookingsQuery } from '@/features/bookings';
import { MY_BOOKINGS_TEXTS } from './bookingTexts';
import { CancelBookingDialog } from './CancelBookingDialog';
import { DetailList, type Detail } from './DetailList';
import { bookingDocuments, DocumentDownloads } from './DocumentDownloads';
import { ListState } from './ListState';
import { PayBookingDialog } from './PayBookingDialog';
import { StatusBadge } from './StatusBadge';
import {
  bookingStatus,
  canCancel,
  canPay,
  DEPARTURE_STATUS_COLOUR,
  isDepartureBooking,
  paymentColour,
  STATUS_COLOUR,
} from './status';

const T = MY_BOOKINGS_TEXTS;

function ExcursionNames({ names }: { names: string[] }) {
  return (
    <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
      {names.map((name, index) => (
        <li key={`${index}-${name}`}>{name}</li>
      ))}
    </Stack>
  );
}

/** Each departure of the booking: the excursion, its day and time, and who goes. */
function DepartureLines({ lines }: { lines: BookingLine[] }) {
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line) => (
        <li key={line.departureId}>
          <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
            {line.excursionName}
          </Typography>
          <Typography component="span" sx={{ display: 'block' }}>
            {formatWhen(line.date, line.time)}
          </Typography>
          <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
            {partyOf(line.units)}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}

/** SPEC.md's badges for a booking on request; a booking of departures shows its own state. */
function statusBadge(booking: Booking) {
  if (isDepartureBooking(booking)) {
    return (
      <StatusBadge
        label={T.status[booking.status]}
        colour={DEPARTURE_STATUS_COLOUR[booking.status]}
      />
    );
  }
  const status = bookingStatus(booking);
  return <StatusBadge label={status} colour={STATUS_COLOUR[status]} />;
}

/** What a booking of departures has paid and still owes, as the server works it out. */
function paymentDetails(booking: Booking): Detail[] {
  const { amountPaid, amountDue } = booking;
  if (!isDepartureBooking(booking) || amountPaid === undefined || amountDue === undefined) {
    return [];
  }
  return [
    { term: T.amountPaid, value: formatMoney(amountPaid, booking.currency) },
    { term: T.amountDue, value: formatMoney(amountDue, booking.currency) },
  ];
}

function bookingDetails(booking: Booking): Detail[] {
  const departures = isDepartureBooking(booking);
  return [
    departures
      ? { term: T.departures, value: <DepartureLines lines={booking.lines} /> }
      : { term: 'Excursions', value: <ExcursionNames names={booking.excursionNames} /> },
    { term: 'Total', value: formatMoney(booking.totalPrice, booking.currency) },
    ...paymentDetails(booking),
    { term: 'Status', value: statusBadge(booking) },
    {
      term: 'Payment',
      value: (
        <StatusBadge label={booking.paymentStatus} colour={paymentColour(booking.paymentStatus)} />
      ),
    },
  ];
}

/** A confirmed booking of departures has a voucher and a calendar file. */
const hasDocuments = (booking: Booking) =>
  isDepartureBooking(booking) && (booking.status === 'confirmed' || booking.status === 'completed');

function BookingCard({ booking }: { booking: Booking }) {
  const [cancelling, setCancelling] = useState(false);
  const [paying, setPaying] = useState(false);
  const headingId = `booking-${booking.id}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h5" component="h3" gutterBottom>
          Booking {booking.generatedBookingId}
        </Typography>
        <DetailList details={bookingDetails(booking)} />
        {booking.paymentPending && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {T.paymentPending}
          </Typography>
        )}
        {(canPay(booking) || canCancel(booking)) && (
          <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {canPay(booking) && (
              <Button
                variant="contained"
                onClick={() => setPaying(true)}
                aria-label={T.pay.openLabel(booking.generatedBookingId)}
              >
                {T.pay.open}
              </Button>
            )}
            {canCancel(booking) && (
              <Button
                color="error"
                variant="outlined"
                onClick={() => setCancelling(true)}
                aria-label={T.cancel.openLabel(booking.generatedBookingId)}
              >
                {T.cancel.open}
              </Button>
            )}
          </Box>
        )}
        {hasDocuments(booking) && (
          <DocumentDownloads documents={bookingDocuments(booking.id, booking.generatedBookingId)} />
        )}
        {paying && <PayBookingDialog booking={booking} onClose={() => setPaying(false)} />}
        {cancelling && (
          <CancelBookingDialog booking={booking} onClose={() => setCancelling(false)} />
        )}
      </CardContent>
    </Card>
  );
}

/** My Bookings: loads when its tab opens (the component mounts with the tab). */
export function BookingList() {
  const { data, isLoading, error } = useGetUserBookingsQuery();
  return (
    <ListState
      what="bookings"
      items={data}
      isLoading={isLoading}
      error={error}
      emptyText={MESSAGES.noBookings}
    >
      {(bookings) => (
        <Stack spacing={2}>
          {bookings.map((booking) => (
            <BookingCard key={booking.id} booking={booking} />
          ))}
        </Stack>
      )}
    </ListState>
  );
}
