import { expect } from '@playwright/test';
import type { CaughtMail } from './mailCatcher';
import { MAIL_URL } from './ports';

export type { CaughtMail };

/** Every mail the server has sent to `to` so far, oldest first. */
export async function mailsTo(to: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_URL}/mails?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits for the next mail to `to` that `match` accepts (the mail sender works in the background). */
export async function waitForMail(
  to: string,
  match: (mail: CaughtMail) => boolean = () => true,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).findLast(match);
        return found !== undefined;
      },
      // The sender's queue runs beside everything else: on a busy two-core CI machine (the server
      // suite on PostgreSQL runs in the background) a mail took longer than 15 s to arrive.
      { message: `a mail to ${to}`, timeout: 60_000 },
    )
    .toBe(true);
  return found as CaughtMail;
}

/** The 6-digit code in a mail (sign-up verification, password reset). */
export function codeIn(mail: CaughtMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail "${mail.subject}"`);
  return code;
}
