import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http';
import { findSessionUser } from '../services/sessions';
import { findStaffMember, type StaffMember } from '../services/staff/sessions';
import { readBearerToken } from './auth';
import { SERVER_MESSAGES, STAFF_MESSAGES } from '@/contract/serverMessages';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of every operator call but sign-in: a live staff token, else 403 for a visitor's
     * token and 401 for none (or an expired or revoked staff token).
     */
    authenticateStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in member of staff; set by authenticateStaff. */
    staff: StaffMember | null;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('staff', null);
    app.decorate('authenticateStaff', async (request: FastifyRequest) => {
      const token = readBearerToken(request);
      if (!token) throw unauthorized(SERVER_MESSAGES.signInRequired);
      const member = await findStaffMember(app.db, token);
      if (member) {
        request.staff = member;
        request.bearerToken = token;
        return;
      }
      if ((await findSessionUser(app.db, token)) !== undefined) {
        throw forbidden(STAFF_MESSAGES.staffOnly);
      }
      throw unauthorized(SERVER_MESSAGES.sessionExpired);
    });
  },
  { name: 'staffAuth', dependencies: ['database', 'auth'] },
);
