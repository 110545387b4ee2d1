import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import type { PaymentSettings } from '../../config';
import type { MailService } from '../mail/types';
import { balanceReminderMail } from '../mail/templates';
import { paymentSummaries } from './summary';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mails the balance reminder of confirmed bookings whose balance falls due within
 * REMINDER_DAYS_BEFORE days and is not paid: once per booking, however many processes run the
 * pass. The bookings are claimed (`balance_reminder_at` set, rows taken with SKIP LOCKED) in the
 * transaction that queues their mails, so a crash loses neither and a second pass finds them
 * claimed.
 */
export async function sendBalanceReminders(
  db: Database,
  deps: { settings: PaymentSettings; mail: Pick<MailService, 'enqueue'>; siteUrl: string },
  now = new Date(),
  limit = 100,
): Promise<number> {
  const { balanceDueDays, reminderDaysBefore } = deps.settings;
  const horizon = new Date(now.getTime() + (balanceDueDays + reminderDaysBefore) * DAY_MS);
  return db.transaction(async (tx) => {
    const firstStart = sql`(select min(d.starts_at) from booking_lines l join departures d on d.id = l.departure_id where l.booking_id = ${bookings.id})`;
    const claimed = await tx
      .update(bookings)
      .set({ balanceReminderAt: now })
      .where(
        sql`${bookings.id} in (select ${bookings.id} from ${bookings} where ${bookings.status} = 'confirmed' and ${bookings.balanceReminderAt} is null and ${bookings.totalPrice} > 0 and ${firstStart} <= ${horizon.toISOString()} and ${firstStart} > ${now.toISOString()} order by ${bookings.id} limit ${limit} for update skip locked)`,
      )
      .returning({ id: bookings.id });
    if (claimed.length === 0) return 0;
    const rows = await tx
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          claimed.map((row) => row.id),
        ),
      );
    const summaries = await paymentSummaries(tx, rows, deps.settings, now);
    let sent = 0;
    for (const row of rows) {
      const summary = summaries.get(row.id)!;
      if (summary.amountDue <= 0 || !row.userEmail) continue;
      await deps.mail.enqueue(
        balanceReminderMail({
          to: row.userEmail,
          name: row.userName,
          reference: row.generatedBookingId,
          bookingId: row.id,
          amountDue: summary.amountDue,
          dueDate: summary.balanceDueDate ?? '',
          siteUrl: deps.siteUrl,
          locale: row.locale,
        }),
        tx,
      );
      sent += 1;
    }
    return sent;
  });
}
