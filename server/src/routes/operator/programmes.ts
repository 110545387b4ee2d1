import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, errorResponses, ok } from '@server/lib/http';
import { saveProgrammes, staffProgrammes } from '@server/services/operator/programmes';
import { PROGRAMME_EDIT_MESSAGES } from '@/contract/serverMessages';
import { Envelope } from '@/contract/wire/envelope';
import { ProgrammesInput, StaffProgrammes } from '@/contract/wire/operatorProgrammes';

/** The special-interest programme the website loads from the server: read it, edit it whole. */
const programmeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];
  const preHandler = app.authenticateStaff;
  const tags = ['operator catalog'];

  app.get(
    '/programmes',
    {
      schema: {
        tags,
        summary:
          'The Students programme: its country records in order, with their excursions (published or not)',
        security,
        response: { 200: Envelope(StaffProgrammes), ...errorResponses(401, 403, 429) },
      },
      preHandler,
    },
    async () => ok(await staffProgrammes(app.db)),
  );

  app.put(
    '/programmes',
    {
      schema: {
        tags,
        summary:
          'Edit the Students programme: every country record in order; one left out is taken out',
        security,
        body: ProgrammesInput,
        response: { 200: Envelope(StaffProgrammes), ...errorResponses(400, 401, 403, 429) },
      },
      preHandler,
    },
    async (request) => {
      const outcome = await saveProgrammes(app.db, request.staff!, request.body);
      if ('invalid' in outcome) {
        const { field, message } = outcome.invalid;
        throw badRequest(message, { [field]: [message] });
      }
      return ok(outcome.saved, PROGRAMME_EDIT_MESSAGES.saved);
    },
  );
};

export default programmeRoutes;
