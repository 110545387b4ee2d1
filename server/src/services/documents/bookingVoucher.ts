import { formatUsd } from '@/contract/money';
import { OFFICE } from '@/contract/office';
import { peopleOf } from '../mail/templates/departures';
import type { DocumentBooking, DocumentLine } from './bookingRecord';
import {
  BOLD,
  MARGIN,
  REGULAR,
  TEXT_SIZE,
  labelled,
  linkLine,
  newPdf,
  pdfBytes,
  sectionTitle,
  textWidth,
  type Pdf,
} from './pdf';
import { drawQrCode } from './qrCode';
import { cancellationTerms, longDate, mapLink } from './wording';

const QR_SIZE = 150;

/**
 * A booking's voucher: the reference and the QR code staff scan at the meeting point, each
 * excursion with its day, time, meeting point and map, the party, what is paid and due, the
 * cancellation terms and whom to call. Large black type on white, one column, A4.
 */
export function bookingVoucherPdf(booking: DocumentBooking): Promise<Buffer> {
  const pdf = newPdf(`Voucher ${booking.reference}`);
  heading(pdf, booking);
  sectionTitle(pdf, booking.lines.length === 1 ? 'Your excursion' : 'Your excursions');
  booking.lines.forEach((line, index) => excursion(pdf, line, index, booking.lines.length));
  payment(pdf, booking);
  terms(pdf, booking.lines);
  contacts(pdf);
  return pdfBytes(pdf);
}

function heading(pdf: Pdf, booking: DocumentBooking) {
  const qrLeft = pdf.page.width - MARGIN - QR_SIZE;
  drawQrCode(pdf, booking.checkInUrl, qrLeft, MARGIN, QR_SIZE);
  pdf
    .font(REGULAR)
    .fontSize(9)
    .text('Staff scan this code at the meeting point', qrLeft, MARGIN + QR_SIZE + 2, {
      width: QR_SIZE,
      align: 'center',
    });
  const width = qrLeft - MARGIN - 12;
  pdf.font(BOLD).fontSize(14).text(OFFICE.name, MARGIN, MARGIN, { width });
  pdf.font(BOLD).fontSize(24).text('Booking voucher', { width });
  pdf.moveDown(0.3).font(REGULAR).fontSize(TEXT_SIZE).text('Reference', { width });
  pdf.font(BOLD).fontSize(26).text(booking.reference, { width });
  pdf.moveDown(0.3).font(REGULAR).fontSize(TEXT_SIZE);
  labelled(pdf, 'Traveller', booking.travellerName);
  pdf.text(
    'Show this voucher, printed or on your phone, at the meeting point.',
    MARGIN,
    undefined,
    {
      width,
    },
  );
  pdf.moveDown(0.3);
  labelled(pdf, 'Phone', OFFICE.phone.shown);
  labelled(pdf, 'WhatsApp', OFFICE.whatsApp.shown);
  pdf.y = Math.max(pdf.y, MARGIN + QR_SIZE + 16);
}

function excursion(pdf: Pdf, line: DocumentLine, index: number, count: number) {
  keepTogether(pdf, 150);
  const number = count > 1 ? `${index + 1}. ` : '';
  pdf.moveDown(0.4).font(BOLD).fontSize(16).text(`${number}${line.excursionName}`, MARGIN);
  pdf.font(REGULAR).fontSize(TEXT_SIZE);
  labelled(pdf, 'Date', longDate(line.date));
  labelled(pdf, 'Time', `${line.time} (Banjul time, GMT)`);
  labelled(pdf, 'Meeting point', line.meetingPoint);
  linkLine(pdf, 'Map', mapLink(line.latitude, line.longitude));
  labelled(pdf, 'People', peopleOf(line.units));
  labelled(pdf, 'Price', formatUsd(line.price));
}

function payment(pdf: Pdf, booking: DocumentBooking) {
  keepTogether(pdf, 110);
  sectionTitle(pdf, 'Payment');
  labelled(pdf, 'Total', `${formatUsd(booking.totalPrice)} (${booking.currency})`);
  labelled(pdf, 'Paid', formatUsd(booking.amountPaid));
  pdf.font(BOLD).text(`Due: ${formatUsd(booking.amountDue)}`, MARGIN);
  pdf.font(REGULAR);
}

function terms(pdf: Pdf, lines: DocumentLine[]) {
  keepTogether(pdf, 110);
  sectionTitle(pdf, 'Cancellation terms');
  const byExcursion = new Map(lines.map((line) => [line.excursionName, line.cancellationPolicy]));
  for (const [name, policy] of byExcursion) {
    const words = cancellationTerms(policy);
    if (byExcursion.size === 1) pdf.text(words, MARGIN, undefined, { width: textWidth(pdf) });
    else labelled(pdf, name, words);
  }
  pdf.text('Cancel under My Bookings on our website, or call us.', MARGIN);
}

/** The operator's numbers, last on the page and kept whole: what a traveller looks for first. */
export function contacts(pdf: Pdf) {
  keepTogether(pdf, 130);
  sectionTitle(pdf, 'Contact us');
  labelled(pdf, 'Phone', OFFICE.phone.shown);
  labelled(pdf, 'WhatsApp', OFFICE.whatsApp.shown);
  labelled(pdf, 'E-mail', OFFICE.email);
  pdf.text(`${OFFICE.street}, ${OFFICE.area}, ${OFFICE.country}`, MARGIN);
}

/** Starts a new page when less than `height` points are left, so a block is never cut. */
export function keepTogether(pdf: Pdf, height: number) {
  if (pdf.y + height > pdf.page.height - MARGIN) pdf.addPage();
}
