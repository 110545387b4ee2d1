import { expect, type Page } from '@playwright/test';
import type { Account } from '@/contract/wire/account';
import { createVerifiedAccount, newVisitor, type TestVisitor } from './account';
import { SITE_URL } from './ports';

/** The browser storage entries of docs/product.md, The rules, as src/app/persist.ts writes them. */
const TOKEN_KEY = 'wat_token';
const USER_KEY = 'wat_user';
const SEEDED_FLAG = 'e2e-session-seeded';

async function apiCall(method: 'GET' | 'POST', path: string, token: string) {
  const response = await fetch(`${SITE_URL}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} /api/${path} answered ${response.status}`);
  return answer;
}

/**
 * Starts the page signed in, as the site keeps a session: the token in sessionStorage
 * `wat_token` and the account answer (GET /api/account) as JSON in `wat_user`. Written once per
 * tab before the first page loads, so a later logout stays a logout.
 */
export async function startSession(page: Page, token: string) {
  const user = (await apiCall('GET', 'account', token)) as Account;
  await page.addInitScript(
    ({ keys, token, user }) => {
      // The site's own frame only: an embedded map's sandboxed frame may not touch storage.
      if (window !== window.top) return;
      if (sessionStorage.getItem(keys.flag)) return;
      sessionStorage.setItem(keys.flag, '1');
      sessionStorage.setItem(keys.token, token);
      sessionStorage.setItem(keys.user, JSON.stringify(user));
    },
    { keys: { flag: SEEDED_FLAG, token: TOKEN_KEY, user: USER_KEY }, token, user },
  );
}

/**
 * A visitor whose password keeps the password rule (docs/product.md, The rules allows only @$!%*?& as
 * special characters), whatever newVisitor's default is.
 */
export function ruleAbidingVisitor(label: string): TestVisitor {
  return { ...newVisitor(label), password: 'Baobab@2026' };
}

/** A new verified account whose session the page starts with. */
export async function signedInVisitor(
  page: Page,
  label: string,
): Promise<{ visitor: TestVisitor; token: string }> {
  const visitor = ruleAbidingVisitor(label);
  const token = await createVerifiedAccount(visitor);
  await startSession(page, token);
  return { visitor, token };
}

/** Ends a session from outside the browser, as an expiry or a logout elsewhere would. */
export async function revokeToken(token: string) {
  await apiCall('POST', 'account/logout', token);
}

/** The session entries the page holds now. */
export async function storedSession(page: Page) {
  return page.evaluate(
    (keys) => ({
      token: sessionStorage.getItem(keys.token),
      user: sessionStorage.getItem(keys.user),
    }),
    { token: TOKEN_KEY, user: USER_KEY },
  );
}

/**
 * Waits until the page has stored the user info beside the token: a sign-in fetches it after
 * the token, and booking needs it (docs/product.md, The rules).
 */
export async function waitForUserInfo(page: Page) {
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), USER_KEY), {
      message: 'the user info in sessionStorage',
    })
    .not.toBeNull();
}
