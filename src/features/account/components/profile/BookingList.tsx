import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@/contract/messages';
import type { Booking } from '@/contract/wire/bookings';
import { useGetUserBookingsQuery } from '@/features/bookings';
import { DetailList } from './DetailList';
import { formatUsd } from '@/contract/money';
import { ListState } from './ListState';
import { StatusBadge } from './StatusBadge';
import { bookingStatus, paymentColour, STATUS_COLOUR } from './status';

function BookingCard({ booking }: { booking: Booking }) {
  const status = bookingStatus(booking);
  const headingId = `booking-${booking.id}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h5" component="h3" gutterBottom>
          Booking {booking.generatedBookingId}
        </Typography>
        <DetailList
          details={[
            {
              term: 'Excursions',
              value: (
                <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {booking.excursionNames.map((name, index) => (
                    <li key={`${index}-${name}`}>{name}</li>
                  ))}
                </Stack>
              ),
            },
            { term: 'Total', value: formatUsd(booking.totalPrice) },
            {
              term: 'Status',
              value: <StatusBadge label={status} colour={STATUS_COLOUR[status]} />,
            },
            {
              term: 'Payment',
              value: (
                <StatusBadge
                  label={booking.paymentStatus}
                  colour={paymentColour(booking.paymentStatus)}
                />
              ),
            },
          ]}
        />
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
