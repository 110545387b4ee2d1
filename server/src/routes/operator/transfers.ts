import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParam, ok } from '@server/lib/http';
import { pagingOf } from '@server/lib/paging';
import {
  changeTransfer,
  listStaffTransfers,
  type TransferChange,
} from '@server/services/operator/transfers';
import type { StaffMember } from '@server/services/staff/sessions';
import { OPERATOR_MESSAGES } from '@/contract/serverMessages';
import { Envelope, MessageAnswer, Paged } from '@/contract/wire/envelope';
import {
  CancelRequest,
  OPERATOR_PAGE_SIZE,
  StaffTransfer,
  TransfersQuery,
} from '@/contract/wire/operator';
import { answerChange, reasonOf } from './answers';

/** The run sheet and the two changes staff make to a pending transfer. */
const transferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];
  const preHandler = app.authenticateStaff;
  const changeSchema = (summary: string) => ({
    tags: ['operator'],
    summary,
    security,
    params: IdParam('id'),
    response: { 200: MessageAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) },
  });
  const apply = async (id: number, staff: StaffMember, change: TransferChange, done: string) =>
    answerChange(
      await changeTransfer(app.db, app.mail, staff, { id, change, siteUrl: app.config.publicUrl }),
      done,
      OPERATOR_MESSAGES.transferNotFound,
    );

  app.get(
    '/transfers',
    {
      schema: {
        tags: ['operator'],
        summary: 'The run sheet: transfers by pickup date and time; filter by dates and status',
        security,
        querystring: TransfersQuery,
        response: { 200: Envelope(Paged(StaffTransfer)), ...errorResponses(400, 401, 403, 429) },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await listStaffTransfers(
          app.db,
          request.query,
          pagingOf(request.query, OPERATOR_PAGE_SIZE),
        ),
      ),
  );

  app.post(
    '/transfers/:id/complete',
    { schema: changeSchema('Complete a pending transfer; the customer is mailed'), preHandler },
    async (request) =>
      apply(
        request.params.id,
        request.staff!,
        { kind: 'complete' },
        OPERATOR_MESSAGES.transferCompleted,
      ),
  );

  app.post(
    '/transfers/:id/cancel',
    {
      schema: {
        ...changeSchema('Cancel a pending transfer with a reason mailed to the customer'),
        body: CancelRequest,
      },
      preHandler,
    },
    async (request) =>
      apply(
        request.params.id,
        request.staff!,
        { kind: 'cancel', reason: reasonOf(request.body) },
        OPERATOR_MESSAGES.transferCancelled,
      ),
  );
};

export default transferRoutes;
