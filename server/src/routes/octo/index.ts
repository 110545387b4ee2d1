import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { readBearerToken } from '@server/plugins/auth';
import { OCTO_PER_RESELLER_LIMIT } from '@server/lib/limits';
import { resellerOfKey } from '@server/services/resellers';
import { octoFailures } from '@server/services/octo/failure';
import { RESELLER_MESSAGES } from '@/contract/serverMessages';
import { OCTO_PRICING } from '@/contract/wire/octo';
import { keyedLimit } from '../keyedLimit';
import { answerOctoError } from './errors';
import catalogRoutes from './catalog';
import bookingRoutes from './bookings';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reseller whose key the OCTO call carries. */
    reseller?: { id: number; name: string };
  }
}

/**
 * The OCTO API for resellers and channel managers under /api/octo/ (decision 060): each call
 * carries a reseller's key, read from the table on every call so a revoked key is refused at
 * once on every process, then counted per reseller. Errors are OCTO's, not the envelope.
 */
const octoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setErrorHandler(answerOctoError);
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ error: 'BAD_REQUEST', errorMessage: 'There is no such OCTO call.' }),
  );

  const perReseller = keyedLimit(app, 'octo', OCTO_PER_RESELLER_LIMIT, (request) =>
    String(request.reseller?.id),
  );
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const key = readBearerToken(request);
    if (!key) throw octoFailures.unauthorized(RESELLER_MESSAGES.noKey);
    const reseller = await resellerOfKey(app.db, key);
    if (!reseller) throw octoFailures.unauthorized(RESELLER_MESSAGES.badKey);
    request.reseller = reseller;
    // Prices are always in the answers: the pricing capability is on for every call.
    void reply.header('Octo-Capabilities', OCTO_PRICING);
    await perReseller(request, reply);
  });

  // OCTO's confirm, extend and cancel may come without a body: it is an empty one.
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'GET' && request.body === undefined) request.body = {};
  });

  await app.register(catalogRoutes);
  await app.register(bookingRoutes);
};

export default octoRoutes;
