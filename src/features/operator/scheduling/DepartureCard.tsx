import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import type { DepartureChange, OperatorDeparture } from '@/contract/wire/departures';
import { StatusChip } from '../components/StatusChip';
import { TextDialog } from '../components/TextDialog';
import { useStaffAction } from '../components/useStaffAction';
import { CONSOLE_PATHS } from '../paths';
import { CONSOLE } from '../texts';
import { useChangeDepartureMutation } from './departuresApi';
import { DEPARTURE_TEXTS } from './texts';

const T = DEPARTURE_TEXTS.departures;
const WHOLE = /^\d+$/;

/** One departure: its seats and status, a new capacity, closed or open, and its manifest. */
export function DepartureCard({ departure }: { departure: OperatorDeparture }) {
  const [change] = useChangeDepartureMutation();
  const act = useStaffAction();
  const [dialog, setDialog] = useState<'capacity' | 'close' | null>(null);
  const { id, booked, held, capacity, closed } = departure;
  const send = (body: DepartureChange) => act(() => change({ id, change: body }));
  const taken = booked + held;

  return (
    <Paper
      component="article"
      aria-label={`${departure.time} ${departure.excursionName}`}
      sx={{ p: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h3" variant="h6">
          {departure.time} · {departure.excursionName}
        </Typography>
        <StatusChip status={closed ? 'CLOSED' : departure.status} />
      </Stack>
      <Typography>{T.seats(booked, held, capacity)}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={() => setDialog('capacity')}>
          {T.changeCapacity}
        </Button>
        {closed ? (
          <Button size="small" variant="outlined" onClick={() => void send({ closed: false })}>
            {T.open}
          </Button>
        ) : (
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={() => (taken > 0 ? setDialog('close') : void send({ closed: true }))}
          >
            {T.close}
          </Button>
        )}
        <Button
          size="small"
          component={RouterLink}
          to={CONSOLE_PATHS.manifest(id)}
          state={departure}
        >
          {T.manifest}
        </Button>
      </Stack>
      <TextDialog
        open={dialog === 'capacity'}
        title={T.changeCapacity}
        label={T.capacityLabel}
        problem={T.capacityInvalid}
        inputMode="decimal"
        check={(text) => WHOLE.test(text.trim())}
        onClose={() => setDialog(null)}
        onConfirm={(text) => send({ capacity: Number(text) })}
      />
      <CloseDialog
        open={dialog === 'close'}
        seats={taken}
        onClose={() => setDialog(null)}
        onConfirm={() => send({ closed: true, cancelBookings: true })}
      />
    </Paper>
  );
}

interface CloseDialogProps {
  open: boolean;
  seats: number;
  onClose: () => void;
  /** True when the departure was closed: the dialog then closes. */
  onConfirm: () => Promise<boolean>;
}

/** Closing a departure with bookings cancels them: said before, and asked once more. */
function CloseDialog({ open, seats, onClose, onConfirm }: CloseDialogProps) {
  const confirm = useSubmitOnce(async () => {
    if (await onConfirm()) onClose();
  }, undefined);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{T.closeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{T.closeWarning(seats)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{CONSOLE.dialog.close}</Button>
        <Button variant="contained" color="error" onClick={() => void confirm()}>
          {T.closeConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
