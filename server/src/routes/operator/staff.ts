import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ok } from '@server/lib/http';
import { AUTH_PER_ADDRESS_LIMIT, CODES_PER_EMAIL_LIMIT } from '@server/lib/limits';
import { acceptInvitation } from '@server/services/staff/invitations';
import { finishStaffSignIn, startStaffSignIn } from '@server/services/staff/signIn';
import { revokeStaffSession } from '@server/services/staff/sessions';
import { underSignInRule, type WaitSentences } from '@server/services/signInRule';
import { STAFF_MESSAGES } from '@/contract/serverMessages';
import { Envelope, MessageAnswer } from '@/contract/wire/envelope';
import {
  AcceptInviteRequest,
  StaffCodeRequest,
  StaffSession,
  StaffSignInRequest,
  StaffSignInStep,
} from '@/contract/wire/staff';
import { perEmailLimit } from '../keyedLimit';
import { answering } from '../account/refusals';

const STAFF_WAITS: WaitSentences = {
  pair: STAFF_MESSAGES.signInPaused,
  address: STAFF_MESSAGES.signInAddressPaused,
  email: STAFF_MESSAGES.signInEmailPaused,
};

/** A member of staff's own calls: the invitation, the two sign-in steps, sign-out. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = AUTH_PER_ADDRESS_LIMIT;
  const services = { db: app.db, mail: app.mail, config: app.config };

  app.post(
    '/accept-invite',
    {
      schema: {
        tags: ['operator'],
        summary: 'Choose a password with the invitation code mailed by `npm run staff -- add`',
        body: AcceptInviteRequest,
        response: { 200: MessageAnswer, ...errorResponses(400, 429) },
      },
      config: { rateLimit },
      preHandler: perEmailLimit(app, 'staff-invite', CODES_PER_EMAIL_LIMIT),
    },
    async (request, reply) => {
      await answering(reply, acceptInvitation(app.db, request.body));
      return { success: true as const, message: STAFF_MESSAGES.invitationAccepted };
    },
  );

  app.post(
    '/sign-in',
    {
      schema: {
        tags: ['operator'],
        summary: 'Sign-in step 1: e-mail and password; a 6-digit code is mailed',
        body: StaffSignInRequest,
        response: { 200: Envelope(StaffSignInStep), ...errorResponses(400, 401, 429) },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const attempt = {
        scope: 'staff-sign-in' as const,
        email: request.body.email,
        address: request.ip,
      };
      await answering(
        reply,
        underSignInRule(app.counters, attempt, STAFF_WAITS, () =>
          startStaffSignIn(services, request.body),
        ),
      );
      return ok({ step: 'code' as const }, STAFF_MESSAGES.codeSent);
    },
  );

  app.post(
    '/sign-in/code',
    {
      schema: {
        tags: ['operator'],
        summary: 'Sign-in step 2: the mailed code; answers a staff token valid at most 8 hours',
        body: StaffCodeRequest,
        response: { 200: Envelope(StaffSession), ...errorResponses(400, 429) },
      },
      config: { rateLimit },
      preHandler: perEmailLimit(app, 'staff-code', CODES_PER_EMAIL_LIMIT),
    },
    async (request, reply) => ok(await answering(reply, finishStaffSignIn(services, request.body))),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['operator'],
        summary: 'Sign out of the console: the staff token stops working',
        security: [{ bearer: [] }],
        response: { 200: MessageAnswer, ...errorResponses(401, 403, 429) },
      },
      config: { rateLimit },
      preHandler: app.authenticateStaff,
    },
    async (request) => {
      await revokeStaffSession(app.db, request.bearerToken!);
      return { success: true as const, message: STAFF_MESSAGES.signedOut };
    },
  );
};

export default staffRoutes;
