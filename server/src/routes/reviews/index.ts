import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, errorResponses, notFound } from '../../lib/http';
import { WRITE_PER_ADDRESS_LIMIT } from '../../lib/limits';
import { firstProblem } from '../../lib/validation';
import {
  checkDestinationReview,
  checkExcursionReview,
  saveDestinationReview,
  saveExcursionReview,
} from '../../services/reviews';
import { DESTINATION_REVIEW_RATING, EXCURSION_REVIEW_RATING, TEXT_LIMITS } from '@/contract/limits';
import { REVIEW_MESSAGES } from '@/contract/serverMessages';

const RowId = (description: string) =>
  Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });

const ExcursionReviewBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.name })),
  message: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.message, description: 'Required' })),
  rating: Type.Optional(
    Type.Integer({
      minimum: EXCURSION_REVIEW_RATING.min,
      maximum: EXCURSION_REVIEW_RATING.max,
      default: EXCURSION_REVIEW_RATING.default,
      description: 'Stars; a number or numeric text such as "4"',
    }),
  ),
  reviewFor: RowId('The excursion reviewed; a number or numeric text'),
});

const DestinationReviewBody = Type.Object({
  reviewForId: RowId('The destination reviewed'),
  name: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.name, description: 'Required' })),
  email: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.email, description: 'Required' })),
  message: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.message, description: 'Required' })),
  rating: Type.Integer({
    minimum: DESTINATION_REVIEW_RATING.min,
    maximum: DESTINATION_REVIEW_RATING.max,
    description: 'Stars, 0 to 5',
  }),
});

const Saved = Type.Object({ success: Type.Literal(true), message: Type.String() });

const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review an excursion',
        body: ExcursionReviewBody,
        response: { 201: Saved, ...errorResponses(400, 404, 429) },
      },
      config: { rateLimit: WRITE_PER_ADDRESS_LIMIT },
    },
    async (request, reply) => {
      const { reviewFor, ...rest } = request.body;
      const checked = checkExcursionReview({ ...rest, excursionId: reviewFor });
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
        body: DestinationReviewBody,
        response: { 201: Saved, ...errorResponses(400, 404, 429) },
      },
      config: { rateLimit: WRITE_PER_ADDRESS_LIMIT },
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
};

export default reviewRoutes;
