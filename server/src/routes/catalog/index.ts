import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cacheCatalogAnswers } from './answerCache';
import destinationRoutes from './destinations';
import excursionRoutes from './excursions';
import excursionTypeRoutes from './excursionTypes';

/** The public catalog reads of the API reference at /api/docs: excursion types, destinations and excursions. */
const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  cacheCatalogAnswers(app);
  await app.register(excursionTypeRoutes);
  await app.register(destinationRoutes);
  await app.register(excursionRoutes);
};

export default catalogRoutes;
