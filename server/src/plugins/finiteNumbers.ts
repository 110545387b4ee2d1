import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http';
import { SERVER_MESSAGES } from '../../../../src/contract/serverMessages';

/**
 * ajv coerces the texts 'Infinity' and '1e400' to Infinity and then skips `minimum`/`maximum`
 * for it, so an id or page index of Infinity passes validation. This preHandler turns that into
 * the 400 any other malformed number gets, instead of a database error.
 */
export async function rejectNonFiniteNumbers(request: FastifyRequest) {
  const errors: Record<string, string[]> = {};
  for (const input of [request.params, request.query]) {
    for (const [field, value] of Object.entries(input ?? {})) {
      if (typeof value === 'number' && !Number.isFinite(value))
        errors[field] = ['must be a number'];
    }
  }
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    throw badRequest(
      `${SERVER_MESSAGES.invalidBody} ${fields.join(', ')} must be a number.`,
      errors,
    );
  }
}
