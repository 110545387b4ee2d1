import type { OutgoingMail } from '../types';
import { BRAND, greeting, h, lines, page, paragraph } from './layout';

/** A member of staff's answer to an enquiry, with the question quoted below it. */
export function enquiryReplyMail(input: {
  to: string;
  firstName: string;
  reply: string;
  staffName: string;
  question: string;
  siteUrl: string;
}): OutgoingMail {
  const { to, firstName, reply, staffName, question, siteUrl } = input;
  const subject = `Re: your enquiry to ${BRAND}`;
  const quoted = question
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to,
    subject,
    text: lines(
      greeting(firstName),
      '',
      reply,
      '',
      `${staffName}, ${BRAND}`,
      '',
      'You wrote:',
      quoted,
    ),
    html: page(
      subject,
      h`${paragraph(greeting(firstName))}
<div style="margin:0 0 12px;line-height:1.5;white-space:pre-wrap;">${reply}</div>
${paragraph(`${staffName}, ${BRAND}`)}
<p style="margin:16px 0 4px;color:#666;">You wrote:</p>
<blockquote style="margin:0;padding-left:12px;border-left:3px solid #ddd;color:#666;white-space:pre-wrap;">${question}</blockquote>`,
      siteUrl,
    ),
  };
}
