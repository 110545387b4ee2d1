import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CatalogAnswers,
  etagOf,
  matchesEtag,
  type CatalogAnswer,
} from '@server/lib/catalogAnswers';
import { catalogVersionReader } from '@server/services/catalog';

/**
 * Public and short-lived for browsers, a CDN or a reverse proxy; a stale answer may be shown
 * while a fresh one loads. The server itself never sends an answer of an older catalog version.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

declare module 'fastify' {
  interface FastifyRequest {
    /** The catalog version this request's answer belongs to. */
    catalogVersion?: number;
  }
}

/**
 * Adds the catalog's answer cache to the catalog routes (decision 021): the catalog's version now
 * (catalogVersionReader says how it is known), then a stored answer (or a 304 for a matching
 * If-None-Match) when there is one; otherwise the route answers and its answer is kept for the
 * next request.
 */
export function cacheCatalogAnswers(app: FastifyInstance) {
  const answers = new CatalogAnswers();
  const readVersion = catalogVersionReader(app.database);
  app.decorateRequest('catalogVersion', undefined);

  // The scope's first hook: a stored answer skips the query's parsing, checks and validation,
  // which its URL, the same to the byte, passed when it was built. The per-address limit of the
  // reads is a hook of the whole app and has counted the request already (decision 037).
  // The requests building an answer: each says when it is done, so that the requests that came
  // for the same URL meanwhile are sent that answer.
  const building = new WeakMap<FastifyRequest, (answer?: CatalogAnswer) => void>();
  // Each kept answer's bytes, encoded once: a string body would be encoded again, into a new
  // buffer, for every request that is sent it.
  const bytes = new WeakMap<CatalogAnswer, Buffer>();
  const bytesOf = (answer: CatalogAnswer) => {
    let encoded = bytes.get(answer);
    if (!encoded) {
      encoded = Buffer.from(answer.body);
      bytes.set(answer, encoded);
    }
    return encoded;
  };
  const done = (request: FastifyRequest, answer?: CatalogAnswer) => {
    building.get(request)?.(answer);
    building.delete(request);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const version = await readVersion();
    answers.useVersion(version);
    request.catalogVersion = version;
    let stored = answers.get(request.url);
    if (!stored) {
      const fill = answers.fill(request.url);
      if ('done' in fill) building.set(request, fill.done);
      else stored = await fill.wait;
    }
    if (!stored) return;
    reply.header('ETag', stored.etag).header('Cache-Control', CATALOG_CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], stored.etag)) return reply.code(304).send();
    return reply.type(stored.contentType).send(bytesOf(stored));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const version = request.catalogVersion;
    if (reply.statusCode !== 200 || version === undefined || typeof payload !== 'string') {
      done(request);
      return payload;
    }
    if (reply.hasHeader('ETag')) return payload; // sent from the cache
    const etag = etagOf(version, payload);
    const contentType = String(reply.getHeader('Content-Type') ?? 'application/json');
    const answer = { etag, body: payload, contentType };
    // Kept twice over: the body and its bytes.
    answers.keep(request.url, version, answer, answer.body.length * 2);
    done(request, answer);
    reply.header('ETag', etag).header('Cache-Control', CATALOG_CACHE_CONTROL);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });

  // A build that ended without an answer to keep (an error, a closed connection): the requests
  // waiting for it answer by themselves.
  app.addHook('onResponse', (request, _reply, next) => {
    done(request);
    next();
  });
  app.addHook('onRequestAbort', (request, next) => {
    done(request);
    next();
  });
}
