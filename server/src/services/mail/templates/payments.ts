import { formatUsd } from '@/contract/money';
import type { OutgoingMail } from '../types';
import { BRAND, greeting, h, link, lines, page, paragraph, table } from './layout';

/** The mails of payment (decision 061): a receipt for every payment, a refund, the reminder. */

const METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  wave: 'Wave',
  afrimoney: 'Afrimoney',
  qmoney: 'QMoney',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  mobile_money: 'Mobile money',
};

export const methodLabel = (method: string) => METHOD_LABELS[method] ?? method;

interface PaymentMailInput {
  to: string;
  name: string;
  reference: string;
  amount: number;
  method: string;
  /** What is still due after it. */
  amountDue: number;
  siteUrl: string;
}

/** The receipt of a payment that was counted. */
export function paymentReceiptMail(
  input: PaymentMailInput & { paymentReference: string | null },
): OutgoingMail {
  const { to, name, reference, siteUrl } = input;
  const subject = `Receipt: ${formatUsd(input.amount)} for your ${BRAND} booking ${reference}`;
  const opening = `Thank you: we received ${formatUsd(input.amount)} for your booking ${reference}.`;
  const rows: Array<[string, string]> = [
    ['Booking', reference],
    ['Amount', formatUsd(input.amount)],
    ['Method', methodLabel(input.method)],
    ...(input.paymentReference ? [['Reference', input.paymentReference] as [string, string]] : []),
    ['Still due', formatUsd(input.amountDue)],
  ];
  const profileUrl = `${siteUrl}/user-profile`;
  return {
    to,
    subject,
    text: lines(
      greeting(name),
      '',
      opening,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      `Your bookings: ${profileUrl}`,
    ),
    html: page(
      subject,
      h`${paragraph(greeting(name))}
${paragraph(opening)}
${table(rows)}
${paragraph(h`See it under ${link(profileUrl, 'My Bookings')}.`)}`,
      siteUrl,
    ),
  };
}

/** A refund staff recorded. */
export function refundMail(
  input: Omit<PaymentMailInput, 'amountDue'> & { reason: string },
): OutgoingMail {
  const { to, name, reference, siteUrl } = input;
  const subject = `Refund of ${formatUsd(input.amount)} for your ${BRAND} booking ${reference}`;
  const opening = `We have refunded ${formatUsd(input.amount)} for your booking ${reference} (${methodLabel(input.method)}).`;
  return {
    to,
    subject,
    text: lines(greeting(name), '', opening, `Reason: ${input.reason}`),
    html: page(
      subject,
      h`${paragraph(greeting(name))}
${paragraph(opening)}
${paragraph(`Reason: ${input.reason}`)}`,
      siteUrl,
    ),
  };
}

/** The balance reminder, a few days before the balance is due. */
export function balanceReminderMail(input: {
  to: string;
  name: string;
  reference: string;
  bookingId: number;
  amountDue: number;
  dueDate: string;
  siteUrl: string;
}): OutgoingMail {
  const { to, name, reference, siteUrl } = input;
  const subject = `The balance of your ${BRAND} booking ${reference} is due on ${input.dueDate}`;
  const opening = `The balance of ${formatUsd(input.amountDue)} for your booking ${reference} is due on ${input.dueDate}.`;
  const profileUrl = `${siteUrl}/user-profile`;
  return {
    to,
    subject,
    text: lines(
      greeting(name),
      '',
      opening,
      `Pay it under My Bookings, by card, mobile money or bank transfer, or in cash on the day: ${profileUrl}`,
    ),
    html: page(
      subject,
      h`${paragraph(greeting(name))}
${paragraph(opening)}
${paragraph(h`Pay it under ${link(profileUrl, 'My Bookings')}, by card, mobile money or bank transfer, or in cash on the day.`)}`,
      siteUrl,
    ),
  };
}
