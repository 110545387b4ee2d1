import type { CaughtMail } from '../../e2e/support/mailCatcher';
import { sleep } from './support';

export async function mailsIn(mailsUrl: string, to?: string): Promise<CaughtMail[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const response = await fetch(`${mailsUrl}${query}`);
  return (await response.json()) as CaughtMail[];
}

/**
 * Reads the newest 6-digit code mailed to an address (in a mail whose subject matches), waiting
 * up to 20 s for the mail sender.
 */
export function codeReader(mailsUrl: string) {
  return async (email: string, subject = /./): Promise<string> => {
    for (let waited = 0; waited < 20_000; waited += 250) {
      const code = (await mailsIn(mailsUrl, email))
        .filter((mail) => subject.test(mail.subject))
        .map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1])
        .findLast(Boolean);
      if (code) return code;
      await sleep(250);
    }
    throw new Error(`no code mailed to ${email} within 20 s`);
  };
}
