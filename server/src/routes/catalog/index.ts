import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import destinationRoutes from './destinations';
import excursionRoutes from './excursions';
import excursionTypeRoutes from './excursionTypes';

/** Catalog answers change only when the operator edits content, so caches may keep them briefly. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60';

/** The public catalog reads of the API reference at /api/docs: excursion types, destinations and excursions. */
const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('Cache-Control', CATALOG_CACHE_CONTROL);
  });
  await app.register(excursionTypeRoutes);
  await app.register(destinationRoutes);
  await app.register(excursionRoutes);
};

export default catalogRoutes;
