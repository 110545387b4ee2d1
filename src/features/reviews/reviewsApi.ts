import { api } from '../../app/api';
import { keyedPost, type Keyed } from '@/app/baseQuery';
import type { DestinationReviewRequest, ExcursionReviewRequest } from '@/contract/wire/reviews';
import type { Envelope, MessageAnswer } from '@/contract/wire/envelope';
import type { PublicReview } from '@/contract/wire/operator';
import type { ReviewKind } from '@/contract/statuses';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The approved reviews of an excursion or a destination, newest first. */
    getApprovedReviews: build.query<PublicReview[], { kind: ReviewKind; id: number }>({
      query: ({ kind, id }) => `review/${kind}/${id}`,
      transformResponse: (answer: Envelope<PublicReview[]>) => answer.data,
    }),
    /** Posted without an auth header (docs/product.md, Two kinds of visitor). */
    createExcursionReview: build.mutation<MessageAnswer, Keyed<ExcursionReviewRequest>>({
      query: (call) => keyedPost('review/', call),
      extraOptions: { anonymous: true },
    }),
    /** Carries the token when there is one. */
    createDestinationReview: build.mutation<MessageAnswer, Keyed<DestinationReviewRequest>>({
      query: (call) => keyedPost('review/create', call),
    }),
  }),
});

export const {
  useGetApprovedReviewsQuery,
  useCreateExcursionReviewMutation,
  useCreateDestinationReviewMutation,
} = reviewsApi;
