import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, IdParam, errorResponses } from '@server/lib/http';
import { isRefusal } from '@server/services/departures/outcome';
import { transferRecord, transferVoucherPdf } from '@server/services/documents/transferVoucher';
import { fileAnswer, sendFile } from '../files';

/** A transfer's voucher for its owner, also attached to the transfer's confirmation mail. */
const transferVoucherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const summary = "The signed-in user's transfer voucher (PDF)";
  app.get(
    '/user/transfer/:id/voucher.pdf',
    {
      schema: {
        tags: ['transfers'],
        summary,
        description:
          'Pickup, drop-off, flight, passengers and vehicle, and the operator’s phone and ' +
          "WhatsApp. Another visitor's transfer is a 404; a cancelled one a 409.",
        security: [{ bearer: [] }],
        params: IdParam('id'),
        response: {
          200: fileAnswer('application/pdf', summary),
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const transfer = await transferRecord(app.db, request.params.id, request.userId!);
      if (isRefusal(transfer)) {
        throw new HttpError(transfer.refused.status, transfer.refused.message);
      }
      const pdf = await transferVoucherPdf(transfer);
      return sendFile(reply, pdf, 'application/pdf', `transfer-${transfer.id}-voucher.pdf`);
    },
  );
};

export default transferVoucherRoutes;
