import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, errorResponses, notFound, ok } from '@server/lib/http';
import { checkInBookingOf } from '@server/services/checkIn/booking';
import { checkIn } from '@server/services/checkIn/checkIn';
import { CHECK_IN_MESSAGES as M } from '@/contract/serverMessages';
import { Envelope } from '@/contract/wire/envelope';
import { CheckInBooking, CheckInParams, CheckInRequest } from '@/contract/wire/checkIn';

/**
 * Check-in at the meeting point (API.md, "Since round 3", Travel documents): what the voucher's QR
 * code opens. Any member of staff may check a party in: the console has no roles.
 */
const checkInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];
  const preHandler = app.authenticateStaff;
  const tags = ['operator check-in'];

  app.get(
    '/check-in/:token',
    {
      schema: {
        tags,
        summary:
          "The booking behind a voucher's QR code: the party, its departures, who checked it in",
        security,
        params: CheckInParams,
        response: { 200: Envelope(CheckInBooking), ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler,
    },
    async ({ params }) => {
      const booking = await checkInBookingOf(app.db, params.token);
      if (!booking) throw notFound(M.unknown);
      return ok(booking);
    },
  );

  app.post(
    '/check-in/:token',
    {
      schema: {
        tags,
        summary:
          "Check the party in for today's departures (or the line named): 200 the first time, 409 naming who and when after",
        security,
        params: CheckInParams,
        body: CheckInRequest,
        response: {
          200: Envelope(CheckInBooking),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
      // A scan sends no body: it checks in today's departures.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler,
    },
    async (request) => {
      const outcome = await checkIn(app.db, request.staff!, {
        token: request.params.token,
        lineId: request.body.lineId,
      });
      if ('notFound' in outcome) throw notFound(M.unknown);
      if ('invalidLine' in outcome) throw badRequest(M.unknownLine, { lineId: [M.unknownLine] });
      if ('refused' in outcome) throw conflict(outcome.refused);
      return ok(outcome.checkedIn, M.checkedIn(outcome.people));
    },
  );
};

export default checkInRoutes;
