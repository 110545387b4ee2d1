import { expect, test } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { cartLink, expectPageInLayout, siteHeader } from './support/layout';
import { firstExcursionId } from './support/seeded';
import { revokeToken, signedInVisitor, storedSession } from './support/session';

test(
  'the profile shows the account, and Logout ends the session and goes home',
  { tag: '@phone-only' },
  async ({ page }) => {
    const { visitor, token } = await signedInVisitor(page, 'profile');
    await page.goto('/user-profile');
    await expectPageInLayout(page, 'My Profile');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText(visitor.email)).toBeVisible();
    await expect(panel.getByText(`${visitor.firstName} ${visitor.lastName}`)).toBeVisible();
    await expect(panel.getByText('+220 7701234')).toBeVisible();

    await page.getByRole('tab', { name: 'My Bookings' }).click();
    await expect(panel.getByText('No bookings found')).toBeVisible();
    await page.getByRole('tab', { name: 'Transfers' }).click();
    await expect(panel.getByText('No transfers found')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(siteHeader(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    // The token no longer opens the account on the server.
    const answer = await fetch(new URL('/api/account', page.url()), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(401);

    await page.goto('/user-profile');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.waitForLoadState('networkidle');
  },
);

test(
  'a session ended elsewhere sends the visitor to /login when My Bookings opens',
  { tag: '@phone-only' },
  async ({ page, pageProblems }) => {
    const { visitor, token } = await signedInVisitor(page, 'expired');
    // The Profile tab shows the stored details at once and asks for fresh ones: the session ends
    // only after that answer, or the refused call would be that one instead of My Bookings'.
    const profileAnswered = page.waitForResponse((answer) => answer.url().endsWith('/api/account'));
    await page.goto('/user-profile');
    await expectPageInLayout(page, 'My Profile');
    await expect(page.getByRole('tabpanel').getByText(visitor.email)).toBeVisible();
    expect((await profileAnswered).status()).toBe(200);

    await revokeToken(token);
    await page.getByRole('tab', { name: 'My Bookings' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    await page.waitForLoadState('networkidle');

    // The refused call is this test's point, not a fault: only it may appear among the problems.
    const refused = (problem: string) =>
      /401 GET .*\/api\/booking\/user-booking/.test(problem) || /status of 401/.test(problem);
    expect(pageProblems.list.filter(refused).length).toBeGreaterThan(0);
    pageProblems.list.splice(
      0,
      pageProblems.list.length,
      ...pageProblems.list.filter((p) => !refused(p)),
    );
  },
);

test('the cart, transfer and profile pages have no serious or critical accessibility violation', async ({
  page,
}) => {
  await signedInVisitor(page, 'axe');
  const excursionId = await firstExcursionId();
  await page.addInitScript((id) => {
    if (!localStorage.getItem('cartData')) localStorage.setItem('cartData', JSON.stringify([id]));
  }, excursionId);

  await page.goto('/cart');
  await expectPageInLayout(page, 'Cart');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto('/transfer-services');
  await expectPageInLayout(page, 'Transfer Services');
  await page.getByRole('button', { name: 'Book Transfer' }).click();
  await expect(page.getByText('Pickup time is required')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto('/user-profile');
  await expectPageInLayout(page, 'My Profile');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'My Bookings' }).click();
  await expect(page.getByText('No bookings found')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
