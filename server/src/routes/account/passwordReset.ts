import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@server/lib/http';
import { AUTH_PER_ADDRESS_LIMIT, CODES_PER_EMAIL_LIMIT } from '@server/lib/limits';
import { resetPassword, sendPasswordResetCode } from '@server/services/accounts/passwordReset';
import { forgetSignInFailures } from '@server/services/signInRule';
import { ACCOUNT_MESSAGES } from '@/contract/serverMessages';
import { perEmailLimit } from '../keyedLimit';
import { answering } from './refusals';
import { EmailRequest, ResetPasswordRequest } from '@/contract/wire/account';
import { MessageAnswer } from '@/contract/wire/envelope';

/** A forgotten password: a code by e-mail, then a new password with that code. */
const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { rateLimit: AUTH_PER_ADDRESS_LIMIT };

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['account'],
        summary: 'E-mail a code to reset the password',
        description:
          'Answers the same whether or not the address has an account. Within 30 seconds of ' +
          'the last code no new one is sent.',
        body: EmailRequest,
        response: { 200: MessageAnswer, ...errorResponses(400, 429) },
      },
      config,
      preHandler: perEmailLimit(app, 'forgot-password', CODES_PER_EMAIL_LIMIT),
    },
    async (request) => {
      await sendPasswordResetCode(app, request.body.email, request.locale);
      return { success: true as const, message: ACCOUNT_MESSAGES.resetCodeSent };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the e-mailed code; signs out every session',
        body: ResetPasswordRequest,
        response: { 200: MessageAnswer, ...errorResponses(400, 429) },
      },
      config,
      preHandler: perEmailLimit(app, 'reset-password', CODES_PER_EMAIL_LIMIT),
    },
    async (request, reply) => {
      await answering(reply, resetPassword(app.db, request.body));
      // The owner proved the mailbox: the sign-in rule lets them in with the new password now.
      const attempt = { scope: 'sign-in' as const, email: request.body.email, address: request.ip };
      await forgetSignInFailures(app.counters, attempt);
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordReset };
    },
  );
};

export default passwordResetRoutes;
