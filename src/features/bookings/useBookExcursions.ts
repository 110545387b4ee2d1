import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useToast } from '../../components/toast';
import { ROUTES } from '../../config/routes';
import { MESSAGES } from '../../contract/messages';
import type { BookingRequest } from '@/contract/wire/bookings';
import { profileTabSelected, selectUser } from '../account';
import { useAddBookingMutation } from './bookingsApi';

type Outcome = 'booked' | 'login' | 'failed' | 'busy';

interface BookOptions {
  /** The sentence for a visitor without user info (tour page or cart, SPEC.md section 5). */
  loginMessage: string;
  /** Runs after the server took the booking, before the move to the profile. */
  onBooked?: () => void;
}

/**
 * Books excursions for the signed-in visitor as SPEC.md sections 3, 5 and 8 say: without user
 * info, the login message and /login; then 'Booking successful!' and /user-profile, opened on
 * My Bookings, or the server's message. A second click while the first is on its way books
 * nothing.
 */
export function useBookExcursions() {
  const user = useAppSelector(selectUser);
  const [addBooking, { isLoading }] = useAddBookingMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const inFlight = useRef(false);

  async function book(excursionIds: number[], options: BookOptions): Promise<Outcome> {
    if (inFlight.current) return 'busy';
    if (!user) {
      toast.error(options.loginMessage);
      navigate(ROUTES.login);
      return 'login';
    }
    inFlight.current = true;
    try {
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
      const answer = await addBooking(booking);
      if ('error' in answer) {
        const failed =
          answer.error && 'status' in answer.error && answer.error.status === 'FETCH_ERROR';
        toast.error(
          failed ? MESSAGES.bookingException : serverMessage(answer.error, MESSAGES.bookingFailed),
        );
        return 'failed';
      }
      options.onBooked?.();
      toast.success(MESSAGES.bookingSuccess);
      // The visitor wants to see the new booking: the profile opens on it.
      dispatch(profileTabSelected('bookings'));
      navigate(ROUTES.userProfile);
      return 'booked';
    } catch {
      toast.error(MESSAGES.bookingException);
      return 'failed';
    } finally {
      inFlight.current = false;
    }
  }

  return { book, isBooking: isLoading };
}
