import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ServerFetch } from '@/app/baseQuery';

/** The origin the renderer's calls are addressed to; they never leave the process. */
export const RENDER_ORIGIN = 'http://render.invalid';

/** What the calls of one rendering found out about the page. */
export interface CallsSeen {
  /** True once a call was answered by anything but the catalog's versioned cache. */
  beyondCatalog: boolean;
  /** The first call refused for now (429, or 5xx: the database away), with its Retry-After. */
  refused?: { status: number; retryAfter?: string };
}

const refusedForNow = (status: number) => status === 429 || status >= 500;

/**
 * A fetch for the website's base query that hands each call to the server's own routes through
 * `app.inject`: the same schemas, rate limits and catalog cache as a call from the browser, with
 * the visitor's address, but no socket and no second copy of any endpoint (decision 030).
 */
export function inProcessFetch(
  app: FastifyInstance,
  visitorAddress: string,
  seen: CallsSeen,
): ServerFetch {
  const fetchFn = async (input: RequestInfo, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const answer = await app.inject({
      method: request.method as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      payload: body,
      remoteAddress: visitorAddress,
    });
    // Only the catalog's answers carry the catalog version's ETag.
    if (answer.statusCode !== 200 || !answer.headers.etag) seen.beyondCatalog = true;
    if (refusedForNow(answer.statusCode) && !seen.refused) {
      const retryAfter = answer.headers['retry-after'];
      seen.refused = {
        status: answer.statusCode,
        retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
      };
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
  return { origin: RENDER_ORIGIN, fetchFn };
}
