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
  specialPage,
} from '@server/services/catalog';
import { CATALOG_MESSAGES } from '@/contract/serverMessages';
import {
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
 * list is empty: a list with excursions names a destination (and type) that exist.
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
    async (request) => {
      const { query } = request;
      const filter = { name: query.name };
      return ok(
        await listExcursions(
          app.db,
          filter,
          excursionPaging(query),
          query.SortColumn,
          ordersFor(request),
        ),
      );
    },
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
    async (request) => {
      const { params, query } = request;
      const filter = { destinationId: params.destinationId, name: query.name };
      const paging = excursionPaging(query);
      const found = await listExcursions(
        app.db,
        filter,
        paging,
        query.SortColumn,
        ordersFor(request),
      );
      if (found.totalCount === 0) await requireFilter(app.db, params.destinationId);
      return ok(found);
    },
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
    async (request) => {
      const { params, query } = request;
      const filter = {
        destinationId: params.destinationId,
        excursionTypeId: params.categoryId,
        name: query.name,
      };
      const paging = excursionPaging(query);
      const found = await listExcursions(
        app.db,
        filter,
        paging,
        query.SortColumn,
        ordersFor(request),
      );
      if (found.totalCount === 0) {
        await requireFilter(app.db, params.destinationId, params.categoryId);
      }
      return ok(found);
    },
  );

  app.get(
    '/excursions/specialinterest',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The Students programme: country entries with their excursions',
        response: { 200: Envelope(CountryProgrammes), ...errorResponses(429) },
      },
    },
    async () => ok({ results: await listProgrammes(app.db, STUDENTS_CATEGORY) }),
  );

  app.get(
    '/excursions/specialinterest/:category',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Another special-interest category page: its services text, country entries and itineraries',
        params: SpecialPageParams,
        response: { 200: Envelope(SpecialPage), ...errorResponses(400, 429) },
      },
    },
    async (request) => ok(await specialPage(app.db, request.params.category)),
  );

  // Static paths (allexcursion, specialinterest) win over this one in Fastify's router.
  app.get(
    '/excursions/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One excursion',
        params: IdParam('id'),
        response: { 200: Envelope(Excursion), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const excursion = await findExcursion(app.db, request.params.id);
      if (!excursion) throw notFound(CATALOG_MESSAGES.excursionNotFound);
      return ok(excursion);
    },
  );
};

export default excursionRoutes;
