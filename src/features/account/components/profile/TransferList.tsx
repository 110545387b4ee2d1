import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@/contract/messages';
import type { Transfer } from '@/contract/wire/transfers';
import { useGetUserTransfersQuery } from '@/features/transfers';
import { DetailList } from './DetailList';
import { formatDay } from '@/features/bookings';
import { formatTime, passengers, yesNo } from './format';
import { ListState } from './ListState';
import { StatusBadge } from './StatusBadge';
import { STATUS_COLOUR, transferStatus } from './status';

function TransferCard({ transfer }: { transfer: Transfer }) {
  const status = transferStatus(transfer);
  const headingId = `transfer-${transfer.id}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography
          id={headingId}
          variant="h5"
          component="h3"
          gutterBottom
          sx={{ overflowWrap: 'anywhere' }}
        >
          {transfer.pickupLocation} → {transfer.dropLocation}
        </Typography>
        <DetailList
          details={[
            { term: 'Date', value: formatDay(transfer.pickupDate) },
            { term: 'Time', value: formatTime(transfer.pickupTime) },
            { term: 'Capacity', value: passengers(transfer.capacity) },
            { term: 'Round trip', value: yesNo(transfer.isRoundTrip) },
            {
              term: 'Status',
              value: <StatusBadge label={status} colour={STATUS_COLOUR[status]} />,
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}

/** Transfers: loads when its tab opens (the component mounts with the tab). */
export function TransferList() {
  const { data, isLoading, error } = useGetUserTransfersQuery();
  return (
    <ListState
      what="transfers"
      items={data}
      isLoading={isLoading}
      error={error}
      emptyText={MESSAGES.noTransfers}
    >
      {(transfers) => (
        <Stack spacing={2}>
          {transfers.map((transfer) => (
            <TransferCard key={transfer.id} transfer={transfer} />
          ))}
        </Stack>
      )}
    </ListState>
  );
}
