import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HttpError,
  IdParam,
  IdempotencyHeaders,
  errorResponses,
  notFound,
  ok,
} from '@server/lib/http';
import { isRefusal } from '@server/services/departures/outcome';
import { payBooking } from '@server/services/payments/pay';
import { bookingPaymentDetails } from '@server/services/payments/visitor';
import { checkPendingPayments } from '@server/services/payments/gatewayEvents';
import { GatewayUnavailable } from '@server/services/payments/modemPay';
import { PAYMENT_MESSAGES } from '@server/services/payments/messages';
import { BookingPaymentDetails, PayAnswer, PayRequest } from '@/contract/wire/payments';
import { Envelope } from '@/contract/wire/envelope';
import { BOOKING_PER_ACCOUNT_LIMIT } from '@server/lib/limits';
import { perAccountLimit } from '../keyedLimit';

/**
 * Paying a booking (API.md, "Since round 3", Payment): the visitor picks a method and a part, the
 * server works out the amount; and what the booking has paid, for the page the gateway brings
 * the visitor back to.
 */
const bookingPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const accountLimit = perAccountLimit(app, 'booking', BOOKING_PER_ACCOUNT_LIMIT);
  const owner = { security: [{ bearer: [] }], params: IdParam('id') };
  const deps = () => ({
    settings: app.config.payments,
    mail: app.mail,
    siteUrl: app.config.publicUrl,
  });

  app.post(
    '/:id/pay',
    {
      schema: {
        tags: ['payments'],
        summary: "Pay the signed-in user's confirmed booking",
        description:
          "The amount is the server's: the deposit still missing, or all that is due. A gateway " +
          'method answers the checkout link (502 when the gateway does not answer, nothing ' +
          'recorded); a bank transfer the instructions; on arrival what will be due.',
        ...owner,
        headers: IdempotencyHeaders,
        body: PayRequest,
        response: { 200: Envelope(PayAnswer), ...errorResponses(400, 401, 404, 409, 429, 502) },
      },
      config: { idempotent: true },
      preHandler: [app.authenticate, accountLimit],
    },
    async (request) => {
      try {
        const outcome = await payBooking(app.db, app.config.payments, {
          userId: request.userId!,
          bookingId: request.params.id,
          method: request.body.method,
          part: request.body.part,
          now: new Date(),
          publicUrl: app.config.publicUrl,
          locale: request.locale,
        });
        if (isRefusal(outcome)) {
          const { status, message, errors } = outcome.refused;
          throw new HttpError(status, message, errors);
        }
        const message =
          'redirectUrl' in outcome
            ? PAYMENT_MESSAGES.checkout
            : 'instructions' in outcome
              ? PAYMENT_MESSAGES.transfer
              : PAYMENT_MESSAGES.onArrival;
        return ok(outcome, message);
      } catch (err) {
        if (err instanceof GatewayUnavailable) {
          request.log.warn({ reason: err.message }, 'payment gateway unavailable');
          throw new HttpError(502, PAYMENT_MESSAGES.gatewayDown);
        }
        throw err;
      }
    },
  );

  app.get(
    '/:id/payment',
    {
      schema: {
        tags: ['payments'],
        summary: "What the signed-in user's booking has paid and owes, with its payments",
        description:
          'A gateway payment still pending is first asked about at the gateway, so the page the ' +
          'visitor comes back to shows paid only once the gateway has confirmed it.',
        ...owner,
        response: { 200: Envelope(BookingPaymentDetails), ...errorResponses(400, 401, 404, 429) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const details = () =>
        bookingPaymentDetails(app.db, app.config.payments, request.userId!, request.params.id);
      const first = await details();
      if (!first) throw notFound(PAYMENT_MESSAGES.bookingNotFound);
      if (!first.paymentPending) return ok(first);
      const now = new Date();
      await checkPendingPayments(app.db, deps(), {
        now,
        olderThanMs: 0,
        limit: 5,
        bookingId: first.bookingId,
      });
      return ok((await details()) ?? first);
    },
  );
};

export default bookingPaymentRoutes;
