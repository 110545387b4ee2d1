import fp from 'fastify-plugin';
import { checkedBy } from '../lib/hooks';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http';
import { SERVER_MESSAGES } from '@/contract/serverMessages';

/**
 * ajv coerces the texts 'Infinity' and '1e400' to Infinity and then skips `minimum`/`maximum`
 * for it, so an id, a page index or a rating given as text could pass validation as Infinity.
 * This hook gives such a request the 400 any other malformed number gets, on every route.
 */
export function rejectNonFiniteNumbers(request: FastifyRequest) {
  const errors: Record<string, string[]> = {};
  for (const input of [request.params, request.query, request.body]) {
    if (!input || typeof input !== 'object') continue;
    for (const [field, value] of Object.entries(input)) {
      const values = Array.isArray(value) ? value : [value];
      if (values.some((v) => typeof v === 'number' && !Number.isFinite(v))) {
        errors[field] = ['must be a number'];
      }
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

export default fp(
  async (app) => {
    app.addHook('preHandler', checkedBy(rejectNonFiniteNumbers));
  },
  { name: 'finite-numbers' },
);
