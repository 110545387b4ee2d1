import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, errorResponses, IdempotencyHeaders } from '@server/lib/http';
import { WRITE_PER_ADDRESS_LIMIT } from '@server/lib/limits';
import { firstProblem } from '@server/lib/validation';
import { checkEnquiry, receiveEnquiry } from '@server/services/enquiries';
import { ENQUIRY_MESSAGES } from '@/contract/serverMessages';
import { MessageAnswer } from '@/contract/wire/envelope';
import { EnquiryRequest } from '@/contract/wire/enquiries';

const enquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['enquiries'],
        summary: 'Send an enquiry to the operator',
        description: 'Stored, mailed to the operator, and acknowledged to the sender by e-mail.',
        headers: IdempotencyHeaders,
        body: EnquiryRequest,
        response: { 201: MessageAnswer, ...errorResponses(400, 409, 429) },
      },
      config: { rateLimit: WRITE_PER_ADDRESS_LIMIT, idempotent: true },
    },
    async (request, reply) => {
      const checked = checkEnquiry(request.body);
      if ('errors' in checked) throw badRequest(firstProblem(checked.errors), checked.errors);
      await receiveEnquiry(app.db, app.mail, {
        enquiry: checked.enquiry,
        operatorEmail: app.config.operatorEmail,
        siteUrl: app.config.publicUrl,
        locale: request.locale,
      });
      return reply.status(201).send({ success: true as const, message: ENQUIRY_MESSAGES.received });
    },
  );
};

export default enquiryRoutes;
