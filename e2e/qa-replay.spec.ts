import fs from 'node:fs';
import { ACTION_LOG_FORMAT, ACTION_LOG_VERSION } from '../src/app/actionLog/actionLog';
import { CLIENT_STATE_VERSION } from '../src/app/actionLog/clientState';
import { cartItemAdded, cartItemRemoved } from '../src/features/cart/cartSlice';
import { expect, test } from './support/fixtures';
import { cartLink } from './support/layout';
import { runScript } from './support/scripts';

/**
 * The QA loop of docs/architecture.md in a real browser: a visitor's page state, the log the QA
 * panel downloads, and `npm run replay` on that file in Node must agree.
 */

const visitorLog = {
  format: ACTION_LOG_FORMAT,
  version: ACTION_LOG_VERSION,
  storeVersion: CLIENT_STATE_VERSION,
  exportedAt: '2026-11-01T09:00:00.000Z',
  actions: [
    { ...cartItemAdded(7), at: 1 },
    { ...cartItemAdded(21), at: 2 },
    { ...cartItemAdded(4), at: 3 },
    { ...cartItemRemoved(21), at: 4 },
  ],
};

test(
  'a log downloaded from the QA panel replays to the page state with npm run replay',
  { tag: '@phone-only' },
  async ({ page }, testInfo) => {
    await page.goto('/?qa=1');
    const qaTools = page.getByRole('complementary', { name: 'QA tools' });
    await qaTools.getByRole('button', { name: 'QA' }).click();
    await page.getByLabel('Action log file').setInputFiles({
      name: 'visitor.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(visitorLog)),
    });
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    const pageCart = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('cartData') ?? '[]'),
    );
    expect(pageCart).toEqual([7, 4]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download log', exact: true }).click();
    const logFile = testInfo.outputPath('downloaded-log.json');
    await (await downloading).saveAs(logFile);

    // Node rebuilds the state from the downloaded file alone, on a fresh store.
    const printed = await runScript('scripts/replay.ts', [logFile]);
    const replayed = JSON.parse(printed);
    expect(replayed.cart.ids).toEqual(pageCart);
    expect(replayed.session).toEqual({ token: null, user: null });

    // And --expect agrees with a state file written from what the page shows.
    const stateFile = testInfo.outputPath('page-state.json');
    fs.writeFileSync(
      stateFile,
      JSON.stringify({ ...replayed, cart: { ...replayed.cart, ids: pageCart } }),
    );
    await runScript('scripts/replay.ts', [logFile, '--expect', stateFile]);
  },
);
