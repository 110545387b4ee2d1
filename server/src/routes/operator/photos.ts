import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, errorResponses, ok } from '@server/lib/http';
import { variantsDirOf } from '@server/lib/pictures';
import { storePhoto } from '@server/services/operator/photos';
import { PHOTO_UPLOAD } from '@/contract/catalogLimits';
import { PHOTO_MESSAGES } from '@/contract/serverMessages';
import { Envelope } from '@/contract/wire/envelope';
import { PhotoUploadForm, UploadedPhoto } from '@/contract/wire/operatorCatalog';
import { keyedLimit } from '../keyedLimit';

/** Uploads per member of staff: a season's photos in a sitting, not a script's flood. */
const UPLOADS_PER_STAFF = { max: 120, timeWindow: 10 * 60_000 };

/** Errors of the multipart reader that are the caller's: the file too large or no form at all. */
function refusalOf(error: unknown): HttpError | undefined {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, PHOTO_MESSAGES.tooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError(415, PHOTO_MESSAGES.noFile);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(400, PHOTO_MESSAGES.noFile);
  }
  return undefined;
}

/** A photo staff upload for a cover or a gallery: stored at once, named by the page's save. */
const photoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only this route reads multipart forms; the rest of the API takes JSON up to its body limit.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_UPLOAD.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });
  const folders = { imagesDir: app.config.imagesDir, variantsDir: variantsDirOf(app.config) };
  const perStaff = keyedLimit(app, 'photo-upload', UPLOADS_PER_STAFF, (request) =>
    String(request.staff?.id),
  );

  app.post(
    '/images',
    {
      schema: {
        tags: ['operator catalog'],
        summary: 'Upload one photo (JPEG, PNG or WebP, at most 10 MB) as multipart/form-data',
        description:
          'The photo is re-encoded as a JPEG at most 2400 pixels on its longer side, turned as its ' +
          'orientation says and stripped of its metadata (GPS position included), stored with its ' +
          'narrower copies, and audited. The answer names it: /home/images/uploads/….',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        body: { content: { 'multipart/form-data': { schema: PhotoUploadForm } } },
        response: { 201: Envelope(UploadedPhoto), ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
      // The form documents the body; the handler reads its one file as a stream, with the limits.
      validatorCompiler: () => () => true,
      preHandler: [app.authenticateStaff, perStaff],
    },
    async (request, reply) => {
      let bytes: Buffer;
      let part;
      try {
        part = await request.file();
        if (!part) throw new HttpError(400, PHOTO_MESSAGES.noFile);
        bytes = await part.toBuffer();
      } catch (error) {
        throw refusalOf(error) ?? error;
      }
      const outcome = await storePhoto(app.db, request.staff!, folders, {
        bytes,
        type: part.mimetype,
        name: part.filename,
      });
      if ('refused' in outcome) {
        throw new HttpError(outcome.refused.status, outcome.refused.message);
      }
      return reply.status(201).send(ok(outcome.stored, PHOTO_MESSAGES.uploaded));
    },
  );
};

export default photoRoutes;
