/**
 * Fault (e): a second server (and the seed command) started on the embedded database folder a
 * running server holds. The second must refuse with a message naming the holder, exit, and leave
 * the first serving; every write the first acknowledged stays stored.
 *
 *   npx tsx scripts/fault/two-servers.ts
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { transfers } from '@server/db/schema';
import { startMailCatcher } from '../../e2e/support/mailCatcher';
import { codeReader } from './mailbox';
import {
  freePort,
  freshStorage,
  oneWrite,
  openStorage,
  root,
  serverLog,
  startServer,
  stopServer,
  verifiedVisitor,
  waitHealthy,
} from './support';

const WRITES = 20;

async function main() {
  const storage = await freshStorage(false);
  const catcher = await startMailCatcher();
  const first = startServer(storage, await freePort(), catcher.smtpUrl);
  let second: ReturnType<typeof startServer> | undefined;
  try {
    await waitHealthy(first);
    const token = await verifiedVisitor(first, codeReader(catcher.mailsUrl), 'two');

    second = startServer(storage, await freePort(), catcher.smtpUrl);
    let stillRunning: NodeJS.Timeout | undefined;
    const secondCode = await Promise.race([
      second.exited,
      new Promise<'running'>((resolve) => {
        stillRunning = setTimeout(() => resolve('running'), 60_000);
      }),
    ]);
    // A pending timer would hold the script open for the rest of its minute.
    clearTimeout(stillRunning);
    const seed = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join('server', 'src', 'seed', 'cli.ts')],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: storage.dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );

    // Transfers (every third write, n % 3 === 1) through the first server, still serving.
    const writes = await Promise.all(
      Array.from({ length: WRITES }, (_, i) => oneWrite(first, token, 3 * i + 1, 'two')),
    );
    const ids = writes.flatMap((w) => (w?.kind === 'transfer' ? [w.id] : []));
    await stopServer(first);
    const handle = await openStorage(storage);
    const stored = ids.length
      ? await handle.db.select().from(transfers).where(inArray(transfers.id, ids))
      : [];
    await handle.close();

    const log = serverLog(storage);
    const named = new RegExp(`\\b${first.child.pid}\\b`);
    const secondRefused = secondCode !== 'running' && secondCode !== 0 && named.test(log);
    const seedRefused = seed.status !== 0 && named.test(`${seed.stdout}${seed.stderr}`);
    const refusal = log.split('\n').find((line) => line.includes('is in use by process'));
    if (refusal) console.log(`The second server said: ${refusal.trim()}`);
    console.log(
      `two processes on one embedded folder: the second server ${secondRefused ? 'refused, naming the holder' : `did not refuse (exit ${secondCode})`}; ` +
        `the seed command ${seedRefused ? 'refused, naming the holder' : `did not refuse (exit ${seed.status})`}; ` +
        `the first kept serving: ${ids.length} of ${WRITES} writes acknowledged, ${stored.length} stored`,
    );
    if (!secondRefused || !seedRefused || ids.length !== WRITES || stored.length !== ids.length)
      process.exitCode = 1;
  } finally {
    if (second) await stopServer(second);
    await stopServer(first);
    await catcher.close();
    await storage.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
