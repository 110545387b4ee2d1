import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { destinations, excursions } from '../db/schema';
import { escapeXml } from './escape';
import { paths } from '@/contract/pages';
import { STATIC_PAGES } from './site';
import { LOCALES } from '@/i18n';
import { alternatesOf } from './languages';

/** The sitemap protocol allows at most 50,000 URLs in one file: each page is listed per language. */
export const SITEMAP_URL_LIMIT = 50_000;
const PAGE_LIMIT = Math.floor(SITEMAP_URL_LIMIT / LOCALES.length);
const BATCH_SIZE = 5_000;

export interface SitemapLimits {
  maxUrls?: number;
  batchSize?: number;
}

/**
 * Every page the sitemap lists (each in both languages), capped at `maxUrls` pages: the static pages, then the destinations and
 * the excursions by id. Ids are read in batches after the last one seen, so no read holds more
 * than one batch of ids and none reads more rows than the cap leaves room for.
 */
export async function sitemapPaths(db: Executor, limits: SitemapLimits = {}): Promise<string[]> {
  const maxUrls = limits.maxUrls ?? PAGE_LIMIT;
  const batchSize = limits.batchSize ?? BATCH_SIZE;
  const listed = STATIC_PAGES.map((page) => page.path).slice(0, maxUrls);
  const tables = [
    { table: destinations, pathOf: paths.destinationDetails },
    { table: excursions, pathOf: paths.tourDetails },
  ];
  for (const { table, pathOf } of tables) {
    let after = 0;
    while (listed.length < maxUrls) {
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(gt(table.id, after), eq(table.published, true)))
        .orderBy(asc(table.id))
        .limit(Math.min(batchSize, maxUrls - listed.length));
      listed.push(...rows.map((row) => pathOf(row.id)));
      if (rows.length === 0) break;
      after = rows[rows.length - 1].id;
    }
  }
  return listed;
}

/**
 * Each page in each language, with its alternates in every language and x-default (Google's
 * `xhtml:link` form of hreflang).
 */
export function renderSitemap(publicUrl: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const { byLocale, xDefault } = alternatesOf(publicUrl, path);
    const link = (hreflang: string, href: string) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
    const links = [
      ...LOCALES.map((each) => link(each, byLocale[each])),
      link('x-default', xDefault),
    ];
    return LOCALES.map(
      (locale) => `  <url><loc>${escapeXml(byLocale[locale])}</loc>${links.join('')}</url>\n`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
    ...urls,
    '</urlset>\n',
  ].join('');
}
