import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { transfers, users } from '../../db/schema';
import { OFFICE } from '@/contract/office';
import { DOCUMENT_MESSAGES } from '@/contract/serverMessages';
import { refusal, type Refusal } from '../departures/outcome';
import { wordingIn } from '@server/i18n/wording';
import { contacts, keepTogether } from './bookingVoucher';
import { transferVoucherMessages as m, voucherMessages } from './messages';
import { BOLD, MARGIN, REGULAR, TEXT_SIZE, labelled, newPdf, pdfBytes, sectionTitle } from './pdf';
import { longDate, vehicleFor } from './wording';

export type TransferRecord = typeof transfers.$inferSelect & { travellerName: string };

/**
 * A transfer as its voucher tells it. With `ownerId`, another visitor's transfer does not exist
 * (404); a cancelled one has no voucher (409).
 */
export async function transferRecord(
  db: Executor,
  transferId: number,
  ownerId?: number,
): Promise<TransferRecord | Refusal> {
  const [row] = await db
    .select({ transfer: transfers, firstName: users.firstName, lastName: users.lastName })
    .from(transfers)
    .innerJoin(users, eq(users.id, transfers.userId))
    .where(
      ownerId === undefined
        ? eq(transfers.id, transferId)
        : and(eq(transfers.id, transferId), eq(transfers.userId, ownerId)),
    );
  if (!row) return refusal(404, DOCUMENT_MESSAGES.transferNotFound);
  if (row.transfer.status === 'Cancelled') return refusal(409, DOCUMENT_MESSAGES.transferCancelled);
  return { ...row.transfer, travellerName: `${row.firstName} ${row.lastName}`.trim() };
}

const hhmm = (time: string) => time.slice(0, 5);

/**
 * A transfer's voucher: pickup, drop-off, flight, passengers and vehicle, and whom to call, in
 * the language recorded with the transfer.
 */
export function transferVoucherPdf(transfer: TransferRecord): Promise<Buffer> {
  const w = wordingIn(transfer.locale);
  const pdf = newPdf(w.t(m.title, { id: transfer.id }), w.locale);
  pdf.font(BOLD).fontSize(14).text(OFFICE.name, MARGIN, MARGIN);
  pdf.fontSize(24).text(w.t(m.heading));
  pdf.moveDown(0.3).font(REGULAR).fontSize(TEXT_SIZE).text(w.t(m.number));
  pdf.font(BOLD).fontSize(26).text(`T-${transfer.id}`);
  pdf.font(REGULAR).fontSize(TEXT_SIZE);
  labelled(pdf, w.t(voucherMessages.traveller), transfer.travellerName);
  labelled(pdf, w.t(m.status), w.t(m[transfer.status]));
  labelled(pdf, w.t(voucherMessages.phone), OFFICE.phone.shown);
  labelled(pdf, 'WhatsApp', OFFICE.whatsApp.shown);

  sectionTitle(pdf, w.t(m.pickup));
  labelled(pdf, w.t(voucherMessages.date), longDate(transfer.pickupDate, w));
  labelled(
    pdf,
    w.t(voucherMessages.time),
    w.t(voucherMessages.banjulTime, { time: hhmm(transfer.pickupTime) }),
  );
  labelled(pdf, w.t(m.from), transfer.pickupLocation);
  labelled(pdf, w.t(m.to), transfer.dropLocation);
  labelled(pdf, w.t(m.roundTrip), w.t(transfer.isRoundTrip ? m.yes : m.no));

  keepTogether(pdf, 110);
  sectionTitle(pdf, w.t(m.flight));
  labelled(pdf, w.t(m.flightNumber), transfer.flightNumber || w.t(m.noneGiven));
  labelled(
    pdf,
    w.t(m.arrival),
    transfer.arrivalTime ? hhmm(transfer.arrivalTime) : w.t(m.noneGiven),
  );
  if (transfer.notes) labelled(pdf, w.t(m.notes), transfer.notes);

  keepTogether(pdf, 90);
  sectionTitle(pdf, w.t(m.passengersAndVehicle));
  labelled(pdf, w.t(m.passengers), String(transfer.capacity));
  labelled(pdf, w.t(m.vehicle), vehicleFor(transfer.capacity, w));
  pdf.text(w.t(m.driverWaits), MARGIN);
  contacts(pdf, w);
  return pdfBytes(pdf);
}
