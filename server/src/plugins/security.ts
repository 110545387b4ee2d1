import fp from 'fastify-plugin';
import type { onRequestHookHandler } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import Redis from 'ioredis';
import { PER_ADDRESS_LIMIT } from '../lib/limits';
import { rateLimitStore, type Counters, type RateLimitStoreState } from '../lib/rateLimitStore';
import { addressKey } from '../lib/addressKey';
import { tooManyRequests } from '../lib/http';
import { SERVER_MESSAGES } from '@/contract/serverMessages';
import { isApiPath, isWebsiteFile } from '../lib/websiteFiles';
import { SCRIPTS_AFTER_PICTURE_SOURCE } from '../render/scriptsAfterPicture';
import { API_DOCS_PATH } from './docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read counted by the reads' per-address limit: every read without a limit of its own. */
    countedRead?: boolean;
  }
  interface FastifyInstance {
    /** Where the rate-limit counters are kept right now (for /api/health). */
    rateLimitState: () => RateLimitStoreState;
    /** Counters kept beside the rate limits' (Redis, or this process while it is away). */
    counters: Counters;
  }
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The wait before the rate-limit store tries Redis again once it is away. */
const REDIS_RETRY_MS = 2_000;

/** A limit's counters are sent with its refusal only, not on every answer (the contract names none). */
const COUNTS_ON_REFUSAL_ONLY = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
};

/**
 * helmet's headers: a CSP that allows no inline script but the loader of the website's scripts
 * (by its hash; MUI's emotion injects styles).
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", SCRIPTS_AFTER_PICTURE_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.google.com', 'https://www.openstreetmap.org'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * helmet's headers for a JSON answer of the API (OWASP's set for REST services): nothing in it is
 * a document a browser renders, so the page headers (the website's CSP alone is 400 bytes) would
 * only double the size of a small answer.
 */
const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** The API's documentation is a page under the API's base. */
const isApiAnswer = (url: string) => isApiPath(url) && !url.startsWith(API_DOCS_PATH);

/**
 * The headers helmet sets for these options, read off once: they depend on no request (no nonce:
 * the rendered pages are kept and sent to many visitors, decision 030).
 */
export function securityHeaders(options = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers (a CSP with no inline script), CORS for the configured origins only, and the
 * generous per-address rate limit every API call and page has. Routes add the tight ones.
 */
export default fp(
  async (app, opts: { rateLimitNamespace?: string }) => {
    const { config } = app;

    // The same headers on every page and on every API answer: worked out once, set with one call
    // per request.
    const pageHeaders = securityHeaders();
    const apiHeaders = securityHeaders(API_HELMET_OPTIONS);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
      done();
    });

    // An API answer is kept by no browser or proxy unless its route says so (the catalog's do):
    // answers with a visitor's or a staff member's data must never reach another visitor.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isApiPath(request.url) && !reply.hasHeader('Cache-Control')) {
        reply.header('Cache-Control', 'no-store');
      }
      done(null, payload);
    });

    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
      maxAge: 600,
    });

    let redis: Redis | undefined;
    if (config.redisUrl) {
      const client = new Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
        // No reconnecting by ioredis: its wait is a timer that holds the process up, and its
        // disconnect() during that wait leaves one more, for the socket already closed
        // (redis/ioredis#2169). The plugin tries again itself, below.
        retryStrategy: () => null,
      });
      redis = client;
      const unreachable = (err: unknown) => app.log.warn({ err }, 'rate-limit store unreachable');
      client.on('error', unreachable);
      // Redis away (at the start or later): try again a moment after, on a timer that the
      // close clears and that never keeps the process alive by itself. A failed try has said
      // why through the 'error' event.
      let closing = false;
      let retry: NodeJS.Timeout | undefined;
      client.on('end', () => {
        if (closing) return;
        clearTimeout(retry);
        retry = setTimeout(() => client.connect().catch(() => undefined), REDIS_RETRY_MS);
        retry.unref();
      });
      // Without an offline queue, a call before the connection is up is skipped (skipOnError),
      // so the first requests after a start would not be counted: connect before serving.
      await client.connect().catch(unreachable);
      app.addHook('onClose', async () => {
        closing = true;
        clearTimeout(retry);
        if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
        else if (client.status !== 'end') client.disconnect(); // a connection under way
      });
    }

    const store = rateLimitStore(redis, opts.rateLimitNamespace ?? 'wat-rate:');

    // Reads without a limit of their own share one per-address counter kept in this process and
    // counted in one synchronous step (decision 037): the generous limit still holds per replica,
    // and a cached answer waits for no Redis and no promise.
    // A hook of the whole app rather than of each route: it runs before the hooks of the routes'
    // own scopes, so the catalog's stored answers, sent from its scope's first hook, are counted.
    const limitReads: onRequestHookHandler = (request, reply, done) => {
      if (!request.routeOptions.config?.countedRead || isWebsiteFile(request.url)) return done();
      const max = config.perAddressLimit;
      const { timeWindow } = PER_ADDRESS_LIMIT;
      const { current, ttl } = store.countRead(addressKey(request.ip), timeWindow);
      if (current <= max) return done();
      const seconds = Math.ceil(ttl / 1000);
      reply.headers({
        'retry-after': seconds,
        'x-ratelimit-limit': max,
        'x-ratelimit-remaining': 0,
        'x-ratelimit-reset': seconds,
      });
      done(tooManyRequests(SERVER_MESSAGES.rateLimited));
    };
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.config?.rateLimit !== undefined || !methods.every(isRead)) return;
      route.config = { ...route.config, rateLimit: false, countedRead: true };
    });
    app.addHook('onRequest', limitReads);

    app.decorate('rateLimitState', store.state);
    app.decorate('counters', store.counters);
    await app.register(rateLimit, {
      global: true,
      max: config.perAddressLimit,
      timeWindow: PER_ADDRESS_LIMIT.timeWindow,
      addHeadersOnExceeding: COUNTS_ON_REFUSAL_ONLY,
      // Redis while it answers, this process's own counters while it does not: never no limit.
      store: store.Store as unknown as RateLimitPluginOptions['store'],
      // The website's files and pictures are cheap and cached, and a first visit takes some thirty:
      // they do not count against an address that many visitors may share (a hotel, a ship).
      allowList: (request) => isWebsiteFile(request.url),
      // The store falls back by itself; an error left over is not a reason to refuse a visitor.
      skipOnError: true,
    });
  },
  { name: 'security', dependencies: ['config'] },
);
