import type { BookingLine } from '@/contract/wire/departures';
import type { Locale } from '@/i18n';
import { wordingIn } from '@server/i18n/wording';
import type { OutgoingMail } from '../types';
import { peopleOf, whenOf } from './departures';
import { greeting, h, htmlOf, link, lines, page, paragraph } from './layout';
import { departureMailMessages as m, layoutMessages } from './messages';

/** What a visitor is told when staff cancel a booking of departures: why, and the refund. */
export function departureCancelledByStaffMail(input: {
  to: string;
  name: string;
  reference: string;
  lines: BookingLine[];
  /** Staff's words; none when the whole departure was closed (the mail gives our own). */
  reason?: string;
  refundAmount: number;
  siteUrl: string;
  /** The language recorded with the booking. */
  locale?: Locale;
}): OutgoingMail {
  const { to, name, reference, siteUrl } = input;
  const w = wordingIn(input.locale);
  const subject = w.t(m.cancelledSubject, { reference });
  const items = input.lines.map(
    (line) => `${line.excursionName}, ${whenOf(w, line)}, ${peopleOf(line.units, w)}`,
  );
  const sentences = [
    w.t(m.staffCancelled, { reference }),
    w.t(m.reason, { reason: input.reason ?? w.t(m.departureClosed) }),
    input.refundAmount > 0
      ? w.t(m.refundedInFull, { amount: w.money(input.refundAmount) })
      : w.t(m.nothingCharged),
  ];
  const profileUrl = w.page(siteUrl, '/user-profile');
  return {
    to,
    subject,
    text: lines(
      w,
      greeting(w, name),
      '',
      ...sentences,
      '',
      ...items.map((item) => `- ${item}`),
      '',
      w.t(m.anotherDate, { url: profileUrl }),
    ),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, name))}
${sentences.map((sentence) => paragraph(sentence))}
<ul style="margin:0 0 12px;padding-left:20px;line-height:1.5;">${items.map((item) => h`<li>${item}</li>`)}</ul>
${paragraph(htmlOf(w, m.anotherDateLink, { link: link(profileUrl, w.t(layoutMessages.myBookings)) }))}`,
      siteUrl,
    ),
  };
}
