import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@/contract/serverMessages';
import { prepareIndexPage, type IndexPage } from '../seo/head';
import { pageMetaFor, type PageMeta } from '../seo/pageMeta';
import { alternatesOf, type Alternates } from '../seo/languages';
import { languageHome } from '../seo/languageHome';
import { pathWithoutLocale } from '@/i18n';
import { PRIVATE_PATHS } from '../seo/site';
import seoRoutes from '../seo/routes';
import { isApiPath, isWebsiteFile } from '../lib/websiteFiles';
import { allowedMethods } from '../lib/allowedMethods';
import { pageRenderer } from '../render/pages';
import { readPageScripts } from '../render/pageScripts';
import { CHUNK_SCRIPTS_FILE } from '@/app/pageChunks';
import { pickEncoding } from '../render/encoding';

/** index.html with the page's head only: the browser renders the page. */
function sendHead(
  reply: FastifyReply,
  indexPage: IndexPage,
  meta: PageMeta | undefined,
  alternates: Alternates,
) {
  return reply.type('text/html; charset=utf-8').send(indexPage.render(meta, undefined, alternates));
}

/**
 * Served by the server itself even if the build ever ships a file of that name, and the build's
 * list of each page's scripts, which the server reads and never sends.
 */
const SERVER_FILES = ['robots.txt*', 'sitemap.xml*', CHUNK_SCRIPTS_FILE];
/** Built files carry a content hash in their name (app.3f2a9c1b.js), so they never change. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpe?g|webp|woff2?)(\.(br|gz))?$/;

/**
 * Serves the images under /images/, the runtime settings of the website under /config.js and,
 * when a website build exists, the website itself: pre-compressed files to browsers that accept
 * them, hashed files cached for a year, and every client route rendered by the server into
 * index.html (uncached by browsers), with the title, description and link-preview tags of the
 * page in its head; a path that no page has, or a record that does not exist, is a 404. robots.txt and
 * sitemap.xml are always served. Unknown paths under the API bases, and missing files (a chunk
 * of an older build, say), stay JSON 404s rather than the index page.
 */
export default fp(
  async (app) => {
    const { websiteDir } = app.config;
    fs.mkdirSync(app.config.imagesDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: app.config.imagesDir,
      prefix: '/images/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
    });

    const runtimeConfig = `window.__WAT_CONFIG__ = ${JSON.stringify({
      apiBase: '/api/',
      transportBase: '/transport-api/',
      imagesBase: '/images/',
      mapsKey: app.config.mapsApiKey,
    })};\n`;
    app.get('/config.js', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(runtimeConfig),
    );
    await app.register(seoRoutes);

    const hasWebsite = fs.existsSync(path.join(websiteDir, 'index.html'));
    if (hasWebsite) {
      await app.register(fastifyStatic, {
        root: websiteDir,
        prefix: '/',
        wildcard: false,
        index: false,
        globIgnore: SERVER_FILES,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) =>
          reply.header(
            'Cache-Control',
            HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
          ),
      });
    }

    // The build does not change while the server runs.
    const indexPage = hasWebsite
      ? prepareIndexPage(fs.readFileSync(path.join(websiteDir, 'index.html'), 'utf8'))
      : undefined;
    const metaOf = (url: string) =>
      // The page still loads (and shows its own error) when the catalog cannot be read.
      pageMetaFor(app.db, app.config.publicUrl, url).catch((error: unknown) => {
        app.log.warn({ err: error, url }, 'page meta data not read');
        return undefined;
      });
    const renderPage = indexPage?.rendersPages
      ? await pageRenderer(app, indexPage, metaOf, readPageScripts(websiteDir))
      : undefined;
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply, url: string) => {
      reply.header('Cache-Control', 'no-cache');
      // Account, cart and payment pages: a link to one is no reason to list it.
      const pagePath = pathWithoutLocale(url);
      if (PRIVATE_PATHS.some((start) => pagePath.startsWith(start)))
        reply.header('X-Robots-Tag', 'noindex');
      if (!indexPage) return reply.sendFile('index.html', websiteDir);
      const alternates = alternatesOf(app.config.publicUrl, url);
      if (!renderPage) return sendHead(reply, indexPage, await metaOf(url), alternates);
      try {
        const page = await renderPage(request);
        reply
          .status(page.status)
          .type('text/html; charset=utf-8')
          .header(
            'Vary',
            url === '/' ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding',
          );
        if (page.retryAfter) reply.header('Retry-After', page.retryAfter);
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (!encoding) return reply.send(page.html);
        return reply.header('Content-Encoding', encoding).send(page.encoded(encoding));
      } catch (error) {
        // The browser still renders the page itself from the plain file.
        app.log.error({ err: error, url }, 'page not rendered');
        return sendHead(reply, indexPage, await metaOf(url), alternates);
      }
    };

    if (hasWebsite) {
      // The one page whose language follows the visitor's choice, or else their browser's.
      app.get('/', { schema: { hide: true } }, (request, reply) => {
        const home = languageHome(request.headers);
        if (home === '/') return sendIndex(request, reply, '/');
        return reply
          .header('Vary', 'Accept-Language, Cookie')
          .header('Cache-Control', 'no-cache')
          .redirect(home, 302);
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasWebsite && wantsPage && !isApiPath(url) && !isWebsiteFile(url)) {
        return sendIndex(request, reply, url);
      }
      // A route of this very method that found nothing (a missing picture) is a 404 too.
      const allowed = allowedMethods(app, url);
      const asked = request.method === 'HEAD' ? 'GET' : request.method;
      if (allowed.length > 0 && !allowed.includes(asked)) {
        return reply
          .status(405)
          .header('Allow', allowed.join(', '))
          .send({ success: false, message: SERVER_MESSAGES.methodNotAllowed });
      }
      return reply.status(404).send({ success: false, message: SERVER_MESSAGES.notFound });
    });
  },
  { name: 'website', dependencies: ['config', 'database'] },
);
