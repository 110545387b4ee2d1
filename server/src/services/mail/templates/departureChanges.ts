import { formatUsd } from '@/contract/money';
import type { BookingLine } from '@/contract/wire/departures';
import type { OutgoingMail } from '../types';
import { peopleOf } from './departures';
import { BRAND, greeting, h, link, lines, page, paragraph } from './layout';

/** What a visitor is told when staff cancel a booking of departures: why, and the refund. */
export function departureCancelledByStaffMail(input: {
  to: string;
  name: string;
  reference: string;
  lines: BookingLine[];
  reason: string;
  refundAmount: number;
  siteUrl: string;
}): OutgoingMail {
  const { to, name, reference, siteUrl } = input;
  const subject = `Your ${BRAND} booking ${reference} is cancelled`;
  const items = input.lines.map(
    (line) => `${line.excursionName}, ${line.date} at ${line.time}, ${peopleOf(line.units)}`,
  );
  const sentences = [
    `We are sorry: your booking ${reference} is cancelled.`,
    `The reason: ${input.reason}`,
    input.refundAmount > 0
      ? `You are refunded in full: ${formatUsd(input.refundAmount)} of what you paid comes back to you.`
      : 'Nothing was charged for it.',
  ];
  const profileUrl = `${siteUrl}/user-profile`;
  const follow =
    'Reply to this e-mail to choose another date, or see your bookings under My Bookings:';
  return {
    to,
    subject,
    text: lines(
      greeting(name),
      '',
      ...sentences,
      '',
      ...items.map((item) => `- ${item}`),
      '',
      `${follow} ${profileUrl}`,
    ),
    html: page(
      subject,
      h`${paragraph(greeting(name))}
${sentences.map((sentence) => paragraph(sentence))}
<ul style="margin:0 0 12px;padding-left:20px;line-height:1.5;">${items.map((item) => h`<li>${item}</li>`)}</ul>
${paragraph(h`${follow} ${link(profileUrl, 'My Bookings')}.`)}`,
      siteUrl,
    ),
  };
}
