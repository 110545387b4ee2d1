import type { CallOptions } from '@/app/baseQuery';
import type { Envelope, Paged } from '@/contract/wire/envelope';
import type {
  LedgerQuery,
  LedgerRow,
  RecordPaymentRequest,
  RefundRequest,
} from '@/contract/wire/payments';
import { operatorApi } from '../operatorApi';

/** Every operator call carries the staff token, never the visitor's (decision 017). */
const staff: CallOptions = { staff: true };
const BASE = 'operator';

const withTags = operatorApi.enhanceEndpoints({ addTagTypes: ['Ledger'] });

/** A payment or a refund changes the ledger, the booking's sums, the summary and the audit. */
const MONEY_CHANGED = ['Ledger', 'StaffBookings', 'OperatorSummary', 'Audit'] as const;

/** The ledger's operator calls (API.md, "Since round 3", Payment). */
export const ledgerApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getLedger: build.query<Paged<LedgerRow>, LedgerQuery>({
      query: (params) => ({ url: `${BASE}/payments`, params }),
      transformResponse: (answer: Envelope<Paged<LedgerRow>>) => answer.data,
      providesTags: ['Ledger'],
      extraOptions: staff,
    }),
    recordPayment: build.mutation<
      Envelope<LedgerRow>,
      { bookingId: number; payment: RecordPaymentRequest }
    >({
      query: ({ bookingId, payment }) => ({
        url: `${BASE}/bookings/${bookingId}/payments`,
        method: 'POST',
        body: payment,
      }),
      invalidatesTags: [...MONEY_CHANGED],
      extraOptions: staff,
    }),
    /** Refunds a payment, or the refund a cancellation owes (its `owed` row). */
    recordRefund: build.mutation<Envelope<LedgerRow>, { paymentId: number; refund: RefundRequest }>(
      {
        query: ({ paymentId, refund }) => ({
          url: `${BASE}/payments/${paymentId}/refund`,
          method: 'POST',
          body: refund,
        }),
        invalidatesTags: [...MONEY_CHANGED],
        extraOptions: staff,
      },
    ),
  }),
});

export const { useGetLedgerQuery, useRecordPaymentMutation, useRecordRefundMutation } = ledgerApi;
