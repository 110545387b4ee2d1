import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookingExcursions, bookings, excursions, resellers, users } from '../../db/schema';
import { offsetOf, page, type Paging } from '../../lib/paging';
import { linesOf, wireLine } from '../departures/lines';
import { formatUsd } from '@/contract/money';
import type { Paged } from '@/contract/wire/envelope';
import type {
  BookedExcursion,
  BookingsQuery,
  HistoryEntry,
  StaffBooking,
  StaffBookingDetails,
} from '@/contract/wire/operator';
import { auditOf } from './audit';
import { paymentFieldsOfBookings, type PaymentTerms } from '../payments/summary';
import { bookingStatusOf, hasBookingStatus } from './bookingStatus';
import { bookingCustomerColumns, containing, customerOf, type CustomerRow } from './customers';

const listedColumns = {
  id: bookings.id,
  generatedBookingId: bookings.generatedBookingId,
  totalPrice: bookings.totalPrice,
  paymentStatus: bookings.paymentStatus,
  isCompleted: bookings.isCompleted,
  isCancelled: bookings.isCancelled,
  cancelReason: bookings.cancelReason,
  createdAt: bookings.createdAt,
  state: bookings.status,
  customer: bookingCustomerColumns,
  reseller: resellers.name,
};

/** The website's bookings, or one reseller's (decision 060). */
const ofChannel = (channel: string) =>
  channel === 'website' ? isNull(bookings.resellerId) : eq(bookings.resellerId, Number(channel));

type BookedLines = Awaited<ReturnType<typeof linesOf>>;

/** One page of every booking, newest first, filtered by status and a search text. */
export async function listStaffBookings(
  db: Database,
  query: BookingsQuery,
  paging: Paging,
  terms?: PaymentTerms,
): Promise<Paged<StaffBooking>> {
  const conditions: (SQL | undefined)[] = [
    query.status ? hasBookingStatus(query.status) : undefined,
    query.channel ? ofChannel(query.channel) : undefined,
  ];
  if (query.q?.trim()) {
    const term = containing(query.q);
    conditions.push(
      or(
        ilike(bookings.generatedBookingId, term),
        ilike(bookings.userName, term),
        ilike(bookings.userEmail, term),
      ),
    );
  }
  const where = and(...conditions);
  const [{ totalCount }] = await db.select({ totalCount: count() }).from(bookings).where(where);
  const rows = await db
    .select(listedColumns)
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(resellers, eq(resellers.id, bookings.resellerId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const ids = rows.map((row) => row.id);
  const booked = await excursionsOf(db, ids);
  const lines = await linesOf(db, ids);
  const paid = terms ? await paymentFieldsOfBookings(db, ids, terms) : new Map();
  return page(
    rows.map((row) => ({
      ...toStaffBooking(row, booked.get(row.id) ?? [], lines),
      ...paid.get(row.id),
    })),
    paging,
    totalCount,
  );
}

/** One booking with its history: its creation, then every staff change. */
export async function readStaffBooking(
  db: Database,
  id: number,
  terms?: PaymentTerms,
): Promise<StaffBookingDetails | undefined> {
  const [row] = await db
    .select({
      ...listedColumns,
      checkInToken: bookings.checkInToken,
      displayCurrency: bookings.displayCurrency,
      displayRate: bookings.displayRate,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(resellers, eq(resellers.id, bookings.resellerId))
    .where(eq(bookings.id, id));
  if (!row) return undefined;
  const booked = await excursionsOf(db, [id]);
  const lines = await linesOf(db, [id]);
  const created: HistoryEntry = {
    at: row.createdAt.toISOString(),
    by: 'customer',
    action: 'created',
    detail: row.reseller ? `Sold by ${row.reseller} (OCTO)` : 'Booked on the website',
  };
  const changes = (await auditOf(db, 'booking', id)).map((entry): HistoryEntry => ({
    at: entry.at,
    by: entry.staffEmail,
    action: entry.action.replace(/^booking\./, ''),
    detail: describeChange(entry.action, entry.after),
  }));
  const paid = terms ? (await paymentFieldsOfBookings(db, [id], terms)).get(id) : {};
  return {
    ...toStaffBooking(row, booked.get(id) ?? [], lines),
    ...paid,
    history: [created, ...changes],
    checkInToken: row.checkInToken,
    ...(row.displayCurrency && row.displayRate !== null
      ? { display: { currency: row.displayCurrency, rate: row.displayRate } }
      : {}),
  };
}

function describeChange(action: string, after: unknown): string {
  const state = (after ?? {}) as { totalPrice?: number; cancelReason?: string };
  switch (action) {
    case 'booking.quote':
      return `Quoted ${formatUsd(state.totalPrice ?? 0)}`;
    case 'booking.paid':
      return 'Marked paid';
    case 'booking.complete':
      return 'Completed';
    case 'booking.cancel':
      return `Cancelled: ${state.cancelReason ?? ''}`.trim();
    case 'booking.confirm':
      return 'Confirmed';
    case 'booking.payment':
    case 'booking.refund': {
      const money = (after ?? {}) as { amount?: number; method?: string; reason?: string };
      const verb = action === 'booking.payment' ? 'Payment received' : 'Refunded';
      return `${verb}: ${formatUsd(money.amount ?? 0)}${money.method ? ` (${money.method})` : ''}${money.reason ? `, ${money.reason}` : ''}`;
    }
    default:
      return action;
  }
}

type ListedRow = Pick<
  typeof bookings.$inferSelect,
  | 'id'
  | 'generatedBookingId'
  | 'totalPrice'
  | 'paymentStatus'
  | 'isCompleted'
  | 'isCancelled'
  | 'cancelReason'
  | 'createdAt'
> & {
  customer: CustomerRow;
  state: (typeof bookings.$inferSelect)['status'];
  reseller: string | null;
};

function toStaffBooking(
  row: ListedRow,
  booked: BookedExcursion[],
  lines: BookedLines,
): StaffBooking {
  return {
    id: row.id,
    generatedBookingId: row.generatedBookingId,
    status: bookingStatusOf(row),
    ...customerOf(row.customer),
    excursions: booked,
    totalPrice: row.totalPrice,
    paymentStatus: row.paymentStatus,
    isCompleted: row.isCompleted,
    isCancelled: row.isCancelled,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    state: row.state,
    lines: (lines.get(row.id) ?? []).map(wireLine),
    channel: row.reseller ?? 'website',
  };
}

async function excursionsOf(db: Executor, bookingIds: number[]) {
  const byBooking = new Map<number, BookedExcursion[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({
      bookingId: bookingExcursions.bookingId,
      id: excursions.id,
      name: excursions.name,
      tourStartDate: excursions.tourStartDate,
    })
    .from(bookingExcursions)
    .innerJoin(excursions, eq(excursions.id, bookingExcursions.excursionId))
    .where(inArray(bookingExcursions.bookingId, bookingIds))
    .orderBy(asc(bookingExcursions.bookingId), asc(bookingExcursions.position));
  for (const { bookingId, ...excursion } of rows) {
    byBooking.set(bookingId, [...(byBooking.get(bookingId) ?? []), excursion]);
  }
  return byBooking;
}
