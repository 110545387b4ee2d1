import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { asServed, browserEmotionCache, SERVED_RULES } from '@/theme/emotion';

/** Style elements as emotion's server extraction writes them for a page. */
const EXTRACTED =
  '<style data-emotion="css-global 1x0a">html{color:black;}</style>' +
  '<style data-emotion="css 1abc 2def">.css-1abc{color:red;}.css-2def{color:blue;}</style>';

/** Every style element taken out of the head while `run` runs. */
function removedStyles(run: () => void): Node[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.head, { childList: true });
  run();
  const removed = observer.takeRecords().flatMap((record) => [...record.removedNodes]);
  observer.disconnect();
  return removed;
}

beforeEach(() => {
  document.head.innerHTML = asServed(EXTRACTED);
});

test('the server writes its components’ rules under their own name, its global ones as emotion’s', () => {
  expect(asServed(EXTRACTED)).toBe(
    '<style data-s="" data-emotion="css-global 1x0a">html{color:black;}</style>' +
      `<style ${SERVED_RULES}="css 1abc 2def">.css-1abc{color:red;}.css-2def{color:blue;}</style>`,
  );
});

test('emotion’s own cache leaves the served style elements where they are', () => {
  // What @emotion/react does as it is imported: before decision 075 it moved both elements.
  expect(removedStyles(() => createCache({ key: 'css' }))).toEqual([]);
});

test('the browser’s cache counts the served rules as inserted and adds its own after them', async () => {
  const served = document.head.querySelector(`style[${SERVED_RULES}]`);
  const cache = browserEmotionCache();
  expect(cache.inserted).toMatchObject({ '1abc': true, '2def': true });

  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const removed = await act(async () =>
    removedStyles(() =>
      root.render(
        <CacheProvider value={cache}>
          <Box sx={{ color: 'green' }}>Rendered in the browser</Box>
        </CacheProvider>,
      ),
    ),
  );
  await act(async () => undefined);
  expect(removed).toEqual([]);
  const styles = [...document.head.querySelectorAll('style')];
  expect(styles.indexOf(served as HTMLStyleElement)).toBe(1);
  const rulesOf = (style: HTMLStyleElement) =>
    [
      style.textContent ?? '',
      ...[...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
    ].join(' ');
  expect(styles.slice(2).map(rulesOf).join(' ')).toMatch(/color: ?green/);
  act(() => root.unmount());
});

test('the rules the browser adds carry the prefixes the site’s browsers need, and no older ones', async () => {
  const cache = browserEmotionCache();
  const added: string[] = [];
  const insert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule) => {
    added.push(rule);
    insert(rule);
  };
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <CacheProvider value={cache}>
        <Box sx={{ display: 'flex', alignItems: 'center', userSelect: 'none' }}>Drawn here</Box>
      </CacheProvider>,
    ),
  );
  expect(added).toEqual([
    expect.stringMatching(
      /^\.css-\w+\{display:flex;align-items:center;-webkit-user-select:none;user-select:none;\}$/,
    ),
  ]);
  act(() => root.unmount());
});
