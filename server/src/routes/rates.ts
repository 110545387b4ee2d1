import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ok } from '@server/lib/http';
import { currentRates } from '@server/services/rates';
import { Envelope } from '@/contract/wire/envelope';
import { Rates } from '@/contract/wire/rates';

/** The operator's rates change rarely, and an approximation a minute old is still one. */
const RATES_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** `GET rates` (API.md, "Since round 3"): what the website approximates amounts with. */
const ratesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rates',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The exchange rates the website shows approximations with',
        description:
          'One unit of the base currency in USD, EUR, GBP, GMD and XOF, as the operator sets ' +
          'them. Amounts are charged in the base currency only.',
        response: { 200: Envelope(Rates), ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', RATES_CACHE_CONTROL);
      return ok(await currentRates(app.db));
    },
  );
};

export default ratesRoutes;
