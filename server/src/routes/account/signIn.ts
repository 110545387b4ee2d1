import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, unauthorized } from '@server/lib/http';
import { AUTH_PER_ADDRESS_LIMIT, SIGN_IN_PER_EMAIL_LIMIT } from '@server/lib/limits';
import { readAccount } from '@server/services/accounts/records';
import { signIn } from '@server/services/accounts/signIn';
import { revokeSession } from '@server/services/sessions';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '@/contract/serverMessages';
import { perEmailLimit } from '../keyedLimit';
import { answering } from './refusals';
import { Account, SignInAnswer, SignInFailure, SignInRequest } from '@/contract/wire/account';
import { MessageAnswer } from '@/contract/wire/envelope';

/** Sign-in, the signed-in account, and sign-out. */
const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = AUTH_PER_ADDRESS_LIMIT;

  app.post(
    '/app/sign-in',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in with e-mail and password; answers a bearer token',
        body: SignInRequest,
        response: {
          200: SignInAnswer,
          400: SignInFailure,
          401: SignInFailure,
          403: SignInFailure,
          429: SignInFailure,
        },
      },
      config: { rateLimit, messageAsError: true },
      preHandler: perEmailLimit(app, 'sign-in', SIGN_IN_PER_EMAIL_LIMIT),
    },
    async (request, reply) => ({
      accessToken: await answering(reply, signIn(app.db, request.body)),
    }),
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in visitor's own account",
        security: [{ bearer: [] }],
        response: { 200: Account, ...errorResponses(401, 429) },
      },
      config: { rateLimit },
      preHandler: app.authenticate,
    },
    async (request) => {
      const account = await readAccount(app.db, request.userId!);
      if (!account) throw unauthorized(SERVER_MESSAGES.sessionExpired);
      return account;
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out: the bearer token stops working',
        security: [{ bearer: [] }],
        response: { 200: MessageAnswer, ...errorResponses(401, 429) },
      },
      config: { rateLimit },
      preHandler: app.authenticate,
    },
    async (request) => {
      await revokeSession(app.db, request.bearerToken!);
      return { success: true as const, message: ACCOUNT_MESSAGES.signedOut };
    },
  );
};

export default signInRoutes;
