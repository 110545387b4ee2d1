import { and, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transfers, users } from '../../db/schema';
import { offsetOf, page, type Paging } from '../../lib/paging';
import { OPERATOR_MESSAGES } from '@/contract/serverMessages';
import type { Paged } from '@/contract/wire/envelope';
import type { StaffTransfer, TransfersQuery } from '@/contract/wire/operator';
import type { MailService } from '../mail/types';
import { transferCancelledMail, transferCompletedMail } from '../mail/templates';
import type { StaffMember } from '../staff/sessions';
import { recordAudit } from './audit';
import type { ChangeOutcome } from './outcome';
import { customerColumns, customerOf } from './customers';
import { hoursAndMinutes } from '../transfers';

/**
 * The run sheet: transfers by date, then by the flight's arrival (or the pickup time when there is
 * no flight), filtered by dates and status.
 */
export async function listStaffTransfers(
  db: Database,
  query: TransfersQuery,
  paging: Paging,
): Promise<Paged<StaffTransfer>> {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(transfers.status, query.status) : undefined,
    query.from ? gte(transfers.pickupDate, query.from) : undefined,
    query.to ? lte(transfers.pickupDate, query.to) : undefined,
  ];
  const where = and(...conditions);
  const [{ totalCount }] = await db.select({ totalCount: count() }).from(transfers).where(where);
  const rows = await db
    .select({
      id: transfers.id,
      pickupLocation: transfers.pickupLocation,
      dropLocation: transfers.dropLocation,
      pickupDate: transfers.pickupDate,
      pickupTime: transfers.pickupTime,
      capacity: transfers.capacity,
      isRoundTrip: transfers.isRoundTrip,
      flightNumber: transfers.flightNumber,
      arrivalTime: transfers.arrivalTime,
      notes: transfers.notes,
      status: transfers.status,
      cancelReason: transfers.cancelReason,
      createdAt: transfers.createdAt,
      customer: customerColumns,
    })
    .from(transfers)
    .innerJoin(users, eq(users.id, transfers.userId))
    .where(where)
    .orderBy(
      asc(transfers.pickupDate),
      // A driver meets a flight when it lands; a transfer without one, at its pickup time.
      sql`coalesce(${transfers.arrivalTime}, ${transfers.pickupTime})`,
      asc(transfers.pickupTime),
      asc(transfers.id),
    )
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const results = rows.map(({ customer, ...transfer }) => ({
    ...transfer,
    ...customerOf(customer),
    arrivalTime: hoursAndMinutes(transfer.arrivalTime),
    createdAt: transfer.createdAt.toISOString(),
  }));
  return page(results, paging, totalCount);
}

export type TransferChange = { kind: 'complete' } | { kind: 'cancel'; reason: string };

/** Completes or cancels a pending transfer, with its audit row and the customer's mail. */
export async function changeTransfer(
  db: Database,
  mail: Pick<MailService, 'enqueue'>,
  who: StaffMember,
  input: { id: number; change: TransferChange; siteUrl: string },
): Promise<ChangeOutcome> {
  const { id, change, siteUrl } = input;
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [row] = await tx
      .select({
        transfer: transfers,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(transfers)
      .innerJoin(users, eq(users.id, transfers.userId))
      .where(eq(transfers.id, id))
      .for('update', { of: transfers });
    if (!row) return { notFound: true };
    const refusal = OPERATOR_MESSAGES.transferRefused[row.transfer.status];
    if (refusal) return { refused: refusal };

    const update =
      change.kind === 'complete'
        ? { status: 'Completed' as const }
        : { status: 'Cancelled' as const, cancelReason: change.reason.trim() };
    await tx.update(transfers).set(update).where(eq(transfers.id, id));
    await recordAudit(tx, who, {
      action: `transfer.${change.kind}`,
      subjectKind: 'transfer',
      subjectId: id,
      before: { status: row.transfer.status },
      after: update,
    });
    const customer = {
      to: row.email,
      name: `${row.firstName} ${row.lastName}`.trim(),
      siteUrl,
      pickupDate: row.transfer.pickupDate,
      pickupTime: row.transfer.pickupTime,
      pickupLocation: row.transfer.pickupLocation,
      locale: row.transfer.locale,
    };
    await mail.enqueue(
      change.kind === 'complete'
        ? transferCompletedMail(customer)
        : transferCancelledMail({ ...customer, reason: update.cancelReason ?? '' }),
      tx,
    );
    return { changed: true };
  });
}
