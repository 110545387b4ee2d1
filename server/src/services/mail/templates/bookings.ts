import type { Locale } from '@/i18n';
import { wordingIn } from '@server/i18n/wording';
import type { OutgoingMail } from '../types';
import { greeting, h, htmlOf, link, lines, page, paragraph } from './layout';
import { bookingMailMessages as m, layoutMessages } from './messages';

export function bookingConfirmationMail(input: {
  to: string;
  name: string;
  reference: string;
  excursions: Array<{ name: string; tourStartDate: string; location: string }>;
  siteUrl: string;
  locale?: Locale;
}): OutgoingMail {
  const { to, name, reference, excursions, siteUrl } = input;
  const w = wordingIn(input.locale);
  const subject = w.t(m.subject, { reference });
  const profileUrl = w.page(siteUrl, '/user-profile');
  const starts = (e: { tourStartDate: string; location: string }) =>
    w.t(m.starts, { date: w.day(e.tourStartDate), location: e.location });
  const pending = w.t(m.pending);
  return {
    to,
    subject,
    text: lines(
      w,
      greeting(w, name),
      '',
      w.t(m.thanks, { reference }),
      '',
      w.t(m.excursions),
      ...excursions.map((e) => `- ${e.name} (${starts(e)})`),
      '',
      w.t(m.status, { status: pending }),
      w.t(m.follow, { url: profileUrl }),
    ),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, name))}
${paragraph(htmlOf(w, m.thanks, { reference: h`<strong>${reference}</strong>` }))}
<ul style="margin:0 0 12px;padding-left:20px;line-height:1.5;">${excursions.map(
        (e) => h`<li><strong>${e.name}</strong> &ndash; ${starts(e)}</li>`,
      )}</ul>
${paragraph(htmlOf(w, m.status, { status: h`<strong>${pending}</strong>` }))}
${paragraph(htmlOf(w, m.followLink, { link: link(profileUrl, w.t(layoutMessages.myBookings)) }))}`,
      siteUrl,
    ),
  };
}
