import type { Locale } from '@/i18n';
import type { Message } from '@/i18n';
import { wordingIn, type Wording } from '@server/i18n/wording';
import type { OutgoingMail } from '../types';
import { greeting, h, htmlOf, labelledLines, link, lines, page, paragraph, table } from './layout';
import { layoutMessages, paymentMailMessages as m } from './messages';

/** The mails of payment (decision 061): a receipt for every payment, a refund, the reminder. */

/** The ways to pay by their words; the mobile money brands keep their names. */
const METHOD_LABELS: Record<string, Message | string> = {
  card: m.card,
  wave: 'Wave',
  afrimoney: 'Afrimoney',
  qmoney: 'QMoney',
  bank_transfer: m.bankTransfer,
  cash: m.cash,
  mobile_money: m.mobileMoney,
};

export function methodLabel(method: string, w: Wording = wordingIn('en')): string {
  const label = METHOD_LABELS[method];
  if (label === undefined) return method;
  return typeof label === 'string' ? label : w.t(label);
}

interface PaymentMailInput {
  to: string;
  name: string;
  reference: string;
  amount: number;
  method: string;
  /** What is still due after it. */
  amountDue: number;
  siteUrl: string;
  /** The language recorded with the booking. */
  locale?: Locale;
}

/** The receipt of a payment that was counted. */
export function paymentReceiptMail(
  input: PaymentMailInput & { paymentReference: string | null },
): OutgoingMail {
  const { to, name, reference, siteUrl } = input;
  const w = wordingIn(input.locale);
  const amount = w.money(input.amount);
  const subject = w.t(m.receiptSubject, { amount, reference });
  const opening = w.t(m.receiptOpening, { amount, reference });
  const rows: Array<[string, string]> = [
    [w.t(m.booking), reference],
    [w.t(m.amount), amount],
    [w.t(m.method), methodLabel(input.method, w)],
    ...(input.paymentReference
      ? [[w.t(m.reference), input.paymentReference] as [string, string]]
      : []),
    [w.t(m.stillDue), w.money(input.amountDue)],
  ];
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
      ...labelledLines(w, rows),
      '',
      w.t(m.yourBookings, { url: profileUrl }),
    ),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, name))}
${paragraph(opening)}
${table(rows)}
${paragraph(htmlOf(w, m.seeIt, { link: link(profileUrl, w.t(layoutMessages.myBookings)) }))}`,
      siteUrl,
    ),
  };
}

/** A refund staff recorded. */
export function refundMail(
  input: Omit<PaymentMailInput, 'amountDue'> & { reason: string },
): OutgoingMail {
  const { to, name, reference, siteUrl } = input;
  const w = wordingIn(input.locale);
  const amount = w.money(input.amount);
  const subject = w.t(m.refundSubject, { amount, reference });
  const opening = w.t(m.refundOpening, {
    amount,
    reference,
    method: methodLabel(input.method, w),
  });
  const reason = w.t(m.reason, { reason: input.reason });
  return {
    to,
    subject,
    text: lines(w, greeting(w, name), '', opening, reason),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, name))}
${paragraph(opening)}
${paragraph(reason)}`,
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
  locale?: Locale;
}): OutgoingMail {
  const { to, name, reference, siteUrl } = input;
  const w = wordingIn(input.locale);
  const date = w.day(input.dueDate);
  const subject = w.t(m.reminderSubject, { reference, date });
  const opening = w.t(m.reminderOpening, { amount: w.money(input.amountDue), reference, date });
  const profileUrl = w.page(siteUrl, '/user-profile');
  return {
    to,
    subject,
    text: lines(w, greeting(w, name), '', opening, w.t(m.payIt, { url: profileUrl })),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, name))}
${paragraph(opening)}
${paragraph(htmlOf(w, m.payItLink, { link: link(profileUrl, w.t(layoutMessages.myBookings)) }))}`,
      siteUrl,
    ),
  };
}
