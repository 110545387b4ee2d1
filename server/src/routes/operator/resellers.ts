import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { conflict, errorResponses, IdParam, notFound, ok } from '@server/lib/http';
import { createReseller, listResellers, revokeReseller } from '@server/services/resellers';
import { RESELLER_MESSAGES } from '@/contract/serverMessages';
import { Envelope, MessageAnswer } from '@/contract/wire/envelope';
import { CreatedReseller, CreateResellerRequest, Reseller } from '@/contract/wire/resellers';

/** Resellers' OCTO keys: add one (its key shown once), list them, revoke one. Audited. */
const resellerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];
  const preHandler = app.authenticateStaff;

  app.get(
    '/resellers',
    {
      schema: {
        tags: ['operator'],
        summary: 'Every reseller with an OCTO key, revoked ones included',
        security,
        response: { 200: Envelope(Type.Array(Reseller)), ...errorResponses(401, 403, 429) },
      },
      preHandler,
    },
    async () => ok(await listResellers(app.db)),
  );

  app.post(
    '/resellers',
    {
      schema: {
        tags: ['operator'],
        summary: 'Add a reseller: its API key is in this answer and never again',
        security,
        body: CreateResellerRequest,
        response: { 201: Envelope(CreatedReseller), ...errorResponses(400, 401, 403, 429) },
      },
      preHandler,
    },
    async (request, reply) => {
      const created = await createReseller(app.db, request.staff!, request.body.name);
      return reply.status(201).send(ok(created, RESELLER_MESSAGES.created));
    },
  );

  app.post(
    '/resellers/:id/revoke',
    {
      schema: {
        tags: ['operator'],
        summary: "Revoke a reseller's key: its next OCTO call is refused",
        security,
        params: IdParam('id'),
        response: { 200: MessageAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      preHandler,
    },
    async (request) => {
      const outcome = await revokeReseller(app.db, request.staff!, request.params.id);
      if (outcome === 'not found') throw notFound(RESELLER_MESSAGES.notFound);
      if (outcome === 'already revoked') throw conflict(RESELLER_MESSAGES.alreadyRevoked);
      return { success: true as const, message: RESELLER_MESSAGES.revoked };
    },
  );
};

export default resellerRoutes;
