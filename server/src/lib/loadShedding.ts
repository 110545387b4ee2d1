import type { FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http';
import { isWebsiteFile } from './websiteFiles';
import { SERVER_MESSAGES } from '@/contract/serverMessages';

/** Seconds a refused caller is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 10;

/**
 * Refuses a page or a call with 503 and Retry-After while the process is overloaded, but still
 * serves the website's files and pictures: they cost no database and little event loop, and a
 * page whose scripts were refused stays dead for its visitor (nothing asks for them again), where
 * a refused page or call is simply asked for again.
 */
function refuseUnlessWebsiteFile(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  value: number | undefined,
) {
  if (isWebsiteFile(request.url)) return undefined;
  const measured = value === undefined ? '' : ` ${Math.round(value)}`;
  request.log.warn(`503 ${request.method} ${request.url}: load shedding (${type}${measured})`);
  reply.header('Retry-After', RETRY_AFTER_SECONDS);
  return Promise.reject(new HttpError(503, SERVER_MESSAGES.overloaded));
}

/** The event-loop delay, in milliseconds, past which the process refuses pages and calls. */
const MAX_EVENT_LOOP_DELAY_MS = 5000;

/**
 * The load shedding (`@fastify/under-pressure`): an event loop held for over 5 s. The delay is
 * read once per window of that same length (decision 079): under-pressure takes a window without
 * a single sample of the loop for an infinite delay, and the loop monitor's first tick only starts
 * its clock, so with its default one-second window a fresh process whose first page held the loop
 * for a second (loading the renderer's code) refused everything for the next second.
 */
export const LOAD_SHEDDING: FastifyUnderPressureOptions = {
  maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
  sampleInterval: MAX_EVENT_LOOP_DELAY_MS,
  pressureHandler: refuseUnlessWebsiteFile,
};
