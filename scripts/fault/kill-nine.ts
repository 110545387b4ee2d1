/**
 * Fault (a): kill -9 of the server under booking, transfer and enquiry writes. Every write the
 * server acknowledged (2xx) must be in the database after a restart.
 *
 *   npx tsx scripts/fault/kill-nine.ts              the embedded database
 *   DATABASE_URL=postgres://… npx tsx scripts/fault/kill-nine.ts --postgres
 *
 * Prints acknowledged against stored and the seconds the restarted server took to answer; exits
 * 1 when an acknowledged write is missing. Bounded: about a minute on the embedded database.
 */
import { inArray, like, or } from 'drizzle-orm';
import { bookings, enquiries, transfers } from '@server/db/schema';
import { startMailCatcher } from '../../e2e/support/mailCatcher';
import {
  freePort,
  freshStorage,
  oneWrite,
  openStorage,
  sleep,
  startServer,
  stopServer,
  verifiedVisitor,
  waitHealthy,
  type Acknowledged,
  type ServerProcess,
  type Storage,
} from './support';
import { codeReader } from './mailbox';

const VISITORS = 6;
const IN_FLIGHT = 6;
const WRITE_SECONDS_BEFORE_KILL = 4;

/** Writes as fast as IN_FLIGHT callers can until `until` resolves; answers what was acknowledged. */
async function writeUntil(
  server: ServerProcess,
  tokens: string[],
  run: string,
  stop: () => boolean,
) {
  const acknowledged: Acknowledged[] = [];
  let sent = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (!stop()) {
        n += 1;
        sent += 1;
        const write = await oneWrite(server, tokens[n % tokens.length], n, run);
        if (write) acknowledged.push(write);
      }
    }),
  );
  return { acknowledged, sent };
}

async function countStored(storage: Storage, acknowledged: Acknowledged[]): Promise<number> {
  const handle = await openStorage(storage);
  try {
    const references = acknowledged.flatMap((w) => (w.kind === 'booking' ? [w.reference] : []));
    const transferIds = acknowledged.flatMap((w) => (w.kind === 'transfer' ? [w.id] : []));
    const markers = acknowledged.flatMap((w) => (w.kind === 'enquiry' ? [w.marker] : []));
    const storedBookings = references.length
      ? await handle.db
          .select({ id: bookings.id })
          .from(bookings)
          .where(inArray(bookings.generatedBookingId, references))
      : [];
    const storedTransfers = transferIds.length
      ? await handle.db
          .select({ id: transfers.id })
          .from(transfers)
          .where(inArray(transfers.id, transferIds))
      : [];
    const storedEnquiries = markers.length
      ? await handle.db
          .select({ message: enquiries.message })
          .from(enquiries)
          .where(or(...markers.map((marker) => like(enquiries.message, `%(${marker})`))))
      : [];
    return storedBookings.length + storedTransfers.length + storedEnquiries.length;
  } finally {
    await handle.close();
  }
}

async function main() {
  const storage = await freshStorage(process.argv.includes('--postgres'));
  const catcher = await startMailCatcher(await freePort());
  const port = await freePort();
  let server = startServer(storage, port, catcher.smtpUrl);
  try {
    await waitHealthy(server);
    const codeFor = codeReader(catcher.mailsUrl);
    const tokens = await Promise.all(
      Array.from({ length: VISITORS }, (_, i) => verifiedVisitor(server, codeFor, `kill${i}`)),
    );

    const run = `k${Date.now().toString(36)}`;
    const killAt = Date.now() + WRITE_SECONDS_BEFORE_KILL * 1000;
    const writing = writeUntil(
      server,
      tokens,
      run,
      () => server.child.exitCode !== null || server.child.signalCode !== null,
    );
    await sleep(killAt - Date.now());
    server.child.kill('SIGKILL');
    await server.exited;
    const { acknowledged, sent } = await writing;

    server = startServer(storage, port, catcher.smtpUrl);
    const recoverSeconds = await waitHealthy(server);
    await stopServer(server);
    const stored = await countStored(storage, acknowledged);

    console.log(
      `kill -9 under writes (${storage.label}): sent ${sent}, acknowledged ${acknowledged.length}, ` +
        `stored ${stored} of them, missing ${acknowledged.length - stored}; ` +
        `restarted and healthy in ${recoverSeconds.toFixed(1)} s`,
    );
    if (acknowledged.length === 0) throw new Error('no write was acknowledged before the kill');
    if (stored !== acknowledged.length) process.exitCode = 1;
  } finally {
    await stopServer(server);
    await catcher.close();
    await storage.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
