/**
 * Fault (b): the network to PostgreSQL cut for 10 s under booking, transfer and enquiry writes,
 * through a TCP proxy in front of the server of DATABASE_URL. The process must live, answer 503
 * with Retry-After quickly while the database is away (never another 5xx), carry on by itself
 * once it is back, and keep every write it acknowledged.
 *
 *   DATABASE_URL=postgres://… npx tsx scripts/fault/database-cut.ts
 *
 * Prints the answers by status before, during and after the cut, the slowest answer during it,
 * acknowledged against stored and the seconds from the network's return to the first stored
 * write; exits 1 when a rule is broken. Bounded: about a minute.
 */
import { codeReader } from './mailbox';
import {
  countStored,
  sleep,
  stopServer,
  verifiedVisitor,
  waitHealthy,
  writeUntil,
  byStatus,
} from './support';
import { serverBehindProxy } from './behindProxy';

const VISITORS = 6;
const IN_FLIGHT = 4;
/** Between one caller's writes: six accounts stay under 30 bookings and transfers a minute. */
const PAUSE_MS = 250;
const WRITE_SECONDS_BEFORE_CUT = 5;
const CUT_SECONDS = 10;
/** How long the server may take to carry on after the network is back. */
const RECOVERY_LIMIT_SECONDS = 30;
const WRITE_SECONDS_AFTER_RECOVERY = 3;
/** The longest a call may take to answer while the database is away (its connect timeout is 3 s). */
const AWAY_ANSWER_LIMIT_MS = 4_000;

async function main() {
  const { storage, proxy, catcher, server, close } = await serverBehindProxy();
  try {
    await waitHealthy(server);
    const codeFor = codeReader(catcher.mailsUrl);
    const tokens = await Promise.all(
      Array.from({ length: VISITORS }, (_, i) => verifiedVisitor(server, codeFor, `cut${i}`)),
    );

    const run = `c${Date.now().toString(36)}`;
    let cutAt = Infinity;
    let restoredAt = Infinity;
    let recoveredAt = Infinity;
    const writing = writeUntil(
      server,
      tokens,
      run,
      () =>
        server.child.exitCode !== null ||
        Date.now() >
          Math.min(
            recoveredAt + WRITE_SECONDS_AFTER_RECOVERY * 1000,
            restoredAt + RECOVERY_LIMIT_SECONDS * 1000,
          ),
      { inFlight: IN_FLIGHT, pauseMs: PAUSE_MS },
    );
    await sleep(WRITE_SECONDS_BEFORE_CUT * 1000);
    // "During" is the time the network was surely away: from the cut done to the restore begun.
    // A call sent in the same millisecond as either edge may be answered either way.
    await proxy.cut();
    cutAt = Date.now();
    await sleep(CUT_SECONDS * 1000);
    const healthAway = await fetch(`${server.url}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    restoredAt = Date.now();
    await proxy.restore();
    const watching = watchRecovery(server.url, restoredAt, (at) => (recoveredAt = at));
    const outcomes = await writing;
    await watching;
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    await stopServer(server);

    const acknowledged = outcomes.flatMap((outcome) => outcome.acknowledged ?? []);
    const stored = await countStored(storage, acknowledged);
    // The calls sent while the network was away (the earlier ones may have been answered before
    // the cut). One sent a few milliseconds before the restore may reach the pool after the proxy
    // listens again and be served: only those answered before the restore began must be 503; the
    // others still count for the slowest answer.
    const away = outcomes.filter((o) => o.sentAt >= cutAt && o.sentAt < restoredAt);
    const answeredAway = away.filter((o) => o.sentAt + o.ms < restoredAt);
    const awayFailures = answeredAway.filter((o) => o.status !== 503 || !o.retryAfter);
    const slowest = Math.max(0, ...away.map((o) => o.ms));
    const firstStoredAfter = outcomes
      .filter((o) => o.acknowledged && o.sentAt >= restoredAt)
      .reduce((first, o) => Math.min(first, o.sentAt + o.ms), Infinity);
    const before = outcomes.filter((o) => o.sentAt < cutAt);
    const after = outcomes.filter((o) => o.sentAt >= restoredAt);
    const recoverSeconds = (firstStoredAfter - restoredAt) / 1000;

    console.log(
      `PostgreSQL cut for ${CUT_SECONDS} s under writes: process ${alive ? 'alive' : 'GONE'}; ` +
        `before ${byStatus(before)}; during ${byStatus(away)} (${away.length - answeredAway.length} answered after the restore began, slowest ${slowest} ms, ` +
        `${away.filter((o) => o.retryAfter).length} with Retry-After, health ${healthAway}); ` +
        `after ${byStatus(after)}; acknowledged ${acknowledged.length}, stored ${stored}, ` +
        `missing ${acknowledged.length - stored}; recovered ${Number.isFinite(recoverSeconds) ? `${recoverSeconds.toFixed(1)} s` : 'NEVER'} after the network came back`,
    );
    const broken = [
      !alive && 'the process ended',
      away.length === 0 && 'no call was sent during the cut',
      awayFailures.length > 0 &&
        `${awayFailures.length} calls during the cut answered other than 503 with Retry-After`,
      slowest > AWAY_ANSWER_LIMIT_MS && `a call during the cut took ${slowest} ms`,
      healthAway !== 503 && `health answered ${healthAway} during the cut`,
      !Number.isFinite(recoverSeconds) &&
        `no write stored within ${RECOVERY_LIMIT_SECONDS} s of the network's return`,
      stored !== acknowledged.length && 'an acknowledged write is missing',
    ].filter(Boolean);
    if (broken.length) {
      console.error(`Broken: ${broken.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await close();
  }
}

/** Calls health until it answers 200 (or the recovery limit), telling when. */
async function watchRecovery(url: string, since: number, recovered: (at: number) => void) {
  while (Date.now() - since < RECOVERY_LIMIT_SECONDS * 1000) {
    const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return recovered(Date.now());
    await sleep(100);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
