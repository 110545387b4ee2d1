import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** An answer that took this long is logged whatever its status. */
export const SLOW_ANSWER_MS = 1_000;

/** Answers that say nothing an operator needs: a success or "not modified", sent in time. */
const quiet = (reply: FastifyReply) =>
  ((reply.statusCode >= 200 && reply.statusCode < 300) || reply.statusCode === 304) &&
  reply.elapsedTime < SLOW_ANSWER_MS;

/**
 * The request lines of the log: one line for an answer worth reading (an error, a refusal, a
 * redirect, a slow one), with the request's method and URL, and none for the fast successes that
 * make up nearly all the traffic (two lines each cost more than serving a cached catalog answer).
 * Fastify's other lines (a handler's error, a stream cut short) are kept as they are.
 */
export class RequestLog extends LogController {
  incomingRequest() {}

  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else if (!quiet(reply)) {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }
}
