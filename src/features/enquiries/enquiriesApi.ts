import { api } from '../../app/api';
import type { MessageAnswer } from '@/contract/wire/envelope';
import type { EnquiryRequest } from '@/contract/wire/enquiries';

export const enquiriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendEnquiry: build.mutation<MessageAnswer, EnquiryRequest>({
      query: (body) => ({ url: 'enquiry', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useSendEnquiryMutation } = enquiriesApi;
