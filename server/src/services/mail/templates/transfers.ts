import type { TransferDetails } from '@/contract/wire/transfers';
import type { Locale } from '@/i18n';
import { ENGLISH, wordingIn, type Wording } from '@server/i18n/wording';
import type { OutgoingMail } from '../types';
import { greeting, h, htmlOf, labelledLines, link, lines, page, paragraph, table } from './layout';
import { layoutMessages, transferMailMessages as m } from './messages';

/** The flight the driver meets and the traveller's note, as mail rows, where given. */
export function flightRows(
  transfer: TransferDetails,
  w: Wording = ENGLISH,
): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (transfer.flightNumber) rows.push([w.t(m.flight), transfer.flightNumber]);
  if (transfer.arrivalTime) rows.push([w.t(m.landsAt), transfer.arrivalTime]);
  if (transfer.notes) rows.push([w.t(m.notes), transfer.notes]);
  return rows;
}

export function transferConfirmationMail(input: {
  to: string;
  name: string;
  transfer: TransferDetails;
  siteUrl: string;
  /** The language the visitor used. */
  locale?: Locale;
}): OutgoingMail {
  const { to, name, transfer, siteUrl } = input;
  const w = wordingIn(input.locale);
  const subject = w.t(m.subject);
  const profileUrl = w.page(siteUrl, '/user-profile');
  const details: Array<[string, string]> = [
    [w.t(m.pickup), transfer.pickupLocation],
    [w.t(m.dropOff), transfer.dropLocation],
    [w.t(m.date), w.day(transfer.pickupDate)],
    [w.t(m.time), transfer.pickupTime],
    [w.t(m.passengers), String(transfer.capacity)],
    [w.t(m.roundTrip), w.t(transfer.isRoundTrip ? layoutMessages.yes : layoutMessages.no)],
    ...flightRows(transfer, w),
    [w.t(m.status), w.t(m.pending)],
  ];
  const thanks = w.t(m.thanks);
  const team = w.t(m.team);
  return {
    to,
    subject,
    text: lines(
      w,
      greeting(w, name),
      '',
      thanks,
      '',
      ...labelledLines(w, details),
      '',
      team,
      w.t(m.follow, { url: profileUrl }),
    ),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, name))}
${paragraph(thanks)}
${table(details)}
${paragraph(team)}
${paragraph(htmlOf(w, m.followLink, { link: link(profileUrl, w.t(m.transfers)) }))}`,
      siteUrl,
    ),
  };
}
