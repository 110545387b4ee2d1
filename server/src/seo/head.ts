import { escapeHtml, jsonForScript } from './escape';
import { pageTitle, SITE_NAME } from '@/contract/pages';
import type { PageMeta } from './pageMeta';
import { alternateTags, type Alternates } from './languages';
import { SERVER_STATE_ID, type ServerState } from '@/app/serverState';
import { scriptsAfterPicture, takeScriptFiles } from '../render/scriptsAfterPicture';

const TITLE = /<title[^>]*>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\b[^>]*\bname=["']?description["'\s>][^>]*>\s*/i;
const HEAD_END = /<\/head>/i;
const FIRST_SCRIPT = /<script\b/i;
const BODY_END = /<\/body>/i;
/** The document's language, as index.html writes it. */
const HTML_LANG = /(<html\b[^>]*\blang=)["']?([\w-]+)["']?/i;
/** The page's container, as written or as the build minifies it. */
const ROOT_OPEN = /<div id=["']?root["']?>/i;

/**
 * What the server rendered of a page: #root's contents, its style elements, its answers, the
 * preload of its largest picture and the title it gave itself.
 */
export interface PageBody {
  html: string;
  styles: string;
  state: ServerState;
  preloads: string;
  title?: string;
  /** The script files of the page's own code, loaded after the website's (decision 084). */
  scripts?: readonly string[];
}

/** index.html, read once, ready to carry each page it is sent for. */
export interface IndexPage {
  /** The file as built. */
  plain: string;
  /** False for a file without a `#root` to render into: it is sent with its head only. */
  rendersPages: boolean;
  /**
   * The file with the page's title, description and preview tags (or, when the page has no meta
   * data, the title it rendered with and the built description), its picture's preload where
   * the scripts were in the head, its styles in the head, its rendering in #root and its answers
   * in a JSON script. A rendered page's scripts start after its largest picture, from the end of
   * the body (decision 036). `alternates`: the page's language (`<html lang>`) and its
   * addresses in each language.
   */
  render(meta: PageMeta | undefined, body?: PageBody, alternates?: Alternates): string;
}

export function prepareIndexPage(html: string): IndexPage {
  const [builtTitle, builtDescription] = [TITLE, DESCRIPTION].map(
    (pattern) => pattern.exec(html)?.[0] ?? '',
  );
  const builtTags = builtTitle + builtDescription;
  const stripped = html.replace(TITLE, '').replace(DESCRIPTION, '');
  const headEnd = stripped.search(HEAD_END);
  const root = ROOT_OPEN.exec(stripped);
  if (headEnd < 0) return { plain: html, rendersPages: false, render: () => html };
  if (!root || root.index < headEnd) {
    const before = stripped.slice(0, headEnd);
    const after = stripped.slice(headEnd);
    return {
      plain: html,
      rendersPages: false,
      render: (meta) => (meta ? before + headTags(meta) + after : html),
    };
  }
  const rootEnd = root.index + root[0].length;
  const firstScript = stripped.slice(0, headEnd).search(FIRST_SCRIPT);
  const preloadsAt = firstScript < 0 ? headEnd : firstScript;
  const headStart = stripped.slice(0, preloadsAt);
  const headRest = stripped.slice(preloadsAt, headEnd);
  const scripts = takeScriptFiles(headRest);
  const tail = (body: PageBody) =>
    stateScript(body.state) + scriptsAfterPicture(scripts.sources, body.scripts);
  const beforeRoot = stripped.slice(headEnd, rootEnd);
  const afterRoot = stripped.slice(rootEnd);
  const titleTags = (meta: PageMeta | undefined, body: PageBody | undefined) => {
    if (meta) return headTags(meta);
    if (body?.title === undefined) return builtTags;
    return `<title>${escapeHtml(pageTitle(body.title))}</title>${builtDescription}`;
  };
  return {
    plain: html,
    rendersPages: true,
    render: (meta, body, alternates) =>
      inLanguage(headStart, alternates) +
      (body?.preloads ?? '') +
      (body ? scripts.head : headRest) +
      titleTags(meta, body) +
      (alternates ? alternateTags(alternates) : '') +
      (body ? PAINT_WHEN_PARSED : '') +
      (body?.styles ?? '') +
      beforeRoot +
      (body?.html ?? '') +
      afterRoot.replace(BODY_END, (end) => (body ? tail(body) + end : end)),
  };
}

/** The head's start with `<html lang>` set to the page's language (as built when it is that). */
const inLanguage = (headStart: string, alternates: Alternates | undefined) =>
  headStart.replace(HTML_LANG, (built, start: string, lang: string) =>
    !alternates || lang === alternates.locale ? built : `${start}"${alternates.locale}"`,
  );

/**
 * Holds the drawing of a rendered page until its markup has been parsed, up to the script of its
 * answers that follows it (decision 054): Chromium draws while it parses, and the header's buttons
 * drawn before the ones after them had been parsed then moved. Not `#root`: Chromium lets the
 * drawing go at a target's start tag. Browsers without `rel="expect"` ignore it.
 */
const PAINT_WHEN_PARSED = `<link rel="expect" href="#${SERVER_STATE_ID}" blocking="render">`;

/** The answers the page was rendered with, as data the browser reads (never executed). */
function stateScript(state: ServerState): string {
  return `<script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(state)}</script>`;
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
