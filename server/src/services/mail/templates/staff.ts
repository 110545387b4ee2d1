import { CODE_LIFETIME_MINUTES } from '@/contract/limits';
import { ENGLISH as w } from '@server/i18n/wording';
import type { OutgoingMail } from '../types';
import { BRAND, codeBlock, greeting, h, link, lines, page, paragraph } from './layout';

interface StaffCodeMailInput {
  to: string;
  name: string;
  code: string;
  siteUrl: string;
}

export const STAFF_INVITE_LIFETIME_HOURS = 24;

/** `npm run staff -- add`: the code that lets a new member of staff choose a password. */
export function staffInvitationMail({ to, name, code, siteUrl }: StaffCodeMailInput): OutgoingMail {
  const subject = `Your ${BRAND} staff invitation`;
  const welcome = `${siteUrl}/operator/welcome?email=${encodeURIComponent(to)}`;
  const validity = `The code is valid for ${STAFF_INVITE_LIFETIME_HOURS} hours.`;
  const ignore = 'If you did not expect this invitation, tell the office and ignore this e-mail.';
  return {
    to,
    subject,
    text: lines(
      w,
      greeting(w, name),
      '',
      `You are invited to the ${BRAND} operator console. Your invitation code is: ${code}`,
      '',
      `Open ${welcome} and choose your password. ${validity}`,
      ignore,
    ),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, name))}
${paragraph(`You are invited to the ${BRAND} operator console. Your invitation code is:`)}
${codeBlock(code)}
${paragraph(h`Open ${link(welcome, 'the welcome page')} and choose your password. ${validity}`)}
${paragraph(ignore)}`,
      siteUrl,
    ),
  };
}

/** The second step of a staff sign-in. */
export function staffSignInCodeMail({ to, name, code, siteUrl }: StaffCodeMailInput): OutgoingMail {
  const subject = `Your ${BRAND} console sign-in code`;
  const validity = `The code is valid for ${CODE_LIFETIME_MINUTES} minutes.`;
  const warning =
    'If you did not just sign in to the console, someone knows your password: change it and tell the office.';
  return {
    to,
    subject,
    text: lines(w, greeting(w, name), '', `Your sign-in code is: ${code}`, '', validity, warning),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, name))}
${paragraph('Your sign-in code is:')}
${codeBlock(code)}
${paragraph(validity)}
${paragraph(warning)}`,
      siteUrl,
    ),
  };
}
