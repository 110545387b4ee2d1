import { and, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookingLines, departures, excursions } from '../../db/schema';
import { operatorToday } from '@/contract/dates';
import {
  addDays,
  daysBetween,
  isoWeekday,
  SCHEDULE_HORIZON_DAYS,
  startsAtOf,
} from '@/contract/booking';
import type { ScheduleRule } from '@/contract/wire/departures';

/** One start the rules ask for. */
interface PlannedStart {
  date: string;
  time: string;
  capacity: number;
  closed: boolean;
}

/**
 * The starts that weekly rules give from `today` to the horizon. Where two rules give the same
 * start, the later rule wins (the console lists them in order: a season after the base rule).
 */
export function plannedStarts(
  rules: ScheduleRule[],
  closures: string[],
  today: string,
): PlannedStart[] {
  const last = addDays(today, SCHEDULE_HORIZON_DAYS);
  const closed = new Set(closures);
  const starts = new Map<string, PlannedStart>();
  for (const rule of rules) {
    const from = rule.from > today ? rule.from : today;
    const to = rule.to < last ? rule.to : last;
    const days = daysBetween(from, to);
    for (let offset = 0; offset <= days; offset++) {
      const date = addDays(from, offset);
      if (!rule.weekdays.includes(isoWeekday(date))) continue;
      for (const time of rule.times) {
        starts.set(`${date} ${time}`, {
          date,
          time,
          capacity: rule.capacity,
          closed: closed.has(date),
        });
      }
    }
  }
  return [...starts.values()];
}

const CHUNK = 500;

/**
 * Lays out an excursion's departures from its rules, from today to the horizon, in the caller's
 * transaction. A start the rules give is added, or takes the rule's capacity (never below the
 * seats already taken) unless staff set that departure by hand; a closed date closes a departure
 * that has no seats taken. A departure the rules no longer give goes only if no booking ever named
 * it: a departure that has bookings is never removed by a change.
 */
export async function layOutDepartures(
  tx: Executor,
  excursionId: number,
  now: Date = new Date(),
): Promise<void> {
  const today = operatorToday(now);
  const [excursion] = await tx
    .select({ rules: excursions.scheduleRules, closures: excursions.closures })
    .from(excursions)
    .where(eq(excursions.id, excursionId));
  if (!excursion) return;
  const planned = plannedStarts(excursion.rules, excursion.closures, today);

  for (let at = 0; at < planned.length; at += CHUNK) {
    await tx
      .insert(departures)
      .values(
        planned.slice(at, at + CHUNK).map((start) => ({
          excursionId,
          date: start.date,
          time: start.time,
          startsAt: startsAtOf(start.date, start.time),
          capacity: start.capacity,
          closed: start.closed,
        })),
      )
      .onConflictDoUpdate({
        target: [departures.excursionId, departures.date, departures.time],
        set: {
          capacity: sql`case when ${departures.setByStaff} then ${departures.capacity}
            else greatest(excluded.capacity, ${departures.reserved}) end`,
          closed: sql`case when ${departures.setByStaff} then ${departures.closed}
            when excluded.closed and ${departures.reserved} > 0 then ${departures.closed}
            else excluded.closed end`,
        },
      });
  }

  const wanted = new Set(planned.map((start) => `${start.date} ${start.time}`));
  const existing = await tx
    .select({ id: departures.id, date: departures.date, time: departures.time })
    .from(departures)
    .where(
      and(
        eq(departures.excursionId, excursionId),
        gte(departures.date, today),
        sql`not exists (select 1 from ${bookingLines} where ${bookingLines.departureId} = ${departures.id})`,
      ),
    );
  const gone = existing
    .filter((row) => !wanted.has(`${row.date} ${row.time}`))
    .map((row) => row.id);
  for (let at = 0; at < gone.length; at += CHUNK) {
    await tx.delete(departures).where(inArray(departures.id, gone.slice(at, at + CHUNK)));
  }
  await tx
    .update(excursions)
    .set({ scheduleLaidOutOn: today })
    .where(eq(excursions.id, excursionId));
}

/**
 * Moves every schedule's horizon on to today's: the excursions with rules not laid out today,
 * each in its own transaction. Safe on several processes (a second one lays out the same rows).
 */
export async function extendSchedules(db: Database, now: Date = new Date()): Promise<number> {
  const today = operatorToday(now);
  const due = await db
    .select({ id: excursions.id })
    .from(excursions)
    .where(
      and(
        ne(sql`jsonb_array_length(${excursions.scheduleRules})`, 0),
        or(isNull(excursions.scheduleLaidOutOn), ne(excursions.scheduleLaidOutOn, today)),
      ),
    );
  for (const { id } of due) {
    await db.transaction((tx) => layOutDepartures(tx, id, now));
  }
  return due.length;
}
