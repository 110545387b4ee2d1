import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http';
import { databaseUnavailableReason, retryAfterSeconds } from '../db/availability';
import { SERVER_MESSAGES } from '@/contract/serverMessages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Also send the message as `error` (sign-in answers `{ error }`, the API reference at /api/docs). */
    messageAsError?: boolean;
  }
}

/** Codes of Fastify's body parsing, answered with the catalogue's sentence and this status. */
const BODY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, SERVER_MESSAGES.bodyNotJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, SERVER_MESSAGES.bodyNotJson],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, SERVER_MESSAGES.bodyNotJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, SERVER_MESSAGES.invalidBody],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, SERVER_MESSAGES.bodyTooLarge],
};

/** Statuses of the framework's own errors a client may cause, with a sentence of ours each. */
const CLIENT_ERRORS: Record<number, string> = {
  404: SERVER_MESSAGES.notFound,
  405: SERVER_MESSAGES.methodNotAllowed,
  408: SERVER_MESSAGES.requestTimeout,
  413: SERVER_MESSAGES.bodyTooLarge,
  414: SERVER_MESSAGES.urlTooLong,
  415: SERVER_MESSAGES.bodyNotJson,
  431: SERVER_MESSAGES.headersTooLarge,
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
    const [statusCode, message] = BODY_ERRORS[error.code];
    return { statusCode, message };
  }
  if (error.statusCode === 429) return { statusCode: 429, message: SERVER_MESSAGES.rateLimited };
  if (error.statusCode === 503) return { statusCode: 503, message: SERVER_MESSAGES.overloaded };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // A framework's message may quote the request (its URL, a header): ours never do.
    return {
      statusCode: error.statusCode,
      message: CLIENT_ERRORS[error.statusCode] ?? SERVER_MESSAGES.invalidBody,
    };
  }
  return { statusCode: 500, message: SERVER_MESSAGES.internal };
}

/** Node refuses a request line and headers over 16 KiB together. */
const LONG_REQUEST_LINE = 8 * 1024;

/** The failure envelope, as raw HTTP: for errors Node's parser finds before any request exists. */
function rawAnswer(statusCode: number, message: string) {
  const body = JSON.stringify({ success: false, message });
  return (
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * Node's HTTP parser refuses a request before Fastify sees it: a URL or headers over the size
 * limit, or a malformed request. The answer is still the failure envelope, quoting nothing.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Duplex,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let statusCode = 400;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') statusCode = 408;
  else if (error.code === 'HPE_HEADER_OVERFLOW') {
    // A request line that alone takes half the limit or more: the URL is what is too long.
    const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
    const lineEnd = packet.indexOf('\r\n');
    statusCode = (lineEnd === -1 ? packet.length : lineEnd) >= LONG_REQUEST_LINE ? 414 : 431;
  }
  if (socket.writable)
    socket.write(rawAnswer(statusCode, CLIENT_ERRORS[statusCode] ?? SERVER_MESSAGES.invalidBody));
  socket.destroy();
}

/**
 * Errors Fastify finds while routing, before any handler: a URL that does not decode, or a path
 * part longer than the router takes.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const statusCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply
    .status(statusCode)
    .header('Cache-Control', 'no-store')
    .send({ success: false, message: CLIENT_ERRORS[statusCode] ?? SERVER_MESSAGES.invalidBody });
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
