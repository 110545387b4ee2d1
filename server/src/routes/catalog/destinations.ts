import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, errorResponses, notFound, ok } from '@server/lib/http';
import { findDestination, listDestinations } from '@server/services/catalog';
import { CATALOG_MESSAGES } from '@/contract/serverMessages';
import { Destination } from '@/contract/wire/catalog';
import { Envelope } from '@/contract/wire/envelope';

const destinationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/destination',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every destination, by name',
        response: { 200: Envelope(Type.Array(Destination)), ...errorResponses(429) },
      },
    },
    async () => ok(await listDestinations(app.db)),
  );

  app.get(
    '/destination/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One destination',
        params: IdParam('id'),
        response: { 200: Envelope(Destination), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const destination = await findDestination(app.db, request.params.id);
      if (!destination) throw notFound(CATALOG_MESSAGES.destinationNotFound);
      return ok(destination);
    },
  );
};

export default destinationRoutes;
