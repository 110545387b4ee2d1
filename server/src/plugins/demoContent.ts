import fp from 'fastify-plugin';
import { seedDemoContent } from '../seed/seed';

export { ensureDemoImages } from '../seed/images';

/**
 * Fills an empty catalog with the demo content on start-up, under the start-up lock so that of
 * several replicas starting together only the first seeds. The pictures are drawn later, by the
 * server entry point once it listens.
 */
export default fp(
  async (app) => {
    if (!app.config.seedDemoContent) return;
    const { seeded } = await app.database.withStartupLock(() => seedDemoContent(app.db));
    app.log.info(
      seeded ? 'demo content seeded' : 'catalog already has content, demo content not seeded',
    );
  },
  { name: 'demoContent', dependencies: ['config', 'database'] },
);
