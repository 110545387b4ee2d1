import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  badRequest,
  errorResponses,
  IdempotencyHeaders,
  IdParam,
  notFound,
  ok,
} from '@server/lib/http';
import { pagingOf } from '@server/lib/paging';
import {
  createDestination,
  findStaffDestination,
  listStaffDestinations,
  publishDestination,
  unpublishDestination,
  updateDestination,
  type DestinationSaveOutcome,
} from '@server/services/operator/destinations';
import { DESTINATION_EDIT_MESSAGES } from '@/contract/serverMessages';
import { Envelope, MessageAnswer, Paged } from '@/contract/wire/envelope';
import { CATALOG_PAGE_SIZE } from '@/contract/wire/operatorCatalog';
import {
  DestinationInput,
  StaffDestination,
  StaffDestinationsQuery,
  UnpublishDestinationRequest,
} from '@/contract/wire/operatorDestinations';
import { answerChange } from './answers';

const M = DESTINATION_EDIT_MESSAGES;

/** A saved destination, or the field the server refused (400) or no such destination (404). */
function answerSave(outcome: DestinationSaveOutcome, done: string) {
  if ('notFound' in outcome) throw notFound(M.destinationNotFound);
  if ('invalid' in outcome) {
    const { field, message } = outcome.invalid;
    throw badRequest(message, { [field]: [message] });
  }
  return ok(outcome.saved, done);
}

/** The operator's destinations: every one, published or not; create, edit, publish, unpublish. */
const destinationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];
  const preHandler = app.authenticateStaff;
  const tags = ['operator catalog'];
  const saved = Envelope(StaffDestination);

  app.get(
    '/destinations',
    {
      schema: {
        tags,
        summary: 'Every destination by name, published or not; search by name or country',
        security,
        querystring: StaffDestinationsQuery,
        response: {
          200: Envelope(Paged(StaffDestination)),
          ...errorResponses(400, 401, 403, 429),
        },
      },
      preHandler,
    },
    async ({ query }) =>
      ok(await listStaffDestinations(app.db, query, pagingOf(query, CATALOG_PAGE_SIZE))),
  );

  app.get(
    '/destinations/:id',
    {
      schema: {
        tags,
        summary: 'One destination, published or not, with how many published excursions it has',
        security,
        params: IdParam('id'),
        response: { 200: saved, ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler,
    },
    async ({ params }) => {
      const destination = await findStaffDestination(app.db, params.id);
      if (!destination) throw notFound(M.destinationNotFound);
      return ok(destination);
    },
  );

  app.post(
    '/destinations',
    {
      schema: {
        tags,
        summary: 'A new destination, unpublished until published',
        security,
        headers: IdempotencyHeaders,
        body: DestinationInput,
        response: { 201: saved, ...errorResponses(400, 401, 403, 409, 429) },
      },
      config: { idempotent: true },
      preHandler,
    },
    async (request, reply) => {
      const outcome = await createDestination(app.db, request.staff!, request.body);
      return reply.status(201).send(answerSave(outcome, M.created));
    },
  );

  app.put(
    '/destinations/:id',
    {
      schema: {
        tags,
        summary: 'Edit a destination: every field again; its excursions follow its country',
        security,
        params: IdParam('id'),
        body: DestinationInput,
        response: { 200: saved, ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler,
    },
    async (request) =>
      answerSave(
        await updateDestination(app.db, request.staff!, request.params.id, request.body),
        M.saved,
      ),
  );

  app.post(
    '/destinations/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publish a destination: it joins the public lists and pages',
        security,
        params: IdParam('id'),
        response: { 200: MessageAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      preHandler,
    },
    async (request) =>
      answerChange(
        await publishDestination(app.db, request.staff!, request.params.id),
        M.published,
        M.destinationNotFound,
      ),
  );

  app.post(
    '/destinations/:id/unpublish',
    {
      schema: {
        tags,
        summary:
          'Unpublish a destination. With published excursions, 409 unless the body says { excursions: "unpublish" }',
        security,
        params: IdParam('id'),
        body: UnpublishDestinationRequest,
        response: { 200: MessageAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      // The body may be left out: a destination without published excursions needs none.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler,
    },
    async (request) =>
      answerChange(
        await unpublishDestination(
          app.db,
          request.staff!,
          request.params.id,
          request.body.excursions === 'unpublish',
        ),
        M.unpublished,
        M.destinationNotFound,
      ),
  );
};

export default destinationRoutes;
