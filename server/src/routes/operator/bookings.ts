import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParam, notFound, ok } from '@server/lib/http';
import { pagingOf } from '@server/lib/paging';
import { listStaffBookings, readStaffBooking } from '@server/services/operator/bookings';
import { changeBooking } from '@server/services/operator/bookingChanges';
import { confirmRequestedBooking } from '@server/services/operator/departureChanges';
import type { BookingChange } from '@server/services/operator/bookingStatus';
import type { StaffMember } from '@server/services/staff/sessions';
import { OPERATOR_MESSAGES, SCHEDULE_EDIT_MESSAGES } from '@/contract/serverMessages';
import { Envelope, MessageAnswer, Paged } from '@/contract/wire/envelope';
import {
  BookingsQuery,
  CancelRequest,
  OPERATOR_PAGE_SIZE,
  QuoteRequest,
  StaffBooking,
  StaffBookingDetails,
} from '@/contract/wire/operator';
import { answerChange, priceOf, reasonOf } from './answers';

const DONE: Record<BookingChange['kind'], string> = {
  quote: OPERATOR_MESSAGES.quoted,
  paid: OPERATOR_MESSAGES.markedPaid,
  complete: OPERATOR_MESSAGES.completed,
  cancel: OPERATOR_MESSAGES.cancelled,
};

/** Every booking: the list, one booking with its history, and the four changes staff make. */
const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];
  const preHandler = app.authenticateStaff;
  const Params = IdParam('id');

  app.get(
    '/bookings',
    {
      schema: {
        tags: ['operator'],
        summary: 'Every booking, newest first; filter by status, search reference, name or e-mail',
        security,
        querystring: BookingsQuery,
        response: { 200: Envelope(Paged(StaffBooking)), ...errorResponses(400, 401, 403, 429) },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await listStaffBookings(
          app.db,
          request.query,
          pagingOf(request.query, OPERATOR_PAGE_SIZE),
          app.config.payments,
        ),
      ),
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'One booking with its customer, excursions, price and history',
        security,
        params: Params,
        response: {
          200: Envelope(StaffBookingDetails),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
      preHandler,
    },
    async (request) => {
      const booking = await readStaffBooking(app.db, request.params.id, app.config.payments);
      if (!booking) throw notFound(OPERATOR_MESSAGES.bookingNotFound);
      return ok(booking);
    },
  );

  const changeSchema = (summary: string) => ({
    tags: ['operator'],
    summary,
    security,
    params: Params,
    response: { 200: MessageAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) },
  });
  const apply = async (id: number, staff: StaffMember, change: BookingChange) => {
    const outcome = await changeBooking(app.db, app.mail, staff, {
      id,
      change,
      siteUrl: app.config.publicUrl,
      terms: app.config.payments,
    });
    return answerChange(outcome, DONE[change.kind], OPERATOR_MESSAGES.bookingNotFound);
  };

  app.post(
    '/bookings/:id/quote',
    {
      schema: {
        ...changeSchema('Quote a price in US dollars, mailed to the customer; only before payment'),
        body: QuoteRequest,
      },
      preHandler,
    },
    async (request) =>
      apply(request.params.id, request.staff!, {
        kind: 'quote',
        totalPrice: priceOf(request.body.totalPrice),
      }),
  );

  app.post(
    '/bookings/:id/paid',
    { schema: changeSchema('Mark a quoted booking paid; the customer is mailed'), preHandler },
    async (request) => apply(request.params.id, request.staff!, { kind: 'paid' }),
  );

  app.post(
    '/bookings/:id/complete',
    { schema: changeSchema('Complete a paid booking; the customer is mailed'), preHandler },
    async (request) => apply(request.params.id, request.staff!, { kind: 'complete' }),
  );

  app.post(
    '/bookings/:id/confirm',
    {
      schema: changeSchema('Confirm a booking of dates that awaits it; the customer is mailed'),
      preHandler,
    },
    async (request) =>
      answerChange(
        await confirmRequestedBooking(app.db, app.mail, request.staff!, {
          id: request.params.id,
          siteUrl: app.config.publicUrl,
        }),
        SCHEDULE_EDIT_MESSAGES.bookingConfirmed,
        OPERATOR_MESSAGES.bookingNotFound,
      ),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        ...changeSchema('Cancel with a reason mailed to the customer; never after completion'),
        body: CancelRequest,
      },
      preHandler,
    },
    async (request) =>
      apply(request.params.id, request.staff!, { kind: 'cancel', reason: reasonOf(request.body) }),
  );
};

export default bookingRoutes;
