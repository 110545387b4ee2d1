import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/http';
import { SERVER_MESSAGES } from '../../../../src/contract/serverMessages';

interface Limit {
  max: number;
  timeWindow: number;
}

/**
 * A preHandler that limits the calls about one e-mail address, whatever address they come from
 * (the body is parsed and validated by then). It is built on `createRateLimit` rather than
 * `rateLimit`: the preHandler `rateLimit` returns skips a request the route's per-address limit
 * has already counted, so it would never fire.
 */
export function perEmailLimit(app: FastifyInstance, scope: string, limit: Limit) {
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) =>
      `${scope}:${(request.body as { email: string }).email.toLowerCase()}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      void reply.header('retry-after', result.ttlInSeconds);
      throw tooManyRequests(SERVER_MESSAGES.rateLimited);
    }
  };
}
