import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { bookings } from '@server/db/schema';
import { expireHolds } from '@server/services/departures/holds';
import { DEPARTURE_MESSAGES } from '@/contract/serverMessages';
import {
  freePort,
  sleep,
  startServer,
  stopServer,
  waitHealthy,
  type ServerProcess,
  type Storage,
} from '../../scripts/fault/support';
import {
  confirmHold,
  makeBookable,
  reserve,
  seatLedger,
  seatsOfDeparture,
  type ReserveOutcome,
} from '../../scripts/fault/departures';
import { createExcursions, createTraveller, type Traveller } from './support/travelFixtures';
import { buildTestApp, type TestApp } from './support/testApp';

/**
 * Never sell a seat twice (issue 37): two real server processes on one fresh PostgreSQL
 * database sell the 12 seats of one departure to 100 parallel reservations from 50 visitors, and
 * both run their hold-expiry loops while the holds run out.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

const CAPACITY = 12;
const VISITORS = 50;
const RESERVATIONS = 100;
/** Longer than two turns of the expiry loop on a busy machine. */
const EXPIRY_WAIT_MS = 90_000;

/** Parties of 3, 2 and 1: half the reservations ask for one seat, so the last seat always goes. */
const partyOf = (n: number) =>
  n % 4 === 0 ? { adult: 2, child: 1 } : n % 4 === 1 ? { adult: 1, child: 1 } : { adult: 1 };

/** Every sentence of the departures' catalogue (those with a number are functions). */
const SENTENCES: string[] = Object.values(DEPARTURE_MESSAGES).flatMap((value) =>
  typeof value === 'string' ? [value] : [],
);

const seatsHeld = (outcomes: Array<{ held?: { seats: number } }>) =>
  outcomes.reduce((sum, outcome) => sum + (outcome.held?.seats ?? 0), 0);

type Hold = { token: string; held: NonNullable<ReserveOutcome['held']> };

/** Moves the holds' end into the past, as the clock would. */
const runOut = (db: Database, lapsing: Hold[]) =>
  db
    .update(bookings)
    .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
    .where(
      inArray(
        bookings.id,
        lapsing.map(({ held }) => held.id),
      ),
    );

/** Reads the departure's seats until they come down to `seats` (or time is up): every count seen. */
async function seatsComingDownTo(db: Database, departureId: number, seats: number) {
  const seen: number[] = [];
  const waitUntil = Date.now() + EXPIRY_WAIT_MS;
  for (;;) {
    const { reserved } = await seatsOfDeparture(db, departureId);
    seen.push(reserved);
    if (reserved === seats || Date.now() > waitUntil) return seen;
    await sleep(500);
  }
}

onPostgres('two server processes selling the seats of one departure', () => {
  let fixtures: TestApp;
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let departureId: number;
  let travellers: Traveller[];
  /** The 201s of the race, each with the visitor who holds it. */
  let holds: Hold[] = [];

  beforeAll(async () => {
    fixtures = await buildTestApp({ SEED_DEMO_CONTENT: 'false' });
    const { db } = fixtures.app;
    const {
      excursionIds: [excursionId],
    } = await createExcursions(db, ['Kunta Kinteh Island by pirogue']);
    departureId = await db.transaction((tx) => makeBookable(tx, excursionId, CAPACITY));
    travellers = [];
    for (let i = 0; i < VISITORS; i++) {
      travellers.push(await createTraveller(db, { firstName: `Awa${i}`, lastName: 'Jallow' }));
    }
    for (const label of ['first', 'second']) {
      dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), `wat-seats-${label}-`)));
      const storage: Storage = {
        dataDir: dataDirs.at(-1)!,
        databaseUrl: fixtures.databaseUrl,
        label,
        remove: async () => undefined,
      };
      servers.push(
        startServer(storage, await freePort(), 'smtp://127.0.0.1:2525', {
          SEED_DEMO_CONTENT: 'false',
          MAIL_SENDER: 'false',
          // Housekeeping runs the hold-expiry loop: both processes end holds.
          HOUSEKEEPING: 'true',
          // The race is about seats, not this machine's speed: on a busy machine, a wait for a
          // pooled connection while 50 holds queue on the departure's row must not become a 503.
          DATABASE_CONNECT_TIMEOUT_MS: '60000',
          DATABASE_STATEMENT_TIMEOUT_MS: '60000',
        }),
      );
    }
    await Promise.all(servers.map((server) => waitHealthy(server)));
  });

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await fixtures?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes exactly the 12 seats for 100 parallel reservations through both servers', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: RESERVATIONS }, async (_, n) => {
        const { token } = travellers[n % VISITORS];
        return { token, outcome: await reserve(servers[n % 2], token, departureId, partyOf(n)) };
      }),
    );
    holds = outcomes.flatMap(({ token, outcome }) =>
      outcome.held ? [{ token, held: outcome.held }] : [],
    );
    const refused = outcomes.map(({ outcome }) => outcome).filter((outcome) => !outcome.held);

    expect(seatsHeld(holds)).toBe(CAPACITY);
    expect(refused).toHaveLength(RESERVATIONS - holds.length);
    for (const outcome of refused) {
      expect(outcome.status).toBe(409);
      expect(SENTENCES).toContain(outcome.message);
    }
    expect(await seatsOfDeparture(fixtures.app.db, departureId)).toEqual({
      capacity: CAPACITY,
      reserved: CAPACITY,
    });
    expect((await seatLedger(fixtures.app.db)).mismatches).toEqual([]);
  });

  it('frees the seats of expired holds exactly once while both servers expire holds', async () => {
    const { db } = fixtures.app;
    // Two bookings confirmed, through the other server than the one that held them.
    const confirmed = holds.slice(0, 2);
    for (const [i, { token, held }] of confirmed.entries()) {
      expect((await confirmHold(servers[(i + 1) % 2], token, held.id)).status).toBe(200);
    }
    const keptSeats = confirmed.reduce((sum, { held }) => sum + held.seats, 0);
    const lapsing = holds.slice(2);
    const half = Math.ceil(lapsing.length / 2);
    const [early, late] = [lapsing.slice(0, half), lapsing.slice(half)];

    // The first holds run out: both servers' loops alone end them.
    await runOut(db, early);
    const seenEarly = await seatsComingDownTo(db, departureId, keptSeats + seatsHeld(late));
    expect(seenEarly.at(-1)).toBe(keptSeats + seatsHeld(late));
    expect(Math.min(...seenEarly)).toBe(keptSeats + seatsHeld(late));
    // The others run out with six passes of this process's own racing the servers' loops.
    await runOut(db, late);
    const ended = await Promise.all(Array.from({ length: 6 }, () => expireHolds(db)));
    const seenLate = await seatsComingDownTo(db, departureId, keptSeats);
    expect(ended.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(late.length);
    expect(seenLate.at(-1)).toBe(keptSeats);
    expect(Math.min(...seenLate)).toBe(keptSeats);

    const states = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          lapsing.map(({ held }) => held.id),
        ),
      );
    expect(states.map(({ status }) => status)).toEqual(lapsing.map(() => 'expired'));
    expect((await seatLedger(db)).mismatches).toEqual([]);

    // A hold that ran out cannot be confirmed any more.
    const refused = await confirmHold(servers[0], lapsing[0].token, lapsing[0].held.id);
    expect(refused.status).toBe(409);
    expect(SENTENCES).toContain(refused.message);

    // The freed seats are sold again, once: parallel one-seat reservations take exactly them.
    const again = await Promise.all(
      travellers
        .slice(0, 30)
        .map(({ token }, n) => reserve(servers[n % 2], token, departureId, { adult: 1 })),
    );
    expect(seatsHeld(again)).toBe(CAPACITY - keptSeats);
    expect(again.filter((outcome) => !outcome.held).map((outcome) => outcome.status)).toEqual(
      Array(30 - (CAPACITY - keptSeats)).fill(409),
    );
    const [row] = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, confirmed[0].held.id));
    expect(row.status).toBe('confirmed');
    expect(await seatsOfDeparture(db, departureId)).toEqual({
      capacity: CAPACITY,
      reserved: CAPACITY,
    });
    expect((await seatLedger(db)).mismatches).toEqual([]);
  });
});
