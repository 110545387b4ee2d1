import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { HttpError } from '../lib/http';
import { databaseUnavailableReason, retryAfterSeconds } from '../db/availability';
import { SERVER_MESSAGES } from '@/contract/serverMessages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Also send the message as `error` (sign-in answers `{ error }`, the API reference at /api/docs). */
    messageAsError?: boolean;
  }
}

/** Codes of Fastify's body parsing that the API reference at /api/docs answers with a plain 400. */
const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: SERVER_MESSAGES.bodyNotJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: SERVER_MESSAGES.bodyNotJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: SERVER_MESSAGES.bodyNotJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: SERVER_MESSAGES.invalidBody,
  FST_ERR_CTP_BODY_TOO_LARGE: SERVER_MESSAGES.bodyTooLarge,
};

interface ErrorAnswer {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}

function describe(error: FastifyError): ErrorAnswer {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, message: error.message, errors: error.errors };
  }
  if (error.validation) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const missing = (issue.params as { missingProperty?: string }).missingProperty;
      const field =
        missing ??
        (issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          error.validationContext ||
          'body');
      const text = missing
        ? SERVER_MESSAGES.fieldMissing
        : (issue.message ?? SERVER_MESSAGES.fieldInvalid);
      (errors[field] ??= []).push(text);
    }
    const summary = Object.entries(errors)
      .map(([field, texts]) => `${field} ${texts[0]}`)
      .join('; ');
    return { statusCode: 400, message: `${SERVER_MESSAGES.invalidBody} ${summary}.`, errors };
  }
  if (error.code && BODY_ERRORS[error.code]) {
    return { statusCode: 400, message: BODY_ERRORS[error.code] };
  }
  if (error.statusCode === 429) return { statusCode: 429, message: SERVER_MESSAGES.rateLimited };
  if (error.statusCode === 503) return { statusCode: 503, message: SERVER_MESSAGES.overloaded };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: error.statusCode, message: error.message };
  }
  return { statusCode: 500, message: SERVER_MESSAGES.internal };
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const unavailable = databaseUnavailableReason(error);
      if (unavailable) {
        // Expected while the database is away: one line, no stack, no query; then a 503 that
        // tells the client when to try again.
        request.log.warn(`503 ${request.method} ${request.routeOptions.url}: ${unavailable}`);
        return reply
          .status(503)
          .header('Retry-After', String(retryAfterSeconds(error)))
          .send({ success: false, message: SERVER_MESSAGES.databaseDown });
      }
      const answer = describe(error);
      if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const body: Record<string, unknown> = { success: false, message: answer.message };
      if (answer.errors) body.errors = answer.errors;
      if (request.routeOptions.config?.messageAsError) body.error = answer.message;
      return reply.status(answer.statusCode).send(body);
    });
  },
  { name: 'errors' },
);
