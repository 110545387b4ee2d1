import fp from 'fastify-plugin';
import { variantsDirOf } from '../lib/pictures';
import { purgeStaleRows } from '../services/housekeeping';
import { sweepOrphanPhotos } from '../services/operator/photoSweep';
import { extendSchedules } from '../services/departures/schedule';
import { databaseUnavailableReason } from '../db/availability';

/** Often enough that nothing piles up; rare enough that the tables' scans cost nothing. */
const EVERY_MS = 60 * 60 * 1000;

/**
 * Purges ended sessions, spent codes and old mail, removes uploaded photos no record names
 * after a day and moves the departures on to the horizon once a day, once at start and then
 * every hour, when `HOUSEKEEPING` is on. A failed pass is logged and the next one tries again.
 */
export default fp(
  async (app) => {
    if (!app.config.housekeepingEnabled) return;
    const log = app.log.child({ module: 'housekeeping' });
    const folders = { imagesDir: app.config.imagesDir, variantsDir: variantsDirOf(app.config) };
    let timer: NodeJS.Timeout | undefined;
    let pass: Promise<void> = Promise.resolve();

    const purge = async () => {
      try {
        const purged = await purgeStaleRows(app.db);
        if (purged.sessions + purged.codes + purged.mails > 0) {
          log.info({ purged }, 'stale rows purged');
        }
        const photos = await sweepOrphanPhotos(app.db, folders);
        if (photos > 0) log.info({ photos }, 'uploaded photos no record names removed');
        // Once a day per excursion: the departures follow the schedules to the horizon.
        const laidOut = await extendSchedules(app.db);
        if (laidOut > 0) log.info({ excursions: laidOut }, 'departures laid out to the horizon');
      } catch (err) {
        const away = databaseUnavailableReason(err);
        if (away) log.warn(`housekeeping pass skipped, the database is unavailable (${away})`);
        else log.error({ err }, 'housekeeping pass failed');
      }
    };
    const startPass = () => {
      pass = purge();
    };

    app.addHook('onReady', async () => {
      startPass();
      timer = setInterval(startPass, EVERY_MS);
      timer.unref();
    });
    // preClose: the pass in flight still has its database.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await pass;
    });
  },
  { name: 'housekeeping', dependencies: ['config', 'database'] },
);
