import { CODE_LIFETIME_MINUTES } from '../../../../src/contract/limits';
import type { Enquiry } from '../enquiries';
import type { TransferDetails } from '../transfers';
import type { OutgoingMail } from './types';

/**
 * The mails the site sends. Each has a plain-text body and a simple HTML body; every value that
 * comes from a visitor is escaped in the HTML, and no images or outside resources are loaded.
 */

const BRAND = 'West Africa Tours';
const SIGNATURE = `${BRAND}\nBanjul, The Gambia`;

export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A trusted HTML fragment: built only from constants and escaped values. */
interface Html {
  readonly html: string;
}
const trusted = (html: string): Html => ({ html });

/** Tagged template that escapes every interpolated value unless it is already `Html`. */
function h(strings: TemplateStringsArray, ...values: unknown[]): Html {
  const render = (value: unknown): string => {
    if (Array.isArray(value)) return value.map(render).join('');
    if (value && typeof value === 'object' && 'html' in value) return (value as Html).html;
    return escapeHtml(value ?? '');
  };
  return trusted(strings.reduce((out, part, i) => out + render(values[i - 1]) + part));
}

function page(title: string, body: Html, siteUrl: string): string {
  return h`<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:24px;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#222;">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#b35c1e;">${BRAND}</p>
${body}
<p style="margin:24px 0 0;font-size:13px;color:#666;">${BRAND} &middot; Banjul, The Gambia &middot; <a href="${siteUrl}" style="color:#b35c1e;">${siteUrl}</a></p>
</div>
</body>
</html>`.html;
}

const paragraph = (content: Html | string) =>
  h`<p style="margin:0 0 12px;line-height:1.5;">${content}</p>`;

const codeBlock = (code: string) =>
  h`<p style="margin:16px 0;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace;">${code}</p>`;

const link = (url: string, label: string) =>
  h`<a href="${url}" style="color:#b35c1e;">${label}</a>`;

const greeting = (firstName: string) =>
  firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';

const lines = (...parts: string[]) => [...parts, '', SIGNATURE].join('\n');

interface CodeMailInput {
  to: string;
  firstName: string;
  code: string;
  siteUrl: string;
}

export function verificationCodeMail(input: CodeMailInput): OutgoingMail {
  const { to, firstName, code, siteUrl } = input;
  const subject = `Your ${BRAND} verification code`;
  const validity = `The code is valid for ${CODE_LIFETIME_MINUTES} minutes.`;
  const ignore = 'If you did not create an account with us, you can ignore this e-mail.';
  return {
    to,
    subject,
    text: lines(
      greeting(firstName),
      '',
      `Your verification code is: ${code}`,
      '',
      `Enter it on ${siteUrl} to confirm your e-mail address. ${validity}`,
      ignore,
    ),
    html: page(
      subject,
      h`${paragraph(greeting(firstName))}
${paragraph('Your verification code is:')}
${codeBlock(code)}
${paragraph(h`Enter it on ${link(siteUrl, BRAND)} to confirm your e-mail address. ${validity}`)}
${paragraph(ignore)}`,
      siteUrl,
    ),
  };
}

export function passwordResetCodeMail(input: CodeMailInput): OutgoingMail {
  const { to, firstName, code, siteUrl } = input;
  const subject = `Your ${BRAND} password reset code`;
  const validity = `The code is valid for ${CODE_LIFETIME_MINUTES} minutes.`;
  const ignore =
    'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.';
  return {
    to,
    subject,
    text: lines(
      greeting(firstName),
      '',
      `Your password reset code is: ${code}`,
      '',
      `Enter it with your new password on ${siteUrl}/forgot-password. ${validity}`,
      ignore,
    ),
    html: page(
      subject,
      h`${paragraph(greeting(firstName))}
${paragraph('Your password reset code is:')}
${codeBlock(code)}
${paragraph(h`Enter it with your new password on ${link(`${siteUrl}/forgot-password`, 'the reset page')}. ${validity}`)}
${paragraph(ignore)}`,
      siteUrl,
    ),
  };
}

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

function table(rows: Array<[string, string]>): Html {
  return h`<table style="border-collapse:collapse;margin:0 0 12px;">${rows.map(
    ([label, value]) =>
      h`<tr><td style="padding:4px 12px 4px 0;color:#666;">${label}</td><td style="padding:4px 0;">${value}</td></tr>`,
  )}</table>`;
}
