import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cacheCatalogAnswers } from './answerCache';
import availabilityRoutes from './availability';
import destinationRoutes from './destinations';
import excursionRoutes from './excursions';
import excursionTypeRoutes from './excursionTypes';
import factSheetRoutes from './factSheet';

/** The catalog's reads, kept until the catalog changes (decision 021). */
const catalogReads: FastifyPluginAsyncTypebox = async (app) => {
  cacheCatalogAnswers(app);
  await app.register(excursionTypeRoutes);
  await app.register(destinationRoutes);
  await app.register(excursionRoutes);
};

/**
 * The public catalog reads of the API reference at /api/docs: excursion types, destinations and
 * excursions, and the excursions' availability, whose seats change with every hold: it keeps its
 * answers for seconds, outside the catalog's cache (decision 058); and the destinations' fact
 * sheets, PDFs made on request (decision 063).
 */
const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(catalogReads);
  await app.register(availabilityRoutes);
  await app.register(factSheetRoutes);
};

export default catalogRoutes;
