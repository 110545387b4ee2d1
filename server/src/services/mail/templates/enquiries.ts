import type { Enquiry } from '@/contract/wire/enquiries';
import type { OutgoingMail } from '../types';
import { BRAND, greeting, h, link, lines, page, paragraph, table } from './layout';

export function enquiryNoticeMail(input: {
  to: string;
  enquiry: Enquiry;
  siteUrl: string;
}): OutgoingMail {
  const { to, enquiry: e, siteUrl } = input;
  const fullName = `${e.firstName} ${e.lastName}`.trim() || e.email;
  // No header carries the visitor's address (the queue has no reply-to), so the body leads with it.
  const subject = `New enquiry from ${fullName}`.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
  const details: Array<[string, string]> = [
    ['Name', fullName],
    ['E-mail', e.email],
    ['Phone', `${e.countryCode} ${e.phoneNumber}`.trim()],
    ['Phone is on WhatsApp', yesNo(e.isWhatsAppUser)],
    ['Country of residence', e.country],
    ['Newsletter', yesNo(e.newsLetterSubscription)],
  ];
  return {
    to,
    subject,
    text: lines(
      `Reply to: ${e.email}`,
      '',
      'A visitor sent an enquiry through the contact form.',
      '',
      ...details.map(([label, value]) => `${label}: ${value}`),
      '',
      'Message:',
      e.message,
    ),
    html: page(
      subject,
      h`${paragraph(h`<strong>Reply to: ${link(`mailto:${e.email}`, e.email)}</strong>`)}
${paragraph('A visitor sent an enquiry through the contact form.')}
${table(details)}
${paragraph(h`<strong>Message:</strong>`)}
<p style="margin:0 0 12px;line-height:1.5;white-space:pre-wrap;">${e.message}</p>`,
      siteUrl,
    ),
  };
}

export function enquiryAcknowledgementMail(input: {
  to: string;
  firstName: string;
  siteUrl: string;
}): OutgoingMail {
  const { to, firstName, siteUrl } = input;
  const subject = `Thank you for your enquiry to ${BRAND}`;
  const thanks = `Thank you for contacting ${BRAND}. We have received your enquiry and will answer within one working day.`;
  const whatsApp =
    'If you told us your phone number is on WhatsApp, we may also reach you there: it is the quickest way to talk with our team in The Gambia.';
  return {
    to,
    subject,
    text: lines(greeting(firstName), '', thanks, '', whatsApp, '', `Meanwhile, explore ${siteUrl}`),
    html: page(
      subject,
      h`${paragraph(greeting(firstName))}
${paragraph(thanks)}
${paragraph(whatsApp)}
${paragraph(h`Meanwhile, explore ${link(siteUrl, 'our excursions and destinations')}.`)}`,
      siteUrl,
    ),
  };
}
