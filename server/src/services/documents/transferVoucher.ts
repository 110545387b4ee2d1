import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { transfers, users } from '../../db/schema';
import { OFFICE } from '@/contract/office';
import { DOCUMENT_MESSAGES } from '@/contract/serverMessages';
import { refusal, type Refusal } from '../departures/outcome';
import { contacts, keepTogether } from './bookingVoucher';
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

/** A transfer's voucher: pickup, drop-off, flight, passengers and vehicle, and whom to call. */
export function transferVoucherPdf(transfer: TransferRecord): Promise<Buffer> {
  const pdf = newPdf(`Transfer voucher ${transfer.id}`);
  pdf.font(BOLD).fontSize(14).text(OFFICE.name, MARGIN, MARGIN);
  pdf.fontSize(24).text('Transfer voucher');
  pdf.moveDown(0.3).font(REGULAR).fontSize(TEXT_SIZE).text('Transfer number');
  pdf.font(BOLD).fontSize(26).text(`T-${transfer.id}`);
  pdf.font(REGULAR).fontSize(TEXT_SIZE);
  labelled(pdf, 'Traveller', transfer.travellerName);
  labelled(pdf, 'Status', transfer.status);
  labelled(pdf, 'Phone', OFFICE.phone.shown);
  labelled(pdf, 'WhatsApp', OFFICE.whatsApp.shown);

  sectionTitle(pdf, 'Pickup');
  labelled(pdf, 'Date', longDate(transfer.pickupDate));
  labelled(pdf, 'Time', `${hhmm(transfer.pickupTime)} (Banjul time, GMT)`);
  labelled(pdf, 'From', transfer.pickupLocation);
  labelled(pdf, 'To', transfer.dropLocation);
  labelled(pdf, 'Round trip', transfer.isRoundTrip ? 'Yes' : 'No');

  keepTogether(pdf, 110);
  sectionTitle(pdf, 'Flight');
  labelled(pdf, 'Flight number', transfer.flightNumber || 'None given');
  labelled(pdf, 'Arrival', transfer.arrivalTime ? hhmm(transfer.arrivalTime) : 'None given');
  if (transfer.notes) labelled(pdf, 'Notes for the driver', transfer.notes);

  keepTogether(pdf, 90);
  sectionTitle(pdf, 'Passengers and vehicle');
  labelled(pdf, 'Passengers', String(transfer.capacity));
  labelled(pdf, 'Vehicle', vehicleFor(transfer.capacity));
  pdf.text(
    'The driver waits with a sign in your name; call or WhatsApp us if you are delayed.',
    MARGIN,
  );
  contacts(pdf);
  return pdfBytes(pdf);
}
