import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/usePageTitle';
import { operatorToday } from '@/contract/dates';
import type { StaffTransfer } from '@/contract/wire/operator';
import { TRANSFER_STATUSES, type TransferStatus } from '@/contract/statuses';
import { ContactLinks } from '../components/ContactLinks';
import { ChoiceFilter } from '../components/ChoiceFilter';
import { PagedList } from '../components/PagedList';
import { StatusChip } from '../components/StatusChip';
import { TextDialog } from '../components/TextDialog';
import { useListParams } from '../components/useListParams';
import { useStaffAction } from '../components/useStaffAction';
import { useChangeTransferMutation, useGetStaffTransfersQuery } from '../operatorApi';
import { CONSOLE, STATUS_LABELS } from '../texts';

const T = CONSOLE.transfers;

/**
 * The transfers in the order the drivers go (a flight when it lands, others at their pickup time),
 * one group per day; printed, each day starts an A4 page.
 */
export default function TransfersPage() {
  usePageTitle(T.title);
  const { filters, pageIndex, setFilter, setPage, query } = useListParams([
    'from',
    'to',
    'status',
  ] as const);
  const from = filters.from || operatorToday();
  const result = useGetStaffTransfersQuery({
    pageIndex,
    from,
    to: query.to,
    status: query.status as TransferStatus | undefined,
  });
  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h1" variant="h4" sx={{ flexGrow: 1 }}>
          {T.title}
        </Typography>
        <Button variant="outlined" onClick={() => window.print()} sx={{ displayPrint: 'none' }}>
          {T.print}
        </Button>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, displayPrint: 'none' }}
      >
        <TextField
          label={T.from}
          type="date"
          value={from}
          onChange={(event) => setFilter('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          label={T.to}
          type="date"
          value={filters.to}
          onChange={(event) => setFilter('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <ChoiceFilter
          label={CONSOLE.list.status}
          value={filters.status}
          choices={TRANSFER_STATUSES}
          labelOf={(status) => STATUS_LABELS[status]}
          onChange={(value) => setFilter('status', value)}
        />
      </Stack>
      <PagedList result={result} onPage={setPage}>
        {(transfers) => <RunSheet transfers={transfers} />}
      </PagedList>
    </>
  );
}

function byDay(transfers: StaffTransfer[]): Array<[string, StaffTransfer[]]> {
  const days = new Map<string, StaffTransfer[]>();
  for (const transfer of transfers) {
    days.set(transfer.pickupDate, [...(days.get(transfer.pickupDate) ?? []), transfer]);
  }
  return [...days.entries()];
}

const dayTitle = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function RunSheet({ transfers }: { transfers: StaffTransfer[] }) {
  return byDay(transfers).map(([date, sameDay], index) => (
    <Box
      key={date}
      component="section"
      aria-label={dayTitle(date)}
      sx={{ '@media print': { breakBefore: index > 0 ? 'page' : 'auto' } }}
    >
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {dayTitle(date)}
      </Typography>
      <Stack spacing={1.5}>
        {sameDay.map((transfer) => (
          <TransferRow key={transfer.id} transfer={transfer} />
        ))}
      </Stack>
    </Box>
  ));
}

/** The flight the driver meets, when it lands, and the traveller's word for the driver. */
function FlightLine({ transfer }: { transfer: StaffTransfer }) {
  const { flightNumber, arrivalTime, notes } = transfer;
  const flight = flightNumber
    ? T.flight(flightNumber, arrivalTime)
    : arrivalTime && T.lands(arrivalTime);
  return (
    <>
      {flight && <Typography sx={{ fontWeight: 700 }}>{flight}</Typography>}
      {notes && <Typography sx={{ whiteSpace: 'pre-line' }}>{notes}</Typography>}
    </>
  );
}

function TransferRow({ transfer }: { transfer: StaffTransfer }) {
  const [change] = useChangeTransferMutation();
  const act = useStaffAction();
  const [cancelling, setCancelling] = useState(false);
  const { id, status } = transfer;
  return (
    <Paper component="article" sx={{ p: 2, breakInside: 'avoid', '@media print': { p: 1 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h3" variant="h6">
          {transfer.pickupTime.slice(0, 5)} · {transfer.pickupLocation} → {transfer.dropLocation}
        </Typography>
        <StatusChip status={status} />
      </Stack>
      <Typography>
        {transfer.customerName} · {T.passengers(transfer.capacity)}
        {transfer.isRoundTrip ? ` · ${T.roundTrip}` : ''}
      </Typography>
      <FlightLine transfer={transfer} />
      <ContactLinks
        email={transfer.customerEmail}
        phone={transfer.customerPhone}
        isWhatsAppUser={transfer.isWhatsAppUser}
      />
      {transfer.cancelReason && <Typography color="error">{transfer.cancelReason}</Typography>}
      {status === 'Pending' && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, displayPrint: 'none' }}>
          <Button
            variant="contained"
            size="small"
            onClick={() => void act(() => change({ id, action: 'complete' }))}
          >
            {T.complete}
          </Button>
          <Button color="error" variant="outlined" size="small" onClick={() => setCancelling(true)}>
            {T.cancel}
          </Button>
        </Stack>
      )}
      <TextDialog
        open={cancelling}
        title={T.cancel}
        label={CONSOLE.dialog.reason}
        problem={CONSOLE.dialog.reasonRequired}
        multiline
        onClose={() => setCancelling(false)}
        onConfirm={(reason) => act(() => change({ id, action: 'cancel', reason }))}
      />
    </Paper>
  );
}
