import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ok } from '@server/lib/http';
import { listExcursionTypes } from '@server/services/catalog';
import { ExcursionType } from '@/contract/wire/catalog';
import { Envelope } from '@/contract/wire/envelope';

const excursionTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/excursionstype',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The excursion types, by id',
        response: { 200: Envelope(Type.Array(ExcursionType)), ...errorResponses(429) },
      },
    },
    async () => ok(await listExcursionTypes(app.db)),
  );
};

export default excursionTypeRoutes;
