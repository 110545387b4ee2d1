import { formatUsd } from '@/contract/money';
import type { OutgoingMail } from '../types';
import { BRAND, greeting, h, link, lines, page, paragraph } from './layout';

/** What a customer is told when staff change their booking or transfer. */
export interface StatusChange {
  to: string;
  name: string;
  siteUrl: string;
}

/** One short mail: a subject, a few sentences, and the way to My Bookings. */
function statusMail(change: StatusChange, subject: string, sentences: string[]): OutgoingMail {
  const profileUrl = `${change.siteUrl}/user-profile`;
  const follow = 'You can follow it under My Bookings:';
  return {
    to: change.to,
    subject,
    text: lines(greeting(change.name), '', ...sentences, '', `${follow} ${profileUrl}`),
    html: page(
      subject,
      h`${paragraph(greeting(change.name))}
${sentences.map((sentence) => paragraph(sentence))}
${paragraph(h`${follow} ${link(profileUrl, 'My Bookings')}.`)}`,
      change.siteUrl,
    ),
  };
}

export const bookingQuoteMail = (c: StatusChange & { reference: string; totalPrice: number }) =>
  statusMail(c, `The price of your ${BRAND} booking ${c.reference}`, [
    `The price of your booking ${c.reference} is ${formatUsd(c.totalPrice)}.`,
    'We will tell you how to pay; reply to this e-mail with any question.',
  ]);

export const bookingCompletedMail = (c: StatusChange & { reference: string }) =>
  statusMail(c, `Thank you for travelling with ${BRAND}`, [
    `Your booking ${c.reference} is completed. We hope you enjoyed it.`,
    'A review on the excursion’s page helps other travellers choose.',
  ]);

export const bookingCancelledMail = (c: StatusChange & { reference: string; reason: string }) =>
  statusMail(c, `Your ${BRAND} booking ${c.reference} is cancelled`, [
    `Your booking ${c.reference} is cancelled.`,
    `The reason: ${c.reason}`,
    'Reply to this e-mail if you have a question.',
  ]);

interface TransferChange extends StatusChange {
  pickupDate: string;
  pickupTime: string;
  pickupLocation: string;
}
const transferName = (c: TransferChange) =>
  `transfer from ${c.pickupLocation} on ${c.pickupDate} at ${c.pickupTime.slice(0, 5)}`;

export const transferCompletedMail = (c: TransferChange) =>
  statusMail(c, `Your ${BRAND} transfer is completed`, [
    `Your ${transferName(c)} is completed. Thank you for travelling with us.`,
  ]);

export const transferCancelledMail = (c: TransferChange & { reason: string }) =>
  statusMail(c, `Your ${BRAND} transfer is cancelled`, [
    `Your ${transferName(c)} is cancelled.`,
    `The reason: ${c.reason}`,
    'Reply to this e-mail if you have a question.',
  ]);
