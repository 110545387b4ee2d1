import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSubmitOnce, type SubmitKey } from '@/components/form/useSubmitOnce';
import { useToast } from '../../components/toast';
import { ROUTES } from '../../config/routes';
import { MESSAGES } from '../../contract/messages';
import type { BookingRequest } from '@/contract/wire/bookings';
import { useT } from '@/i18n';
import { profileTabSelected, selectUser } from '../account';
import { useAddBookingMutation } from './bookingsApi';
import { isNetworkFailure } from './refusal';

type Outcome = 'booked' | 'login' | 'failed' | 'busy';

interface BookOptions {
  /** The sentence, in the page's language, for a visitor without user info: the tour page and the cart word it apart. */
  loginMessage: string;
  /** Runs after the server took the booking, before the move to the profile. */
  onBooked?: () => void;
}

/**
 * Books excursions for the signed-in visitor: without user info, the login message and /login;
 * then 'Booking successful!' and /user-profile, opened on My Bookings, or the server's message
 * ('Booking failed' without one, the exception sentence when the server cannot be reached).
 * A second click while the first is on its way books nothing.
 */
export function useBookExcursions() {
  const user = useAppSelector(selectUser);
  const [addBooking, { isLoading }] = useAddBookingMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();

  async function placeBooking(
    key: SubmitKey,
    excursionIds: number[],
    options: BookOptions,
  ): Promise<Outcome> {
    if (!user) {
      toast.error(options.loginMessage);
      navigate(ROUTES.login);
      return 'login';
    }
    const booking: BookingRequest = {
      userId: user.userId,
      totalPrice: 0,
      isCompleted: false,
      paymentStatus: 'Pending',
      excursionIds,
      isCancelled: false,
      userEmail: user.email,
      userName: user.name,
    };
    try {
      await addBooking({ body: booking, key }).unwrap();
    } catch (error) {
      toast.error(
        isNetworkFailure(error)
          ? t(MESSAGES.bookingException)
          : serverMessage(error, t(MESSAGES.bookingFailed)),
      );
      return 'failed';
    }
    options.onBooked?.();
    toast.success(t(MESSAGES.bookingSuccess));
    // The visitor wants to see the new booking: the profile opens on it.
    dispatch(profileTabSelected('bookings'));
    navigate(ROUTES.userProfile);
    return 'booked';
  }
  const book = useSubmitOnce(placeBooking, 'busy');

  return { book, isBooking: isLoading };
}
