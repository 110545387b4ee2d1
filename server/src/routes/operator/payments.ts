import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, IdParam, errorResponses, ok } from '@server/lib/http';
import { isRefusal, type Refusal } from '@server/services/departures/outcome';
import { listLedger, recordStaffPayment, refundPayment } from '@server/services/payments/ledger';
import { PAYMENT_MESSAGES } from '@server/services/payments/messages';
import { Envelope, Paged } from '@/contract/wire/envelope';
import {
  LedgerQuery,
  LedgerRow,
  RecordPaymentRequest,
  RefundRequest,
} from '@/contract/wire/payments';

const refused = ({ refused: { status, message, errors } }: Refusal) =>
  new HttpError(status, message, errors);

/**
 * The ledger in the console (API.md, Payment): every payment and refund, a payment staff
 * received, and a refund (never more than was paid).
 */
const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];
  const preHandler = app.authenticateStaff;
  const tags = ['operator payments'];
  const deps = () => ({
    settings: app.config.payments,
    mail: app.mail,
    siteUrl: app.config.publicUrl,
  });

  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary: 'The ledger: every payment and refund, newest first',
        description:
          'Filter by status (`owed`: refunds cancellations owe), method, kind or booking.',
        security,
        querystring: LedgerQuery,
        response: { 200: Envelope(Paged(LedgerRow)), ...errorResponses(400, 401, 403, 429) },
      },
      preHandler,
    },
    async ({ query }) => ok(await listLedger(app.db, query)),
  );

  app.post(
    '/bookings/:id/payments',
    {
      schema: {
        tags,
        summary: 'Record a payment received by bank transfer, in cash or by mobile money',
        description: 'Recorded, audited, and a receipt mailed to the visitor.',
        security,
        params: IdParam('id'),
        body: RecordPaymentRequest,
        response: { 201: Envelope(LedgerRow), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      preHandler,
    },
    async (request, reply) => {
      const outcome = await recordStaffPayment(
        app.db,
        deps(),
        request.staff!,
        request.params.id,
        request.body,
      );
      if (isRefusal(outcome)) throw refused(outcome);
      return reply.status(201).send(ok(outcome.row, PAYMENT_MESSAGES.recorded));
    },
  );

  app.post(
    '/payments/:id/refund',
    {
      schema: {
        tags,
        summary: 'Record a refund of a payment, or of the refund a cancellation owes',
        description:
          'Never more than was paid less what was refunded (409); the visitor is mailed.',
        security,
        params: IdParam('id'),
        body: RefundRequest,
        response: { 201: Envelope(LedgerRow), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      preHandler,
    },
    async (request, reply) => {
      const outcome = await refundPayment(
        app.db,
        deps(),
        request.staff!,
        request.params.id,
        request.body,
      );
      if (isRefusal(outcome)) throw refused(outcome);
      return reply.status(201).send(ok(outcome.row, PAYMENT_MESSAGES.refunded));
    },
  );
};

export default paymentRoutes;
