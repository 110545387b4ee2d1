import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, Envelope, errorResponses, ok, PagedData } from '../../lib/http';
import { bookExcursions, listBookings } from '../../services/bookings';
import { MAX_EXCURSIONS_PER_BOOKING } from '@/contract/limits';
import { BOOKING_MESSAGES } from '@/contract/serverMessages';
import { ProfilePageQuery, profilePaging } from '../profileLists';
import { perAccountLimit } from '../keyedLimit';
import { BOOKING_PER_ACCOUNT_LIMIT } from '../../lib/limits';

const ignored = (what: string) =>
  Type.Optional(Type.Unknown({ description: `Ignored: ${what} comes from the server` }));

const BookingBody = Type.Object({
  excursionIds: Type.Optional(
    Type.Array(Type.Integer(), {
      default: [],
      description: `The excursions to book, in order: 1 to ${MAX_EXCURSIONS_PER_BOOKING} ids (a repeated id counts once)`,
    }),
  ),
  userId: ignored('the user'),
  userEmail: ignored("the account's e-mail"),
  userName: ignored("the account's name"),
  totalPrice: ignored('the price'),
  isCompleted: ignored('the status'),
  isCancelled: ignored('the status'),
  paymentStatus: ignored('the payment status'),
});

const BookingReference = Type.Object({
  id: Type.Integer(),
  generatedBookingId: Type.String({ description: 'The reference the traveller quotes' }),
});

const ListedBooking = Type.Object({
  id: Type.Integer(),
  generatedBookingId: Type.String(),
  excursionNames: Type.Array(Type.String(), { description: 'In the order they were booked' }),
  totalPrice: Type.Number(),
  isCompleted: Type.Boolean(),
  isCancelled: Type.Boolean(),
  paymentStatus: Type.String(),
});

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
        body: BookingBody,
        response: { 201: Envelope(BookingReference), ...errorResponses(400, 401, 429) },
      },
      preHandler: [app.authenticate, accountLimit],
    },
    async (request, reply) => {
      const outcome = await bookExcursions(app.db, app.mail, {
        userId: request.userId!,
        excursionIds: request.body.excursionIds ?? [],
        siteUrl: app.config.publicUrl,
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
        security: [{ bearer: [] }],
        querystring: ProfilePageQuery,
        response: { 200: Envelope(PagedData(ListedBooking)), ...errorResponses(400, 401, 429) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(await listBookings(app.db, request.userId!, profilePaging(request.query))),
  );
};

export default bookingRoutes;
