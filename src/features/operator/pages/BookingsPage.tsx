import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/usePageTitle';
import { formatUsd } from '@/contract/money';
import { BOOKING_STATUSES, type BookingStatus } from '@/contract/statuses';
import { NativeSelectField } from '@/components/NativeSelectField';
import { ChoiceFilter } from '../components/ChoiceFilter';
import { PagedList } from '../components/PagedList';
import { StatusChip } from '../components/StatusChip';
import { useListParams } from '../components/useListParams';
import { useGetStaffBookingsQuery } from '../operatorApi';
import { useGetResellersQuery } from '../resellers/resellersApi';
import { CONSOLE_PATHS } from '../paths';
import { CONSOLE, STATUS_LABELS } from '../texts';

/** Every booking, newest first: status filter and search by reference, name or e-mail. */
export default function BookingsPage() {
  usePageTitle(CONSOLE.bookings.title);
  const { filters, pageIndex, setFilter, setPage, query } = useListParams([
    'status',
    'q',
    'channel',
  ] as const);
  const result = useGetStaffBookingsQuery({
    pageIndex,
    status: query.status as BookingStatus | undefined,
    q: query.q,
    channel: query.channel,
  });
  const resellers = useGetResellersQuery().data ?? [];
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {CONSOLE.bookings.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label={CONSOLE.bookings.search}
          type="search"
          value={filters.q}
          onChange={(event) => setFilter('q', event.target.value)}
          fullWidth
        />
        <ChoiceFilter
          label={CONSOLE.list.status}
          value={filters.status}
          choices={BOOKING_STATUSES}
          labelOf={(status) => STATUS_LABELS[status]}
          onChange={(value) => setFilter('status', value)}
        />
        <NativeSelectField
          label={CONSOLE.bookings.channel}
          value={filters.channel}
          onChange={(value) => setFilter('channel', value)}
        >
          <option value="">{CONSOLE.list.all}</option>
          <option value="website">{CONSOLE.bookings.website}</option>
          {resellers.map((reseller) => (
            <option key={reseller.id} value={String(reseller.id)}>
              {reseller.name}
            </option>
          ))}
        </NativeSelectField>
      </Stack>
      <PagedList result={result} onPage={setPage}>
        {(bookings) =>
          bookings.map((booking) => (
            <Card key={booking.id} component="article">
              <CardActionArea component={RouterLink} to={CONSOLE_PATHS.booking(booking.id)}>
                <CardContent>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    useFlexGap
                  >
                    <Typography component="h2" variant="h6">
                      {booking.generatedBookingId}
                    </Typography>
                    <StatusChip status={booking.status} />
                    <Typography sx={{ ml: 'auto' }}>
                      {booking.totalPrice > 0
                        ? formatUsd(booking.totalPrice)
                        : CONSOLE.bookings.notQuoted}
                    </Typography>
                  </Stack>
                  <Typography>
                    {booking.customerName} · {booking.customerEmail}
                  </Typography>
                  {booking.channel && booking.channel !== 'website' && (
                    <Typography variant="body2">
                      {CONSOLE.bookings.soldBy(booking.channel)}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {booking.excursions.map((excursion) => excursion.name).join(', ')} ·{' '}
                    {new Date(booking.createdAt).toLocaleString('en-GB')}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))
        }
      </PagedList>
    </>
  );
}
