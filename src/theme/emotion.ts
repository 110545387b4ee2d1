import createCache, { type EmotionCache } from '@emotion/cache';

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
  const cache = createCache({ key: EMOTION_KEY });
  for (const element of document.querySelectorAll<HTMLStyleElement>(`style[${SERVED_RULES}]`)) {
    const [, ...ids] = (element.getAttribute(SERVED_RULES) ?? '').split(' ');
    for (const id of ids) cache.inserted[id] = true;
    cache.sheet.tags.push(element);
  }
  return cache;
}
