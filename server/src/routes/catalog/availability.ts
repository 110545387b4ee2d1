import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, IdParam, errorResponses, ok } from '@server/lib/http';
import { departuresOn, excursionCalendar } from '@server/services/departures/availability';
import { isRefusal, type Refusal } from '@server/services/departures/outcome';
import { AVAILABILITY_ANSWER_SECONDS } from '@server/plugins/departures';
import {
  CALENDAR_MAX_DAYS,
  CalendarDay,
  CalendarQuery,
  Departure,
  DeparturesQuery,
} from '@/contract/wire/departures';
import { Envelope } from '@/contract/wire/envelope';

/** Public and for a few seconds only: seats change with every hold (decision 058). */
export const AVAILABILITY_CACHE_CONTROL = `public, max-age=${AVAILABILITY_ANSWER_SECONDS}`;

declare module 'fastify' {
  interface FastifyRequest {
    /** The excursion's answers' generation when this request began building its answer. */
    availabilityGeneration?: number;
  }
}

const answerOf = <T>(outcome: T | Refusal) => {
  if (isRefusal(outcome)) {
    const { status, message, errors } = outcome.refused;
    throw new HttpError(status, message, errors);
  }
  return ok(outcome);
};

/**
 * An excursion's calendar and a day's departures, for the tour page. Kept out of the catalog's
 * answer cache, which lasts until the catalog changes: these answers are kept by URL for a few
 * seconds in `app.availabilityAnswers`, which forgets an excursion's when this process takes or
 * frees its seats.
 */
const availabilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answers = app.availabilityAnswers;
  const excursionOf = (params: unknown) => Number((params as { id?: string }).id);
  app.decorateRequest('availabilityGeneration', undefined);

  app.addHook('onRequest', async (request, reply) => {
    const excursionId = excursionOf(request.params);
    if (!Number.isInteger(excursionId)) return;
    const kept = answers.get(request.url);
    if (kept !== undefined) {
      return reply
        .header('Cache-Control', AVAILABILITY_CACHE_CONTROL)
        .type('application/json; charset=utf-8')
        .send(kept);
    }
    request.availabilityGeneration = answers.generationOf(excursionId);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const generation = request.availabilityGeneration;
    if (generation === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    answers.keep(request.url, excursionOf(request.params), generation, payload);
    reply.header('Cache-Control', AVAILABILITY_CACHE_CONTROL);
    return payload;
  });

  app.get(
    '/excursions/:id/calendar',
    {
      schema: {
        tags: ['catalog'],
        summary: "An excursion's availability per day",
        description:
          `Every date from \`from\` to \`to\` (at most ${CALENDAR_MAX_DAYS} days) with the status ` +
          'of its best departure and the seats left on its open ones. AVAILABLE: more than half ' +
          'the seats left; CLOSED: no departure, closed, or past its booking cut-off. Answers may ' +
          'be a few seconds old; a reservation is the final word on seats. An excursion sold on ' +
          'request has no calendar (404).',
        params: IdParam('id'),
        querystring: CalendarQuery,
        response: { 200: Envelope(Type.Array(CalendarDay)), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      answerOf(
        await excursionCalendar(app.db, request.params.id, request.query.from, request.query.to),
      ),
  );

  app.get(
    '/excursions/:id/departures',
    {
      schema: {
        tags: ['catalog'],
        summary: "An excursion's departures on one date, by start time",
        description:
          'Each with its start and booking cut-off (UTC), capacity, seats left and status. ' +
          'Answers may be a few seconds old.',
        params: IdParam('id'),
        querystring: DeparturesQuery,
        response: { 200: Envelope(Type.Array(Departure)), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => answerOf(await departuresOn(app.db, request.params.id, request.query.date)),
  );
};

export default availabilityRoutes;
