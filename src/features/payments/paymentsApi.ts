import { api } from '@/app/api';
import { keyedPost, type Keyed } from '@/app/baseQuery';
import type { Envelope } from '@/contract/wire/envelope';
import type {
  BookingPaymentDetails,
  PayAnswer,
  PaymentMethods,
  PayRequest,
} from '@/contract/wire/payments';

/** The visitor's payment calls (API.md, "Since round 3", Payment). */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The methods on offer: the gateway's only when it is configured. */
    getPaymentMethods: build.query<PaymentMethods, void>({
      query: () => 'payment-methods',
      transformResponse: (answer: Envelope<PaymentMethods>) => answer.data,
      extraOptions: { anonymous: true },
    }),
    /** What the booking has paid and owes; never cached, since the gateway changes it. */
    getBookingPayment: build.query<BookingPaymentDetails, number>({
      query: (id) => `booking/${id}/payment`,
      transformResponse: (answer: Envelope<BookingPaymentDetails>) => answer.data,
      providesTags: ['Bookings'],
      keepUnusedDataFor: 0,
    }),
    payBooking: build.mutation<PayAnswer, Keyed<PayRequest> & { id: number }>({
      query: ({ id, ...call }) => keyedPost(`booking/${id}/pay`, call),
      transformResponse: (answer: Envelope<PayAnswer>) => answer.data,
      invalidatesTags: ['Bookings'],
    }),
  }),
});

export const { useGetPaymentMethodsQuery, useGetBookingPaymentQuery, usePayBookingMutation } =
  paymentsApi;
