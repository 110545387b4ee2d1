import type { BookingLine } from '@/contract/wire/departures';
import type { Locale } from '@/i18n';
import { ENGLISH, wordingIn, type Wording } from '@server/i18n/wording';
import type { MailDocument, OutgoingMail } from '../types';
import { greeting, h, htmlOf, labelledLines, link, lines, page, paragraph, table } from './layout';
import { departureMailMessages as m, layoutMessages } from './messages';

/** The mails of a booking of departures: confirmed or awaiting confirmation, and cancelled. */

/** "2 adults, 1 child", "2 adultes, 1 enfant". */
export function peopleOf(units: BookingLine['units'], w: Wording = ENGLISH): string {
  return [
    units.adult > 0 ? w.t(m.adults, { count: units.adult }) : '',
    units.child > 0 ? w.t(m.children, { count: units.child }) : '',
    units.infant > 0 ? w.t(m.infants, { count: units.infant }) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** "2026-12-05 at 09:00", "samedi 5 décembre 2026 à 09:00". */
export const whenOf = (w: Wording, line: Pick<BookingLine, 'date' | 'time'>) =>
  w.t(m.when, { date: w.day(line.date), time: line.time });

/** "2 adults, 1 child: $95.00". */
const pricedParty = (w: Wording, line: BookingLine) =>
  w.t(m.priced, { people: peopleOf(line.units, w), price: w.money(line.price) });

/** "Abuko Nature Reserve, 2026-12-05 at 09:00, 2 adults, 1 child: $95.00". */
const describe = (w: Wording, line: BookingLine) =>
  `${line.excursionName}, ${whenOf(w, line)}, ${pricedParty(w, line)}`;

const lineItems = (w: Wording, bookingLines: BookingLine[]) =>
  h`<ul style="margin:0 0 12px;padding-left:20px;line-height:1.5;">${bookingLines.map(
    (line) =>
      h`<li><strong>${line.excursionName}</strong> &ndash; ${whenOf(w, line)}, ${pricedParty(w, line)}</li>`,
  )}</ul>`;

export interface DepartureBookingMail {
  to: string;
  name: string;
  reference: string;
  lines: BookingLine[];
  totalPrice: number;
  siteUrl: string;
  /** The language recorded with the booking. */
  locale?: Locale;
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
  const w = wordingIn(input.locale);
  const confirmed = status === 'confirmed';
  const documents = confirmed && bookingId !== undefined ? travelDocuments(bookingId) : [];
  const attached = documents.length ? w.t(m.attached) : '';
  const subject = w.t(confirmed ? m.confirmedSubject : m.requestedSubject, { reference });
  const opening = w.t(confirmed ? m.confirmedOpening : m.requestedOpening, { reference });
  const total = w.t(m.total, { amount: w.money(input.totalPrice) });
  const profileUrl = w.page(siteUrl, '/user-profile');
  return {
    to,
    subject,
    text: lines(
      w,
      greeting(w, name),
      '',
      opening,
      '',
      ...input.lines.map((line) => `- ${describe(w, line)}`),
      total,
      '',
      ...(attached ? [attached, ''] : []),
      w.t(m.follow, { url: profileUrl }),
    ),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, name))}
${paragraph(opening)}
${lineItems(w, input.lines)}
${paragraph(h`<strong>${total}</strong>`)}
${attached ? paragraph(attached) : ''}
${paragraph(htmlOf(w, m.followLink, { link: link(profileUrl, w.t(layoutMessages.myBookings)) }))}`,
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
  const w = wordingIn(input.locale);
  const subject = w.t(m.cancelledSubject, { reference });
  const refund =
    input.refundAmount > 0
      ? w.t(m.refund, { percent: input.refundPercent, amount: w.money(input.refundAmount) })
      : w.t(m.noRefund);
  const asAsked = w.t(m.cancelledAsAsked, { reference });
  const question = w.t(m.question);
  return {
    to,
    subject,
    text: lines(
      w,
      greeting(w, name),
      '',
      asAsked,
      '',
      ...input.lines.map((line) => `- ${describe(w, line)}`),
      '',
      refund,
      question,
    ),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, name))}
${paragraph(asAsked)}
${lineItems(w, input.lines)}
${paragraph(refund)}
${paragraph(question)}`,
      siteUrl,
    ),
  };
}

/** The operator's notice of a confirmed hold, or of a visitor's cancellation (in English). */
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
  const w = ENGLISH;
  const subject = {
    confirmed: `New confirmed booking ${reference} from ${customer.name}`,
    requested: `Booking ${reference} from ${customer.name} awaits your confirmation`,
    cancelled: `Booking ${reference} cancelled by ${customer.name}`,
  }[event];
  const url = `${siteUrl}/operator/bookings/${bookingId}`;
  const rows: Array<[string, string]> = [
    ['Reference', reference],
    ['Customer', `${customer.name} <${customer.email}>`],
    ...input.lines.map((line, index): [string, string] => [`Line ${index + 1}`, describe(w, line)]),
    ['Total', w.money(input.totalPrice)],
  ];
  if (input.refundAmount !== undefined) rows.push(['Refund due', w.money(input.refundAmount)]);
  const action = event === 'requested' ? 'Confirm it in the console' : 'Open it in the console';
  return {
    to,
    subject,
    text: lines(w, ...labelledLines(w, rows), '', `${action}: ${url}`),
    html: page(w, subject, h`${table(rows)}${paragraph(h`${link(url, action)}`)}`, siteUrl),
  };
}
