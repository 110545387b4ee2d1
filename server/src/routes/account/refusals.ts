import type { FastifyReply } from 'fastify';
import { HttpError } from '@server/lib/http';
import { AccountRefusal, type RefusalReason } from '@server/services/accounts/refusal';

const STATUS: Record<RefusalReason, number> = {
  invalid: 400,
  wrongCredentials: 401,
  unverified: 403,
  tooSoon: 429,
};

/** Awaits an account use case; a refusal becomes the answer with its status (and Retry-After). */
export async function answering<T>(reply: FastifyReply, useCase: Promise<T>): Promise<T> {
  try {
    return await useCase;
  } catch (error) {
    if (!(error instanceof AccountRefusal)) throw error;
    const { errors, retryAfterSeconds } = error.details;
    if (retryAfterSeconds !== undefined) void reply.header('retry-after', retryAfterSeconds);
    throw new HttpError(STATUS[error.reason], error.message, errors);
  }
}
