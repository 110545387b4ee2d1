import type { TransferDetails } from '@/contract/wire/transfers';
import { flightRows } from './transfers';
import { ENGLISH as w } from '@server/i18n/wording';
import type { OutgoingMail } from '../types';
import { h, link, lines, page, paragraph, table } from './layout';

/** The company's own address is told of every new booking, with a link to its console page. */
export function newBookingNotice(input: {
  to: string;
  bookingId: number;
  reference: string;
  customer: { name: string; email: string };
  excursionNames: string[];
  siteUrl: string;
}): OutgoingMail {
  const { to, bookingId, reference, customer, excursionNames, siteUrl } = input;
  const subject = `New booking ${reference} from ${customer.name}`;
  const url = `${siteUrl}/operator/bookings/${bookingId}`;
  const rows: Array<[string, string]> = [
    ['Reference', reference],
    ['Customer', `${customer.name} <${customer.email}>`],
    ['Excursions', excursionNames.join(', ')],
  ];
  return {
    to,
    subject,
    text: lines(w, ...rows.map(([label, value]) => `${label}: ${value}`), '', `Quote it: ${url}`),
    html: page(
      w,
      subject,
      h`${table(rows)}${paragraph(h`${link(url, 'Open it in the console')}`)}`,
      siteUrl,
    ),
  };
}

/** The company's own address is told of every new transfer, with a link to the run sheet. */
export function newTransferNotice(input: {
  to: string;
  customer: { name: string; email: string };
  transfer: TransferDetails;
  siteUrl: string;
}): OutgoingMail {
  const { to, customer, transfer, siteUrl } = input;
  const subject = `New transfer on ${transfer.pickupDate} from ${customer.name}`;
  const url = `${siteUrl}/operator/transfers?from=${transfer.pickupDate}`;
  const rows: Array<[string, string]> = [
    ['Customer', `${customer.name} <${customer.email}>`],
    ['Pickup', `${transfer.pickupLocation}, ${transfer.pickupDate} ${transfer.pickupTime}`],
    ['Drop-off', transfer.dropLocation],
    ['Passengers', String(transfer.capacity)],
    ['Round trip', transfer.isRoundTrip ? 'Yes' : 'No'],
    ...flightRows(transfer),
  ];
  return {
    to,
    subject,
    text: lines(w, ...rows.map(([label, value]) => `${label}: ${value}`), '', `Run sheet: ${url}`),
    html: page(
      w,
      subject,
      h`${table(rows)}${paragraph(h`${link(url, 'Open the run sheet')}`)}`,
      siteUrl,
    ),
  };
}
