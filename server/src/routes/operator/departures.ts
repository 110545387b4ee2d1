import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { badRequest, conflict, errorResponses, IdParam, notFound, ok } from '@server/lib/http';
import { readPricing, savePricing, type Invalid } from '@server/services/operator/excursionPricing';
import { readSchedule, saveSchedule } from '@server/services/operator/excursionSchedule';
import {
  departuresRangeProblem,
  listDepartures,
  manifestOf,
} from '@server/services/operator/departures';
import { changeDeparture } from '@server/services/operator/departureChanges';
import { CATALOG_EDIT_MESSAGES, SCHEDULE_EDIT_MESSAGES as M } from '@/contract/serverMessages';
import { Envelope, MessageAnswer } from '@/contract/wire/envelope';
import {
  DepartureChange,
  ExcursionPricing,
  ManifestRow,
  OperatorDeparture,
  OperatorDeparturesQuery,
  PricingInput,
  Schedule,
} from '@/contract/wire/departures';

/** The field a save was refused for, as a 400 with `errors`. */
const refusedField = ({ invalid: { field, message } }: Invalid) =>
  badRequest(message, { [field]: [message] });

/** A save's answer: the stored record with its sentence, 400 naming the field, 404 unknown. */
function answerSave<T>(outcome: { saved: T } | Invalid | { notFound: true }, done: string) {
  if ('notFound' in outcome) throw notFound(CATALOG_EDIT_MESSAGES.excursionNotFound);
  if ('invalid' in outcome) throw refusedField(outcome);
  return ok(outcome.saved, done);
}

/**
 * The booking engine in the console (API.md, "Since round 3", Operator): an excursion's prices
 * and schedule, the departures with their seats, a departure's change and its manifest.
 */
const departureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];
  const preHandler = app.authenticateStaff;
  const tags = ['operator departures'];
  const ExcursionParams = IdParam('id');

  app.get(
    '/excursions/:id/pricing',
    {
      schema: {
        tags,
        summary: "An excursion's prices per unit, or on request; kept units shown while on request",
        security,
        params: ExcursionParams,
        response: { 200: Envelope(ExcursionPricing), ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler,
    },
    async ({ params }) => {
      const pricing = await readPricing(app.db, params.id);
      if (!pricing) throw notFound(CATALOG_EDIT_MESSAGES.excursionNotFound);
      return ok(pricing);
    },
  );

  app.put(
    '/excursions/:id/pricing',
    {
      schema: {
        tags,
        summary:
          'Set the prices: on request, or an adult price above 0 and optional child and infant',
        security,
        params: ExcursionParams,
        body: PricingInput,
        response: { 200: Envelope(ExcursionPricing), ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler,
    },
    async (request) =>
      answerSave(
        await savePricing(app.db, request.staff!, request.params.id, request.body),
        M.pricingSaved,
      ),
  );

  app.get(
    '/excursions/:id/schedule',
    {
      schema: {
        tags,
        summary: "An excursion's booking rules, weekly rules and closed dates",
        security,
        params: ExcursionParams,
        response: { 200: Envelope(Schedule), ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler,
    },
    async ({ params }) => {
      const schedule = await readSchedule(app.db, params.id);
      if (!schedule) throw notFound(CATALOG_EDIT_MESSAGES.excursionNotFound);
      return ok(schedule);
    },
  );

  app.put(
    '/excursions/:id/schedule',
    {
      schema: {
        tags,
        summary:
          'Set the schedule; departures follow it to the horizon, and one with bookings is never removed',
        security,
        params: ExcursionParams,
        body: Schedule,
        response: { 200: Envelope(Schedule), ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler,
    },
    async (request) =>
      answerSave(
        await saveSchedule(app.db, request.staff!, request.params.id, request.body),
        M.scheduleSaved,
      ),
  );

  app.get(
    '/departures',
    {
      schema: {
        tags,
        summary: 'The departures between two dates (a quarter at most): seats booked, held, left',
        security,
        querystring: OperatorDeparturesQuery,
        response: {
          200: Envelope(Type.Array(OperatorDeparture)),
          ...errorResponses(400, 401, 403, 429),
        },
      },
      preHandler,
    },
    async ({ query }) => {
      const problem = departuresRangeProblem(query);
      if (problem) throw badRequest(problem, { to: [problem] });
      return ok(await listDepartures(app.db, query));
    },
  );

  app.put(
    '/departures/:id',
    {
      schema: {
        tags,
        summary:
          'Change a capacity, close or open a departure; closing one with bookings needs cancelBookings',
        security,
        params: IdParam('id'),
        body: DepartureChange,
        response: { 200: MessageAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      preHandler,
    },
    async (request) => {
      const outcome = await changeDeparture(app.db, app.mail, request.staff!, {
        id: request.params.id,
        change: request.body,
        siteUrl: app.config.publicUrl,
        terms: app.config.payments,
      });
      if ('notFound' in outcome) throw notFound(M.departureNotFound);
      if ('invalid' in outcome) throw refusedField(outcome);
      if ('refused' in outcome) throw conflict(outcome.refused);
      const done =
        outcome.cancelled > 0 ? M.departureCancelled(outcome.cancelled) : M.departureSaved;
      return { success: true as const, message: done };
    },
  );

  app.get(
    '/departures/:id/manifest',
    {
      schema: {
        tags,
        summary: 'Who travels on a departure: each booking, live ones first, with phone and party',
        security,
        params: IdParam('id'),
        response: {
          200: Envelope(Type.Array(ManifestRow)),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
      preHandler,
    },
    async ({ params }) => {
      const manifest = await manifestOf(app.db, params.id);
      if (!manifest) throw notFound(M.departureNotFound);
      return ok(manifest);
    },
  );
};

export default departureRoutes;
