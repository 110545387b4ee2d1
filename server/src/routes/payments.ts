import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, errorResponses, ok } from '@server/lib/http';
import { offeredMethods } from '@server/services/payments/pay';
import { applyGatewayOutcome, outcomeOfEvent } from '@server/services/payments/gatewayEvents';
import { isSignedByGateway, SIGNATURE_HEADER } from '@server/services/payments/modemPay';
import { PAYMENT_MESSAGES } from '@server/services/payments/messages';
import { PaymentMethods } from '@/contract/wire/payments';
import { Envelope, MessageAnswer } from '@/contract/wire/envelope';
import type { VisitorMethod } from '@/contract/payments';

const LABELS: Record<VisitorMethod, string> = {
  card: 'Card',
  wave: 'Wave',
  afrimoney: 'Afrimoney',
  qmoney: 'QMoney',
  bank_transfer: 'Bank transfer',
  on_arrival: 'Pay on arrival',
};

/** The gateway's webhook: the signature is checked on the body exactly as it came. */
const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/modempay/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "ModemPay's webhook",
        description:
          '`{ event, payload }` signed in `x-modem-signature` (hex HMAC-SHA512 of the raw body ' +
          'under MODEMPAY_WEBHOOK_SECRET). A missing or wrong signature is a 401 and changes ' +
          'nothing; the same event twice changes nothing twice.',
        response: { 200: MessageAnswer, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const modemPay = app.config.payments.modemPay;
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (
        !modemPay ||
        !isSignedByGateway(raw, request.headers[SIGNATURE_HEADER], modemPay.webhookSecret)
      ) {
        throw new HttpError(401, PAYMENT_MESSAGES.badSignature);
      }
      let event: unknown;
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, 'The webhook body is not JSON.');
      }
      const outcome = outcomeOfEvent(event);
      if (outcome) {
        await applyGatewayOutcome(
          app.db,
          { settings: app.config.payments, mail: app.mail, siteUrl: app.config.publicUrl },
          outcome,
          'webhook',
        );
      }
      return { success: true as const, message: 'Processed.' };
    },
  );
};

/** The payment methods on offer, and the gateway's webhook (API.md, Payment). */
const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/payment-methods',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment methods a visitor may choose',
        description:
          '`bank_transfer` and `on_arrival` always; card, Wave, Afrimoney and QMoney when the ' +
          'gateway (ModemPay) is configured.',
        response: { 200: Envelope(PaymentMethods), ...errorResponses(429) },
      },
    },
    async () =>
      ok(offeredMethods(app.config.payments).map((method) => ({ method, label: LABELS[method] }))),
  );
  await app.register(webhookRoutes);
};

export default paymentRoutes;
