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
  createExcursion,
  findStaffExcursion,
  listStaffExcursions,
  setExcursionPublished,
  updateExcursion,
  type SaveOutcome,
} from '@server/services/operator/excursions';
import { CATALOG_EDIT_MESSAGES } from '@/contract/serverMessages';
import { Envelope, MessageAnswer, Paged } from '@/contract/wire/envelope';
import {
  CATALOG_PAGE_SIZE,
  ExcursionInput,
  StaffExcursion,
  StaffExcursionsQuery,
} from '@/contract/wire/operatorCatalog';
import { answerChange } from './answers';

const M = CATALOG_EDIT_MESSAGES;

/** A saved excursion, or the field the server refused (400) or no such excursion (404). */
function answerSave(outcome: SaveOutcome, done: string) {
  if ('notFound' in outcome) throw notFound(M.excursionNotFound);
  if ('invalid' in outcome) {
    const { field, message } = outcome.invalid;
    throw badRequest(message, { [field]: [message] });
  }
  return ok(outcome.saved, done);
}

/** The operator's excursions: every one, published or not; create, edit, publish, unpublish. */
const excursionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];
  const preHandler = app.authenticateStaff;
  const tags = ['operator catalog'];
  const saved = Envelope(StaffExcursion);

  app.get(
    '/excursions',
    {
      schema: {
        tags,
        summary: 'Every excursion by name, published or not; search by name',
        security,
        querystring: StaffExcursionsQuery,
        response: { 200: Envelope(Paged(StaffExcursion)), ...errorResponses(400, 401, 403, 429) },
      },
      preHandler,
    },
    async ({ query }) =>
      ok(await listStaffExcursions(app.db, query, pagingOf(query, CATALOG_PAGE_SIZE))),
  );

  app.get(
    '/excursions/:id',
    {
      schema: {
        tags,
        summary: 'One excursion, published or not',
        security,
        params: IdParam('id'),
        response: { 200: saved, ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler,
    },
    async ({ params }) => {
      const excursion = await findStaffExcursion(app.db, params.id);
      if (!excursion) throw notFound(M.excursionNotFound);
      return ok(excursion);
    },
  );

  app.post(
    '/excursions',
    {
      schema: {
        tags,
        summary: 'A new excursion, unpublished until published',
        security,
        headers: IdempotencyHeaders,
        body: ExcursionInput,
        response: { 201: saved, ...errorResponses(400, 401, 403, 409, 429) },
      },
      config: { idempotent: true },
      preHandler,
    },
    async (request, reply) => {
      const outcome = await createExcursion(app.db, request.staff!, request.body);
      return reply.status(201).send(answerSave(outcome, M.created));
    },
  );

  app.put(
    '/excursions/:id',
    {
      schema: {
        tags,
        summary: 'Edit an excursion: every field again',
        security,
        params: IdParam('id'),
        body: ExcursionInput,
        response: { 200: saved, ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler,
    },
    async (request) =>
      answerSave(
        await updateExcursion(app.db, request.staff!, request.params.id, request.body),
        M.saved,
      ),
  );

  for (const [action, published, done] of [
    ['publish', true, M.published],
    ['unpublish', false, M.unpublished],
  ] as const) {
    app.post(
      `/excursions/:id/${action}`,
      {
        schema: {
          tags,
          summary: published
            ? 'Publish an excursion: it joins the public lists and pages'
            : 'Unpublish an excursion: it leaves every public list, page and call',
          security,
          params: IdParam('id'),
          response: { 200: MessageAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
        preHandler,
      },
      async (request) =>
        answerChange(
          await setExcursionPublished(app.db, request.staff!, request.params.id, published),
          done,
          M.excursionNotFound,
        ),
    );
  }
};

export default excursionRoutes;
