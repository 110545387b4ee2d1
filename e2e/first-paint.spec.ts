import { paths, ROUTES } from '../src/config/routes';
import { expect, test } from './support/fixtures';
import { SERVER_STATE_ID } from '@/app/serverState';
import { firstDestinationId, firstExcursionId } from './support/seeded';

/*
 * A page the server rendered is first drawn whole (decision 054). Chromium draws while it parses;
 * the header's buttons, drawn before the ones after them had been parsed, then moved (a layout
 * shift the visitor sees). Each frame drawn before the page's markup ends is recorded: there must
 * be none. On a slowed CPU the parser yields more often: before the change, at 4×, every load of
 * the tours list had such frames.
 */
const PAGES = [
  async () => ROUTES.home,
  async () => ROUTES.toursList,
  async () => paths.tourDetails(await firstExcursionId()),
  async () => paths.destinationDetails(await firstDestinationId()),
];

test(
  'a rendered page is drawn only once its markup has been parsed whole',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.addInitScript((answersId) => {
      const frames: number[] = [];
      (window as unknown as { partFrames: number[] }).partFrames = frames;
      // The page's answers follow its markup: until they are parsed, the page is not whole.
      const tick = () => {
        if (document.getElementById(answersId)) return;
        const drawn = document.querySelectorAll('#root *').length;
        if (drawn > 0) frames.push(drawn);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, SERVER_STATE_ID);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const path of PAGES) {
      const url = await path();
      await page.goto(url);
      await expect(page.locator(`#${SERVER_STATE_ID}`)).toBeAttached();
      const partFrames = await page.evaluate(
        () => (window as unknown as { partFrames: number[] }).partFrames,
      );
      expect({ url, partFrames }).toEqual({ url, partFrames: [] });
    }
  },
);
