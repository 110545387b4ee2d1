import type { Page } from '@playwright/test';
import type { SignUpRequest, VerifyEmailAnswer, VerifyEmailRequest } from '@/contract/wire/account';
import { codeIn, waitForMail } from './mail';
import { SITE_URL } from './ports';

export interface TestVisitor {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let visitorCount = 0;

/** A visitor no other test uses: the suite runs in parallel on one database. */
export function newVisitor(label = 'visitor'): TestVisitor {
  visitorCount += 1;
  const unique = `${Date.now().toString(36)}${process.pid}${visitorCount}`;
  return {
    email: `${label}.${unique}@example.org`,
    password: 'Baobab@2026',
    firstName: 'Awa',
    lastName: 'Jallow',
  };
}

async function post(path: string, body: unknown) {
  const response = await fetch(`${SITE_URL}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`POST /api/${path} answered ${response.status}: ${answer.message}`);
  return answer;
}

/**
 * Creates and verifies an account through the API and the mailed code, for specs that start
 * signed in (the sign-up screens have their own specs). Answers the access token.
 */
export async function createVerifiedAccount(visitor: TestVisitor): Promise<string> {
  const person = {
    firstName: visitor.firstName,
    lastName: visitor.lastName,
    mobileNumber: '7701234',
    countryCode: '+220',
    country: 'The Gambia',
  };
  await post('account/sign-up', {
    ...person,
    email: visitor.email,
    password: visitor.password,
    agreeTerms: true,
    isWhatsAppUser: false,
    newsLetterSubscription: false,
  } satisfies SignUpRequest);
  const code = codeIn(await waitForMail(visitor.email));
  const verification: VerifyEmailRequest = { ...person, email: visitor.email, code };
  const answer = (await post('account/verify-email', verification)) as VerifyEmailAnswer;
  return answer.accessToken;
}

/** Signs in through the login screen, as a visitor would, and waits for the home page. */
export async function signInThroughForm(page: Page, visitor: TestVisitor) {
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /^Email/ }).fill(visitor.email);
  await form.getByLabel(/^Password/).fill(visitor.password);
  await form.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
