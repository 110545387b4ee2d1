import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, errorResponses, notFound, ok } from '@server/lib/http';
import { findDestination, listDestinations } from '@server/services/catalog';
import { CATALOG_MESSAGES } from '@/contract/serverMessages';
import { CatalogLangQuery, Destination } from '@/contract/wire/catalog';
import { Envelope } from '@/contract/wire/envelope';

const destinationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/destination',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every destination, by name',
        querystring: CatalogLangQuery,
        response: { 200: Envelope(Type.Array(Destination)), ...errorResponses(400, 429) },
      },
    },
    async (request) => ok(await listDestinations(app.db, request.query.lang)),
  );

  app.get(
    '/destination/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One destination',
        params: IdParam('id'),
        querystring: CatalogLangQuery,
        response: { 200: Envelope(Destination), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const destination = await findDestination(app.db, request.params.id, request.query.lang);
      if (!destination) throw notFound(CATALOG_MESSAGES.destinationNotFound);
      return ok(destination);
    },
  );
};

export default destinationRoutes;
