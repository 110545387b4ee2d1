import type { CallOptions } from '@/app/baseQuery';
import type { Envelope, MessageAnswer } from '@/contract/wire/envelope';
import type { CreatedReseller, CreateResellerRequest, Reseller } from '@/contract/wire/resellers';
import { operatorApi } from '../operatorApi';

/** Every operator call carries the staff token, never the visitor's (decision 017). */
const staff: CallOptions = { staff: true };
const BASE = 'operator/resellers';

const withTags = operatorApi.enhanceEndpoints({ addTagTypes: ['Resellers'] });

/** Resellers' OCTO keys (API.md, "Since round 3", Resellers). */
export const resellersApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getResellers: build.query<Reseller[], void>({
      query: () => BASE,
      transformResponse: (answer: Envelope<Reseller[]>) => answer.data,
      providesTags: ['Resellers'],
      extraOptions: staff,
    }),
    createReseller: build.mutation<Envelope<CreatedReseller>, CreateResellerRequest>({
      query: (body) => ({ url: BASE, method: 'POST', body }),
      invalidatesTags: ['Resellers', 'Audit'],
      extraOptions: staff,
    }),
    revokeReseller: build.mutation<MessageAnswer, number>({
      query: (id) => ({ url: `${BASE}/${id}/revoke`, method: 'POST', body: {} }),
      invalidatesTags: ['Resellers', 'Audit'],
      extraOptions: staff,
    }),
  }),
});

export const { useGetResellersQuery, useCreateResellerMutation, useRevokeResellerMutation } =
  resellersApi;
