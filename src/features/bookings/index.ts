/** What other features may use of the bookings feature. */
export { useBookExcursions } from './useBookExcursions';
export {
  useBookDepartures,
  type BookingRefusal,
  type DepartureBookingStep,
} from './useBookDepartures';
export {
  useCancelBookingMutation,
  useGetCancellationQuoteQuery,
  useGetUserBookingsQuery,
} from './bookingsApi';
export { departureDay, formatWhen, partyOf } from './format';
export { useBookingFormat } from './useBookingFormat';
export { bookingMessages } from './messages';
