/**
 * Fault (c): a PostgreSQL that accepts connections and never answers, through a TCP proxy in
 * front of the server of DATABASE_URL that stops forwarding. Every call, `/api/health` included,
 * must answer 503 with Retry-After within the connect and statement timeouts (a call may wait
 * the one for a connection, then the other for its statement), and the server must carry on by
 * itself once the database answers again.
 *
 *   DATABASE_URL=postgres://… npx tsx scripts/fault/database-silent.ts
 *
 * Prints the answers by status and the slowest, and the seconds from the database's return to a
 * healthy server and a stored write; exits 1 when a rule is broken. Bounded: about a minute.
 */
import { DEFAULT_DATABASE_SETTINGS } from '@server/db/settings';
import { codeReader } from './mailbox';
import {
  byStatus,
  call,
  countStored,
  sendWrite,
  sleep,
  verifiedVisitor,
  waitHealthy,
  type ServerProcess,
} from './support';
import { serverBehindProxy } from './behindProxy';

const { connectTimeoutMs, statementTimeoutMs } = DEFAULT_DATABASE_SETTINGS;
/**
 * A connection's wait, then its statement's (the client gives up a second after the server
 * would), and two seconds of slack for a busy machine.
 */
const ANSWER_LIMIT_MS = connectTimeoutMs + statementTimeoutMs + 3_000;
/** The second wave goes once the pool's first connections have given up: it opens new ones. */
const SECOND_WAVE_AFTER_MS = statementTimeoutMs + 2_000;
const RECOVERY_LIMIT_SECONDS = 30;

interface Answered {
  what: string;
  status: number;
  ms: number;
  retryAfter: string | null;
}

/** The reads a visitor and a client program make, each timed; status 0 when no answer came. */
function reads(server: ServerProcess, token: string): [string, () => Promise<Answered>][] {
  const paths: [string, string, string?][] = [
    ['health', '/api/health'],
    ['catalog', '/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1'],
    ['excursion', '/api/excursions/1'],
    ['destinations', '/api/destination'],
    ['account', '/api/account/', token],
    ['bookings', '/api/booking/user-booking', token],
  ];
  return paths.map(([what, path, bearer]) => [
    what,
    async () => {
      const started = Date.now();
      try {
        const { status, headers } = await call(server, 'GET', path, undefined, bearer);
        return { what, status, ms: Date.now() - started, retryAfter: headers.get('retry-after') };
      } catch {
        return { what, status: 0, ms: Date.now() - started, retryAfter: null };
      }
    },
  ]);
}

/** Every read, and a booking, a transfer and an enquiry, all at once. */
async function wave(server: ServerProcess, token: string, run: string, n: number) {
  const writes = [0, 1, 2].map(async (kind): Promise<Answered> => {
    const outcome = await sendWrite(server, token, 3 * n + kind, run);
    return { what: ['booking', 'transfer', 'enquiry'][kind], ...outcome };
  });
  return Promise.all([...reads(server, token).map(([, read]) => read()), ...writes]);
}

async function main() {
  const { storage, proxy, catcher, server, close } = await serverBehindProxy();
  try {
    await waitHealthy(server);
    const token = await verifiedVisitor(server, codeReader(catcher.mailsUrl), 'silent');
    const run = `s${Date.now().toString(36)}`;
    // Fill the pool with open connections, so the first wave meets them silent.
    await wave(server, token, run, 0);

    proxy.blackhole();
    const first = wave(server, token, run, 1);
    await sleep(SECOND_WAVE_AFTER_MS);
    const answered = [...(await first), ...(await wave(server, token, run, 2))];

    await proxy.restore();
    const restoredAt = Date.now();
    const healthySeconds = await waitHealthy(server, RECOVERY_LIMIT_SECONDS).catch(() => NaN);
    let stored = 0;
    for (let n = 3; n < 3 + 20 && !stored; n++) {
      const write = await sendWrite(server, token, 3 * n + 2, run);
      if (write.acknowledged) stored = await countStored(storage, [write.acknowledged]);
    }
    const storedSeconds = (Date.now() - restoredAt) / 1000;
    const alive = server.child.exitCode === null;

    const slowest = answered.reduce((a, b) => (b.ms > a.ms ? b : a));
    const wrong = answered.filter((a) => a.status !== 503 || !a.retryAfter);
    const late = answered.filter((a) => a.ms > ANSWER_LIMIT_MS);
    console.log(
      `PostgreSQL silent (accepts, never answers): ${answered.length} calls answered ${byStatus(answered)}, ` +
        `slowest ${slowest.what} in ${slowest.ms} ms (limit ${ANSWER_LIMIT_MS} ms: connect ${connectTimeoutMs} + ` +
        `statement ${statementTimeoutMs} + 3,000); process ${alive ? 'alive' : 'GONE'}; after the database came back: ` +
        `healthy in ${healthySeconds.toFixed(1)} s, a write stored in ${stored ? storedSeconds.toFixed(1) : 'NEVER'} s`,
    );
    const broken = [
      !alive && 'the process ended',
      wrong.length > 0 &&
        `answered other than 503 with Retry-After: ${wrong.map((a) => `${a.what} ${a.status}`).join(', ')}`,
      late.length > 0 && `too slow: ${late.map((a) => `${a.what} ${a.ms} ms`).join(', ')}`,
      Number.isNaN(healthySeconds) && `not healthy within ${RECOVERY_LIMIT_SECONDS} s`,
      !stored && 'no write stored after the database came back',
    ].filter(Boolean);
    if (broken.length) {
      console.error(`Broken: ${broken.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
