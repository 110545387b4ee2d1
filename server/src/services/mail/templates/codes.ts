import { CODE_LIFETIME_MINUTES } from '@/contract/limits';
import type { OutgoingMail } from '../types';
import { BRAND, codeBlock, greeting, h, link, lines, page, paragraph } from './layout';

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

/**
 * Someone signed up with an address that already has a verified account: its owner is told,
 * instead of the sign-up answer telling the caller (decision 029).
 */
export function signUpAttemptMail(input: Omit<CodeMailInput, 'code'>): OutgoingMail {
  const { to, firstName, siteUrl } = input;
  const subject = `Someone tried to sign up to ${BRAND} with your address`;
  const signInUrl = `${siteUrl}/login`;
  const resetUrl = `${siteUrl}/forgot-password`;
  const already = 'Someone, perhaps you, tried to create an account with this e-mail address.';
  const have = 'You already have an account with us, so nothing was changed.';
  const ignore = 'If it was not you, you can ignore this e-mail: your account stays as it is.';
  return {
    to,
    subject,
    text: lines(
      greeting(firstName),
      '',
      `${already} ${have}`,
      '',
      `Sign in: ${signInUrl}`,
      `Forgotten your password? Set a new one: ${resetUrl}`,
      '',
      ignore,
    ),
    html: page(
      subject,
      h`${paragraph(greeting(firstName))}
${paragraph(`${already} ${have}`)}
${paragraph(h`${link(signInUrl, 'Sign in')}, or, if you have forgotten your password, ${link(resetUrl, 'set a new one')}.`)}
${paragraph(ignore)}`,
      siteUrl,
    ),
  };
}
