import { api } from '../../app/api';
import type { DestinationReviewRequest, ExcursionReviewRequest } from '@/contract/wire/reviews';
import type { MessageAnswer } from '@/contract/wire/envelope';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Posted without an auth header (docs/product.md, Two kinds of visitor). */
    createExcursionReview: build.mutation<MessageAnswer, ExcursionReviewRequest>({
      query: (body) => ({ url: 'review/', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
    /** Carries the token when there is one. */
    createDestinationReview: build.mutation<MessageAnswer, DestinationReviewRequest>({
      query: (body) => ({ url: 'review/create', method: 'POST', body }),
    }),
  }),
});

export const { useCreateExcursionReviewMutation, useCreateDestinationReviewMutation } = reviewsApi;
