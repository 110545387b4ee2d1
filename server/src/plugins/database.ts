import path from 'node:path';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { staleLockLine } from '../db/folderLock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/**
 * Opens the database (or takes one the caller opened), applies the migrations and closes it with
 * the app when the app opened it.
 */
export default fp(
  async (app, opts: { database?: DatabaseHandle }) => {
    const { config } = app;
    const handle =
      opts.database ??
      (await openDatabase(
        config.databaseUrl
          ? { url: config.databaseUrl }
          : { pgliteDir: path.join(config.dataDir, 'db') },
        config.database,
        (stale) => app.log.warn(staleLockLine(stale)),
      ));
    await handle.migrate();
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    if (!opts.database) app.addHook('onClose', () => handle.close());
  },
  { name: 'database', dependencies: ['config'] },
);
