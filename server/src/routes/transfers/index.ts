import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, Envelope, errorResponses, ok, PagedData } from '../../lib/http';
import { bookTransfer, checkTransfer, listTransfers } from '../../services/transfers';
import { OPERATOR_TIME_ZONE, TEXT_LIMITS, TRANSFER_CAPACITY } from '@/contract/limits';
import { TRANSFER_MESSAGES } from '@/contract/serverMessages';
import { ProfilePageQuery, profilePaging } from '../profileLists';
import { perAccountLimit } from '../keyedLimit';
import { BOOKING_PER_ACCOUNT_LIMIT } from '../../lib/limits';

const ignored = (what: string) =>
  Type.Optional(Type.Unknown({ description: `Ignored: ${what} comes from the server` }));

// Fields are optional here so that a missing one gets its own sentence (SPEC.md section 5).
const TransferBody = Type.Object({
  pickupLocation: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.location })),
  dropLocation: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.location })),
  pickupDate: Type.Optional(
    Type.String({
      maxLength: 32,
      description: `YYYY-MM-DD, not before today in ${OPERATOR_TIME_ZONE}`,
      examples: ['2030-01-31'],
    }),
  ),
  pickupTime: Type.Optional(
    Type.String({ maxLength: 32, description: 'HH:MM:SS, 24-hour clock', examples: ['09:30:00'] }),
  ),
  capacity: Type.Optional(
    Type.Integer({
      description: `Passengers, ${TRANSFER_CAPACITY.min} to ${TRANSFER_CAPACITY.max}`,
      examples: [2],
    }),
  ),
  isRoundTrip: Type.Optional(Type.Boolean({ default: false })),
  status: ignored('the status'),
  userId: ignored('the user'),
});

const ListedTransfer = Type.Object({
  id: Type.Integer(),
  pickupLocation: Type.String(),
  dropLocation: Type.String(),
  pickupDate: Type.String({ description: 'YYYY-MM-DD' }),
  pickupTime: Type.String({ description: 'HH:MM:SS' }),
  capacity: Type.Integer(),
  isRoundTrip: Type.Boolean(),
  status: Type.Union([
    Type.Literal('Pending'),
    Type.Literal('Completed'),
    Type.Literal('Cancelled'),
  ]),
});

const transferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const accountLimit = perAccountLimit(app, 'transfer', BOOKING_PER_ACCOUNT_LIMIT);

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
        body: TransferBody,
        response: { 201: Envelope(ListedTransfer), ...errorResponses(400, 401, 429) },
      },
      preHandler: [app.authenticate, accountLimit],
    },
    async (request, reply) => {
      const checked = checkTransfer(request.body);
      if ('errors' in checked) throw badRequest(TRANSFER_MESSAGES.invalid, checked.errors);
      const transfer = await bookTransfer(app.db, app.mail, {
        userId: request.userId!,
        transfer: checked.transfer,
        siteUrl: app.config.publicUrl,
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
        response: { 200: Envelope(PagedData(ListedTransfer)), ...errorResponses(400, 401, 429) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(await listTransfers(app.db, request.userId!, profilePaging(request.query))),
  );
};

export default transferRoutes;
