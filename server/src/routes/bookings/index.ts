import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, errorResponses, IdempotencyHeaders, ok } from '@server/lib/http';
import { bookExcursions, listBookings } from '@server/services/bookings';
import { Booking, BookingCreated, BookingRequest } from '@/contract/wire/bookings';
import { Envelope, Paged } from '@/contract/wire/envelope';
import { BOOKING_MESSAGES } from '@/contract/serverMessages';
import { ProfilePageQuery, profilePaging } from '../profileLists';
import { perAccountLimit } from '../keyedLimit';
import { BOOKING_PER_ACCOUNT_LIMIT } from '@server/lib/limits';
import departureBookingRoutes from './departures';
import bookingDocumentRoutes from './documents';
import bookingPaymentRoutes from './payments';

const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const accountLimit = perAccountLimit(app, 'booking', BOOKING_PER_ACCOUNT_LIMIT);

  app.post(
    '/add',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Book excursions for the signed-in user',
        description:
          'Only excursionIds is read: the user, price and status come from the server. A new ' +
          'booking is free, Pending, not completed and not cancelled; a confirmation is e-mailed.',
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        body: BookingRequest,
        response: { 201: Envelope(BookingCreated), ...errorResponses(400, 401, 409, 429) },
      },
      config: { idempotent: true },
      preHandler: [app.authenticate, accountLimit],
    },
    async (request, reply) => {
      const outcome = await bookExcursions(app.db, app.mail, {
        userId: request.userId!,
        excursionIds: request.body.excursionIds ?? [],
        siteUrl: app.config.publicUrl,
        operatorEmail: app.config.operatorEmail,
        locale: request.locale,
      });
      if ('rejected' in outcome) throw badRequest(outcome.rejected);
      return reply.status(201).send(ok(outcome.booked, BOOKING_MESSAGES.received));
    },
  );

  app.get(
    '/user-booking',
    {
      schema: {
        tags: ['bookings'],
        summary: "The signed-in user's bookings, newest first",
        description:
          'With each booking its status and its departures; holds not yet confirmed, and holds ' +
          'that ended unconfirmed, are not bookings and are left out.',
        security: [{ bearer: [] }],
        querystring: ProfilePageQuery,
        response: { 200: Envelope(Paged(Booking)), ...errorResponses(400, 401, 429) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(
        await listBookings(
          app.db,
          request.userId!,
          profilePaging(request.query),
          app.config.payments,
        ),
      ),
  );

  await app.register(departureBookingRoutes);
  await app.register(bookingDocumentRoutes);
  await app.register(bookingPaymentRoutes);
};

export default bookingRoutes;
