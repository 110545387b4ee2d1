import type { TransferDetails } from '@/contract/wire/transfers';
import type { OutgoingMail } from '../types';
import { BRAND, greeting, h, link, lines, page, paragraph, table } from './layout';

/** The flight the driver meets and the traveller's note, as mail rows, where given. */
export function flightRows(transfer: TransferDetails): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (transfer.flightNumber) rows.push(['Flight', transfer.flightNumber]);
  if (transfer.arrivalTime) rows.push(['Lands at', transfer.arrivalTime]);
  if (transfer.notes) rows.push(['Notes', transfer.notes]);
  return rows;
}

export function transferConfirmationMail(input: {
  to: string;
  name: string;
  transfer: TransferDetails;
  siteUrl: string;
}): OutgoingMail {
  const { to, name, transfer, siteUrl } = input;
  const subject = `Your ${BRAND} transfer request`;
  const profileUrl = `${siteUrl}/user-profile`;
  const details: Array<[string, string]> = [
    ['Pickup', transfer.pickupLocation],
    ['Drop-off', transfer.dropLocation],
    ['Date', transfer.pickupDate],
    ['Time', transfer.pickupTime],
    ['Passengers', String(transfer.capacity)],
    ['Round trip', transfer.isRoundTrip ? 'Yes' : 'No'],
    ...flightRows(transfer),
    ['Status', 'Pending'],
  ];
  return {
    to,
    subject,
    text: lines(
      greeting(name),
      '',
      `Thank you for booking a transfer with ${BRAND}. Your request:`,
      '',
      ...details.map(([label, value]) => `${label}: ${value}`),
      '',
      'Our team will confirm the driver and vehicle with you.',
      `Follow it under Transfers: ${profileUrl}`,
    ),
    html: page(
      subject,
      h`${paragraph(greeting(name))}
${paragraph(`Thank you for booking a transfer with ${BRAND}. Your request:`)}
${table(details)}
${paragraph('Our team will confirm the driver and vehicle with you.')}
${paragraph(h`Follow it under ${link(profileUrl, 'Transfers')}.`)}`,
      siteUrl,
    ),
  };
}
