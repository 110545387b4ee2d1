import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { octoAvailability, octoCalendar } from '@server/services/octo/availability';
import { productOf, sellableExcursion, sellableExcursions } from '@server/services/octo/products';
import {
  OctoAvailability,
  OctoAvailabilityCalendarDay,
  OctoAvailabilityRequest,
  OctoCalendarRequest,
  OctoProduct,
  OctoProductParam,
  OctoSupplier,
} from '@/contract/wire/octo';
import { octoErrors } from './errors';

const security = [{ bearer: [] }];
const tags = ['octo'];

/** The supplier, its products and their availability, as OCTO's core describes them. */
const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/supplier',
    {
      schema: {
        tags,
        summary: 'OCTO: the supplier (the operator) and where its OCTO API is',
        security,
        response: { 200: OctoSupplier, ...octoErrors(401, 429) },
      },
    },
    async () => ({
      id: 'west-africa-tours',
      name: 'West Africa Tours',
      endpoint: new URL('/api/octo', app.config.publicUrl).toString(),
      contact: {
        website: app.config.publicUrl,
        email: app.config.operatorEmail,
        telephone: null,
        address: null,
      },
    }),
  );

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'OCTO: every excursion sold at a price per unit, as a product',
        description:
          'Each has one option, DEFAULT, whose units are adult, child and infant with their ages ' +
          'and retail prices (octo/pricing, in minor units). Excursions on request are not products.',
        security,
        response: { 200: Type.Array(OctoProduct), ...octoErrors(401, 429) },
      },
    },
    async () => (await sellableExcursions(app.db)).map(productOf),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'OCTO: one product',
        security,
        params: OctoProductParam,
        response: { 200: OctoProduct, ...octoErrors(400, 401, 429) },
      },
    },
    async (request) => productOf(await sellableExcursion(app.db, request.params.id)),
  );

  app.post(
    '/availability/calendar',
    {
      schema: {
        tags,
        summary: 'OCTO: the status and seats left of each date (at most 62 days)',
        security,
        body: OctoCalendarRequest,
        response: { 200: Type.Array(OctoAvailabilityCalendarDay), ...octoErrors(400, 401, 429) },
      },
    },
    async (request) => octoCalendar(app.db, request.body),
  );

  app.post(
    '/availability',
    {
      schema: {
        tags,
        summary: "OCTO: the departures of a date range, a date, or ids, with each one's id to hold",
        description:
          'Status AVAILABLE (more than half the seats left), LIMITED, SOLD_OUT or CLOSED (closed ' +
          'or past its cut-off).',
        security,
        body: OctoAvailabilityRequest,
        response: { 200: Type.Array(OctoAvailability), ...octoErrors(400, 401, 429) },
      },
    },
    async (request) => octoAvailability(app.db, request.body),
  );
};

export default catalogRoutes;
