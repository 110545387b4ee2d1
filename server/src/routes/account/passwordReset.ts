import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, errorResponses } from '../../lib/http';
import { AUTH_PER_ADDRESS_LIMIT, CODES_PER_EMAIL_LIMIT } from '../../lib/limits';
import { changePassword, findAccountByEmail } from '../../services/accounts';
import { issueCode, makeCode, useCode } from '../../services/codes';
import { hashSecret } from '../../services/passwords';
import { revokeAllSessions } from '../../services/sessions';
import { isValidPassword } from '@/contract/password';
import { ACCOUNT_MESSAGES } from '@/contract/serverMessages';
import { mailCode } from './codeMail';
import { perEmailLimit } from '../keyedLimit';
import { EmailRequest, MessageAnswer, ResetPasswordRequest } from '@/contract/wire/account';

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
      const fresh = await makeCode(); // made for unknown addresses too, so both take as long
      const account = await findAccountByEmail(app.db, request.body.email);
      if (account) {
        await app.db.transaction(async (tx) => {
          const issue = await issueCode(tx, account.email, 'reset-password', fresh);
          if (issue.issued) await mailCode(app, tx, 'reset-password', account, fresh.code);
        });
      }
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
    async (request) => {
      const { email, code, newPassword } = request.body;
      if (!isValidPassword(newPassword)) {
        throw badRequest(ACCOUNT_MESSAGES.passwordRule, {
          newPassword: [ACCOUNT_MESSAGES.passwordRule],
        });
      }
      if (!(await useCode(app.db, email, 'reset-password', code))) {
        throw badRequest(ACCOUNT_MESSAGES.invalidCode);
      }
      const passwordHash = await hashSecret(newPassword);
      await app.db.transaction(async (tx) => {
        const account = await findAccountByEmail(tx, email);
        if (!account) throw badRequest(ACCOUNT_MESSAGES.invalidCode);
        await changePassword(tx, account.id, passwordHash);
        await revokeAllSessions(tx, account.id);
      });
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordReset };
    },
  );
};

export default passwordResetRoutes;
