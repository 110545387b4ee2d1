import { paths, ROUTES } from '../src/config/routes';
import { SERVED_RULES } from '@/theme/emotion';
import { expect, test } from './support/fixtures';
import { waitUntilLoaded } from './support/layout';
import {
  firstDestinationId,
  firstOnRequestExcursionId,
  firstStudentsRecord,
} from './support/seeded';

/**
 * The public catalog and content pages, with real ids of the seeded demo content; `map`: the page
 * shows a map.
 */
const PAGES: { name: string; path: () => Promise<string> | string; map?: boolean }[] = [
  { name: 'home', path: () => ROUTES.home },
  { name: 'tours list', path: () => ROUTES.toursList },
  {
    // SPEC.md's tour page: a priced one adds its date picker, drawn in the browser only.
    name: 'tour details',
    path: async () => paths.tourDetails(await firstOnRequestExcursionId()),
    map: true,
  },
  { name: 'destinations', path: () => ROUTES.destinationList },
  { name: 'all destinations', path: () => ROUTES.destinationListFull },
  {
    name: 'destination details',
    path: async () => paths.destinationDetails(await firstDestinationId()),
    map: true,
  },
  { name: 'special excursions', path: () => ROUTES.specialExcursions },
  {
    name: 'special excursion details',
    path: async () => paths.specialExcursionDetails(await firstStudentsRecord()),
    map: true,
  },
  { name: 'about', path: () => ROUTES.about },
  { name: 'contact', path: () => ROUTES.contact, map: true },
  { name: 'transfer form', path: () => ROUTES.transferServices },
];

test.describe('pages rendered by the server', () => {
  for (const { name, path, map } of PAGES) {
    test(`${name} is whole without JavaScript, and hydrates without calling again for what the server sent, nor adding style rules`, async ({
      browser,
      page,
    }) => {
      const styleRules = () =>
        [...document.querySelectorAll<HTMLStyleElement>('style')].flatMap((style) =>
          [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
        );
      const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
      const served = await withoutScripts.newPage();
      const response = await served.goto(await path());
      expect(response?.status()).toBe(200);
      const servedMain = served.getByRole('main');
      await expect(servedMain.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(served.getByRole('banner').getByRole('link').first()).toBeVisible();
      // Every picture of the page arrived and was drawn.
      const pictures = await servedMain.locator('img').evaluateAll((images) =>
        images.map((image) => ({
          src: (image as HTMLImageElement).currentSrc,
          drawn: (image as HTMLImageElement).naturalWidth > 0,
        })),
      );
      for (const picture of pictures) expect(picture, picture.src).toMatchObject({ drawn: true });
      // The map's frame, which the page's code would load when it comes near the screen.
      await expect(servedMain.locator('[data-map] iframe[title^="Map of"]')).toHaveCount(
        map ? 1 : 0,
      );
      const sent = new Set(await served.evaluate(styleRules));
      await withoutScripts.close();

      // The same page with its code, in a tab of its own.
      const calls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        // A priced excursion's seats are never in the page: its picker asks for them (decision 058).
        const seats = /^\/api\/excursions\/\d+\/(calendar|departures)$/.test(pathname);
        if (pathname.startsWith('/api/') && !seats) calls.push(request.url());
      });
      // The served rules' element stays where the server put it (decision 075): emotion moving
      // it would make the browser drop its rules and read them again.
      await page.addInitScript((served) => {
        const moved: string[] = [];
        Object.assign(window, { servedRulesMoved: moved });
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.removedNodes])) {
            if (node instanceof HTMLStyleElement && node.hasAttribute(served)) moved.push(served);
          }
        }).observe(document, { childList: true, subtree: true });
      }, SERVED_RULES);
      await page.goto(await path());
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await waitUntilLoaded(page);
      expect(calls).toEqual([]);
      expect(
        await page.evaluate(() => (window as { servedRulesMoved?: string[] }).servedRulesMoved),
      ).toEqual([]);
      // A rule the page has may come again (each input of a form hands emotion the same global
      // rule, kept once per input); what must not come is one the server did not send.
      const added = (await page.evaluate(styleRules)).filter((rule) => !sent.has(rule));
      expect(sent.size).toBeGreaterThan(0);
      expect(added).toEqual([]);
    });
  }

  test(
    'an unknown page and an unknown excursion answer 404 with the not-found page',
    { tag: '@phone-only' },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      for (const path of ['/no-such-page', paths.tourDetails(999_999_999)]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
      }
      await expect(page.getByRole('main')).toContainText(/not found|does not exist/i);
      await context.close();
    },
  );

  test(
    'the phone menu opens on a tap, closes, and its links lead on',
    { tag: '@phone-only' },
    async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 360, height: 740 },
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(ROUTES.home);
      // The browser's own popover (decision 067): no code of the website's opens or closes it.
      const menu = page.getByRole('navigation', { name: 'Site menu' });
      await expect(menu).toBeHidden();
      const openMenu = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
      await openMenu.tap();
      await expect(menu).toBeVisible();
      await menu.getByRole('button', { name: 'Close menu' }).tap();
      await expect(menu).toBeHidden();
      await openMenu.tap();
      await menu.getByRole('link', { name: 'About Us', exact: true }).tap();
      await expect(page).toHaveURL(ROUTES.about);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await context.close();
    },
  );

  test(
    'the links of a page lead to other rendered pages',
    { tag: '@phone-only' },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      expect((await page.goto(ROUTES.toursList))?.status()).toBe(200);
      await page.getByRole('main').getByRole('link').first().click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await context.close();
    },
  );
});
