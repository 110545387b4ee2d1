import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSubmitOnce, type SubmitKey } from '@/components/form/useSubmitOnce';
import { useToast } from '../../components/toast';
import { ROUTES } from '../../config/routes';
import { MESSAGES } from '../../contract/messages';
import type { DepartureBooking, ReserveLine } from '@/contract/wire/departures';
import { useT, type Translate } from '@/i18n';
import { profileTabSelected, selectUser } from '../account';
import { selectDisplayCurrency } from '@/features/currency';
import { useConfirmBookingMutation, useReserveDeparturesMutation } from './bookingsApi';
import { isNetworkFailure, lineReasons, statusOf } from './refusal';
import { bookingMessages } from './messages';

/** Where the booking of the cart's departures stands: in the cart, held, or booked. */
export type DepartureBookingStep =
  | { step: 'cart' }
  | { step: 'held'; booking: DepartureBooking }
  | { step: 'booked'; booking: DepartureBooking };

/** Why the last step failed: a sentence, the reasons per departure, the enquiry form's pointer. */
export interface BookingRefusal {
  message: string;
  /** By departure id: why that departure cannot be held. */
  lines: Map<number, string>;
  /** The party is outside what the excursion takes: groups go through the enquiry form. */
  enquire: boolean;
}

interface BookDeparturesOptions {
  /** Runs once the booking is confirmed or requested: the cart lets its lines go. */
  onBooked: (booking: DepartureBooking) => void;
}

type Outcome = 'held' | 'booked' | 'login' | 'failed' | 'busy';

function refusalOf(
  t: Translate,
  error: unknown,
  fallback: string,
  lines: ReserveLine[] = [],
): BookingRefusal {
  const byDeparture = new Map<number, string>();
  for (const [index, reason] of lineReasons(error)) {
    const line = lines[index];
    if (line) byDeparture.set(line.departureId, reason);
  }
  return {
    message: isNetworkFailure(error) ? t(bookingMessages.network) : serverMessage(error, fallback),
    lines: byDeparture,
    enquire: statusOf(error) === 400,
  };
}

/**
 * Books the cart's departures for the signed-in visitor (API.md, "Since round 3"): every line is
 * held at once (all or none), then the visitor confirms before the hold ends. A line that cannot
 * be held is named with its reason and the cart keeps everything; a hold that ran out can be
 * booked again. A second click while a call is on its way does nothing.
 */
export function useBookDepartures({ onBooked }: BookDeparturesOptions) {
  const user = useAppSelector(selectUser);
  // The booking records the currency the cart's total was approximated in, with its rate then.
  const displayCurrency = useAppSelector(selectDisplayCurrency);
  const [reserveDepartures, { isLoading: isReserving }] = useReserveDeparturesMutation();
  const [confirmBooking, { isLoading: isConfirming }] = useConfirmBookingMutation();
  const [state, setState] = useState<DepartureBookingStep>({ step: 'cart' });
  const [refusal, setRefusal] = useState<BookingRefusal | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();

  const placeHold = useCallback(
    async (key: SubmitKey, lines: ReserveLine[]): Promise<Outcome> => {
      if (!user) {
        toast.error(t(MESSAGES.loginToBookCart));
        navigate(ROUTES.login);
        return 'login';
      }
      setRefusal(null);
      try {
        const body = displayCurrency === 'USD' ? { lines } : { lines, displayCurrency };
        const booking = await reserveDepartures({ body, key }).unwrap();
        setState({ step: 'held', booking });
        return 'held';
      } catch (error) {
        setRefusal(refusalOf(t, error, t(bookingMessages.bookFailed), lines));
        return 'failed';
      }
    },
    [user, toast, navigate, reserveDepartures, t, displayCurrency],
  );

  const confirmHold = useCallback(
    async (_key: SubmitKey, booking: DepartureBooking): Promise<Outcome> => {
      setRefusal(null);
      try {
        const confirmed = await confirmBooking(booking.id).unwrap();
        setState({ step: 'booked', booking: { ...booking, ...confirmed } });
        onBooked(booking);
        return 'booked';
      } catch (error) {
        setRefusal(refusalOf(t, error, t(bookingMessages.confirmFailed)));
        // A hold that ran out is gone: the visitor books again from the cart, which kept it all.
        if (statusOf(error) === 409) setState({ step: 'cart' });
        return 'failed';
      }
    },
    [confirmBooking, onBooked, t],
  );

  const reserve = useSubmitOnce(placeHold, 'busy');
  const confirm = useSubmitOnce(confirmHold, 'busy');

  /** The countdown reached zero: the server frees the seats, the cart offers Book again. */
  const holdRanOut = useCallback(() => {
    setState({ step: 'cart' });
    setRefusal({ message: t(bookingMessages.holdRanOut), lines: new Map(), enquire: false });
  }, [t]);

  const openMyBookings = useCallback(() => {
    dispatch(profileTabSelected('bookings'));
    navigate(ROUTES.userProfile);
  }, [dispatch, navigate]);

  return {
    state,
    refusal,
    isReserving,
    isConfirming,
    reserve,
    confirm,
    holdRanOut,
    openMyBookings,
  };
}
