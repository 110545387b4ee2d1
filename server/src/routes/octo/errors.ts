import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { HttpError } from '@server/lib/http';
import { databaseUnavailableReason, retryAfterSeconds } from '@server/db/availability';
import { OctoFailure } from '@server/services/octo/failure';
import { OctoError } from '@/contract/wire/octo';
import { RESELLER_MESSAGES, SERVER_MESSAGES } from '@/contract/serverMessages';

/** OCTO's code for a status this API answers without one of its own. */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'BAD_REQUEST',
  405: 'BAD_REQUEST',
  413: 'BAD_REQUEST',
  415: 'BAD_REQUEST',
  429: 'TOO_MANY_REQUESTS',
  503: 'INTERNAL_SERVER_ERROR',
};

function validationMessage(error: FastifyError) {
  const issue = error.validation?.[0];
  if (!issue) return SERVER_MESSAGES.invalidBody;
  const missing = (issue.params as { missingProperty?: string }).missingProperty;
  const field = missing ?? issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return missing
    ? `${field} ${SERVER_MESSAGES.fieldMissing}`
    : `${field || error.validationContext || 'body'} ${issue.message ?? SERVER_MESSAGES.fieldInvalid}`;
}

/**
 * Every error under /api/octo/ in OCTO's shape `{ error, errorMessage }` (with the id at fault),
 * never quoting the request; the rest of the API keeps its envelope.
 */
export function answerOctoError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof OctoFailure) return reply.status(error.statusCode).send(error.body);
  const unavailable = databaseUnavailableReason(error);
  if (unavailable) {
    request.log.warn(`503 ${request.method} ${request.routeOptions.url}: ${unavailable}`);
    return reply
      .status(503)
      .header('Retry-After', String(retryAfterSeconds(error)))
      .send({ error: 'INTERNAL_SERVER_ERROR', errorMessage: SERVER_MESSAGES.databaseDown });
  }
  if (error.validation) {
    return reply.status(400).send({ error: 'BAD_REQUEST', errorMessage: validationMessage(error) });
  }
  const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
  // A refusal of ours (4xx), or the load shedding's 503 with its Retry-After already set.
  if ((status >= 400 && status < 500) || status === 503) {
    const message =
      error instanceof HttpError
        ? error.message
        : status === 429
          ? SERVER_MESSAGES.rateLimited
          : status === 503
            ? SERVER_MESSAGES.overloaded
            : SERVER_MESSAGES.invalidBody;
    return reply
      .status(status)
      .send({ error: CODE_OF_STATUS[status] ?? 'BAD_REQUEST', errorMessage: message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .status(500)
    .send({ error: 'INTERNAL_SERVER_ERROR', errorMessage: RESELLER_MESSAGES.internal });
}

const OctoErrorRef = Type.Ref(OctoError);

/** The error answers an OCTO route may give, in OCTO's shape. */
export const octoErrors = <Code extends number>(...codes: Code[]) =>
  Object.fromEntries(codes.map((code) => [code, OctoErrorRef])) as {
    [K in Code]: typeof OctoErrorRef;
  };
