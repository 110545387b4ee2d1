import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http';
import { findSessionUser } from '../services/sessions';
import { SERVER_MESSAGES } from '@/contract/serverMessages';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: 401 otherwise. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler for routes where a token is optional: sets the user when the token is live. */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user's id, from the bearer token; never from the body. */
    userId: number | null;
    /** The raw bearer token, for logout. */
    bearerToken: string | null;
  }
}

export function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header);
  return match ? match[1] : null;
}

export default fp(
  async (app) => {
    app.decorateRequest('userId', null);
    app.decorateRequest('bearerToken', null);

    const identify = async (request: FastifyRequest) => {
      const token = readBearerToken(request);
      if (!token) return;
      const userId = await findSessionUser(app.db, token);
      if (userId !== undefined) {
        request.userId = userId;
        request.bearerToken = token;
      }
    };

    app.decorate('identify', identify);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!readBearerToken(request)) throw unauthorized(SERVER_MESSAGES.signInRequired);
      await identify(request);
      if (request.userId === null) throw unauthorized(SERVER_MESSAGES.sessionExpired);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
