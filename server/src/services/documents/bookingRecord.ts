import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingLines, bookings, departures, excursions } from '../../db/schema';
import type { PartyCounts } from '@/contract/booking';
import type { Locale } from '@/i18n';
import type { CancellationTier } from '@/contract/wire/departures';
import { DOCUMENT_MESSAGES } from '@/contract/serverMessages';
import type { PaymentSettings } from '../../config';
import { checkInAddress } from '../checkIn/address';
import { paymentSummaries } from '../payments/summary';
import { refusal, type Refusal } from '../departures/outcome';

/** One excursion of a booking as its voucher and calendar tell it. */
export interface DocumentLine {
  position: number;
  excursionName: string;
  date: string;
  time: string;
  startsAt: Date;
  durationHours: number;
  meetingPoint: string;
  latitude: number;
  longitude: number;
  units: PartyCounts;
  price: number;
  cancellationPolicy: CancellationTier[];
}

/** What a booking's documents say: who, what, when, where, paid and due, and its QR's address. */
export interface DocumentBooking {
  id: number;
  reference: string;
  travellerName: string;
  currency: string;
  totalPrice: number;
  amountPaid: number;
  amountDue: number;
  checkInUrl: string;
  lines: DocumentLine[];
  /** The language recorded with the booking, which its documents are written in. */
  locale: Locale;
}

export interface DocumentContext {
  siteUrl: string;
  payments: Pick<PaymentSettings, 'depositPercent' | 'balanceDueDays'>;
}

/** Only a confirmed booking (or one already travelled) has a voucher and a calendar. */
const DOCUMENTED_STATES = new Set(['confirmed', 'completed']);

/**
 * The booking's documents' content. With `ownerId`, another visitor's booking does not exist
 * (404); a booking not confirmed is a 409.
 */
export async function documentBooking(
  db: Executor,
  bookingId: number,
  context: DocumentContext,
  ownerId?: number,
): Promise<DocumentBooking | Refusal> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row || (ownerId !== undefined && row.userId !== ownerId))
    return refusal(404, DOCUMENT_MESSAGES.bookingNotFound);
  const lines = await documentLines(db, bookingId);
  if (!DOCUMENTED_STATES.has(row.status) || lines.length === 0)
    return refusal(409, DOCUMENT_MESSAGES.notConfirmed);
  const summary = (await paymentSummaries(db, [row], context.payments)).get(row.id)!;
  return {
    id: row.id,
    reference: row.generatedBookingId,
    travellerName: row.userName,
    currency: row.currency,
    totalPrice: row.totalPrice,
    amountPaid: summary.amountPaid,
    amountDue: summary.amountDue,
    checkInUrl: checkInAddress(context.siteUrl, row.checkInToken),
    lines,
    locale: row.locale,
  };
}

async function documentLines(db: Executor, bookingId: number): Promise<DocumentLine[]> {
  const rows = await db
    .select({
      position: bookingLines.position,
      excursionName: excursions.name,
      date: departures.date,
      time: departures.time,
      startsAt: departures.startsAt,
      durationHours: excursions.durationHours,
      meetingPoint: excursions.location,
      latitude: excursions.latitude,
      longitude: excursions.longitude,
      adult: bookingLines.adults,
      child: bookingLines.children,
      infant: bookingLines.infants,
      price: bookingLines.price,
      rules: excursions.bookingRules,
    })
    .from(bookingLines)
    .innerJoin(departures, eq(departures.id, bookingLines.departureId))
    .innerJoin(excursions, eq(excursions.id, bookingLines.excursionId))
    .where(eq(bookingLines.bookingId, bookingId))
    .orderBy(asc(departures.startsAt), asc(bookingLines.position));
  return rows.map(({ adult, child, infant, rules, ...line }) => ({
    ...line,
    units: { adult, child, infant },
    cancellationPolicy: rules.cancellationPolicy,
  }));
}
