import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '@server/db/client';
import { IdParam, errorResponses, notFound, ok } from '@server/lib/http';
import { OrderedIds } from '@server/lib/orderedIds';
import { pagingOf } from '@server/lib/paging';
import {
  STUDENTS_CATEGORY,
  destinationExists,
  excursionTypeExists,
  findExcursion,
  listExcursions,
  listProgrammes,
  type ExcursionFilter,
  specialPage,
} from '@server/services/catalog';
import { CATALOG_MESSAGES } from '@/contract/serverMessages';
import {
  CatalogLangQuery,
  CountryProgrammes,
  Excursion,
  ExcursionListQuery,
  SpecialPage,
  SpecialPageParams,
} from '@/contract/wire/catalog';
import { Envelope, Paged } from '@/contract/wire/envelope';
import { DEFAULT_PAGE_SIZE } from '@/contract/wire/paging';

const ExcursionPage = Envelope(Paged(Excursion));

const excursionPaging = (query: ExcursionListQuery) => pagingOf(query, DEFAULT_PAGE_SIZE);

/**
 * A filter on an unknown destination or type is a 404, not an empty list. Checked only when the
 * list is empty (`pageOf`): a list with excursions names a destination (and type) that exist.
 */
async function requireFilter(db: Executor, destinationId: number, excursionTypeId?: number) {
  const [hasDestination, hasType] = await Promise.all([
    destinationExists(db, destinationId),
    excursionTypeId === undefined ? true : excursionTypeExists(db, excursionTypeId),
  ]);
  if (!hasDestination) throw notFound(CATALOG_MESSAGES.destinationNotFound);
  if (!hasType) throw notFound(CATALOG_MESSAGES.excursionTypeNotFound);
}

const excursionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The lists' order per catalog version (the answer cache has read the version by now).
  const orderedIds = new OrderedIds();
  const ordersFor = ({ catalogVersion }: FastifyRequest) =>
    catalogVersion === undefined ? undefined : { version: catalogVersion, ids: orderedIds };

  /** A page of the filter's excursions, in the order the query asks for. */
  const pageOf = async (
    request: FastifyRequest<{ Querystring: ExcursionListQuery }>,
    filter: ExcursionFilter,
  ) => {
    const { query } = request;
    const found = await listExcursions(
      app.db,
      { ...filter, lang: query.lang },
      excursionPaging(query),
      query.SortColumn,
      ordersFor(request),
    );
    if (found.totalCount === 0 && filter.destinationId !== undefined) {
      await requireFilter(app.db, filter.destinationId, filter.excursionTypeId);
    }
    return ok(found);
  };

  app.get(
    '/excursions/allexcursion',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A page of excursions by name, optionally matching part of the name',
        querystring: ExcursionListQuery,
        response: { 200: ExcursionPage, ...errorResponses(400, 429) },
      },
    },
    async (request) => pageOf(request, { name: request.query.name }),
  );

  app.get(
    '/excursions/destination/:destinationId',
    {
      schema: {
        tags: ['catalog'],
        summary: "A page of one destination's excursions by name",
        params: IdParam('destinationId'),
        querystring: ExcursionListQuery,
        response: { 200: ExcursionPage, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      pageOf(request, { destinationId: request.params.destinationId, name: request.query.name }),
  );

  app.get(
    '/excursions/destination/:destinationId/type/:categoryId',
    {
      schema: {
        tags: ['catalog'],
        summary: "A page of one destination's excursions of one type, by name",
        params: Type.Composite([IdParam('destinationId'), IdParam('categoryId')]),
        querystring: ExcursionListQuery,
        response: { 200: ExcursionPage, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      pageOf(request, {
        destinationId: request.params.destinationId,
        excursionTypeId: request.params.categoryId,
        name: request.query.name,
      }),
  );

  app.get(
    '/excursions/specialinterest',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The Students programme: country entries with their excursions',
        querystring: CatalogLangQuery,
        response: { 200: Envelope(CountryProgrammes), ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      ok({ results: await listProgrammes(app.db, STUDENTS_CATEGORY, request.query.lang) }),
  );

  app.get(
    '/excursions/specialinterest/:category',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Another special-interest category page: its services text, country entries and itineraries',
        params: SpecialPageParams,
        querystring: CatalogLangQuery,
        response: { 200: Envelope(SpecialPage), ...errorResponses(400, 429) },
      },
    },
    async (request) => ok(await specialPage(app.db, request.params.category, request.query.lang)),
  );

  // Static paths (allexcursion, specialinterest) win over this one in Fastify's router.
  app.get(
    '/excursions/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One excursion',
        params: IdParam('id'),
        querystring: CatalogLangQuery,
        response: { 200: Envelope(Excursion), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const excursion = await findExcursion(app.db, request.params.id, request.query.lang);
      if (!excursion) throw notFound(CATALOG_MESSAGES.excursionNotFound);
      return ok(excursion);
    },
  );
};

export default excursionRoutes;
