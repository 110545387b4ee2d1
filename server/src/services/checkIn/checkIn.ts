import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingLines } from '../../db/schema';
import { recordAudit } from '../operator/audit';
import type { StaffMember } from '../staff/sessions';
import { alreadyCheckedIn, checkInBookingOf, statusRefusal } from './booking';
import { CHECK_IN_MESSAGES as M } from '@/contract/serverMessages';
import type { CheckInBooking, CheckInLine } from '@/contract/wire/checkIn';

export type CheckInOutcome =
  | { checkedIn: CheckInBooking; people: number }
  | { refused: string }
  | { invalidLine: true }
  | { notFound: true };

/** The lines a scan checks in: the one named, or every line departing today. */
function linesToMark(
  booking: CheckInBooking,
  lineId: number | undefined,
): CheckInLine[] | { invalidLine: true } | { refused: string } {
  if (lineId === undefined) {
    return booking.refusal ? { refused: booking.refusal } : booking.lines.filter((l) => l.today);
  }
  const line = booking.lines.find((candidate) => candidate.lineId === lineId);
  if (!line) return { invalidLine: true };
  const refused = statusRefusal(booking.status);
  return refused ? { refused } : [line];
}

const peopleOf = (lines: CheckInLine[]) =>
  lines.reduce((sum, { units }) => sum + units.adult + units.child + units.infant, 0);

/**
 * Checks a party in at the meeting point, once: one conditional update marks the lines still
 * open, so of two scans at the same moment one marks them and the other is told who did and
 * when. The audit row is written with the mark.
 */
export async function checkIn(
  db: Database,
  who: StaffMember,
  input: { token: string; lineId?: number },
  now: Date = new Date(),
): Promise<CheckInOutcome> {
  return db.transaction(async (tx): Promise<CheckInOutcome> => {
    const booking = await checkInBookingOf(tx, input.token, now);
    if (!booking) return { notFound: true };
    const targets = linesToMark(booking, input.lineId);
    if (!Array.isArray(targets)) return targets;
    const ids = targets.map((line) => line.lineId);
    const marked = await tx
      .update(bookingLines)
      .set({ checkedInAt: now, checkedInBy: who.id })
      .where(and(inArray(bookingLines.id, ids), isNull(bookingLines.checkedInAt)))
      .returning({ id: bookingLines.id });
    const after = (await checkInBookingOf(tx, input.token, now))!;
    if (marked.length === 0) {
      const done = after.lines.find((line) => ids.includes(line.lineId) && line.checkedInAt);
      return { refused: done ? alreadyCheckedIn(done, now) : M.noLines };
    }
    const markedIds = marked.map((row) => row.id);
    await recordAudit(tx, who, {
      action: 'booking.check-in',
      subjectKind: 'booking',
      subjectId: booking.bookingId,
      after: { lineIds: markedIds, checkedInAt: now.toISOString() },
    });
    return {
      checkedIn: after,
      people: peopleOf(targets.filter((line) => markedIds.includes(line.lineId))),
    };
  });
}
