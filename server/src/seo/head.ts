import { escapeHtml, jsonForScript } from './escape';
import { SITE_NAME } from '@/contract/pages';
import type { PageMeta } from './pageMeta';

const TITLE = /<title[^>]*>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\b[^>]*\bname=["']?description["'\s>][^>]*>\s*/i;
const HEAD_END = /<\/head>/i;

/** index.html, read once, ready to carry the meta data of each page it is sent for. */
export interface IndexPage {
  /** The file as built. */
  plain: string;
  /** The file with the page's title, description and preview tags in its head. */
  render(meta: PageMeta): string;
}

export function prepareIndexPage(html: string): IndexPage {
  const stripped = html.replace(TITLE, '').replace(DESCRIPTION, '');
  const headEnd = stripped.search(HEAD_END);
  if (headEnd < 0) return { plain: html, render: () => html };
  const before = stripped.slice(0, headEnd);
  const after = stripped.slice(headEnd);
  return { plain: html, render: (meta) => before + headTags(meta) + after };
}

export function headTags(meta: PageMeta): string {
  const property = (name: string, value: string | number) =>
    `<meta property="${name}" content="${escapeHtml(String(value))}">`;
  const named = (name: string, value: string) =>
    `<meta name="${name}" content="${escapeHtml(value)}">`;
  const { image } = meta;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    property('og:type', 'website'),
    property('og:site_name', SITE_NAME),
    property('og:title', meta.heading),
    property('og:description', meta.description),
    property('og:url', meta.url),
    ...(image
      ? [
          property('og:image', image.url),
          property('og:image:width', image.width),
          property('og:image:height', image.height),
          property('og:image:alt', image.alt),
        ]
      : []),
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.heading),
    named('twitter:description', meta.description),
    ...(image ? [named('twitter:image', image.url), named('twitter:image:alt', image.alt)] : []),
    ...(meta.structuredData
      ? [`<script type="application/ld+json">${jsonForScript(meta.structuredData)}</script>`]
      : []),
  ];
  return tags.join('');
}
