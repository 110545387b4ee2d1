import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/http';
import { SERVER_MESSAGES } from '@/contract/serverMessages';

interface Limit {
  max: number;
  timeWindow: number;
}

/**
 * A preHandler that limits the calls about one thing (an e-mail address, an account), whatever
 * client address they come from; the body is parsed and the user known by then. It is built on
 * `createRateLimit` rather than `rateLimit`: the preHandler `rateLimit` returns skips a request
 * the global per-address limit has already counted, so it would never fire.
 */
export function keyedLimit(
  app: FastifyInstance,
  scope: string,
  limit: Limit,
  keyOf: (request: FastifyRequest) => string,
  message: string = SERVER_MESSAGES.rateLimited,
) {
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${scope}:${keyOf(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      void reply.header('retry-after', result.ttlInSeconds);
      throw tooManyRequests(message);
    }
  };
}

/** Calls about one e-mail address (codes, resets), whether or not it has an account. */
export const perEmailLimit = (
  app: FastifyInstance,
  scope: string,
  limit: Limit,
  message?: string,
) =>
  keyedLimit(
    app,
    scope,
    limit,
    (request) => (request.body as { email: string }).email.toLowerCase(),
    message,
  );

/** Calls of one signed-in account (bookings, transfers); run after `app.authenticate`. */
export const perAccountLimit = (app: FastifyInstance, scope: string, limit: Limit) =>
  keyedLimit(app, scope, limit, (request) => String(request.userId));
