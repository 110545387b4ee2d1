import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { excursions } from '../../db/schema';
import { catalogChanged } from '../catalog/version';
import { layOutDepartures } from '../departures/schedule';
import type { StaffMember } from '../staff/sessions';
import { recordAudit } from './audit';
import type { Invalid } from './excursionPricing';
import { SCHEDULE_EDIT_MESSAGES as M } from '@/contract/serverMessages';
import type { BookingRules, Schedule } from '@/contract/wire/departures';

export type ScheduleOutcome = { saved: Schedule } | Invalid | { notFound: true };

const invalid = (field: string, message: string): Invalid => ({ invalid: { field, message } });

type ScheduleRow = Pick<
  typeof excursions.$inferSelect,
  'bookingRules' | 'scheduleRules' | 'closures'
>;

const scheduleOf = (row: ScheduleRow): Schedule => ({
  ...row.bookingRules,
  rules: row.scheduleRules,
  closures: row.closures,
});

const scheduleColumns = {
  bookingRules: excursions.bookingRules,
  scheduleRules: excursions.scheduleRules,
  closures: excursions.closures,
};

export async function readSchedule(db: Executor, id: number) {
  const [row] = await db.select(scheduleColumns).from(excursions).where(eq(excursions.id, id));
  return row && scheduleOf(row);
}

const hasRepeats = <T>(values: T[]) => new Set(values).size !== values.length;

/**
 * Why a schedule cannot be saved, or undefined: people per booking in order, cancellation tiers
 * with distinct hours where more notice never refunds less, and rules whose dates run forwards
 * with each weekday and start time once.
 */
export function scheduleProblem(input: Schedule): Invalid | undefined {
  if (input.minPerBooking > input.maxPerBooking) {
    return invalid('minPerBooking', M.peopleBackwards);
  }
  const tiers = input.cancellationPolicy;
  if (hasRepeats(tiers.map((tier) => tier.hoursBefore))) {
    return invalid('cancellationPolicy', M.tierTwice);
  }
  const byNotice = [...tiers].sort((a, b) => a.hoursBefore - b.hoursBefore);
  if (byNotice.some((tier, at) => at > 0 && tier.refundPercent < byNotice[at - 1].refundPercent)) {
    return invalid('cancellationPolicy', M.tiersBackwards);
  }
  for (const [index, rule] of input.rules.entries()) {
    const field = `rules.${index}`;
    if (rule.from > rule.to) return invalid(`${field}.to`, M.datesBackwards);
    if (hasRepeats(rule.weekdays)) return invalid(`${field}.weekdays`, M.weekdayTwice);
    if (hasRepeats(rule.times)) return invalid(`${field}.times`, M.timeTwice);
  }
  return undefined;
}

/** What is stored of a valid schedule: tiers from the most notice down, days and times in order. */
function storedOf(input: Schedule) {
  const bookingRules: BookingRules = {
    instantConfirmation: input.instantConfirmation,
    cutoffHours: input.cutoffHours,
    minPerBooking: input.minPerBooking,
    maxPerBooking: input.maxPerBooking,
    cancellationPolicy: [...input.cancellationPolicy].sort((a, b) => b.hoursBefore - a.hoursBefore),
  };
  return {
    bookingRules,
    scheduleRules: input.rules.map((rule) => ({
      from: rule.from,
      to: rule.to,
      weekdays: [...rule.weekdays].sort((a, b) => a - b),
      times: [...rule.times].sort(),
      capacity: rule.capacity,
    })),
    closures: [...new Set(input.closures)].sort(),
  };
}

/**
 * A new schedule: stored, its departures laid out again from today to the horizon in the same
 * transaction (a departure with bookings is never removed), audited, and the catalog moves on
 * (the public excursion answer carries the booking rules).
 */
export async function saveSchedule(
  db: Database,
  who: StaffMember,
  id: number,
  input: Schedule,
  now: Date = new Date(),
): Promise<ScheduleOutcome> {
  const problem = scheduleProblem(input);
  if (problem) return problem;
  const stored = storedOf(input);
  return db.transaction(async (tx): Promise<ScheduleOutcome> => {
    const [before] = await tx
      .select(scheduleColumns)
      .from(excursions)
      .where(eq(excursions.id, id))
      .for('update');
    if (!before) return { notFound: true };
    await tx.update(excursions).set(stored).where(eq(excursions.id, id));
    await layOutDepartures(tx, id, now);
    await recordAudit(tx, who, {
      action: 'excursion.schedule',
      subjectKind: 'excursion',
      subjectId: id,
      before: scheduleOf(before),
      after: scheduleOf(stored),
    });
    await catalogChanged(tx);
    return { saved: scheduleOf(stored) };
  });
}
