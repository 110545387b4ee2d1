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
import { formatWhen, partyOf, useGetUserBookingsQuery } from '@/features/bookings';
import { formatMoney, useLocale, useT, type Locale, type Translate } from '@/i18n';
import { profileMessages } from '../../messages';
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
import { DEPARTURE_STATUS_LABEL, paymentStatusLabel, SHOWN_STATUS_LABEL } from './statusLabels';

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
  const t = useT();
  const locale = useLocale();
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line) => (
        <li key={line.departureId}>
          <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
            {line.excursionName}
          </Typography>
          <Typography component="span" sx={{ display: 'block' }}>
            {formatWhen(t, locale, line.date, line.time)}
          </Typography>
          <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
            {partyOf(t, line.units)}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}

/** SPEC.md's badges for a booking on request; a booking of departures shows its own state. */
function statusBadge(t: Translate, booking: Booking) {
  if (isDepartureBooking(booking)) {
    return (
      <StatusBadge
        label={t(DEPARTURE_STATUS_LABEL[booking.status])}
        colour={DEPARTURE_STATUS_COLOUR[booking.status]}
      />
    );
  }
  const status = bookingStatus(booking);
  return <StatusBadge label={t(SHOWN_STATUS_LABEL[status])} colour={STATUS_COLOUR[status]} />;
}

/** What a booking of departures has paid and still owes, as the server works it out. */
function paymentDetails(t: Translate, locale: Locale, booking: Booking): Detail[] {
  const { amountPaid, amountDue } = booking;
  if (!isDepartureBooking(booking) || amountPaid === undefined || amountDue === undefined) {
    return [];
  }
  return [
    {
      term: t(profileMessages.amountPaid),
      value: formatMoney(locale, amountPaid, booking.currency),
    },
    { term: t(profileMessages.amountDue), value: formatMoney(locale, amountDue, booking.currency) },
  ];
}

function bookingDetails(t: Translate, locale: Locale, booking: Booking): Detail[] {
  const departures = isDepartureBooking(booking);
  return [
    departures
      ? { term: t(profileMessages.departures), value: <DepartureLines lines={booking.lines} /> }
      : {
          term: t(profileMessages.excursions),
          value: <ExcursionNames names={booking.excursionNames} />,
        },
    {
      term: t(profileMessages.total),
      value: formatMoney(locale, booking.totalPrice, booking.currency),
    },
    ...paymentDetails(t, locale, booking),
    { term: t(profileMessages.status), value: statusBadge(t, booking) },
    {
      term: t(profileMessages.payment),
      value: (
        <StatusBadge
          label={paymentStatusLabel(t, booking.paymentStatus)}
          colour={paymentColour(booking.paymentStatus)}
        />
      ),
    },
  ];
}

/** A confirmed booking of departures has a voucher and a calendar file. */
const hasDocuments = (booking: Booking) =>
  isDepartureBooking(booking) && (booking.status === 'confirmed' || booking.status === 'completed');

function BookingCard({ booking }: { booking: Booking }) {
  const t = useT();
  const locale = useLocale();
  const reference = booking.generatedBookingId;
  const [cancelling, setCancelling] = useState(false);
  const [paying, setPaying] = useState(false);
  const headingId = `booking-${booking.id}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h5" component="h3" gutterBottom>
          {t(profileMessages.booking, { reference })}
        </Typography>
        <DetailList details={bookingDetails(t, locale, booking)} />
        {booking.paymentPending && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t(profileMessages.paymentPending)}
          </Typography>
        )}
        {(canPay(booking) || canCancel(booking)) && (
          <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {canPay(booking) && (
              <Button
                variant="contained"
                onClick={() => setPaying(true)}
                aria-label={t(profileMessages.payBooking, { reference })}
              >
                {t(profileMessages.pay)}
              </Button>
            )}
            {canCancel(booking) && (
              <Button
                color="error"
                variant="outlined"
                onClick={() => setCancelling(true)}
                aria-label={t(profileMessages.cancelBookingLabel, { reference })}
              >
                {t(profileMessages.cancel)}
              </Button>
            )}
          </Box>
        )}
        {hasDocuments(booking) && (
          <DocumentDownloads documents={bookingDocuments(t, booking.id, reference)} />
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
  const t = useT();
  const { data, isLoading, error } = useGetUserBookingsQuery();
  return (
    <ListState
      what="bookings"
      failedText={t(profileMessages.bookingsFailed)}
      items={data}
      isLoading={isLoading}
      error={error}
      emptyText={t(MESSAGES.noBookings)}
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
