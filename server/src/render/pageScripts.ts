import fs from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router';
import { CHUNK_SCRIPTS_FILE, PAGE_CHUNKS } from '@/app/pageChunks';
import { PAGES, type PageKey } from '@/contract/pages';
import { pathWithoutLocale } from '@/i18n/locales';

/** The script files of a rendered page's own code, beyond the website's entry, in load order. */
export type PageScripts = (pagePath: string) => string[];

/** The page at `pagePath` (without its language), matched as the website's routes match it. */
function pageAt(pagePath: string): PageKey | undefined {
  return (Object.keys(PAGES) as PageKey[]).find((key) => matchPath(PAGES[key].path, pagePath));
}

/**
 * The scripts of each page from the build's CHUNK_SCRIPTS_FILE (decision 084): the page's chunk
 * and the chunks it shares with others, in English and in French. Not a French page's messages:
 * the website's code asks for them in its first task, before the loader would. A path no page has
 * lists none: its page asks for its code as it runs. So does every page of a build without the
 * file (the development server's).
 */
export function readPageScripts(websiteDir: string): PageScripts {
  const file = path.join(websiteDir, CHUNK_SCRIPTS_FILE);
  if (!fs.existsSync(file)) return () => [];
  const chunkScripts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  return (pagePath) => {
    const page = pageAt(pathWithoutLocale(pagePath));
    return page ? (chunkScripts[PAGE_CHUNKS[page]] ?? []) : [];
  };
}
