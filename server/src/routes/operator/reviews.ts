import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ok } from '@server/lib/http';
import { pagingOf } from '@server/lib/paging';
import { listStaffReviews, moderateReview } from '@server/services/operator/reviews';
import { MODERATION_MESSAGES } from '@/contract/serverMessages';
import { Envelope, MessageAnswer, Paged } from '@/contract/wire/envelope';
import {
  OPERATOR_PAGE_SIZE,
  ReviewParams,
  ReviewsQuery,
  StaffReview,
} from '@/contract/wire/operator';
import { answerChange } from './answers';

/** Review moderation: only approved reviews reach the public pages. */
const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];
  const preHandler = app.authenticateStaff;

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['operator'],
        summary: 'Excursion and destination reviews newest first; filter by status and kind',
        security,
        querystring: ReviewsQuery,
        response: { 200: Envelope(Paged(StaffReview)), ...errorResponses(400, 401, 403, 429) },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await listStaffReviews(app.db, request.query, pagingOf(request.query, OPERATOR_PAGE_SIZE)),
      ),
  );

  for (const [verb, decision, done] of [
    ['approve', 'approved', MODERATION_MESSAGES.approved],
    ['reject', 'rejected', MODERATION_MESSAGES.rejected],
  ] as const) {
    app.post(
      `/reviews/:kind/:id/${verb}`,
      {
        schema: {
          tags: ['operator'],
          summary:
            verb === 'approve'
              ? 'Approve a review: it shows on the public page'
              : 'Reject a review: it does not show on the public page',
          security,
          params: ReviewParams,
          response: { 200: MessageAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
        preHandler,
      },
      async (request) =>
        answerChange(
          await moderateReview(app.db, request.staff!, { ...request.params, decision }),
          done,
          MODERATION_MESSAGES.reviewNotFound,
        ),
    );
  }
};

export default reviewRoutes;
