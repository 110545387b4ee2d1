import type { Locale } from '@/i18n';
import { wordingIn, type Wording } from '@server/i18n/wording';
import type { OutgoingMail } from '../types';
import { greeting, h, htmlOf, link, lines, page, paragraph } from './layout';
import { departureMailMessages, layoutMessages, statusMailMessages as m } from './messages';

/** What a customer is told when staff change their booking or transfer. */
export interface StatusChange {
  to: string;
  name: string;
  siteUrl: string;
  /** The language recorded with the booking or transfer. */
  locale?: Locale;
}

/** One short mail: a subject, a few sentences, and the way to My Bookings. */
function statusMail(
  w: Wording,
  change: StatusChange,
  subject: string,
  sentences: string[],
): OutgoingMail {
  const profileUrl = w.page(change.siteUrl, '/user-profile');
  return {
    to: change.to,
    subject,
    text: lines(
      w,
      greeting(w, change.name),
      '',
      ...sentences,
      '',
      w.t(m.follow, { url: profileUrl }),
    ),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, change.name))}
${sentences.map((sentence) => paragraph(sentence))}
${paragraph(htmlOf(w, m.followLink, { link: link(profileUrl, w.t(layoutMessages.myBookings)) }))}`,
      change.siteUrl,
    ),
  };
}

export function bookingQuoteMail(c: StatusChange & { reference: string; totalPrice: number }) {
  const w = wordingIn(c.locale);
  const { reference } = c;
  return statusMail(w, c, w.t(m.quoteSubject, { reference }), [
    w.t(m.quotePrice, { reference, amount: w.money(c.totalPrice) }),
    w.t(m.quoteHowToPay),
  ]);
}

export function bookingCompletedMail(c: StatusChange & { reference: string }) {
  const w = wordingIn(c.locale);
  return statusMail(w, c, w.t(m.completedSubject), [
    w.t(m.completed, { reference: c.reference }),
    w.t(m.review),
  ]);
}

export function bookingCancelledMail(c: StatusChange & { reference: string; reason: string }) {
  const w = wordingIn(c.locale);
  const { reference } = c;
  return statusMail(w, c, w.t(m.cancelledSubject, { reference }), [
    w.t(m.cancelled, { reference }),
    w.t(departureMailMessages.reason, { reason: c.reason }),
    w.t(departureMailMessages.question),
  ]);
}

interface TransferChange extends StatusChange {
  pickupDate: string;
  pickupTime: string;
  pickupLocation: string;
}
const transferName = (w: Wording, c: TransferChange) =>
  w.t(m.transferName, {
    location: c.pickupLocation,
    date: w.day(c.pickupDate),
    time: c.pickupTime.slice(0, 5),
  });

export function transferCompletedMail(c: TransferChange) {
  const w = wordingIn(c.locale);
  return statusMail(w, c, w.t(m.transferCompletedSubject), [
    w.t(m.transferCompleted, { transfer: transferName(w, c) }),
  ]);
}

export function transferCancelledMail(c: TransferChange & { reason: string }) {
  const w = wordingIn(c.locale);
  return statusMail(w, c, w.t(m.transferCancelledSubject), [
    w.t(m.transferCancelled, { transfer: transferName(w, c) }),
    w.t(departureMailMessages.reason, { reason: c.reason }),
    w.t(departureMailMessages.question),
  ]);
}
