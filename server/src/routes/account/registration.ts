import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, errorResponses, tooManyRequests } from '../../lib/http';
import { AUTH_PER_ADDRESS_LIMIT, CODES_PER_EMAIL_LIMIT } from '../../lib/limits';
import { createAccount, findAccountByEmail, markEmailVerified } from '../../services/accounts';
import { issueCode, makeCode, useCode } from '../../services/codes';
import { hashSecret } from '../../services/passwords';
import { openSession } from '../../services/sessions';
import { isValidPassword } from '@/contract/password';
import { ACCOUNT_MESSAGES } from '@/contract/serverMessages';
import { mailCode } from './codeMail';
import { perEmailLimit } from '../keyedLimit';
import {
  EmailRequest,
  MessageAnswer,
  SignUpRequest,
  VerifyEmailAnswer,
  VerifyEmailRequest,
} from '@/contract/wire/account';

/** Sign-up, e-mail verification and a new verification code. */
const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { rateLimit: AUTH_PER_ADDRESS_LIMIT };

  app.post(
    '/sign-up',
    {
      schema: {
        tags: ['account'],
        summary: 'Create an account and e-mail it a 6-digit verification code',
        body: SignUpRequest,
        response: { 201: MessageAnswer, ...errorResponses(400, 409, 429) },
      },
      config,
      preHandler: perEmailLimit(app, 'sign-up', CODES_PER_EMAIL_LIMIT),
    },
    async (request, reply) => {
      const { password, agreeTerms, ...details } = request.body;
      if (!agreeTerms) {
        throw badRequest(ACCOUNT_MESSAGES.termsNotAgreed, {
          agreeTerms: [ACCOUNT_MESSAGES.termsNotAgreed],
        });
      }
      if (!isValidPassword(password)) {
        throw badRequest(ACCOUNT_MESSAGES.passwordRule, {
          password: [ACCOUNT_MESSAGES.passwordRule],
        });
      }
      if (await findAccountByEmail(app.db, details.email)) {
        throw conflict(ACCOUNT_MESSAGES.emailTaken);
      }

      const [passwordHash, fresh] = await Promise.all([hashSecret(password), makeCode()]);
      await app.db.transaction(async (tx) => {
        const account = await createAccount(tx, details, passwordHash);
        if (!account) throw conflict(ACCOUNT_MESSAGES.emailTaken); // signed up a moment ago
        await issueCode(tx, account.email, 'verify-email', fresh);
        await mailCode(app, tx, 'verify-email', account, fresh.code);
      });
      return reply.status(201).send({ success: true, message: ACCOUNT_MESSAGES.accountCreated });
    },
  );

  app.post(
    '/verify-email',
    {
      schema: {
        tags: ['account'],
        summary: 'Verify the e-mail address with its code and sign in',
        body: VerifyEmailRequest,
        response: { 200: VerifyEmailAnswer, ...errorResponses(400, 429) },
      },
      config,
      preHandler: perEmailLimit(app, 'verify-email', CODES_PER_EMAIL_LIMIT),
    },
    async (request) => {
      const { email, code } = request.body;
      if (!(await useCode(app.db, email, 'verify-email', code))) {
        throw badRequest(ACCOUNT_MESSAGES.invalidCode);
      }
      const accessToken = await app.db.transaction(async (tx) => {
        const account = await findAccountByEmail(tx, email);
        if (!account) throw badRequest(ACCOUNT_MESSAGES.invalidCode);
        await markEmailVerified(tx, account.id);
        return openSession(tx, account.id);
      });
      return { accessToken, message: ACCOUNT_MESSAGES.emailVerified };
    },
  );

  app.post(
    '/resend-otp',
    {
      schema: {
        tags: ['account'],
        summary: 'E-mail a new verification code (at most one every 30 seconds)',
        description:
          'Answers the same for an unknown or already verified address, and sends nothing then.',
        body: EmailRequest,
        response: { 200: MessageAnswer, ...errorResponses(400, 429) },
      },
      config,
      preHandler: perEmailLimit(app, 'resend-otp', CODES_PER_EMAIL_LIMIT),
    },
    async (request, reply) => {
      const fresh = await makeCode(); // made for unknown addresses too, so both take as long
      const account = await findAccountByEmail(app.db, request.body.email);
      if (account && !account.emailVerifiedAt) {
        await app.db.transaction(async (tx) => {
          const issue = await issueCode(tx, account.email, 'verify-email', fresh);
          if (!issue.issued) {
            void reply.header('retry-after', issue.retryAfterSeconds);
            throw tooManyRequests(ACCOUNT_MESSAGES.codeTooSoon);
          }
          await mailCode(app, tx, 'verify-email', account, fresh.code);
        });
      }
      return { success: true as const, message: ACCOUNT_MESSAGES.codeSent };
    },
  );
};

export default registrationRoutes;
