import createCache, { type EmotionCache, type StylisElement } from '@emotion/cache';

/**
 * The key of emotion's style cache, the same in the server's renderer and the browser (emotion's
 * default).
 */
export const EMOTION_KEY = 'css';

/**
 * Names the rules in the style element the server writes for a page's components, in place of
 * emotion's own `data-emotion` (decision 075). The browser's emotion takes an element it finds by
 * its own attribute and moves it within the head, and a style element moved is a style sheet
 * removed and added again: some 90 KB of rules, and the style of the whole page computed again,
 * while the page's code starts.
 */
export const SERVED_RULES = 'data-served-rules';

/**
 * The prefixed form the site's browsers (package.json's `browserslist`) still need, by standard
 * property, for the properties the site's styles use (decision 082).
 * Emotion's own prefixer writes every prefix back to Internet Explorer 10's (`-ms-flexbox`,
 * `-webkit-box-align`, …): a fifth of the rules' bytes in each page, and work at each rule the
 * browser adds. `__tests__/server/seo.test.ts` checks the served pages against autoprefixer.
 */
const PREFIXED: ReadonlyMap<string, string> = new Map([
  ['user-select', '-webkit-user-select'],
  ['color-adjust', '-webkit-print-color-adjust'],
]);

/** Stylis's plugin writing `PREFIXED`: the prefixed declaration, then the standard one. */
function prefixForSiteBrowsers(element: StylisElement): void {
  if (element.type !== 'decl' || element.return) return;
  const prefixed = PREFIXED.get(element.props as string);
  if (prefixed) element.return = `${prefixed}:${element.children as string};${element.value}`;
}

/** Emotion's cache for the site's components, the same in the server's renderer and the browser. */
export function siteEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY, stylisPlugins: [prefixForSiteBrowsers] });
}

const COMPONENT_RULES = `<style data-emotion="${EMOTION_KEY} `;
const GLOBAL_RULES = `<style data-emotion="${EMOTION_KEY}-global `;

/**
 * The server's style elements as the page carries them: the components' rules under
 * `SERVED_RULES`; the global ones (the baseline, keyframes) keep emotion's attribute, for its
 * `Global` takes its element back by it, and emotion's `data-s`, so the cache leaves them alone.
 */
export function asServed(styleTags: string): string {
  return styleTags
    .replaceAll(COMPONENT_RULES, `<style ${SERVED_RULES}="${EMOTION_KEY} `)
    .replaceAll(GLOBAL_RULES, `<style data-s="" data-emotion="${EMOTION_KEY}-global `);
}

/**
 * The browser's emotion cache for a page the server drew: the served rules count as inserted, and
 * their element, left where it is, heads the cache's sheet, so the rules the browser adds later
 * go after it and the global ones before it, in the order emotion itself keeps.
 */
export function browserEmotionCache(): EmotionCache {
  const cache = siteEmotionCache();
  for (const element of document.querySelectorAll<HTMLStyleElement>(`style[${SERVED_RULES}]`)) {
    const [, ...ids] = (element.getAttribute(SERVED_RULES) ?? '').split(' ');
    for (const id of ids) cache.inserted[id] = true;
    cache.sheet.tags.push(element);
  }
  return cache;
}
