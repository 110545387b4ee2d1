import type { OutgoingMail } from '../types';
import { BRAND, greeting, h, link, lines, page, paragraph } from './layout';

export function bookingConfirmationMail(input: {
  to: string;
  name: string;
  reference: string;
  excursions: Array<{ name: string; tourStartDate: string; location: string }>;
  siteUrl: string;
}): OutgoingMail {
  const { to, name, reference, excursions, siteUrl } = input;
  const subject = `Your ${BRAND} booking ${reference}`;
  const profileUrl = `${siteUrl}/user-profile`;
  const describe = (e: { name: string; tourStartDate: string; location: string }) =>
    `${e.name} (starts ${e.tourStartDate}, ${e.location})`;
  return {
    to,
    subject,
    text: lines(
      greeting(name),
      '',
      `Thank you for booking with ${BRAND}. Your booking reference is ${reference}.`,
      '',
      'Excursions:',
      ...excursions.map((e) => `- ${describe(e)}`),
      '',
      'Status: Pending. We will contact you to confirm the details and the payment.',
      `Follow your booking under My Bookings: ${profileUrl}`,
    ),
    html: page(
      subject,
      h`${paragraph(greeting(name))}
${paragraph(h`Thank you for booking with ${BRAND}. Your booking reference is <strong>${reference}</strong>.`)}
<ul style="margin:0 0 12px;padding-left:20px;line-height:1.5;">${excursions.map(
        (e) =>
          h`<li><strong>${e.name}</strong> &ndash; starts ${e.tourStartDate}, ${e.location}</li>`,
      )}</ul>
${paragraph(h`Status: <strong>Pending</strong>. We will contact you to confirm the details and the payment.`)}
${paragraph(h`Follow your booking under ${link(profileUrl, 'My Bookings')}.`)}`,
      siteUrl,
    ),
  };
}
