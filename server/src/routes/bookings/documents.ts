import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, IdParam, errorResponses } from '@server/lib/http';
import { isRefusal, type Refusal } from '@server/services/departures/outcome';
import { documentBooking } from '@server/services/documents/bookingRecord';
import { bookingVoucherPdf } from '@server/services/documents/bookingVoucher';
import { bookingCalendar } from '@server/services/documents/calendar';
import { fileAnswer, sendFile } from '../files';

const refused = ({ refused: { status, message } }: Refusal) => new HttpError(status, message);

/**
 * A confirmed booking's travel documents, for its owner (API.md, "Since round 3", Travel
 * documents): the voucher and the calendar file also attached to the confirmation mail.
 */
const bookingDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = (summary: string, type: string, description: string) => ({
    tags: ['bookings'],
    summary,
    description:
      `${description} Another visitor's booking is a 404; a booking not confirmed (on hold, ` +
      'awaiting the operator, cancelled) is a 409.',
    security: [{ bearer: [] }],
    params: IdParam('id'),
    response: { 200: fileAnswer(type, summary), ...errorResponses(400, 401, 404, 409, 429) },
  });
  const bookingOf = async (userId: number, bookingId: number) => {
    const found = await documentBooking(
      app.db,
      bookingId,
      { siteUrl: app.config.publicUrl, payments: app.config.payments },
      userId,
    );
    if (isRefusal(found)) throw refused(found);
    return found;
  };

  app.get(
    '/:id/voucher.pdf',
    {
      schema: schema(
        "The signed-in user's booking voucher (PDF)",
        'application/pdf',
        'Reference, check-in QR code, each excursion with its date, time and meeting point, the ' +
          'party, paid and due, cancellation terms and the operator’s phone and WhatsApp.',
      ),
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const booking = await bookingOf(request.userId!, request.params.id);
      const pdf = await bookingVoucherPdf(booking);
      return sendFile(reply, pdf, 'application/pdf', `${booking.reference}-voucher.pdf`);
    },
  );

  app.get(
    '/:id/calendar.ics',
    {
      schema: schema(
        "The signed-in user's booking as a calendar file (iCalendar)",
        'text/calendar',
        'One event per excursion, in UTC, with the meeting point and a reminder.',
      ),
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const booking = await bookingOf(request.userId!, request.params.id);
      const calendar = bookingCalendar(booking, app.config.publicUrl);
      return sendFile(reply, calendar, 'text/calendar; charset=utf-8', `${booking.reference}.ics`);
    },
  );
};

export default bookingDocumentRoutes;
