import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, conflict } from '../lib/http';
import { asList } from '../lib/hooks';
import { claimKey, keepAnswer, releaseKey, type KeyedCall } from '../services/idempotency';
import { SERVER_MESSAGES } from '@/contract/serverMessages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A creating call: an `Idempotency-Key` makes a repeat get the first answer (decision 026). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    keyedCall?: KeyedCall & { settled?: boolean };
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 255;
/** How long a repeat waits for the first call with its key to finish before a 409. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;

/**
 * Answers that are the call's own and worth giving again. Not kept: a server failure, or a
 * refusal that a retry may well get past (no or an ended session, too many calls, a timeout).
 */
const kept = (status: number) => status < 500 && ![401, 403, 408, 429].includes(status);

/** Who is calling: the bearer token (hashed, never stored as such), else the client address. */
function callerOf(request: FastifyRequest) {
  const authorization = request.headers.authorization;
  if (authorization) {
    return `token:${createHash('sha256').update(`idempotency:${authorization}`).digest('hex')}`;
  }
  return `address:${request.ip}`;
}

/**
 * The `Idempotency-Key` of the creating calls (API reference, "Since round 2"): the first call
 * with a key claims it and keeps its answer; a repeat from the same caller within 24 hours gets
 * that answer (with `Idempotency-Replayed: true`) and creates nothing; a repeat that arrives while
 * the first still runs waits for it. A failure worth retrying lets the key go.
 */
export default fp(
  async (app) => {
    async function replayOrClaim(request: FastifyRequest, reply: FastifyReply) {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined) return;
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || key.length > MAX_KEY_LENGTH || Array.isArray(header)) {
        throw badRequest(SERVER_MESSAGES.idempotencyKeyInvalid);
      }
      const call: KeyedCall = {
        caller: callerOf(request),
        key,
        route: `${request.method} ${request.routeOptions.url}`,
      };
      const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;
      for (;;) {
        const claim = await claimKey(app.db, call);
        if (claim.kind === 'claimed') {
          request.keyedCall = call;
          return;
        }
        if (claim.kind === 'answered') {
          return reply
            .status(claim.statusCode)
            .header('Idempotency-Replayed', 'true')
            .type('application/json; charset=utf-8')
            .send(claim.body);
        }
        if (Date.now() > waitUntil) throw conflict(SERVER_MESSAGES.idempotencyKeyRunning);
        await sleep(POLL_MS);
      }
    }

    // Kept before the answer leaves, so a retry after any answer finds it.
    async function settle(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const call = request.keyedCall;
      if (!call || call.settled) return payload;
      call.settled = true;
      try {
        if (kept(reply.statusCode) && typeof payload === 'string') {
          await keepAnswer(app.db, call, reply.statusCode, payload);
        } else {
          await releaseKey(app.db, call);
        }
      } catch (err) {
        request.log.warn({ err }, 'idempotency key not settled');
      }
      return payload;
    }

    // A call that ended without an answer (the connection closed) lets its key go.
    async function letGo(request: FastifyRequest) {
      const call = request.keyedCall;
      if (!call || call.settled) return;
      call.settled = true;
      await releaseKey(app.db, call).catch(() => undefined);
    }

    // On the creating calls only: every other request passes no hook of this plugin. The key
    // is looked at before the route's own checks, as it was when these hooks were global.
    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      route.preHandler = [replayOrClaim, ...asList(route.preHandler)];
      route.onSend = [...asList(route.onSend), settle];
      route.onResponse = [...asList(route.onResponse), letGo];
    });
  },
  { name: 'idempotency', dependencies: ['database'] },
);
