import type { Locale } from '@/i18n';
import { wordingIn } from '@server/i18n/wording';
import type { OutgoingMail } from '../types';
import { greeting, h, lines, page, paragraph } from './layout';
import { enquiryMailMessages as m } from './messages';

/** A member of staff's answer to an enquiry, with the question quoted below it. */
export function enquiryReplyMail(input: {
  to: string;
  firstName: string;
  reply: string;
  staffName: string;
  question: string;
  siteUrl: string;
  /** The language the enquiry was sent in. */
  locale?: Locale;
}): OutgoingMail {
  const { to, firstName, reply, staffName, question, siteUrl } = input;
  const w = wordingIn(input.locale);
  const subject = w.t(m.replySubject);
  const signature = w.t(m.signature, { name: staffName });
  const youWrote = w.t(m.youWrote);
  const quoted = question
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to,
    subject,
    text: lines(w, greeting(w, firstName), '', reply, '', signature, '', youWrote, quoted),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, firstName))}
<div style="margin:0 0 12px;line-height:1.5;white-space:pre-wrap;">${reply}</div>
${paragraph(signature)}
<p style="margin:16px 0 4px;color:#666;">${youWrote}</p>
<blockquote style="margin:0;padding-left:12px;border-left:3px solid #ddd;color:#666;white-space:pre-wrap;">${question}</blockquote>`,
      siteUrl,
    ),
  };
}
