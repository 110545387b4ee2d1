/**
 * `npm run fault`: every fault script on the embedded database and, when DATABASE_URL names a
 * PostgreSQL server, on a fresh database there too. Exits 1 when any fails.
 *
 * One after the other, each with the machine to itself, but for the scripts that spend their
 * time waiting (`beside`): those run beside the others, and print what they wrote when they end.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

/** Where a script runs: the embedded database, a fresh PostgreSQL database, or both. */
type Databases = 'both' | 'embedded' | 'postgres';

const SCRIPTS: { file: string; databases: Databases; beside?: true }[] = [
  // Waits out a mail server's outage and the queue's 30 s retry: about a minute, nearly idle.
  { file: 'mail-outage.ts', databases: 'embedded', beside: true },
  { file: 'kill-nine.ts', databases: 'both' },
  // Reservations and confirmations in flight: seats counted right, no acknowledged hold lost.
  { file: 'seats-kill-nine.ts', databases: 'both' },
  // Gateway payments confirmed while the server dies: the gateway's retries lose none (issue 38).
  { file: 'payment-kill-nine.ts', databases: 'embedded' },
  // The embedded folder's lock (decision 028): PostgreSQL takes any number of processes.
  { file: 'two-servers.ts', databases: 'embedded' },
  // A network between the server and its database: PostgreSQL only (they need DATABASE_URL).
  { file: 'database-cut.ts', databases: 'postgres' },
  { file: 'database-silent.ts', databases: 'postgres' },
];

interface Run {
  name: string;
  file: string;
  args: string[];
  beside: boolean;
}

const onPostgres = Boolean(process.env.DATABASE_URL);
const runs: Run[] = SCRIPTS.flatMap(({ file, databases, beside = false }) => {
  const embedded = databases !== 'postgres' ? [[]] : [];
  const postgres =
    databases === 'both' && onPostgres
      ? [['--postgres']]
      : databases === 'postgres' && onPostgres
        ? [[]]
        : [];
  return [...embedded, ...postgres].map((args) => ({
    name: [file, ...args].join(' '),
    file,
    args,
    beside,
  }));
});

const TIME_LIMIT_MS = 180_000;

/** Runs one script; a script run beside the others keeps its output until it ends. */
function run({ name, file, args, beside }: Run): Promise<boolean> {
  const started = Date.now();
  if (!beside) console.log(`\n--- ${name}`);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, file), ...args], {
    stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const timer = setTimeout(() => child.kill('SIGTERM'), TIME_LIMIT_MS);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      if (beside)
        process.stdout.write(`\n--- ${name} (beside the others)\n${Buffer.concat(output)}`);
      const held = code === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`--- ${name}: ${held ? 'held' : 'FAILED'} in ${seconds} s`);
      resolve(held);
    });
  });
}

async function main() {
  const failed: string[] = [];
  const note = (name: string) => (held: boolean) => {
    if (!held) failed.push(name);
  };
  const besides = runs.filter((r) => r.beside).map((r) => run(r).then(note(r.name)));
  for (const r of runs.filter((r) => !r.beside)) note(r.name)(await run(r));
  await Promise.all(besides);
  if (failed.length) {
    console.error(`\nFault scripts that failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

void main();
