import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  badRequest,
  errorResponses,
  IdempotencyHeaders,
  IdParam,
  notFound,
  ok,
} from '@server/lib/http';
import { WRITE_PER_ADDRESS_LIMIT } from '@server/lib/limits';
import { cacheCatalogAnswers } from '@server/routes/catalog/answerCache';
import { firstProblem } from '@server/lib/validation';
import {
  checkDestinationReview,
  checkExcursionReview,
  saveDestinationReview,
  saveExcursionReview,
  approvedReviewsOf,
} from '@server/services/reviews';
import { REVIEW_MESSAGES } from '@/contract/serverMessages';
import { Envelope, MessageAnswer } from '@/contract/wire/envelope';
import { PublicReview } from '@/contract/wire/operator';
import { DestinationReviewRequest, ExcursionReviewRequest } from '@/contract/wire/reviews';

const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review an excursion',
        headers: IdempotencyHeaders,
        body: ExcursionReviewRequest,
        response: { 201: MessageAnswer, ...errorResponses(400, 404, 409, 429) },
      },
      config: { rateLimit: WRITE_PER_ADDRESS_LIMIT, idempotent: true },
    },
    async (request, reply) => {
      const { reviewFor, rating, ...rest } = request.body;
      // The rating may come as numeric text ("4"), which the body's schema lets through as text.
      const stars = rating === undefined ? undefined : Number(rating);
      const checked = checkExcursionReview({ ...rest, rating: stars, excursionId: reviewFor });
      if ('errors' in checked) throw badRequest(firstProblem(checked.errors), checked.errors);
      if (!(await saveExcursionReview(app.db, checked.review))) {
        throw notFound(REVIEW_MESSAGES.unknownExcursion);
      }
      return reply.status(201).send({ success: true as const, message: REVIEW_MESSAGES.thanks });
    },
  );

  app.post(
    '/create',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a destination',
        description: "With a live bearer token the review is linked to the reviewer's account.",
        security: [{}, { bearer: [] }],
        headers: IdempotencyHeaders,
        body: DestinationReviewRequest,
        response: { 201: MessageAnswer, ...errorResponses(400, 404, 409, 429) },
      },
      config: { rateLimit: WRITE_PER_ADDRESS_LIMIT, idempotent: true },
      preHandler: app.identify,
    },
    async (request, reply) => {
      const { reviewForId, ...rest } = request.body;
      const checked = checkDestinationReview({
        ...rest,
        destinationId: reviewForId,
        userId: request.userId,
      });
      if ('errors' in checked) throw badRequest(firstProblem(checked.errors), checked.errors);
      if (!(await saveDestinationReview(app.db, checked.review))) {
        throw notFound(REVIEW_MESSAGES.unknownDestination);
      }
      return reply.status(201).send({ success: true as const, message: REVIEW_MESSAGES.thanks });
    },
  );

  await app.register(approvedReviewRoutes);
};

/**
 * The approved reviews a public page lists: the same for every visitor and changed only by a
 * moderation, which raises the catalog's version, so kept with the catalog's answers.
 */
const approvedReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  cacheCatalogAnswers(app);
  for (const [kind, unknown] of [
    ['excursion', REVIEW_MESSAGES.unknownExcursion],
    ['destination', REVIEW_MESSAGES.unknownDestination],
  ] as const) {
    app.get(
      `/${kind}/:id`,
      {
        schema: {
          tags: ['reviews'],
          summary: `The approved reviews of a${kind === 'excursion' ? 'n' : ''} ${kind}, newest first`,
          params: IdParam('id'),
          response: { 200: Envelope(Type.Array(PublicReview)), ...errorResponses(400, 404, 429) },
        },
      },
      async (request) => {
        const reviews = await approvedReviewsOf(app.db, kind, request.params.id);
        if (!reviews) throw notFound(unknown);
        return ok(reviews);
      },
    );
  }
};

export default reviewRoutes;
