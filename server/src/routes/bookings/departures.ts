import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, IdParam, IdempotencyHeaders, errorResponses, ok } from '@server/lib/http';
import { isRefusal, type Refusal } from '@server/services/departures/outcome';
import { confirmBooking, reserveDepartures } from '@server/services/departures/holds';
import { cancelBooking, cancellationQuote } from '@server/services/departures/cancellation';
import { DEPARTURE_MESSAGES } from '@/contract/serverMessages';
import { CancellationQuote, DepartureBooking, ReserveRequest } from '@/contract/wire/departures';
import { Envelope } from '@/contract/wire/envelope';
import { BOOKING_PER_ACCOUNT_LIMIT } from '@server/lib/limits';
import { perAccountLimit } from '../keyedLimit';

const refused = ({ refused: { status, message, errors } }: Refusal) =>
  new HttpError(status, message, errors);

/**
 * Booking departures (API.md, "Since round 3"): hold every line or none, confirm the hold, and
 * cancel by the excursion's policy. Each call that takes or frees seats makes this process forget
 * the excursions' availability answers.
 */
const departureBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The same counter as `booking/add`: one account's calls on bookings.
  const accountLimit = perAccountLimit(app, 'booking', BOOKING_PER_ACCOUNT_LIMIT);
  const owner = {
    security: [{ bearer: [] }],
    params: IdParam('id'),
  };
  const context = () => ({
    siteUrl: app.config.publicUrl,
    operatorEmail: app.config.operatorEmail,
  });

  app.post(
    '/reserve',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Hold seats on departures for the signed-in user',
        description:
          'Every line is held or none, for HOLD_MINUTES; prices come from the server. A line that ' +
          'cannot be held is a 409 whose `errors` name it (`lines.0`); a party outside the ' +
          "excursion's people per booking is a 400 that points to the enquiry form.",
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        body: ReserveRequest,
        response: { 201: Envelope(DepartureBooking), ...errorResponses(400, 401, 409, 429) },
      },
      config: { idempotent: true },
      preHandler: [app.authenticate, accountLimit],
    },
    async (request, reply) => {
      const outcome = await reserveDepartures(app.db, {
        userId: request.userId!,
        lines: request.body.lines,
        displayCurrency: request.body.displayCurrency,
        locale: request.locale,
        now: new Date(),
        holdMinutes: app.config.holdMinutes,
      });
      if (isRefusal(outcome)) throw refused(outcome);
      app.availabilityAnswers.forget(outcome.excursionIds);
      return reply.status(201).send(ok(outcome.booking, DEPARTURE_MESSAGES.held));
    },
  );

  app.post(
    '/:id/confirm',
    {
      schema: {
        tags: ['bookings'],
        summary: "Confirm the signed-in user's hold",
        description:
          '`confirmed` when every line confirms at once, `requested` when the operator confirms. ' +
          'A hold past its end is a 409, and its seats are free again.',
        ...owner,
        response: { 200: Envelope(DepartureBooking), ...errorResponses(400, 401, 404, 409, 429) },
      },
      preHandler: [app.authenticate, accountLimit],
    },
    async (request) => {
      const outcome = await confirmBooking(app.db, app.mail, {
        userId: request.userId!,
        bookingId: request.params.id,
        now: new Date(),
        ...context(),
      });
      if (isRefusal(outcome)) {
        // A late hold was ended and its seats freed, though the answer is a refusal.
        app.availabilityAnswers.forget(outcome.excursionIds ?? []);
        throw refused(outcome);
      }
      const { booking } = outcome;
      return ok(
        booking,
        booking.status === 'confirmed'
          ? DEPARTURE_MESSAGES.confirmed
          : DEPARTURE_MESSAGES.requested,
      );
    },
  );

  app.get(
    '/:id/cancellation',
    {
      schema: {
        tags: ['bookings'],
        summary: "What cancelling the signed-in user's booking would refund now",
        ...owner,
        response: { 200: Envelope(CancellationQuote), ...errorResponses(400, 401, 404, 409, 429) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const outcome = await cancellationQuote(app.db, {
        userId: request.userId!,
        bookingId: request.params.id,
        now: new Date(),
      });
      if (isRefusal(outcome)) throw refused(outcome);
      return ok(outcome.quote);
    },
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary: "Cancel the signed-in user's booking",
        description:
          "Before its first departure starts; the refund is the excursion's policy now. Seats are " +
          'free again; the visitor and the operator are mailed.',
        ...owner,
        response: { 200: Envelope(CancellationQuote), ...errorResponses(400, 401, 404, 409, 429) },
      },
      preHandler: [app.authenticate, accountLimit],
    },
    async (request) => {
      const outcome = await cancelBooking(app.db, app.mail, {
        userId: request.userId!,
        bookingId: request.params.id,
        now: new Date(),
        ...context(),
        paymentTerms: app.config.payments,
      });
      if (isRefusal(outcome)) throw refused(outcome);
      app.availabilityAnswers.forget(outcome.excursionIds);
      return ok(outcome.quote, DEPARTURE_MESSAGES.cancelled);
    },
  );
};

export default departureBookingRoutes;
