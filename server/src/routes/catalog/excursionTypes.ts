import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ok } from '@server/lib/http';
import { listExcursionTypes } from '@server/services/catalog';
import { CatalogLangQuery, ExcursionType } from '@/contract/wire/catalog';
import { Envelope } from '@/contract/wire/envelope';

const excursionTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/excursionstype',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The excursion types, by id, with their names in the asked language',
        querystring: CatalogLangQuery,
        response: { 200: Envelope(Type.Array(ExcursionType)), ...errorResponses(429) },
      },
    },
    async (request) => ok(await listExcursionTypes(app.db, request.query.lang)),
  );
};

export default excursionTypeRoutes;
