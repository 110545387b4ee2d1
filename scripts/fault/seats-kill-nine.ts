/**
 * Fault (f): kill -9 of the server while reservations and confirmations are in flight (issue 37).
 * After a restart every departure's `reserved` must equal the seats of its live bookings (one SQL
 * check over all of them), and every hold the server acknowledged (201) must still be held with
 * its seats, confirmed when its confirmation was acknowledged.
 *
 *   npx tsx scripts/fault/seats-kill-nine.ts              the embedded database
 *   DATABASE_URL=postgres://… npx tsx scripts/fault/seats-kill-nine.ts --postgres
 *
 * Prints what was sent and acknowledged, what is stored, and the ledger; exits 1 when a seat is
 * miscounted or an acknowledged hold is missing. Bounded: about a minute on the embedded database.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { bookingLines, bookings, excursions } from '@server/db/schema';
import { seedDemoContent } from '@server/seed/seed';
import { SEAT_HOLDING_STATES } from '@server/services/departures/seats';
import { createTraveller } from '../../__tests__/server/support/travelFixtures';
import { confirmHold, makeBookable, reserve, seatLedger } from './departures';
import {
  byStatus,
  freePort,
  freshStorage,
  openStorage,
  sleep,
  startServer,
  stopServer,
  waitHealthy,
  type ServerProcess,
  type Storage,
} from './support';

const VISITORS = 40;
const IN_FLIGHT = 8;
const WRITE_SECONDS_BEFORE_KILL = 4;
/**
 * One departure sells out during the run (409s), two have room to the end (writes in flight) and
 * after the restart: on a quiet machine the run holds some 300 seats on each.
 */
const CAPACITIES = [10, 5000, 5000];

interface Acknowledged {
  id: number;
  departureId: number;
  seats: number;
  confirmed: boolean;
}

/** The demo catalog, three of its excursions bookable, and the visitors' sessions. */
async function prepare(storage: Storage) {
  const handle = await openStorage(storage);
  try {
    await handle.migrate();
    await seedDemoContent(handle.db);
    const chosen = await handle.db
      .select({ id: excursions.id })
      .from(excursions)
      .orderBy(excursions.id)
      .limit(CAPACITIES.length);
    const departureIds = await handle.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const [i, { id }] of chosen.entries())
        ids.push(await makeBookable(tx, id, CAPACITIES[i]));
      return ids;
    });
    const tokens: string[] = [];
    for (let i = 0; i < VISITORS; i++) {
      const visitor = await createTraveller(handle.db, { firstName: `Musa${i}`, lastName: 'Bah' });
      tokens.push(visitor.token);
    }
    return { departureIds, tokens };
  } finally {
    await handle.close();
  }
}

/** Reservations (every other one then confirmed) from `IN_FLIGHT` callers until `stop()`. */
async function reserveUntil(
  server: ServerProcess,
  tokens: string[],
  departureIds: number[],
  stop: () => boolean,
) {
  const statuses: { status: number }[] = [];
  const acknowledged: Acknowledged[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (!stop()) {
        n += 1;
        const token = tokens[n % tokens.length];
        const party = n % 3 === 0 ? { adult: 2, child: 1 } : { adult: 1 + (n % 2) };
        const outcome = await reserve(
          server,
          token,
          departureIds[n % departureIds.length],
          party,
        ).catch(() => ({ status: 0, held: undefined }));
        statuses.push(outcome);
        if (!outcome.held) continue;
        const hold = { ...outcome.held, confirmed: false };
        acknowledged.push(hold);
        if (n % 2 === 1) continue;
        const { status } = await confirmHold(server, token, hold.id).catch(() => ({ status: 0 }));
        hold.confirmed = status === 200;
      }
    }),
  );
  return { statuses, acknowledged };
}

/** The acknowledged holds missing from the storage, or stored without their seats or status. */
async function lostHolds(storage: Storage, acknowledged: Acknowledged[]) {
  const handle = await openStorage(storage);
  try {
    const ids = acknowledged.map((hold) => hold.id);
    const stored = ids.length
      ? await handle.db
          .select({
            id: bookings.id,
            status: bookings.status,
            departureId: sql<number>`min(${bookingLines.departureId})::int`,
            seats: sql<number>`sum(${bookingLines.seats})::int`,
          })
          .from(bookings)
          .innerJoin(bookingLines, eq(bookingLines.bookingId, bookings.id))
          .where(inArray(bookings.id, ids))
          .groupBy(bookings.id, bookings.status)
      : [];
    const byId = new Map(stored.map((row) => [row.id, row]));
    const live: readonly string[] = SEAT_HOLDING_STATES;
    return acknowledged.filter((hold) => {
      const row = byId.get(hold.id);
      return (
        !row ||
        row.seats !== hold.seats ||
        row.departureId !== hold.departureId ||
        !live.includes(row.status) ||
        (hold.confirmed && row.status === 'on_hold')
      );
    });
  } finally {
    await handle.close();
  }
}

async function main() {
  const storage = await freshStorage(process.argv.includes('--postgres'));
  const port = await freePort();
  const env = { MAIL_SENDER: 'false', HOUSEKEEPING: 'false' };
  let server: ServerProcess | undefined;
  try {
    const { departureIds, tokens } = await prepare(storage);
    server = startServer(storage, port, 'smtp://127.0.0.1:2525', env);
    await waitHealthy(server);

    // One hold first, so that the run measures holds rather than a cold server.
    await reserve(server, tokens[1], departureIds[1], { adult: 1 });
    let killed = false;
    const writing = reserveUntil(server, tokens, departureIds, () => killed);
    await sleep(WRITE_SECONDS_BEFORE_KILL * 1000);
    killed = true;
    server.child.kill('SIGKILL');
    await server.exited;
    const { statuses, acknowledged } = await writing;

    server = startServer(storage, port, 'smtp://127.0.0.1:2525', env);
    const recoverSeconds = await waitHealthy(server);
    // Selling goes on after the restart.
    const after = await reserve(server, tokens[0], departureIds[1], { adult: 1 });
    await stopServer(server);
    const lost = await lostHolds(storage, acknowledged);
    const handle = await openStorage(storage);
    const ledger = await seatLedger(handle.db).finally(() => handle.close());

    const confirmed = acknowledged.filter((hold) => hold.confirmed).length;
    console.log(
      `kill -9 under reservations (${storage.label}): sent ${statuses.length} (${byStatus(statuses)}), ` +
        `holds acknowledged ${acknowledged.length} (${confirmed} confirmed), lost ${lost.length}; ` +
        `ledger: ${ledger.departures} departures, ${ledger.mismatches.length} with reserved ≠ live seats` +
        `${ledger.mismatches.length ? ` ${JSON.stringify(ledger.mismatches)}` : ''}; ` +
        `restarted and healthy in ${recoverSeconds.toFixed(1)} s, then a reservation answered ${after.status}`,
    );
    if (acknowledged.length === 0) throw new Error('no hold was acknowledged before the kill');
    if (lost.length || ledger.mismatches.length || after.status !== 201) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    await storage.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
