import { api } from '../../app/api';
import { keyedPost, type Keyed } from '@/app/baseQuery';
import type { MessageAnswer } from '@/contract/wire/envelope';
import type { EnquiryRequest } from '@/contract/wire/enquiries';

export const enquiriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendEnquiry: build.mutation<MessageAnswer, Keyed<EnquiryRequest>>({
      query: (call) => keyedPost('enquiry', call),
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useSendEnquiryMutation } = enquiriesApi;
