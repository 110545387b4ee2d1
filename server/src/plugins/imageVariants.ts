import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { makeVariant, variantFile, variantsDirOf } from '@server/lib/pictures';
import { IMAGE_VARIANT_WIDTHS } from '@/contract/limits';
import { SERVER_MESSAGES } from '@/contract/serverMessages';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/**
 * Narrower copies of the stored pictures for the website's srcset: `/images/w640/<path>` is the
 * picture at `/images/<path>` at most 640 pixels wide. Each copy is made once with sharp and kept
 * under `<dataDir>/image-variants`, so a phone never downloads a 1200-pixel cover for a card.
 * Only the fixed widths exist, so nobody can make the server resize to arbitrary sizes.
 */
export default fp(
  async (app) => {
    const originals = path.resolve(app.config.imagesDir);
    const variants = variantsDirOf(app.config);
    const making = new Map<string, Promise<void>>();

    const notFound = { success: false, message: SERVER_MESSAGES.notFound } as const;

    for (const width of IMAGE_VARIANT_WIDTHS) {
      app.get<{ Params: { '*': string } }>(
        `/images/w${width}/*`,
        { schema: { hide: true } },
        async (request, reply) => {
          const relative = request.params['*'];
          const type = TYPES[path.extname(relative).toLowerCase()];
          const original = path.resolve(originals, relative);
          if (!type || !original.startsWith(originals + path.sep))
            return reply.code(404).send(notFound);
          const target = variantFile(variants, width, path.relative(originals, original));
          let picture = await readIfExists(target);
          if (!picture) {
            if (!(await exists(original))) return reply.code(404).send(notFound);
            // Two requests for the same new copy make it once.
            let pending = making.get(target);
            if (!pending) {
              pending = makeVariant(original, target, width).finally(() => making.delete(target));
              making.set(target, pending);
            }
            await pending;
            picture = await fs.readFile(target);
          }
          return reply.type(type).header('Cache-Control', 'public, max-age=604800').send(picture);
        },
      );
    }
  },
  { name: 'image-variants', dependencies: ['config'] },
);

/** The file's bytes, or null when there is no such file: one read for a copy already made. */
async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function exists(file: string) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
