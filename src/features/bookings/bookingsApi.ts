import { api } from '../../app/api';
import { keyedPost, type Keyed } from '@/app/baseQuery';
import { PROFILE_PAGE_SIZE } from '../../contract/limits';
import type { PageQuery } from '@/contract/wire/paging';
import type { Booking, BookingCreated, BookingRequest } from '@/contract/wire/bookings';
import type {
  CancellationQuote,
  DepartureBooking,
  ReserveRequest,
} from '@/contract/wire/departures';
import type { Envelope, Paged } from '@/contract/wire/envelope';

export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    addBooking: build.mutation<Envelope<BookingCreated>, Keyed<BookingRequest>>({
      query: (call) => keyedPost('booking/add', call),
      invalidatesTags: ['Bookings'],
    }),
    getUserBookings: build.query<Booking[], PageQuery | void>({
      query: (page) => ({
        url: 'booking/user-booking',
        params: { pageIndex: page?.pageIndex ?? 1, pageSize: page?.pageSize ?? PROFILE_PAGE_SIZE },
      }),
      transformResponse: (answer: Envelope<Paged<Booking>>) => answer.data.results,
      providesTags: ['Bookings'],
    }),
    /** Holds every line's seats, or none (API.md, "Since round 3"). */
    reserveDepartures: build.mutation<DepartureBooking, Keyed<ReserveRequest>>({
      query: (call) => keyedPost('booking/reserve', call),
      transformResponse: (answer: Envelope<DepartureBooking>) => answer.data,
      invalidatesTags: ['Bookings'],
    }),
    confirmBooking: build.mutation<DepartureBooking, number>({
      query: (id) => ({ url: `booking/${id}/confirm`, method: 'POST' }),
      transformResponse: (answer: Envelope<DepartureBooking>) => answer.data,
      invalidatesTags: ['Bookings'],
    }),
    /** What cancelling now would refund: it changes as the start nears, so it is never cached. */
    getCancellationQuote: build.query<CancellationQuote, number>({
      query: (id) => `booking/${id}/cancellation`,
      transformResponse: (answer: Envelope<CancellationQuote>) => answer.data,
      keepUnusedDataFor: 0,
    }),
    cancelBooking: build.mutation<CancellationQuote, number>({
      query: (id) => ({ url: `booking/${id}/cancel`, method: 'POST' }),
      transformResponse: (answer: Envelope<CancellationQuote>) => answer.data,
      invalidatesTags: ['Bookings'],
    }),
  }),
});

export const {
  useAddBookingMutation,
  useGetUserBookingsQuery,
  useReserveDeparturesMutation,
  useConfirmBookingMutation,
  useGetCancellationQuoteQuery,
  useCancelBookingMutation,
} = bookingsApi;
