import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@/contract/messages';
import type { Transfer } from '@/contract/wire/transfers';
import { useGetUserTransfersQuery } from '@/features/transfers';
import { DetailList, type Detail } from './DetailList';
import { DocumentDownloads, transferDocuments } from './DocumentDownloads';
import { formatDay } from '@/features/bookings';
import { formatTime, passengers, yesNo } from './format';
import { ListState } from './ListState';
import { StatusBadge } from './StatusBadge';
import { STATUS_COLOUR, transferStatus } from './status';

/** The flight the driver meets and the traveller's note, where given (older transfers have none). */
function flightDetails({ flightNumber, arrivalTime, notes }: Transfer): Detail[] {
  const details: Detail[] = [];
  if (flightNumber) details.push({ term: 'Flight', value: flightNumber });
  if (arrivalTime) details.push({ term: 'Lands at', value: arrivalTime });
  if (notes) details.push({ term: 'Notes', value: notes });
  return details;
}

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
            ...flightDetails(transfer),
            { term: 'Capacity', value: passengers(transfer.capacity) },
            { term: 'Round trip', value: yesNo(transfer.isRoundTrip) },
            {
              term: 'Status',
              value: <StatusBadge label={status} colour={STATUS_COLOUR[status]} />,
            },
          ]}
        />
        {status !== 'Cancelled' && <DocumentDownloads documents={transferDocuments(transfer.id)} />}
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
