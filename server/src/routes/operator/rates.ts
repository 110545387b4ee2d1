import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ok } from '@server/lib/http';
import { operatorRates, setRates } from '@server/services/rates';
import { RATES_MESSAGES } from '@/contract/serverMessages';
import { Envelope } from '@/contract/wire/envelope';
import { OperatorRates, RatesChange } from '@/contract/wire/rates';

/** The exchange rates the website approximates amounts with: read and set them. Audited. */
const rateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];
  const preHandler = app.authenticateStaff;

  app.get(
    '/rates',
    {
      schema: {
        tags: ['operator'],
        summary: 'The exchange rates, who set them last, and their latest changes',
        security,
        response: { 200: Envelope(OperatorRates), ...errorResponses(401, 403, 429) },
      },
      preHandler,
    },
    async () => ok(await operatorRates(app.db)),
  );

  app.put(
    '/rates',
    {
      schema: {
        tags: ['operator'],
        summary: 'Set the exchange rates',
        description:
          'Every currency, each a positive number; USD, the base, stays 1. The changed rates are ' +
          'audited; the website shows them within a minute.',
        security,
        body: RatesChange,
        response: { 200: Envelope(OperatorRates), ...errorResponses(400, 401, 403, 429) },
      },
      preHandler,
    },
    async (request) => {
      await setRates(app.db, request.staff!, request.body.rates);
      return ok(await operatorRates(app.db), RATES_MESSAGES.saved);
    },
  );
};

export default rateRoutes;
