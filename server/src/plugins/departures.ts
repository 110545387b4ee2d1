import fp from 'fastify-plugin';
import { AvailabilityAnswers } from '../lib/availabilityAnswers';
import { expireHolds } from '../services/departures/holds';
import { databaseUnavailableReason } from '../db/availability';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's availability answers; forget an excursion's when its seats move. */
    availabilityAnswers: AvailabilityAnswers;
  }
}

/** How long an availability answer is kept and may be kept by a browser (decision 058). */
export const AVAILABILITY_ANSWER_SECONDS = 5;

/** Often enough that a hold's seats are free within a minute of its end (API.md). */
const HOLD_EXPIRY_EVERY_MS = 15_000;
const HOLDS_PER_BATCH = 100;

/**
 * The booking engine's parts of the process: the availability answers' short-lived store, and,
 * when `HOUSEKEEPING` is on, the loop that ends the holds past their time every 15 seconds and
 * frees their seats. Each pass claims its holds with SKIP LOCKED, so every replica may run it. A
 * failed pass is logged and the next one tries again.
 */
export default fp(
  async (app) => {
    const answers = new AvailabilityAnswers(AVAILABILITY_ANSWER_SECONDS * 1000);
    app.decorate('availabilityAnswers', answers);
    if (!app.config.housekeepingEnabled) return;

    const log = app.log.child({ module: 'holds' });
    let timer: NodeJS.Timeout | undefined;
    let pass: Promise<void> = Promise.resolve();
    const endExpiredHolds = async () => {
      try {
        let ended = 0;
        let batch: number;
        // A full batch means more may be waiting: one pass empties a backlog.
        do {
          batch = await expireHolds(app.db, new Date(), HOLDS_PER_BATCH);
          ended += batch;
        } while (batch === HOLDS_PER_BATCH);
        if (ended > 0) {
          answers.forgetAll();
          log.info({ ended }, 'expired holds ended, their seats freed');
        }
      } catch (err) {
        const away = databaseUnavailableReason(err);
        if (away) log.warn(`hold expiry pass skipped, the database is unavailable (${away})`);
        else log.error({ err }, 'hold expiry pass failed');
      }
    };

    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        pass = pass.then(endExpiredHolds);
      }, HOLD_EXPIRY_EVERY_MS);
      timer.unref();
    });
    // preClose: the pass in flight still has its database.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await pass;
    });
  },
  { name: 'departures', dependencies: ['config', 'database'] },
);
