import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, unauthorized } from '@server/lib/http';
import { AUTH_PER_ADDRESS_LIMIT } from '@server/lib/limits';
import { readAccount } from '@server/services/accounts/records';
import { signIn } from '@server/services/accounts/signIn';
import { revokeSession } from '@server/services/sessions';
import { underSignInRule, type WaitSentences } from '@server/services/signInRule';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '@/contract/serverMessages';
import { answering } from './refusals';
import { Account, SignInAnswer, SignInFailure, SignInRequest } from '@/contract/wire/account';
import { MessageAnswer } from '@/contract/wire/envelope';

/** What a visitor refused by the sign-in rule is told: when to try again, or to reset instead. */
export const VISITOR_WAITS: WaitSentences = {
  pair: ACCOUNT_MESSAGES.signInPaused,
  address: ACCOUNT_MESSAGES.signInAddressPaused,
  email: ACCOUNT_MESSAGES.signInEmailPaused,
};

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
    },
    async (request, reply) => {
      const attempt = { scope: 'sign-in' as const, email: request.body.email, address: request.ip };
      const accessToken = await answering(
        reply,
        underSignInRule(app.counters, attempt, VISITOR_WAITS, () => signIn(app, request.body)),
      );
      return { accessToken };
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
