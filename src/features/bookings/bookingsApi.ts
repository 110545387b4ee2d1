import { api } from '../../app/api';
import { keyedPost, type Keyed } from '@/app/baseQuery';
import { PROFILE_PAGE_SIZE } from '../../contract/limits';
import type { PageQuery } from '@/contract/wire/paging';
import type { Booking, BookingCreated, BookingRequest } from '@/contract/wire/bookings';
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
  }),
});

export const { useAddBookingMutation, useGetUserBookingsQuery } = bookingsApi;
