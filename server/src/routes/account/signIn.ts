import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, errorResponses, unauthorized } from '../../lib/http';
import { AUTH_PER_ADDRESS_LIMIT, SIGN_IN_PER_EMAIL_LIMIT } from '../../lib/limits';
import { findAccountByEmail, readAccount } from '../../services/accounts';
import { spendVerification, verifySecret } from '../../services/passwords';
import { openSession, revokeSession } from '../../services/sessions';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '@/contract/serverMessages';
import { perEmailLimit } from '../keyedLimit';
import {
  Account,
  MessageAnswer,
  SignInAnswer,
  SignInFailure,
  SignInRequest,
} from '@/contract/wire/account';

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
    async (request) => {
      const { email, password } = request.body;
      const account = await findAccountByEmail(app.db, email);
      if (!account) {
        await spendVerification(password);
        throw unauthorized(ACCOUNT_MESSAGES.wrongCredentials);
      }
      if (!(await verifySecret(account.passwordHash, password))) {
        throw unauthorized(ACCOUNT_MESSAGES.wrongCredentials);
      }
      if (!account.emailVerifiedAt) throw new HttpError(403, ACCOUNT_MESSAGES.emailNotVerified);
      return { accessToken: await openSession(app.db, account.id) };
    },
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
