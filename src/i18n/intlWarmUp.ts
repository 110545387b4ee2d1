import type { Locale } from './locales';

/**
 * A browser's first format of money, a number, a day or a plural starts its Intl data: 40–150 ms
 * of one task on a 2-core machine at 4× CPU, inside whichever part's render asks first. The data
 * belong to the browser's process, not to a thread, so a worker that asks first pays for the page
 * on another core, while the page's code loads; the page's own first format then takes under a
 * millisecond (decision 072). Imported by its path, where there are workers, not through
 * `@/i18n`: the index is in every page's code and on the server, which has no workers and cannot
 * read `import.meta` in the CommonJS its tests run.
 */
export function warmUpIntl(locale: Locale) {
  new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url)).postMessage(locale);
}
