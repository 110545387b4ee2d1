import { OFFICE } from '@/contract/office';
import { ENGLISH, wordingIn, type Wording } from '@server/i18n/wording';
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
import { voucherMessages as m } from './messages';
import { cancellationTerms, longDate, mapLink } from './wording';

const QR_SIZE = 150;

/**
 * A booking's voucher: the reference and the QR code staff scan at the meeting point, each
 * excursion with its day, time, meeting point and map, the party, what is paid and due, the
 * cancellation terms and whom to call. Large black type on white, one column, A4. In the
 * language recorded with the booking.
 */
export function bookingVoucherPdf(booking: DocumentBooking): Promise<Buffer> {
  const w = wordingIn(booking.locale);
  const pdf = newPdf(w.t(m.title, { reference: booking.reference }), w.locale);
  heading(w, pdf, booking);
  sectionTitle(pdf, w.t(m.yourExcursions, { count: booking.lines.length }));
  booking.lines.forEach((line, index) => excursion(w, pdf, line, index, booking.lines.length));
  payment(w, pdf, booking);
  terms(w, pdf, booking.lines);
  contacts(pdf, w);
  return pdfBytes(pdf);
}

function heading(w: Wording, pdf: Pdf, booking: DocumentBooking) {
  const qrLeft = pdf.page.width - MARGIN - QR_SIZE;
  drawQrCode(pdf, booking.checkInUrl, qrLeft, MARGIN, QR_SIZE);
  pdf
    .font(REGULAR)
    .fontSize(9)
    .text(w.t(m.scanHint), qrLeft, MARGIN + QR_SIZE + 2, {
      width: QR_SIZE,
      align: 'center',
    });
  const width = qrLeft - MARGIN - 12;
  pdf.font(BOLD).fontSize(14).text(OFFICE.name, MARGIN, MARGIN, { width });
  pdf.font(BOLD).fontSize(24).text(w.t(m.heading), { width });
  pdf.moveDown(0.3).font(REGULAR).fontSize(TEXT_SIZE).text(w.t(m.reference), { width });
  pdf.font(BOLD).fontSize(26).text(booking.reference, { width });
  pdf.moveDown(0.3).font(REGULAR).fontSize(TEXT_SIZE);
  labelled(pdf, w.t(m.traveller), booking.travellerName);
  pdf.text(w.t(m.showIt), MARGIN, undefined, { width });
  pdf.moveDown(0.3);
  labelled(pdf, w.t(m.phone), OFFICE.phone.shown);
  labelled(pdf, 'WhatsApp', OFFICE.whatsApp.shown);
  pdf.y = Math.max(pdf.y, MARGIN + QR_SIZE + 16);
}

function excursion(w: Wording, pdf: Pdf, line: DocumentLine, index: number, count: number) {
  keepTogether(pdf, 150);
  const number = count > 1 ? `${index + 1}. ` : '';
  pdf.moveDown(0.4).font(BOLD).fontSize(16).text(`${number}${line.excursionName}`, MARGIN);
  pdf.font(REGULAR).fontSize(TEXT_SIZE);
  labelled(pdf, w.t(m.date), longDate(line.date, w));
  labelled(pdf, w.t(m.time), w.t(m.banjulTime, { time: line.time }));
  labelled(pdf, w.t(m.meetingPoint), line.meetingPoint);
  linkLine(pdf, w.t(m.map), mapLink(line.latitude, line.longitude));
  labelled(pdf, w.t(m.people), peopleOf(line.units, w));
  labelled(pdf, w.t(m.price), w.money(line.price));
}

function payment(w: Wording, pdf: Pdf, booking: DocumentBooking) {
  keepTogether(pdf, 110);
  sectionTitle(pdf, w.t(m.payment));
  labelled(pdf, w.t(m.total), `${w.money(booking.totalPrice)} (${booking.currency})`);
  labelled(pdf, w.t(m.paid), w.money(booking.amountPaid));
  pdf.font(BOLD).text(w.t(m.due, { amount: w.money(booking.amountDue) }), MARGIN);
  pdf.font(REGULAR);
}

function terms(w: Wording, pdf: Pdf, lines: DocumentLine[]) {
  keepTogether(pdf, 110);
  sectionTitle(pdf, w.t(m.cancellationTerms));
  const byExcursion = new Map(lines.map((line) => [line.excursionName, line.cancellationPolicy]));
  for (const [name, policy] of byExcursion) {
    const words = cancellationTerms(policy, w);
    if (byExcursion.size === 1) pdf.text(words, MARGIN, undefined, { width: textWidth(pdf) });
    else labelled(pdf, name, words);
  }
  pdf.text(w.t(m.cancelHow), MARGIN);
}

/** The operator's numbers, last on the page and kept whole: what a traveller looks for first. */
export function contacts(pdf: Pdf, w: Wording = ENGLISH) {
  keepTogether(pdf, 130);
  sectionTitle(pdf, w.t(m.contactUs));
  labelled(pdf, w.t(m.phone), OFFICE.phone.shown);
  labelled(pdf, 'WhatsApp', OFFICE.whatsApp.shown);
  labelled(pdf, w.t(m.email), OFFICE.email);
  pdf.text(`${OFFICE.street}, ${OFFICE.area}, ${OFFICE.country}`, MARGIN);
}

/** Starts a new page when less than `height` points are left, so a block is never cut. */
export function keepTogether(pdf: Pdf, height: number) {
  if (pdf.y + height > pdf.page.height - MARGIN) pdf.addPage();
}
