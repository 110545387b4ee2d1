import Stack from '@mui/material/Stack';
import { useAppDispatch } from '@/app/hooks';
import type { useBookDepartures } from '../../bookings';
import { cartLineRemoved, type CartDepartureLine } from '../cartSlice';
import { useT } from '@/i18n';
import { cartMessages } from '../messages';
import { DepartureLine } from './DepartureLine';
import { DepartureSummary } from './DepartureSummary';
import { HoldPanel } from './HoldPanel';

type DeparturesFlow = ReturnType<typeof useBookDepartures>;

export const LIST_STYLE = { m: 0, p: 0, listStyle: 'none' } as const;

/** The cart's dated departures: held all at once, then confirmed (API.md, "Since round 3"). */
export function DepartureLines({
  lines,
  booking,
}: {
  lines: CartDepartureLine[];
  booking: DeparturesFlow;
}) {
  const dispatch = useAppDispatch();
  const t = useT();
  const { state, refusal } = booking;
  if (state.step === 'held') {
    const held = state.booking;
    return (
      <Stack component="ul" spacing={2} aria-label={t(cartMessages.heldLabel)} sx={LIST_STYLE}>
        {held.lines.map((line) => (
          <DepartureLine key={line.departureId} line={line} currency={held.currency} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack component="ul" spacing={2} aria-label={t(cartMessages.departuresLabel)} sx={LIST_STYLE}>
      {lines.map((line) => (
        <DepartureLine
          key={line.departureId}
          line={line}
          currency={line.currency}
          problem={refusal?.lines.get(line.departureId)}
          onRemove={() => dispatch(cartLineRemoved(line.departureId))}
        />
      ))}
    </Stack>
  );
}

/** The hold with its countdown and Confirm, or the total and Book. */
export function DepartureActions({
  lines,
  booking,
}: {
  lines: CartDepartureLine[];
  booking: DeparturesFlow;
}) {
  const { state, refusal } = booking;
  if (state.step === 'held') {
    return (
      <HoldPanel
        booking={state.booking}
        refusal={refusal}
        isConfirming={booking.isConfirming}
        onConfirm={() => void booking.confirm(state.booking)}
        onRanOut={booking.holdRanOut}
      />
    );
  }
  return (
    <DepartureSummary
      lines={lines}
      refusal={refusal}
      isBooking={booking.isReserving}
      onBook={() =>
        void booking.reserve(lines.map(({ departureId, units }) => ({ departureId, units })))
      }
    />
  );
}
