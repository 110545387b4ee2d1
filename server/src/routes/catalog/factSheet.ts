import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, errorResponses, notFound } from '@server/lib/http';
import { factSheetOf, factSheetPdf } from '@server/services/documents/factSheet';
import { findDestination } from '@server/services/catalog';
import { drawDemoImageIfMissing } from '@server/seed/images';
import { imageFolderPath } from '@/contract/images';
import { DOCUMENT_MESSAGES } from '@/contract/serverMessages';
import { Type } from '@sinclair/typebox';
import { fileAnswer } from '../files';

/**
 * A plain link downloads the sheet, without the page's Accept-Language, so the French page adds
 * lang=fr; without lang the Accept-Language decides.
 */
const FactSheetQuery = Type.Object({
  lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('fr')])),
});

/** The destination page's "Pdf Download": its fact sheet, made on each request. */
const factSheetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const summary = "A destination's fact sheet (PDF)";
  app.get(
    '/destination/:id/factsheet.pdf',
    {
      schema: {
        tags: ['catalog'],
        summary,
        description:
          'Cover picture, about, visa, languages, currency, the excursions offered there and ' +
          'the operator’s contacts. An unknown or unpublished destination is a 404.',
        params: IdParam('id'),
        querystring: FactSheetQuery,
        response: { 200: fileAnswer('application/pdf', summary), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (app.config.seedDemoContent) {
        // A demo cover not drawn yet is drawn first, as for a request of the picture itself.
        const destination = await findDestination(app.db, id);
        if (destination) {
          await drawDemoImageIfMissing(
            app.config.imagesDir,
            imageFolderPath(destination.coverImageUrl),
          );
        }
      }
      const sheet = await factSheetOf(app.db, id, app.config.imagesDir);
      if (!sheet) throw notFound(DOCUMENT_MESSAGES.destinationNotFound);
      const locale = request.query.lang ?? request.locale;
      const pdf = await factSheetPdf(sheet, app.config.publicUrl, locale);
      const name = sheet.destination.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="${name || 'destination'}-fact-sheet.pdf"`,
        )
        .header('Cache-Control', 'public, max-age=300')
        .send(pdf);
    },
  );
};

export default factSheetRoutes;
