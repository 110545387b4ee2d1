import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, errorResponses, ok } from '@server/lib/http';
import { saveProgrammes, staffProgrammes } from '@server/services/operator/programmes';
import { saveSpecialPage, staffSpecialPage } from '@server/services/operator/specialPages';
import { PROGRAMME_EDIT_MESSAGES } from '@/contract/serverMessages';
import { Envelope } from '@/contract/wire/envelope';
import { SpecialPageParams } from '@/contract/wire/catalog';
import {
  ProgrammesInput,
  SpecialPageInput,
  StaffProgrammes,
  StaffSpecialPage,
} from '@/contract/wire/operatorProgrammes';

/**
 * The special-interest programmes: the Students country records, and the other categories'
 * pages (services text, country entries, itineraries); each read and edited whole.
 */
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

  app.get(
    '/programmes/:category',
    {
      schema: {
        tags,
        summary: "Another category's page: services text and picture, country entries, itineraries",
        security,
        params: SpecialPageParams,
        response: { 200: Envelope(StaffSpecialPage), ...errorResponses(400, 401, 403, 429) },
      },
      preHandler,
    },
    async (request) => ok(await staffSpecialPage(app.db, request.params.category)),
  );

  app.put(
    '/programmes/:category',
    {
      schema: {
        tags,
        summary:
          "Edit another category's page whole: what is left out (an entry, an itinerary) is taken out",
        security,
        params: SpecialPageParams,
        body: SpecialPageInput,
        response: { 200: Envelope(StaffSpecialPage), ...errorResponses(400, 401, 403, 429) },
      },
      preHandler,
    },
    async (request) => {
      const { category } = request.params;
      const outcome = await saveSpecialPage(app.db, request.staff!, category, request.body);
      if ('invalid' in outcome) {
        const { field, message } = outcome.invalid;
        throw badRequest(message, { [field]: [message] });
      }
      return ok(outcome.saved, PROGRAMME_EDIT_MESSAGES.saved);
    },
  );
};

export default programmeRoutes;
