import { formatUsd } from '@/contract/money';
import type { BookingLine } from '@/contract/wire/departures';
import type { MailDocument, OutgoingMail } from '../types';
import { BRAND, greeting, h, link, lines, page, paragraph, table } from './layout';

/** The mails of a booking of departures: confirmed or awaiting confirmation, and cancelled. */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 adults, 1 child". */
export function peopleOf(units: BookingLine['units']): string {
  return [
    units.adult > 0 ? plural(units.adult, 'adult', 'adults') : '',
    units.child > 0 ? plural(units.child, 'child', 'children') : '',
    units.infant > 0 ? plural(units.infant, 'infant', 'infants') : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** "Abuko Nature Reserve, 2026-12-05 at 09:00, 2 adults, 1 child: $95.00". */
const describe = (line: BookingLine) =>
  `${line.excursionName}, ${line.date} at ${line.time}, ${peopleOf(line.units)}: ${formatUsd(line.price)}`;

const lineItems = (bookingLines: BookingLine[]) =>
  h`<ul style="margin:0 0 12px;padding-left:20px;line-height:1.5;">${bookingLines.map(
    (line) =>
      h`<li><strong>${line.excursionName}</strong> &ndash; ${line.date} at ${line.time}, ${peopleOf(line.units)}: ${formatUsd(line.price)}</li>`,
  )}</ul>`;

export interface DepartureBookingMail {
  to: string;
  name: string;
  reference: string;
  lines: BookingLine[];
  totalPrice: number;
  siteUrl: string;
}

/** A confirmed booking's voucher and calendar file, made when the mail is sent (decision 063). */
const travelDocuments = (bookingId: number): MailDocument[] => [
  { kind: 'booking-voucher', id: bookingId },
  { kind: 'booking-calendar', id: bookingId },
];

/**
 * What the visitor is sent once they confirm a hold: confirmed, or awaiting the operator. A
 * confirmation of the booking `bookingId` carries its voucher and calendar file.
 */
export function departureBookingMail(
  input: DepartureBookingMail & { status: 'confirmed' | 'requested'; bookingId?: number },
): OutgoingMail {
  const { to, name, reference, status, siteUrl, bookingId } = input;
  const confirmed = status === 'confirmed';
  const documents = confirmed && bookingId !== undefined ? travelDocuments(bookingId) : [];
  const attached = documents.length
    ? 'Your voucher (PDF) and a calendar file (.ics) are attached: show the voucher at the meeting point.'
    : '';
  const subject = confirmed
    ? `Your ${BRAND} booking ${reference} is confirmed`
    : `We have received your ${BRAND} booking ${reference}`;
  const opening = confirmed
    ? `Your booking ${reference} is confirmed. See you there!`
    : `Thank you for booking with ${BRAND}. We will confirm your booking ${reference} by e-mail as soon as we can.`;
  const total = `Total: ${formatUsd(input.totalPrice)}`;
  const profileUrl = `${siteUrl}/user-profile`;
  return {
    to,
    subject,
    text: lines(
      greeting(name),
      '',
      opening,
      '',
      ...input.lines.map((line) => `- ${describe(line)}`),
      total,
      '',
      ...(attached ? [attached, ''] : []),
      `Follow or cancel your booking under My Bookings: ${profileUrl}`,
    ),
    html: page(
      subject,
      h`${paragraph(greeting(name))}
${paragraph(opening)}
${lineItems(input.lines)}
${paragraph(h`<strong>${total}</strong>`)}
${attached ? paragraph(attached) : ''}
${paragraph(h`Follow or cancel your booking under ${link(profileUrl, 'My Bookings')}.`)}`,
      siteUrl,
    ),
    ...(documents.length ? { documents } : {}),
  };
}

/** What the visitor is sent when they cancel: the refund the policy gives. */
export function departureCancelledMail(
  input: DepartureBookingMail & { refundPercent: number; refundAmount: number },
): OutgoingMail {
  const { to, name, reference, siteUrl } = input;
  const subject = `Your ${BRAND} booking ${reference} is cancelled`;
  const refund =
    input.refundAmount > 0
      ? `By our cancellation policy you are refunded ${input.refundPercent}% of the price: ${formatUsd(input.refundAmount)}.`
      : 'By our cancellation policy this cancellation gives no refund.';
  return {
    to,
    subject,
    text: lines(
      greeting(name),
      '',
      `Your booking ${reference} is cancelled, as you asked.`,
      '',
      ...input.lines.map((line) => `- ${describe(line)}`),
      '',
      refund,
      'Reply to this e-mail if you have a question.',
    ),
    html: page(
      subject,
      h`${paragraph(greeting(name))}
${paragraph(`Your booking ${reference} is cancelled, as you asked.`)}
${lineItems(input.lines)}
${paragraph(refund)}
${paragraph('Reply to this e-mail if you have a question.')}`,
      siteUrl,
    ),
  };
}

/** The operator's notice of a confirmed hold, or of a visitor's cancellation. */
export function departureBookingNotice(input: {
  to: string;
  event: 'confirmed' | 'requested' | 'cancelled';
  bookingId: number;
  reference: string;
  customer: { name: string; email: string };
  lines: BookingLine[];
  totalPrice: number;
  refundAmount?: number;
  siteUrl: string;
}): OutgoingMail {
  const { to, event, bookingId, reference, customer, siteUrl } = input;
  const subject = {
    confirmed: `New confirmed booking ${reference} from ${customer.name}`,
    requested: `Booking ${reference} from ${customer.name} awaits your confirmation`,
    cancelled: `Booking ${reference} cancelled by ${customer.name}`,
  }[event];
  const url = `${siteUrl}/operator/bookings/${bookingId}`;
  const rows: Array<[string, string]> = [
    ['Reference', reference],
    ['Customer', `${customer.name} <${customer.email}>`],
    ...input.lines.map((line, index): [string, string] => [`Line ${index + 1}`, describe(line)]),
    ['Total', formatUsd(input.totalPrice)],
  ];
  if (input.refundAmount !== undefined) rows.push(['Refund due', formatUsd(input.refundAmount)]);
  const action = event === 'requested' ? 'Confirm it in the console' : 'Open it in the console';
  return {
    to,
    subject,
    text: lines(...rows.map(([label, value]) => `${label}: ${value}`), '', `${action}: ${url}`),
    html: page(subject, h`${table(rows)}${paragraph(h`${link(url, action)}`)}`, siteUrl),
  };
}
