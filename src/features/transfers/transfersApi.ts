import { transportApi } from '../../app/transportApi';
import { keyedPost, type Keyed } from '@/app/baseQuery';
import { PROFILE_PAGE_SIZE } from '../../contract/limits';
import type { PageQuery } from '@/contract/wire/paging';
import type { Envelope, Paged } from '@/contract/wire/envelope';
import type { Transfer, TransferRequest } from '@/contract/wire/transfers';

/** Transfers live on the transport API base (the API reference at /api/docs). */
export const transfersApi = transportApi.injectEndpoints({
  endpoints: (build) => ({
    bookTransfer: build.mutation<Envelope<Transfer>, Keyed<TransferRequest>>({
      query: (call) => keyedPost('user/transfer', call),
      invalidatesTags: ['Transfers'],
    }),
    getUserTransfers: build.query<Transfer[], PageQuery | void>({
      query: (page) => ({
        url: 'user/transfer',
        params: { pageIndex: page?.pageIndex ?? 1, pageSize: page?.pageSize ?? PROFILE_PAGE_SIZE },
      }),
      transformResponse: (answer: Envelope<Paged<Transfer>>) => answer.data.results,
      providesTags: ['Transfers'],
    }),
  }),
});

export const { useBookTransferMutation, useGetUserTransfersQuery } = transfersApi;
