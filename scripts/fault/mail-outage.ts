/**
 * Fault (d): the mail server is down while visitors send enquiries, then comes back. Every
 * queued mail must arrive, and arrive once.
 *
 *   npx tsx scripts/fault/mail-outage.ts             the embedded database
 *   DATABASE_URL=postgres://… npx tsx scripts/fault/mail-outage.ts --postgres
 *
 * Bounded: the queue's first retry is 30 s after a failure, so a run takes about a minute.
 */
import { startMailCatcher } from '../../e2e/support/mailCatcher';
import { mailsIn } from './mailbox';
import {
  freePort,
  freshStorage,
  oneWrite,
  sleep,
  startServer,
  stopServer,
  waitHealthy,
} from './support';

const ENQUIRIES = 20;
const OUTAGE_SECONDS = 10;
const DELIVERY_LIMIT_SECONDS = 100;
const OPERATOR = 'operator@westafricatours.example';

/**
 * The mail server back where the website sends; the port was free for ten seconds, so another
 * process may hold it a moment (CI runs other suites beside this one): try again for a while.
 */
async function mailServerBackOn(smtpPort: number) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startMailCatcher(0, smtpPort);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 20) throw error;
      await sleep(500);
    }
  }
}

async function main() {
  const storage = await freshStorage(process.argv.includes('--postgres'));
  let catcher = await startMailCatcher();
  const smtpPort = Number(new URL(catcher.smtpUrl).port);
  const server = startServer(storage, await freePort(), catcher.smtpUrl, {
    OPERATOR_EMAIL: OPERATOR,
  });
  try {
    await waitHealthy(server);
    await catcher.close();
    const outageStarted = Date.now();

    const run = `m${Date.now().toString(36)}`;
    // Enquiries are every third write of the shared writer (n % 3 === 2); none needs a token.
    const writes = await Promise.all(
      Array.from({ length: ENQUIRIES }, (_, i) => oneWrite(server, '', 3 * i + 2, run)),
    );
    const markers = writes.flatMap((w) => (w?.kind === 'enquiry' ? [w.marker] : []));

    await sleep(Math.max(0, OUTAGE_SECONDS * 1000 - (Date.now() - outageStarted)));
    catcher = await mailServerBackOn(smtpPort);
    const back = Date.now();

    const copies = async () => {
      const mails = await mailsIn(catcher.mailsUrl, OPERATOR);
      return markers.map(
        (marker) => mails.filter((mail) => mail.text.includes(`(${marker})`)).length,
      );
    };
    let counts = await copies();
    while (
      counts.some((count) => count === 0) &&
      Date.now() - back < DELIVERY_LIMIT_SECONDS * 1000
    ) {
      await sleep(500);
      counts = await copies();
    }
    const allArrivedAfter = (Date.now() - back) / 1000;
    await sleep(5000); // a second copy would come now, if the sender sent any twice
    counts = await copies();

    const arrived = counts.filter((count) => count > 0).length;
    const twice = counts.filter((count) => count > 1).length;
    console.log(
      `mail server down ${OUTAGE_SECONDS} s (${storage.label}): ${markers.length} enquiries acknowledged, ` +
        `${arrived} operator mails arrived (${twice} more than once), ` +
        `the last ${allArrivedAfter.toFixed(1)} s after the mail server came back`,
    );
    if (markers.length !== ENQUIRIES || arrived !== markers.length || twice > 0)
      process.exitCode = 1;
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
