import type { Enquiry } from '@/contract/wire/enquiries';
import type { Locale } from '@/i18n';
import { ENGLISH, wordingIn } from '@server/i18n/wording';
import type { OutgoingMail } from '../types';
import { greeting, h, htmlOf, link, lines, page, paragraph, table } from './layout';
import { enquiryMailMessages as m } from './messages';

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
      ENGLISH,
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
      ENGLISH,
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
  /** The language the enquiry was sent in. */
  locale?: Locale;
}): OutgoingMail {
  const { to, firstName, siteUrl } = input;
  const w = wordingIn(input.locale);
  const subject = w.t(m.subject);
  const thanks = w.t(m.thanks);
  const whatsApp = w.t(m.whatsApp);
  const site = w.page(siteUrl);
  return {
    to,
    subject,
    text: lines(
      w,
      greeting(w, firstName),
      '',
      thanks,
      '',
      whatsApp,
      '',
      w.t(m.explore, { url: site }),
    ),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, firstName))}
${paragraph(thanks)}
${paragraph(whatsApp)}
${paragraph(htmlOf(w, m.exploreLink, { link: link(site, w.t(m.ourExcursions)) }))}`,
      siteUrl,
    ),
  };
}
