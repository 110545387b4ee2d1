import { CODE_LIFETIME_MINUTES } from '@/contract/limits';
import type { Locale } from '@/i18n';
import { wordingIn } from '@server/i18n/wording';
import type { OutgoingMail } from '../types';
import { codeBlock, greeting, h, htmlOf, link, lines, page, paragraph, BRAND } from './layout';
import { codeMailMessages as m } from './messages';

interface CodeMailInput {
  to: string;
  firstName: string;
  code: string;
  siteUrl: string;
  /** The language the visitor used (English when not given). */
  locale?: Locale;
}

export function verificationCodeMail(input: CodeMailInput): OutgoingMail {
  const { to, firstName, code, siteUrl } = input;
  const w = wordingIn(input.locale);
  const subject = w.t(m.verifySubject);
  const validity = w.t(m.validity, { minutes: CODE_LIFETIME_MINUTES });
  const ignore = w.t(m.verifyIgnore);
  const site = w.page(siteUrl);
  return {
    to,
    subject,
    text: lines(
      w,
      greeting(w, firstName),
      '',
      `${w.t(m.verifyCode)} ${code}`,
      '',
      w.t(m.verifyEnter, { site, validity }),
      ignore,
    ),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, firstName))}
${paragraph(w.t(m.verifyCode))}
${codeBlock(code)}
${paragraph(htmlOf(w, m.verifyEnter, { site: link(site, BRAND), validity }))}
${paragraph(ignore)}`,
      siteUrl,
    ),
  };
}

export function passwordResetCodeMail(input: CodeMailInput): OutgoingMail {
  const { to, firstName, code, siteUrl } = input;
  const w = wordingIn(input.locale);
  const subject = w.t(m.resetSubject);
  const validity = w.t(m.validity, { minutes: CODE_LIFETIME_MINUTES });
  const ignore = w.t(m.resetIgnore);
  const resetUrl = w.page(siteUrl, '/forgot-password');
  return {
    to,
    subject,
    text: lines(
      w,
      greeting(w, firstName),
      '',
      `${w.t(m.resetCode)} ${code}`,
      '',
      w.t(m.resetEnter, { page: resetUrl, validity }),
      ignore,
    ),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, firstName))}
${paragraph(w.t(m.resetCode))}
${codeBlock(code)}
${paragraph(htmlOf(w, m.resetEnter, { page: link(resetUrl, w.t(m.resetPage)), validity }))}
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
  const w = wordingIn(input.locale);
  const subject = w.t(m.attemptSubject);
  const signInUrl = w.page(siteUrl, '/login');
  const resetUrl = w.page(siteUrl, '/forgot-password');
  const already = w.t(m.attemptAlready);
  const have = w.t(m.attemptHave);
  const ignore = w.t(m.attemptIgnore);
  return {
    to,
    subject,
    text: lines(
      w,
      greeting(w, firstName),
      '',
      `${already} ${have}`,
      '',
      w.t(m.attemptSignIn, { url: signInUrl }),
      w.t(m.attemptReset, { url: resetUrl }),
      '',
      ignore,
    ),
    html: page(
      w,
      subject,
      h`${paragraph(greeting(w, firstName))}
${paragraph(`${already} ${have}`)}
${paragraph(htmlOf(w, m.attemptLinks, { signIn: link(signInUrl, w.t(m.signIn)), setNew: link(resetUrl, w.t(m.setNew)) }))}
${paragraph(ignore)}`,
      siteUrl,
    ),
  };
}
