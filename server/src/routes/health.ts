import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { databaseUnavailableReason, retryAfterSeconds } from '../db/availability';
import { pingDatabase } from '../db/client';
import { errorResponses } from '../lib/http';
import { SERVER_MESSAGES } from '@/contract/serverMessages';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            rateLimits: Type.Optional(
              Type.String({
                description:
                  'Where rate-limit counters are kept: redis, in-process, or "in-process, Redis unreachable"',
              }),
            ),
          }),
          ...errorResponses(503),
        },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(app.db);
        return { success: true as const, message: 'ok', rateLimits: app.rateLimitState() };
      } catch (err) {
        const reason = databaseUnavailableReason(err) ?? (err as Error).message.split('\n')[0];
        app.log.warn(`503 health check: the database does not answer (${reason})`);
        return reply
          .status(503)
          .header('Retry-After', String(retryAfterSeconds(err)))
          .send({ success: false, message: SERVER_MESSAGES.databaseDown });
      }
    },
  );
};

export default healthRoutes;
