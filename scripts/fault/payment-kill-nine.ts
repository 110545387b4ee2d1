/**
 * Fault (g): kill -9 of the server between the gateway's confirmation and the webhook's answer
 * (issue 38). Visitors pay deposits through the local ModemPay; the gateway confirms them all
 * while the server is killed mid-webhooks; the gateway retries a webhook until it is answered 200,
 * as ModemPay does, but a third of the confirmations never get a webhook (as when the gateway's
 * retries ran out while the site was down): the server, with its housekeeping on as deployed,
 * asks the gateway about them right after its restart. After a restart every confirmed payment
 * must be in the ledger exactly once, succeeded, and its booking `Deposit paid` (or `Paid`, when
 * the departure is close enough that all is due).
 *
 *   npx tsx scripts/fault/payment-kill-nine.ts              the embedded database
 *   DATABASE_URL=postgres://… npx tsx scripts/fault/payment-kill-nine.ts --postgres
 *
 * Exits 1 when a confirmed payment is missing, counted twice or not succeeded.
 */
import { inArray } from 'drizzle-orm';
import { bookings, excursions, payments } from '@server/db/schema';
import { seedDemoContent } from '@server/seed/seed';
import { createTraveller } from '../../__tests__/server/support/travelFixtures';
import { startLocalModemPay } from '../modempay/server';
import { confirmHold, makeBookable, reserve } from './departures';
import {
  call,
  freePort,
  freshStorage,
  openStorage,
  serverLog,
  sleep,
  startServer,
  stopServer,
  waitHealthy,
  type ServerProcess,
} from './support';

const VISITORS = 12;
/** The departure is close: its "deposit" may be the whole price. */
const PAID = ['Deposit paid', 'Paid'];
const SECRET_KEY = 'sk_test_fault';
const WEBHOOK_SECRET = 'whsec_fault';
/** Every third confirmation sends no webhook: only the status call after the restart finds it. */
const withoutWebhook = (index: number) => index % 3 === 2;

async function main() {
  const storage = await freshStorage(process.argv.includes('--postgres'));
  const port = await freePort();
  // Retried for about two minutes: longer than a restart takes.
  const gateway = await startLocalModemPay({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    retries: 9,
    retryDelayMs: 250,
  });
  const env = {
    MAIL_SENDER: 'false',
    // As deployed: the payments pass asks the gateway about pending payments after a start.
    HOUSEKEEPING: 'true',
    MODEMPAY_SECRET_KEY: SECRET_KEY,
    MODEMPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MODEMPAY_API_URL: gateway.url,
  };
  let server: ServerProcess | undefined;
  try {
    const handle = await openStorage(storage);
    let departureId: number;
    const tokens: string[] = [];
    try {
      await handle.migrate();
      await seedDemoContent(handle.db);
      const [first] = await handle.db.select({ id: excursions.id }).from(excursions).limit(1);
      departureId = await handle.db.transaction((tx) => makeBookable(tx, first.id, 200));
      for (let i = 0; i < VISITORS; i++) {
        tokens.push(
          (await createTraveller(handle.db, { firstName: `Isatou${i}`, lastName: 'Touray' })).token,
        );
      }
    } finally {
      await handle.close();
    }

    server = startServer(storage, port, 'smtp://127.0.0.1:2525', env);
    await waitHealthy(server);
    const paid: { bookingId: number; intent: string }[] = [];
    for (const token of tokens) {
      const { held } = await reserve(server, token, departureId, { adult: 2 });
      if (!held) throw new Error('a reservation was refused');
      await confirmHold(server, token, held.id);
      const pay = () =>
        call<{ data: { redirectUrl: string } }>(
          server!,
          'POST',
          `/api/booking/${held.id}/pay`,
          { method: 'card', part: 'deposit' },
          token,
        );
      let { status, answer } = await pay();
      // A server just started may shed load for a moment (503): ask again.
      for (let tries = 0; status === 503 && tries < 10; tries++) {
        await sleep(1000);
        ({ status, answer } = await pay());
      }
      if (status !== 200) throw new Error(`pay answered ${status}: ${JSON.stringify(answer)}`);
      paid.push({ bookingId: held.id, intent: answer.data.redirectUrl.split('/').pop()! });
    }

    // The gateway confirms every payment; the server dies while their webhooks arrive.
    const confirming = paid.map(({ intent }, index) =>
      gateway.complete(intent, 'pay', { send: !withoutWebhook(index) }),
    );
    await sleep(30);
    server.child.kill('SIGKILL');
    await server.exited;
    server = startServer(storage, port, 'smtp://127.0.0.1:2525', env);
    const recoverSeconds = await waitHealthy(server, 240);
    await Promise.all(confirming);
    await gateway.settle();
    await stopServer(server);
    server = undefined;

    const check = await openStorage(storage);
    try {
      const ids = paid.map((p) => p.bookingId);
      const rows = await check.db.select().from(payments).where(inArray(payments.bookingId, ids));
      const states = await check.db
        .select({ id: bookings.id, paymentStatus: bookings.paymentStatus })
        .from(bookings)
        .where(inArray(bookings.id, ids));
      const wrong = paid.filter(({ bookingId, intent }) => {
        const mine = rows.filter((row) => row.bookingId === bookingId);
        const state = states.find((s) => s.id === bookingId)?.paymentStatus;
        return (
          mine.length !== 1 ||
          mine[0].gatewayId !== intent ||
          mine[0].status !== 'succeeded' ||
          !PAID.includes(state ?? '')
        );
      });
      const by = (recordedBy: string) =>
        rows.filter((row) => row.status === 'succeeded' && row.recordedBy === recordedBy).length;
      console.log(
        `kill -9 during webhooks (${storage.label}): of ${paid.length} payments the gateway confirmed ` +
          `(${paid.filter((_, index) => withoutWebhook(index)).length} without a webhook), ` +
          `${paid.length - wrong.length} are in the ledger exactly once, succeeded, their booking ` +
          `${PAID.join(' or ')}; ${wrong.length} lost or wrong. Settled by a webhook ${by('webhook')}, ` +
          `by the status call after the restart ${by('gateway')}; webhooks the gateway gave up ` +
          `${gateway.givenUp.length}; restarted and healthy in ${recoverSeconds.toFixed(1)} s`,
      );
      if (wrong.length) {
        const about = wrong.map(({ bookingId }) => ({
          bookingId,
          rows: rows
            .filter((row) => row.bookingId === bookingId)
            .map((row) => `${row.status} by ${row.recordedBy}`),
          paymentStatus: states.find((state) => state.id === bookingId)?.paymentStatus,
        }));
        console.log(`lost or wrong: ${JSON.stringify(about)}`);
        console.log(`the server's errors:\n${serverLog(storage).slice(-4000)}`);
        process.exitCode = 1;
      }
    } finally {
      await check.close();
    }
  } finally {
    if (server) await stopServer(server);
    await gateway.close();
    await storage.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
