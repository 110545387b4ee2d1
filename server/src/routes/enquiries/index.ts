import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, errorResponses } from '../../lib/http';
import { WRITE_PER_ADDRESS_LIMIT } from '../../lib/limits';
import { firstProblem } from '../../lib/validation';
import { checkEnquiry, receiveEnquiry } from '../../services/enquiries';
import { TEXT_LIMITS } from '@/contract/limits';
import { ENQUIRY_MESSAGES } from '@/contract/serverMessages';

// Every field may be left out (the contact form checks nothing); the service fills the blanks.
const Text = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, description }));

const EnquiryBody = Type.Object({
  firstName: Text(TEXT_LIMITS.name),
  lastName: Text(TEXT_LIMITS.name),
  email: Text(TEXT_LIMITS.email, 'Required: the address the operator answers'),
  phoneNumber: Text(TEXT_LIMITS.phone),
  isWhatsAppUser: Type.Optional(Type.Boolean()),
  country: Text(TEXT_LIMITS.country, 'Country of residence'),
  countryCode: Text(TEXT_LIMITS.phone, 'Dial code of the phone number'),
  newsLetterSubscription: Type.Optional(Type.Boolean()),
  message: Text(TEXT_LIMITS.message, 'Required'),
});

const enquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['enquiries'],
        summary: 'Send an enquiry to the operator',
        description: 'Stored, mailed to the operator, and acknowledged to the sender by e-mail.',
        body: EnquiryBody,
        response: {
          201: Type.Object({ success: Type.Literal(true), message: Type.String() }),
          ...errorResponses(400, 429),
        },
      },
      config: { rateLimit: WRITE_PER_ADDRESS_LIMIT },
    },
    async (request, reply) => {
      const checked = checkEnquiry(request.body);
      if ('errors' in checked) throw badRequest(firstProblem(checked.errors), checked.errors);
      await receiveEnquiry(app.db, app.mail, {
        enquiry: checked.enquiry,
        operatorEmail: app.config.operatorEmail,
        siteUrl: app.config.publicUrl,
      });
      return reply.status(201).send({ success: true as const, message: ENQUIRY_MESSAGES.received });
    },
  );
};

export default enquiryRoutes;
