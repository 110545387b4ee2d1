import fp from 'fastify-plugin';
import { checkPendingPayments } from '../services/payments/gatewayEvents';
import { sendBalanceReminders } from '../services/payments/reminders';
import { databaseUnavailableReason } from '../db/availability';

/** Every minute: a pending gateway payment is asked about within a few minutes of its webhook's absence. */
const EVERY_MS = 60_000;
/** A gateway payment this old with no webhook is asked about at the gateway. */
export const PENDING_CHECK_AFTER_MS = 5 * 60_000;

/**
 * Payment's housekeeping, when `HOUSEKEEPING` is on (decision 061): asks ModemPay about gateway
 * payments still pending after a few minutes (the webhook never came), and about all of them
 * right after a start, and mails balance reminders. Both claim their rows, so every replica may run the pass; a failed pass is logged
 * and the next one tries again.
 */
export default fp(
  async (app) => {
    if (!app.config.housekeepingEnabled) return;
    const log = app.log.child({ module: 'payments' });
    const deps = { settings: app.config.payments, mail: app.mail, siteUrl: app.config.publicUrl };
    let timer: NodeJS.Timeout | undefined;
    let pass: Promise<void> = Promise.resolve();
    const run = async (olderThanMs: number) => {
      try {
        const now = new Date();
        const settled = await checkPendingPayments(app.db, deps, { now, olderThanMs, limit: 50 });
        if (settled > 0) log.info({ settled }, 'pending gateway payments settled by a status call');
        const reminded = await sendBalanceReminders(app.db, deps, now);
        if (reminded > 0) log.info({ reminded }, 'balance reminders queued');
      } catch (err) {
        const away = databaseUnavailableReason(err);
        if (away) log.warn(`payments pass skipped, the database is unavailable (${away})`);
        else log.error({ err }, 'payments pass failed');
      }
    };
    app.addHook('onReady', async () => {
      // A webhook sent while this process was down may have run out of the gateway's retries:
      // at once after a start, every gateway payment pending from before it is asked about.
      pass = pass.then(() => run(0));
      timer = setInterval(() => {
        pass = pass.then(() => run(PENDING_CHECK_AFTER_MS));
      }, EVERY_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await pass;
    });
  },
  { name: 'payments', dependencies: ['config', 'database', 'mail'] },
);
