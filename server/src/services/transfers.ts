import { count, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n';
import type { Database } from '../db/client';
import { transfers } from '../db/schema';
import { offsetOf, page, type Paging } from '../lib/paging';
import { fieldErrors, hasErrors, trimmed, type FieldErrors } from '../lib/validation';
import { operatorToday } from '@/contract/dates';
import { TRANSFER_CAPACITY } from '@/contract/limits';
import {
  ARRIVAL_TIME,
  FLIGHT_MESSAGES,
  isFlightNumber,
  normalFlightNumber,
} from '@/contract/flights';
import { TRANSFER_MESSAGES } from '@/contract/serverMessages';
import type { Paged } from '@/contract/wire/envelope';
import type { Transfer, TransferDetails, TransferRequest } from '@/contract/wire/transfers';
import type { MailService } from './mail/types';
import { newTransferNotice, transferConfirmationMail } from './mail/templates';
import { travellerOf } from './accounts/records';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function pickupDateProblem(text: string, now: Date): string | undefined {
  if (!text) return TRANSFER_MESSAGES.pickupDateRequired;
  if (!isCalendarDate(text)) return TRANSFER_MESSAGES.pickupDateNotADate;
  // ISO dates compare as text.
  if (text < operatorToday(now)) return TRANSFER_MESSAGES.pickupDateInPast;
  return undefined;
}

function pickupTimeProblem(text: string): string | undefined {
  if (!text) return TRANSFER_MESSAGES.pickupTimeRequired;
  if (!TIME_OF_DAY.test(text)) return TRANSFER_MESSAGES.pickupTimeNotATime;
  return undefined;
}

function capacityProblem(capacity: number | undefined): string | undefined {
  if (capacity === undefined) return TRANSFER_MESSAGES.capacityRequired;
  if (capacity < TRANSFER_CAPACITY.min) return TRANSFER_MESSAGES.capacityTooSmall;
  if (capacity > TRANSFER_CAPACITY.max) return TRANSFER_MESSAGES.capacityTooLarge;
  return undefined;
}

/**
 * The flight fields as stored, each null when not given: optional on the wire, so that SPEC.md's
 * clients, which never send them, keep booking (the form asks them for airport pickups).
 */
function flightOf(request: TransferRequest) {
  return {
    flightNumber: trimmed(request.flightNumber) ? normalFlightNumber(request.flightNumber!) : null,
    arrivalTime: trimmed(request.arrivalTime).slice(0, 5) || null,
    notes: trimmed(request.notes) || null,
  };
}

function flightProblems(request: TransferRequest) {
  const flightNumber = trimmed(request.flightNumber);
  const arrivalTime = trimmed(request.arrivalTime);
  return {
    flightNumber:
      flightNumber && !isFlightNumber(flightNumber) && FLIGHT_MESSAGES.flightNumberInvalid,
    arrivalTime:
      arrivalTime && !ARRIVAL_TIME.test(arrivalTime) && FLIGHT_MESSAGES.arrivalTimeInvalid,
  };
}

/**
 * Checks a transfer request field by field (any may be missing); the cleaned transfer, with
 * every field present and trimmed, or every field's problem.
 */
export function checkTransfer(
  request: TransferRequest,
  now = new Date(),
): { transfer: TransferDetails } | { errors: FieldErrors } {
  const transfer: TransferDetails = {
    pickupLocation: trimmed(request.pickupLocation),
    dropLocation: trimmed(request.dropLocation),
    pickupDate: trimmed(request.pickupDate),
    pickupTime: trimmed(request.pickupTime),
    capacity: request.capacity ?? 0,
    isRoundTrip: request.isRoundTrip ?? false,
    ...flightOf(request),
  };
  const errors = fieldErrors({
    pickupLocation: !transfer.pickupLocation && TRANSFER_MESSAGES.pickupLocationRequired,
    dropLocation: !transfer.dropLocation && TRANSFER_MESSAGES.dropLocationRequired,
    pickupDate: pickupDateProblem(transfer.pickupDate, now),
    pickupTime: pickupTimeProblem(transfer.pickupTime),
    capacity: capacityProblem(request.capacity),
    ...flightProblems(request),
  });
  return hasErrors(errors) ? { errors } : { transfer };
}

const listedColumns = {
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
};

/** HH:MM:SS as PostgreSQL gives a time, HH:MM on the wire. */
export const hoursAndMinutes = (time: string | null) => time?.slice(0, 5) ?? null;

const toTransfer = (row: Transfer): Transfer => ({
  ...row,
  arrivalTime: hoursAndMinutes(row.arrivalTime),
});

/**
 * Stores a checked transfer for the signed-in user, always as Pending, and queues its
 * confirmation mail in the same transaction.
 */
export async function bookTransfer(
  db: Database,
  mail: Pick<MailService, 'enqueue'>,
  booking: {
    userId: number;
    transfer: TransferDetails;
    siteUrl: string;
    operatorEmail: string;
    /** The website's language, which the transfer's mails and voucher are written in. */
    locale?: Locale;
  },
): Promise<Transfer> {
  return db.transaction(async (tx) => {
    const traveller = await travellerOf(tx, booking.userId);
    const [stored] = await tx
      .insert(transfers)
      .values({
        ...booking.transfer,
        userId: booking.userId,
        status: 'Pending',
        locale: booking.locale ?? 'en',
      })
      .returning(listedColumns);
    await mail.enqueue(
      {
        ...transferConfirmationMail({
          to: traveller.email,
          name: traveller.name,
          transfer: booking.transfer,
          siteUrl: booking.siteUrl,
          locale: booking.locale,
        }),
        // The transfer's voucher, made when the mail is sent (decision 063).
        documents: [{ kind: 'transfer-voucher', id: stored.id }],
      },
      tx,
    );
    await mail.enqueue(
      newTransferNotice({
        to: booking.operatorEmail,
        customer: traveller,
        transfer: booking.transfer,
        siteUrl: booking.siteUrl,
      }),
      tx,
    );
    return toTransfer(stored);
  });
}

/** One page of the user's own transfers, newest first. */
export async function listTransfers(
  db: Database,
  userId: number,
  paging: Paging,
): Promise<Paged<Transfer>> {
  const own = eq(transfers.userId, userId);
  const [{ totalCount }] = await db.select({ totalCount: count() }).from(transfers).where(own);
  const results = await db
    .select(listedColumns)
    .from(transfers)
    .where(own)
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return page(results.map(toTransfer), paging, totalCount);
}
