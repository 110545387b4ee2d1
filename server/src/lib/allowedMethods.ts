import type { FastifyInstance } from 'fastify';

/** The methods a caller may choose among; OPTIONS (CORS preflight) and HEAD (with GET) are implied. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods some route answers at this path, for a request that none of its routes matched:
 * a known path asked with the wrong method is a 405 naming them (`Allow`), an unknown one a 404.
 */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0];
  return METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}
