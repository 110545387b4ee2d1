import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, ok } from '../../lib/http';
import { listExcursionTypes } from '../../services/catalog';
import { ExcursionType } from './schemas';

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
