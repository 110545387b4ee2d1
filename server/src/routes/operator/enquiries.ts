import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, errorResponses, IdParam, ok } from '@server/lib/http';
import { pagingOf } from '@server/lib/paging';
import {
  closeEnquiry,
  listStaffEnquiries,
  replyToEnquiry,
} from '@server/services/operator/enquiries';
import { MODERATION_MESSAGES } from '@/contract/serverMessages';
import { Envelope, MessageAnswer, Paged } from '@/contract/wire/envelope';
import {
  EnquiriesQuery,
  OPERATOR_PAGE_SIZE,
  ReplyRequest,
  StaffEnquiry,
} from '@/contract/wire/operator';
import { answerChange } from './answers';

/** The enquiries inbox: list, reply (mailed to the sender) and close. */
const enquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];
  const preHandler = app.authenticateStaff;
  const changeResponses = { 200: MessageAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) };

  app.get(
    '/enquiries',
    {
      schema: {
        tags: ['operator'],
        summary: 'Enquiries newest first, with their replies; filter by status',
        security,
        querystring: EnquiriesQuery,
        response: { 200: Envelope(Paged(StaffEnquiry)), ...errorResponses(400, 401, 403, 429) },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await listStaffEnquiries(
          app.db,
          request.query,
          pagingOf(request.query, OPERATOR_PAGE_SIZE),
        ),
      ),
  );

  app.post(
    '/enquiries/:id/reply',
    {
      schema: {
        tags: ['operator'],
        summary: 'Reply to an enquiry: mailed to the sender and kept with it',
        security,
        params: IdParam('id'),
        body: ReplyRequest,
        response: changeResponses,
      },
      preHandler,
    },
    async (request) => {
      const message = request.body.message.trim();
      if (!message) throw badRequest(MODERATION_MESSAGES.replyRequired);
      const outcome = await replyToEnquiry(app.db, app.mail, request.staff!, {
        id: request.params.id,
        message,
        siteUrl: app.config.publicUrl,
      });
      return answerChange(
        outcome,
        MODERATION_MESSAGES.replied,
        MODERATION_MESSAGES.enquiryNotFound,
      );
    },
  );

  app.post(
    '/enquiries/:id/close',
    {
      schema: {
        tags: ['operator'],
        summary: 'Close an enquiry',
        security,
        params: IdParam('id'),
        response: changeResponses,
      },
      preHandler,
    },
    async (request) =>
      answerChange(
        await closeEnquiry(app.db, request.staff!, request.params.id),
        MODERATION_MESSAGES.closed,
        MODERATION_MESSAGES.enquiryNotFound,
      ),
  );
};

export default enquiryRoutes;
