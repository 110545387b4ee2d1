/** What other features may use of the bookings feature. */
export { useBookExcursions } from './useBookExcursions';
export { useGetUserBookingsQuery } from './bookingsApi';
