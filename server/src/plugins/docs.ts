import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Failure } from '@/contract/wire/envelope';
import { OctoError } from '@/contract/wire/octo';

/** Where the contract's page is: under the API's base, but a page, not an answer. */
export const API_DOCS_PATH = '/api/docs';

/** The HTTP contract as OpenAPI, at /api/docs (UI) and /api/docs/json. */
export default fp(
  async (app) => {
    app.addSchema(Failure);
    app.addSchema(OctoError);
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'West Africa Tours API',
          description:
            'Catalog, accounts, bookings, transfers, reviews and enquiries. Paths under /api/ ' +
            'and, for transfers, /transport-api/. Resellers: the OCTO API under /api/octo/.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      refResolver: {
        buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`),
      },
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { docExpansion: 'list', deepLinking: true },
      staticCSP: true,
    });
  },
  { name: 'docs' },
);
