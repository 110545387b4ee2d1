import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@/contract/messages';
import type { Transfer } from '@/contract/wire/transfers';
import { useGetUserTransfersQuery } from '@/features/transfers';
import { DetailList, type Detail } from './DetailList';
import { DocumentDownloads, transferDocuments } from './DocumentDownloads';
import { departureDay } from '@/features/bookings';
import { useLocale, useT, type Translate } from '@/i18n';
import { profileMessages } from '../../messages';
import { formatTime } from './format';
import { ListState } from './ListState';
import { StatusBadge } from './StatusBadge';
import { STATUS_COLOUR, transferStatus } from './status';
import { SHOWN_STATUS_LABEL } from './statusLabels';

/** The flight the driver meets and the traveller's note, where given (older transfers have none). */
function flightDetails(t: Translate, { flightNumber, arrivalTime, notes }: Transfer): Detail[] {
  const details: Detail[] = [];
  if (flightNumber) details.push({ term: t(profileMessages.flight), value: flightNumber });
  if (arrivalTime) details.push({ term: t(profileMessages.landsAt), value: arrivalTime });
  if (notes) details.push({ term: t(profileMessages.notes), value: notes });
  return details;
}

function TransferCard({ transfer }: { transfer: Transfer }) {
  const t = useT();
  const locale = useLocale();
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
            { term: t(profileMessages.date), value: departureDay(locale, transfer.pickupDate) },
            { term: t(profileMessages.time), value: formatTime(transfer.pickupTime) },
            ...flightDetails(t, transfer),
            {
              term: t(profileMessages.capacity),
              value: t(profileMessages.passengers, { count: transfer.capacity }),
            },
            {
              term: t(profileMessages.roundTrip),
              value: t(transfer.isRoundTrip ? profileMessages.yes : profileMessages.no),
            },
            {
              term: t(profileMessages.status),
              value: (
                <StatusBadge label={t(SHOWN_STATUS_LABEL[status])} colour={STATUS_COLOUR[status]} />
              ),
            },
          ]}
        />
        {status !== 'Cancelled' && (
          <DocumentDownloads documents={transferDocuments(t, transfer.id)} />
        )}
      </CardContent>
    </Card>
  );
}

/** Transfers: loads when its tab opens (the component mounts with the tab). */
export function TransferList() {
  const t = useT();
  const { data, isLoading, error } = useGetUserTransfersQuery();
  return (
    <ListState
      what="transfers"
      failedText={t(profileMessages.transfersFailed)}
      items={data}
      isLoading={isLoading}
      error={error}
      emptyText={t(MESSAGES.noTransfers)}
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
