import { expect, type Page } from '@playwright/test';
import type { Envelope } from '@/contract/wire/envelope';
import type { StaffSession } from '@/contract/wire/staff';
import { codeIn, waitForMail } from './mail';
import { SITE_URL } from './ports';

/**
 * The staff the suite's server invites before it starts (`npm run staff -- add` does the same
 * through the same service): one per spec that signs in and per project, so that two tests
 * never wait for each other's codes.
 */
export const E2E_STAFF_ROLES = [
  'welcome',
  'bookings',
  'transfers',
  'enquiries',
  'reviews',
  'a11y',
  'catalog',
  'destinations',
  'programmes',
  'photos',
  'departures',
  'check-in',
  'payments',
];
const PROJECTS = ['desktop', 'phone'];

export const staffEmail = (role: string, project: string) =>
  `staff-${role}-${project}@westafricatours.test`;

export const E2E_STAFF = E2E_STAFF_ROLES.flatMap((role) =>
  PROJECTS.map((project) => ({
    email: staffEmail(role, project),
    name: `Staff ${role} ${project}`,
  })),
);

export const STAFF_PASSWORD = 'Kankurang@2026';

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${SITE_URL}/api/operator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /api/operator/${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The invitation code mailed to a member of staff the server invited. */
export async function invitationCode(email: string) {
  return codeIn(await waitForMail(email, (mail) => /staff invitation/i.test(mail.subject)));
}

/** This test's project (desktop or phone): each has its own staff. */
export const projectOf = (info: { project: { name: string } }) => info.project.name;

/**
 * A member of staff who accepted the invitation and signed in (password, then the mailed code),
 * outside the page; the page starts with the console's stored session.
 */
export async function signedInStaff(page: Page, role: string, project: string) {
  const email = staffEmail(role, project);
  await post('accept-invite', {
    email,
    code: await invitationCode(email),
    password: STAFF_PASSWORD,
  });
  await post('sign-in', { email, password: STAFF_PASSWORD });
  const mail = await waitForMail(email, (m) => /sign-in code/i.test(m.subject));
  const answer = await post<Envelope<StaffSession>>('sign-in/code', { email, code: codeIn(mail) });
  const { accessToken, name, expiresAt } = answer.data;
  await page.addInitScript(
    (session) => {
      // The site's own frame only: an embedded map's sandboxed frame may not touch storage.
      if (window !== window.top) return;
      if (!localStorage.getItem('wat_staff_session')) {
        localStorage.setItem('wat_staff_session', JSON.stringify(session));
      }
    },
    { token: accessToken, name, email, expiresAt },
  );
  return { email, token: accessToken };
}

/**
 * Searches a console list as staff do, and waits for the list to answer: every card then names
 * what was searched. A card clicked before that can move under the pointer as the others go.
 */
export async function searchConsoleList(page: Page, field: string, words: string) {
  await page.getByLabel(field).fill(words);
  const cards = page.getByRole('main').getByRole('article');
  // The list goes from loading to the whole list to the search's answer: cards shown, none other.
  await expect(async () => {
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.filter({ hasNotText: words }).count()).toBe(0);
  }, `only cards naming "${words}"`).toPass({ timeout: 15_000 });
}
