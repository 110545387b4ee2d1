import type { Database } from '../../db/client';
import { isRefusal } from '../departures/outcome';
import type { MailAttachment, MailDocument, MailDocumentMaker } from '../mail/types';
import { documentBooking, type DocumentContext } from './bookingRecord';
import { bookingVoucherPdf } from './bookingVoucher';
import { bookingCalendar } from './calendar';
import { transferRecord, transferVoucherPdf } from './transferVoucher';

/**
 * Makes the documents a queued mail names, when it is sent (decision 063): from the record as it
 * is then. A document whose record no longer has one (a booking cancelled before its mail went
 * out) is left out; the mail still goes.
 */
export function mailDocumentMaker(db: Database, context: DocumentContext): MailDocumentMaker {
  return async (documents) => {
    const made: MailAttachment[] = [];
    const bookings = new Map<number, ReturnType<typeof documentBooking>>();
    const bookingOf = (id: number) => {
      if (!bookings.has(id)) bookings.set(id, documentBooking(db, id, context));
      return bookings.get(id)!;
    };
    for (const document of documents) {
      const attachment = await make(document);
      if (attachment) made.push(attachment);
    }
    return made;

    async function make({ kind, id }: MailDocument): Promise<MailAttachment | undefined> {
      if (kind === 'transfer-voucher') {
        const transfer = await transferRecord(db, id);
        if (isRefusal(transfer)) return undefined;
        const content = await transferVoucherPdf(transfer);
        return { filename: `transfer-${id}-voucher.pdf`, contentType: 'application/pdf', content };
      }
      const booking = await bookingOf(id);
      if (isRefusal(booking)) return undefined;
      if (kind === 'booking-calendar') {
        const content = bookingCalendar(booking, context.siteUrl);
        return {
          filename: `${booking.reference}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content,
        };
      }
      const content = await bookingVoucherPdf(booking);
      return {
        filename: `${booking.reference}-voucher.pdf`,
        contentType: 'application/pdf',
        content,
      };
    }
  };
}
