import { api } from '../../app/api';
import type { EnquiryRequest, SuccessFlagAnswer } from '../../contract/types';

export const enquiriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendEnquiry: build.mutation<SuccessFlagAnswer, EnquiryRequest>({
      query: (body) => ({ url: 'enquiry', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useSendEnquiryMutation } = enquiriesApi;
