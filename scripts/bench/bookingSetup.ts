/**
 * The booking engine's part of the throughput benchmark, set up on its database before the
 * server starts (the embedded database takes one process at a time): a priced, scheduled
 * excursion for the calendar (the demo seed's own when it has one), a departure with room for
 * every reservation the run sends, and visitors with sessions. Writes what it made as JSON to the
 * file named by its argument.
 *
 *   node --import tsx scripts/bench/bookingSetup.ts <file> <accounts>
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { loadConfig } from '@server/config';
import { openDatabase, type Database } from '@server/db/client';
import { departures, excursions } from '@server/db/schema';
import { createTraveller } from '../../__tests__/server/support/travelFixtures';
import { makeBookable } from '../fault/departures';

/** More seats than any run reserves: the reservations measure holding, never a sold-out answer. */
const ROOMY_CAPACITY = 1_000_000;

/** The demo seed's first excursion sold at a price on a schedule, if it prices any. */
async function seededBookable(db: Database) {
  const [row] = await db
    .select({ id: excursions.id })
    .from(excursions)
    .where(
      and(
        eq(excursions.published, true),
        sql`jsonb_array_length(${excursions.scheduleRules}) > 0`,
        sql`not (${excursions.pricing} ->> 'onRequest')::boolean`,
      ),
    )
    .orderBy(asc(excursions.id))
    .limit(1);
  return row?.id;
}

async function main() {
  const [file, accountsArgument] = process.argv.slice(2);
  const accounts = Number(accountsArgument);
  if (!file || !Number.isInteger(accounts) || accounts < 1)
    throw new Error('usage: bookingSetup.ts <file> <accounts>');
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { pgliteDir: path.join(config.dataDir, 'db') },
  );
  try {
    const { db } = handle;
    const published = await db
      .select({ id: excursions.id })
      .from(excursions)
      .where(eq(excursions.published, true))
      .orderBy(asc(excursions.id))
      .limit(2);
    const seeded = await seededBookable(db);
    const calendarExcursionId = seeded ?? published[0].id;
    if (seeded === undefined)
      await db.transaction((tx) => makeBookable(tx, calendarExcursionId, 20));
    const other = published.find(({ id }) => id !== calendarExcursionId)!;
    const roomy = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(departures)
        .set({ capacity: ROOMY_CAPACITY, setByStaff: true })
        .where(eq(departures.id, await makeBookable(tx, other.id, 20)))
        .returning({ id: departures.id, date: departures.date });
      return row;
    });
    const tokens: string[] = [];
    for (let i = 0; i < accounts; i++) {
      tokens.push(
        (await createTraveller(db, { firstName: `Bench${i}`, lastName: 'Sanneh' })).token,
      );
    }
    fs.writeFileSync(
      file,
      JSON.stringify({
        calendarExcursionId,
        pricedBySeed: seeded !== undefined,
        reservationExcursionId: other.id,
        reservationDate: roomy.date,
        departureId: roomy.id,
        tokens,
      }),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
