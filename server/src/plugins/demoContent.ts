import fp from 'fastify-plugin';
import { seedDemoContent } from '../seed/seed';
import { drawDemoImageIfMissing } from '../seed/images';

export { ensureDemoImages } from '../seed/images';

/** `/images/<path>` and its narrower copies `/images/w640/<path>`: the stored picture's path. */
const IMAGE_PATH = /^\/images\/(?:w\d+\/)?([^?#]+)/;

/**
 * Fills an empty catalog with the demo content on start-up, under the start-up lock so that of
 * several replicas starting together only the first seeds. The server entry point draws all the
 * pictures once it listens; until one is drawn, a request for it draws it first (once, however
 * many ask at the same time), so the first visitors of a new site never see a missing picture.
 */
export default fp(
  async (app) => {
    if (!app.config.seedDemoContent) return;
    const { seeded } = await app.database.withStartupLock(() => seedDemoContent(app.db));
    app.log.info(
      seeded ? 'demo content seeded' : 'catalog already has content, demo content not seeded',
    );
    // A plain callback, not an async hook: every request passes here, nearly all of them on.
    app.addHook('onRequest', (request, _reply, done) => {
      const reads = request.method === 'GET' || request.method === 'HEAD';
      const picture = reads ? IMAGE_PATH.exec(request.url)?.[1] : undefined;
      if (!picture) return done();
      drawDemoImageIfMissing(app.config.imagesDir, picture).then(() => done(), done);
    });
  },
  { name: 'demoContent', dependencies: ['config', 'database'] },
);
