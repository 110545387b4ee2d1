import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdempotencyHeaders } from '@server/lib/http';
import {
  AUTH_PER_ADDRESS_LIMIT,
  CODE_RESEND_PER_EMAIL_LIMIT,
  CODES_PER_EMAIL_LIMIT,
} from '@server/lib/limits';
import {
  resendVerificationCode,
  signUp,
  verifyEmail,
} from '@server/services/accounts/registration';
import { ACCOUNT_MESSAGES } from '@/contract/serverMessages';
import { perEmailLimit } from '../keyedLimit';
import { answering } from './refusals';
import {
  EmailRequest,
  SignUpRequest,
  VerifyEmailAnswer,
  VerifyEmailRequest,
} from '@/contract/wire/account';
import { MessageAnswer } from '@/contract/wire/envelope';

/** Sign-up, e-mail verification and a new verification code. */
const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { rateLimit: AUTH_PER_ADDRESS_LIMIT };

  app.post(
    '/sign-up',
    {
      schema: {
        tags: ['account'],
        summary: 'Create an account and e-mail it a 6-digit verification code',
        description:
          'Answers the same for an address that already has an account, and mails its owner ' +
          'instead: a new verification code while the account is unverified, else word that ' +
          'someone tried to sign up, with links to sign in or reset the password.',
        headers: IdempotencyHeaders,
        body: SignUpRequest,
        response: { 201: MessageAnswer, ...errorResponses(400, 429) },
      },
      config: { ...config, idempotent: true },
      preHandler: perEmailLimit(app, 'sign-up', CODES_PER_EMAIL_LIMIT),
    },
    async (request, reply) => {
      await answering(reply, signUp(app, request.body, request.locale));
      return reply.status(201).send({ success: true, message: ACCOUNT_MESSAGES.signUpReceived });
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
    async (request, reply) => {
      const accessToken = await answering(reply, verifyEmail(app.db, request.body));
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
          'Answers the same for an unknown or already verified address, and sends nothing then; ' +
          'a second ask for the same address within 30 seconds is a 429, whatever the address.',
        body: EmailRequest,
        response: { 200: MessageAnswer, ...errorResponses(400, 429) },
      },
      config,
      preHandler: [
        perEmailLimit(app, 'resend-otp', CODES_PER_EMAIL_LIMIT),
        perEmailLimit(
          app,
          'resend-otp-cooldown',
          CODE_RESEND_PER_EMAIL_LIMIT,
          ACCOUNT_MESSAGES.codeTooSoon,
        ),
      ],
    },
    async (request, reply) => {
      await answering(reply, resendVerificationCode(app, request.body.email, request.locale));
      return { success: true as const, message: ACCOUNT_MESSAGES.codeSent };
    },
  );
};

export default registrationRoutes;
