/**
 * `npm run fault`: every fault script, one after the other, on the embedded database and, when
 * DATABASE_URL names a PostgreSQL server, on a fresh database there too. Exits 1 when any fails.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Where a script runs: the embedded database, a fresh PostgreSQL database, or both. */
type Databases = 'both' | 'embedded' | 'postgres';

const SCRIPTS: { file: string; databases: Databases }[] = [
  { file: 'kill-nine.ts', databases: 'both' },
  // Reservations and confirmations in flight: seats counted right, no acknowledged hold lost.
  { file: 'seats-kill-nine.ts', databases: 'both' },
  // Gateway payments confirmed while the server dies: the gateway's retries lose none (issue 38).
  { file: 'payment-kill-nine.ts', databases: 'embedded' },
  { file: 'mail-outage.ts', databases: 'embedded' },
  // The embedded folder's lock (decision 028): PostgreSQL takes any number of processes.
  { file: 'two-servers.ts', databases: 'embedded' },
  // A network between the server and its database: PostgreSQL only (they need DATABASE_URL).
  { file: 'database-cut.ts', databases: 'postgres' },
  { file: 'database-silent.ts', databases: 'postgres' },
];

const onPostgres = Boolean(process.env.DATABASE_URL);
const runs = SCRIPTS.flatMap(({ file, databases }) => [
  ...(databases !== 'postgres' ? [{ file, args: [] as string[] }] : []),
  ...(databases === 'both' && onPostgres ? [{ file, args: ['--postgres'] }] : []),
  ...(databases === 'postgres' && onPostgres ? [{ file, args: [] as string[] }] : []),
]);

const failed: string[] = [];
for (const { file, args } of runs) {
  const name = [file, ...args].join(' ');
  console.log(`\n--- ${name}`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, file), ...args],
    {
      stdio: 'inherit',
      timeout: 180_000,
    },
  );
  console.log(
    `--- ${name}: ${result.status === 0 ? 'held' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (result.status !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`\nFault scripts that failed: ${failed.join(', ')}`);
  process.exit(1);
}
