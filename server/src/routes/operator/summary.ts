import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ok } from '@server/lib/http';
import { operatorSummary } from '@server/services/operator/summary';
import { listAudit } from '@server/services/operator/audit';
import { pagingOf } from '@server/lib/paging';
import { Envelope, Paged } from '@/contract/wire/envelope';
import {
  AuditEntry,
  AuditQuery,
  OPERATOR_PAGE_SIZE,
  OperatorSummary,
} from '@/contract/wire/operator';

/** The console's first screen and the audit list. */
const summaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/summary',
    {
      schema: {
        tags: ['operator'],
        summary:
          'What needs action: new bookings, transfers soon, open enquiries, reviews waiting, departures today and tomorrow',
        security: [{ bearer: [] }],
        response: { 200: Envelope(OperatorSummary), ...errorResponses(401, 403, 429) },
      },
      preHandler: app.authenticateStaff,
    },
    async () => ok(await operatorSummary(app.db)),
  );

  app.get(
    '/audit',
    {
      schema: {
        tags: ['operator'],
        summary: 'Every change staff made, newest first',
        security: [{ bearer: [] }],
        querystring: AuditQuery,
        response: { 200: Envelope(Paged(AuditEntry)), ...errorResponses(400, 401, 403, 429) },
      },
      preHandler: app.authenticateStaff,
    },
    async (request) => ok(await listAudit(app.db, pagingOf(request.query, OPERATOR_PAGE_SIZE))),
  );
};

export default summaryRoutes;
