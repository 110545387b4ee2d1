import { expect, test } from './support/fixtures';
import { expectPageInLayout } from './support/layout';
import { ALL_CASES } from './support/routeCases';

/**
 * Every route, opened afresh (a full page load, rendered by the server, then hydrated) one after
 * the other in one visitor's tab, as a visitor browsing the site would: the site's code comes
 * from the browser's cache after the first page, which halves the suite's time for these (decision
 * 073). A first visit without a cache is the other specs' (no-javascript, hydration). Two halves,
 * so that the suite's two workers share them.
 */
const middle = Math.ceil(ALL_CASES.length / 2);
const HALVES = [ALL_CASES.slice(0, middle), ALL_CASES.slice(middle)];

for (const [index, cases] of HALVES.entries()) {
  test(`every route renders inside the layout with no error (part ${index + 1} of 2)`, async ({
    page,
  }) => {
    test.slow(); // 15 to 16 pages in one test
    for (const [name, route] of cases) {
      await test.step(name, async () => {
        await page.goto(await route.path());
        await expectPageInLayout(page, route.tabTitle);
      });
    }
  });
}

test("the site's icons are PNGs, which Chrome decodes without a document of their own", async ({
  page,
  request,
}) => {
  await page.goto('/');
  const icons = page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]');
  const addresses = await icons.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  expect(addresses).toEqual(['/favicon-32.png', '/apple-touch-icon.png']);
  for (const address of addresses) {
    const icon = await request.get(address);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
});
