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
import { startMailCatcher } from '../../e2e/support/mailCatcher';
import {
  countStored,
  freePort,
  freshStorage,
  sleep,
  startServer,
  stopServer,
  verifiedVisitor,
  waitHealthy,
  writeUntil,
} from './support';
import { codeReader } from './mailbox';

const VISITORS = 6;
const IN_FLIGHT = 6;
const WRITE_SECONDS_BEFORE_KILL = 4;

async function main() {
  const storage = await freshStorage(process.argv.includes('--postgres'));
  const catcher = await startMailCatcher();
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
      { inFlight: IN_FLIGHT },
    );
    await sleep(killAt - Date.now());
    server.child.kill('SIGKILL');
    await server.exited;
    const outcomes = await writing;
    const sent = outcomes.length;
    const acknowledged = outcomes.flatMap((outcome) => outcome.acknowledged ?? []);

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
