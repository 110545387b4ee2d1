import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, errorResponses, IdempotencyHeaders, ok } from '@server/lib/http';
import { bookTransfer, checkTransfer, listTransfers } from '@server/services/transfers';
import { Envelope, Paged } from '@/contract/wire/envelope';
import { Transfer, TransferRequest } from '@/contract/wire/transfers';
import { TRANSFER_MESSAGES } from '@/contract/serverMessages';
import { ProfilePageQuery, profilePaging } from '../profileLists';
import { perAccountLimit } from '../keyedLimit';
import { BOOKING_PER_ACCOUNT_LIMIT } from '@server/lib/limits';
import transferVoucherRoutes from './voucher';

const transferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const accountLimit = perAccountLimit(app, 'transfer', BOOKING_PER_ACCOUNT_LIMIT);
  await app.register(transferVoucherRoutes);

  app.post(
    '/user/transfer',
    {
      schema: {
        tags: ['transfers'],
        summary: 'Book a transfer for the signed-in user',
        description:
          'New transfers are Pending whatever is sent; a confirmation is e-mailed. A 400 lists ' +
          'the problem of each field under errors.',
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        body: TransferRequest,
        response: { 201: Envelope(Transfer), ...errorResponses(400, 401, 409, 429) },
      },
      config: { idempotent: true },
      preHandler: [app.authenticate, accountLimit],
    },
    async (request, reply) => {
      const checked = checkTransfer(request.body);
      if ('errors' in checked) throw badRequest(TRANSFER_MESSAGES.invalid, checked.errors);
      const transfer = await bookTransfer(app.db, app.mail, {
        userId: request.userId!,
        transfer: checked.transfer,
        siteUrl: app.config.publicUrl,
        operatorEmail: app.config.operatorEmail,
        locale: request.locale,
      });
      return reply.status(201).send(ok(transfer, TRANSFER_MESSAGES.booked));
    },
  );

  app.get(
    '/user/transfer',
    {
      schema: {
        tags: ['transfers'],
        summary: "The signed-in user's transfers, newest first",
        security: [{ bearer: [] }],
        querystring: ProfilePageQuery,
        response: { 200: Envelope(Paged(Transfer)), ...errorResponses(400, 401, 429) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(await listTransfers(app.db, request.userId!, profilePaging(request.query))),
  );
};

export default transferRoutes;
