import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autoprefixer from 'autoprefixer';
import { asc, count, eq } from 'drizzle-orm';
import postcss from 'postcss';
import { buildApp, type App } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { DatabaseHandle } from '../../server/src/db/client';
import { openMigratedEmbedded } from './support/testApp';
import { destinations, excursionTypes, excursions } from '../../server/src/db/schema';
import { STATIC_PAGES } from '../../server/src/seo/site';
import { catalogChanged } from '../../server/src/services/catalog/version';
import { sitemapPaths } from '../../server/src/seo/sitemap';
import { PER_ADDRESS_LIMIT } from '../../server/src/lib/limits';
import '@/i18n/compileAtRuntime';
import { CATALOG_MESSAGES } from '@/contract/catalogMessages';
import { english } from '@/i18n/english';

const PUBLIC_URL = 'https://tours.example.gm';
const INDEX_HTML = [
  '<!doctype html><html lang=en><head><meta charset=utf-8>',
  '<meta name=description content="The default description.">',
  '<title>West Africa Tours</title><script src=/config.js></script></head>',
  '<body><div id=root></div></body></html>',
].join('');
/**
 * The build's list of chunk scripts (decision 084), for two of its chunks: the French messages
 * are never listed (the website asks for them first thing).
 */
const CHUNK_SCRIPTS = {
  'page-tours-list': ['/7.0a1b2c3d.js', '/page-tours-list.4e5f6a7b.js'],
  'messages-fr': ['/messages-fr.8c9d0e1f.js'],
};

interface Booted {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on an in-memory database, serving the website build in `websiteDir`. */
async function boot(websiteDir: string): Promise<Booted> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-seo-data-'));
  const database = await openMigratedEmbedded();
  const config = loadConfig({
    MAIL_SENDER: 'false',
    DATA_DIR: dataDir,
    WEBSITE_DIR: websiteDir,
    PUBLIC_URL,
  });
  const app = await buildApp({ config, database, loadShedding: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** The content of the <meta> whose property or name is `key` (still HTML-escaped). */
function metaContent(html: string, key: string): string | undefined {
  const tags = html.match(/<meta\b[^>]*>/g) ?? [];
  const tag = tags.find((t) => attribute(t, 'property') === key || attribute(t, 'name') === key);
  return tag && attribute(tag, 'content');
}

function structuredData(html: string): Record<string, unknown> | undefined {
  const found = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return found ? JSON.parse(found[1]) : undefined;
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The browsers the site supports: package.json's `browserslist`. */
const SITE_BROWSERS = (
  JSON.parse(fs.readFileSync('package.json', 'utf8')) as { browserslist: string[] }
).browserslist;

/**
 * The prefixed declarations autoprefixer, for package.json's browsers, would add to `css`, except
 * inside rules of a vendor's own selector (autoprefixer prefixes those rules' transitions).
 */
function prefixesMissing(css: string): string[] {
  const declared = (root: Pick<postcss.Root, 'walkDecls'>) => {
    const found = new Set<string>();
    root.walkDecls((declaration) => {
      const rule = declaration.parent as postcss.Rule;
      if (!/:-(webkit|moz|ms)-/.test(rule.selector ?? '')) found.add(declaration.prop);
    });
    return found;
  };
  const served = declared(postcss.parse(css));
  const wanted = declared(
    postcss([autoprefixer({ overrideBrowserslist: SITE_BROWSERS })]).process(css).root,
  );
  return [...wanted].filter((property) => !served.has(property)).sort();
}

describe('search engines and link previews, with a website build', () => {
  let websiteDir: string;
  let t: Booted;
  beforeAll(async () => {
    websiteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-seo-site-'));
    fs.writeFileSync(path.join(websiteDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(websiteDir, 'chunk-scripts.json'), JSON.stringify(CHUNK_SCRIPTS));
    t = await boot(websiteDir);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(websiteDir, { recursive: true, force: true });
  });

  const firstExcursion = async () => {
    const [row] = await t.app.db
      .select({ excursion: excursions, type: excursionTypes.name })
      .from(excursions)
      .innerJoin(excursionTypes, eq(excursionTypes.id, excursions.excursionTypeId))
      .orderBy(asc(excursions.id))
      .limit(1);
    return row;
  };

  it("sends a tour's page with its reviews, so the browser asks for nothing the page shows", async () => {
    const { excursion } = await firstExcursion();
    const res = await t.app.inject({ method: 'GET', url: `/tour-details/${excursion.id}` });
    expect(res.statusCode).toBe(200);
    const state =
      /<script type="application\/json" id="wat-server-state">([\s\S]*?)<\/script>/.exec(res.body);
    const queries = Object.keys(JSON.parse(state![1]).api.queries);
    expect(queries).toEqual(
      expect.arrayContaining([
        `getExcursion(${excursion.id})`,
        expect.stringMatching(/^getApprovedReviews\(/),
      ]),
    );
    expect(res.body).not.toContain('aria-label="Loading reviews"');
  });

  it('writes an excursion into the head of its page', async () => {
    const { excursion, type } = await firstExcursion();
    const res = await t.app.inject({ method: 'GET', url: `/tour-details/${excursion.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;

    const name = unescapeHtml(metaContent(html, 'og:title')!);
    expect(name).toBe(excursion.name);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>`);
    expect(unescapeHtml(/<title>(.*?)<\/title>/.exec(html)![1])).toBe(
      `${excursion.name} | West Africa Tours`,
    );
    expect(html.match(/name="?description/g)).toHaveLength(1);
    expect(html).not.toContain('The default description.');

    const description = unescapeHtml(metaContent(html, 'description')!);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(excursion.description.replace(/\s+/g, ' ')).toContain(description.replace(/…$/, ''));
    expect(metaContent(html, 'og:description')).toBe(metaContent(html, 'description'));

    const relativeCover = excursion.coverImageUrl.replace(/^\/home\/images\//, '');
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/images/${relativeCover}`);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('800');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:site_name')).toBe('West Africa Tours');
    const url = `${PUBLIC_URL}/tour-details/${excursion.id}`;
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(`${PUBLIC_URL}/images/${relativeCover}`);

    const data = structuredData(html)!;
    expect(data['@type']).toBe('TouristTrip');
    expect(data.name).toBe(excursion.name);
    expect(data.touristType).toBe(type);
    expect(data.image).toEqual([`${PUBLIC_URL}/images/${relativeCover}`]);
    expect(data.itinerary).toMatchObject({
      name: excursion.location,
      geo: { latitude: excursion.latitude, longitude: excursion.longitude },
    });
    expect(data.provider).toMatchObject({
      '@type': 'TravelAgency',
      name: 'West Africa Tours',
      address: { addressLocality: 'Banjul' },
    });
    // The rest of the page is the build, with the page's styles in the head, its rendering in
    // #root, its answers before the end of the body and, last, the loader of its scripts.
    expect(html).toMatch(
      /^<!doctype html><html lang=en><head><meta charset=utf-8><link rel="preload" as="image"[^>]*><title>/,
    );
    expect(html).toMatch(
      /<style data-served-rules="css [^"]+">[^<]+<\/style><\/head><body><div id=root>/,
    );
    expect(html).toContain(`<h1`);
    const end =
      /<\/div><script type="application\/json" id="wat-server-state">.+<\/script><script data-scripts="\/config.js">(.+)<\/script><\/body><\/html>$/s.exec(
        html,
      );
    expect(end).not.toBeNull();
    // The browser runs the loader: the page's policy names its hash.
    const loaderHash = crypto.createHash('sha256').update(end![1]).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${loaderHash}'`);
  });

  it("lists a page's own scripts for its loader, in English and in French", async () => {
    const loaderOf = async (url: string) => {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      const loader = /<script data-scripts="([^"]*)"(?: data-page-scripts="([^"]*)")?>/.exec(html);
      return { website: loader?.[1], page: loader?.[2]?.split(' ') };
    };
    expect(await loaderOf('/tours-list')).toEqual({
      website: '/config.js',
      page: CHUNK_SCRIPTS['page-tours-list'],
    });
    expect(await loaderOf('/fr/tours-list?page=2')).toEqual({
      website: '/config.js',
      page: CHUNK_SCRIPTS['page-tours-list'],
    });
    // A path no page has: its page asks for its code as it runs.
    expect(await loaderOf('/no-such-page')).toEqual({ website: '/config.js', page: undefined });
    // The list is the server's, never sent.
    expect((await t.app.inject({ method: 'GET', url: '/chunk-scripts.json' })).statusCode).toBe(
      404,
    );
  });

  it('writes each style with the prefixes the site’s browsers need, and no older ones', async () => {
    const { excursion } = await firstExcursion();
    const pages = ['/', '/tours-list', `/tour-details/${excursion.id}`, '/destination-details/1'];
    for (const url of [...pages, '/fr/cart', '/login']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      const css = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
      expect({ url, missing: prefixesMissing(css) }).toEqual({ url, missing: [] });
      // What emotion's own prefixer wrote for Internet Explorer and the first flexbox browsers.
      expect({ url, old: css.match(/-ms-[a-z-]+:|-webkit-box[a-z-]*:/g) }).toEqual({
        url,
        old: null,
      });
    }
    // Prefixed after the standard one, as some rules of MUI's are: nothing missing either.
    expect(prefixesMissing('.a{user-select:none;-webkit-user-select:none}')).toEqual([]);
    expect(prefixesMissing('.a{backdrop-filter:blur(2px)}')).toEqual(['-webkit-backdrop-filter']);
  });

  it('holds the drawing of a rendered page until its markup has been parsed whole', async () => {
    const { excursion } = await firstExcursion();
    for (const url of ['/', '/tours-list', `/tour-details/${excursion.id}`, '/no-such-page']) {
      const [head, body] = (await t.app.inject({ method: 'GET', url })).body.split('</head>');
      const holds = head.match(/<link rel="expect"[^>]*>/g) ?? [];
      expect({ url, holds }).toEqual({
        url,
        holds: ['<link rel="expect" href="#wat-server-state" blocking="render">'],
      });
      // What it waits for comes right after the page's markup, and only once.
      expect(body.match(/id="wat-server-state"/g)).toHaveLength(1);
      expect(body).toMatch(/<\/div><script type="application\/json" id="wat-server-state">/);
    }
  });

  it('escapes every value, so no text can open a tag or close the JSON-LD script', async () => {
    const { excursion } = await firstExcursion();
    const name = `Sunset "Cruise" & <b>Friends</b>`;
    const description =
      `<script>alert("owned")</script>   It's a\n\n trip </script><script>alert(1)</script>` +
      ' on the river Gambia.';
    const [inserted] = await t.app.db
      .insert(excursions)
      .values({ ...excursion, id: undefined, name, description })
      .returning({ id: excursions.id });

    const res = await t.app.inject({ method: 'GET', url: `/tour-details/${inserted.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>Friends');
    expect(html).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;');
    expect(html).toContain('Sunset &quot;Cruise&quot; &amp; &lt;b&gt;Friends&lt;/b&gt;');
    expect(unescapeHtml(metaContent(html, 'og:title')!)).toBe(name);
    expect(unescapeHtml(metaContent(html, 'description')!)).toBe(
      `<script>alert("owned")</script> It's a trip </script><script>alert(1)</script> on the river Gambia.`,
    );
    // The only scripts are the JSON-LD, which reads back whole, the page's answers as JSON data
    // and the loader of the build's own.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
      '<script type="application/json" id="wat-server-state">',
      '<script data-scripts="/config.js">',
    ]);
    const data = structuredData(html)!;
    expect(data.name).toBe(name);
    expect(data.description).toContain(`</script><script>alert(1)</script>`);
  });

  it("preloads a page's largest picture from the head, as its picture asks, and no other", async () => {
    const { excursion } = await firstExcursion();
    const [destination] = await t.app.db
      .select()
      .from(destinations)
      .orderBy(asc(destinations.id))
      .limit(1);
    for (const url of [
      '/',
      '/tours-list',
      `/tour-details/${excursion.id}`,
      `/destination-details/${destination.id}`,
    ]) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      const [head, body] = html.split('</head>');
      const preloads = head.match(/<link rel="preload"[^>]*>/g) ?? [];
      expect({ url, preloads: preloads.length }).toEqual({ url, preloads: 1 });
      const preload = preloads[0]!;
      // No script file competes with it: they start from the end of the body, after it.
      expect(head).not.toMatch(/<script\b[^>]*\bsrc=/);
      expect(body).toMatch(
        /<script data-scripts="[^"]+"(?: data-page-scripts="[^"]+")?>[^<]+<\/script><\/body>/,
      );
      expect(attribute(preload, 'fetchPriority')).toBe('high');
      expect(body).not.toContain('rel="preload"');

      const pictures = body.match(/<img\b[^>]*>/g) ?? [];
      const largest = pictures.filter((picture) => attribute(picture, 'fetchPriority') === 'high');
      expect({ url, largest: largest.length }).toEqual({ url, largest: 1 });
      const picture = largest[0]!;
      expect(attribute(picture, 'loading')).toBe('eager');
      expect(attribute(picture, 'srcSet')).toBe(attribute(preload, 'imageSrcSet'));
      expect(attribute(picture, 'sizes')).toBe(attribute(preload, 'imageSizes'));
      for (const other of pictures) {
        expect(other).toMatch(/\bwidth="\d+" height="\d+"/);
        if (other !== picture) expect(other).toContain('loading="lazy"');
      }
    }
  });

  it('answers 404 with the rendered page for an id that names nothing', async () => {
    for (const url of [
      '/tour-details/999999',
      '/destination-details/999999',
      '/tour-details/99999999999',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // The title the page gives itself in the browser: the route's, as the page says no more.
      expect(res.body).toMatch(/<title>(Tour|Destination) Details \| West Africa Tours<\/title>/);
      expect(metaContent(res.body, 'og:title')).toBeUndefined();
      expect(res.body).toMatch(/<div id=root><.+<\/div><script type="application\/json"/s);
    }
  });

  it('answers 404 with the rendered not-found page for a path no page has', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page not found | West Africa Tours</title>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain('content="The default description."');
    expect(res.body).not.toContain('rel="canonical"');
  });

  it('answers a page whose calls were refused with their status, never keeping it', async () => {
    const from = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '10.9.2.1' });
    for (let i = 0; i < PER_ADDRESS_LIMIT.max; i += 1) await from('/api/excursionstype');
    // A kept page costs nothing and is sent to anyone: start from none.
    await catalogChanged(t.app.db);
    const refused = await from('/tours-list');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain(english(CATALOG_MESSAGES.searchFailed));
    // Another visitor gets the page with its tours.
    const page = await t.app.inject({ method: 'GET', url: '/tours-list' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(english(CATALOG_MESSAGES.searchFailed));
  });

  it('writes a destination into the head of its page', async () => {
    const [destination] = await t.app.db
      .select()
      .from(destinations)
      .orderBy(asc(destinations.id))
      .limit(1);
    const res = await t.app.inject({
      method: 'GET',
      url: `/destination-details/${destination.id}`,
    });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(unescapeHtml(metaContent(html, 'og:title')!)).toBe(destination.name);
    const description = unescapeHtml(metaContent(html, 'og:description')!);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(destination.about.replace(/\s+/g, ' ')).toContain(description.replace(/…$/, ''));
    const cover = destination.coverImageUrl.replace(/^\/home\/images\//, '');
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/images/${cover}`);
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/destination-details/${destination.id}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(structuredData(html)).toBeUndefined();
  });

  it('gives every page the title it shows in the browser, from the server', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/tours-list?page=2' });
    expect(list.body).toContain('<title>Our Tours | West Africa Tours</title>');
    expect(list.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/tours-list">`);
    expect(metaContent(list.body, 'description')).toMatch(/^West Africa Tours: excursions/);
    expect(metaContent(list.body, 'twitter:card')).toBe('summary');

    // Pages without link previews carry the title they set themselves, and no canonical link.
    for (const [url, title] of [
      ['/user-profile', 'My Profile'],
      ['/cart', 'Cart'],
      ['/login', 'Login'],
      ['/payment/return?booking=1', 'Payment'],
    ]) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain(`<title>${title} | West Africa Tours</title>`);
      expect(other.body).not.toContain('rel="canonical"');
      // Private pages ask search engines not to list them, whoever links to them.
      expect(other.headers['x-robots-tag']).toBe('noindex');
    }
    expect((await t.app.inject({ method: 'GET', url: '/about' })).headers).not.toHaveProperty(
      'x-robots-tag',
    );
  });

  it('renders French pages under /fr in French, each naming its English and French addresses', async () => {
    const french = await t.app.inject({ method: 'GET', url: '/fr/tours-list' });
    expect(french.statusCode).toBe(200);
    expect(french.body).toMatch(/<html[^>]* lang="fr"/);
    expect(french.body).toContain('<title>Nos excursions | West Africa Tours</title>');
    expect(french.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/fr/tours-list">`);
    expect(metaContent(french.body, 'description')).toMatch(/^West Africa Tours : excursions/);
    expect(metaContent(french.body, 'og:locale')).toBe('fr_FR');
    for (const [hreflang, href] of [
      ['en', `${PUBLIC_URL}/tours-list`],
      ['fr', `${PUBLIC_URL}/fr/tours-list`],
      ['x-default', `${PUBLIC_URL}/tours-list`],
    ]) {
      expect(french.body).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${href}">`);
    }
    const english = await t.app.inject({ method: 'GET', url: '/tours-list' });
    expect(english.body).toMatch(/<html[^>]* lang=en>/);
    expect(english.body).toContain(`hreflang="fr" href="${PUBLIC_URL}/fr/tours-list"`);

    // The French home is /fr/; a French private page is as private as the English one.
    const home = await t.app.inject({ method: 'GET', url: '/fr/' });
    expect(home.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/fr/">`);
    expect((await t.app.inject({ method: 'GET', url: '/fr/cart' })).headers['x-robots-tag']).toBe(
      'noindex',
    );
    // A French page that is not there says so in French, with no alternates.
    const missing = await t.app.inject({ method: 'GET', url: '/fr/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<html[^>]* lang="fr"/);
    expect(missing.body).toContain('<title>Page introuvable | West Africa Tours</title>');
    expect(missing.body).not.toContain('hreflang');
  });

  it("sends '/' alone to the visitor's language: their choice first, then their browser's", async () => {
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/', headers });
    const browserFrench = await get({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(browserFrench.statusCode).toBe(302);
    expect(browserFrench.headers.location).toBe('/fr/');
    expect(browserFrench.headers.vary).toContain('Accept-Language');
    const choseEnglish = await get({
      'accept-language': 'fr-FR,fr;q=0.9',
      cookie: 'other=1; language=en',
    });
    expect(choseEnglish.statusCode).toBe(200);
    expect(choseEnglish.headers.vary).toMatch(/Accept-Language, Cookie/);
    const choseFrench = await get({ 'accept-language': 'en-GB', cookie: 'language=fr' });
    expect(choseFrench.headers.location).toBe('/fr/');
    // No preference (a crawler): English. Any other page never redirects by language.
    expect((await get({})).statusCode).toBe(200);
    const about = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-language': 'fr', cookie: 'language=fr' },
    });
    expect(about.statusCode).toBe(200);
  });

  it('renders a page with its catalog answers, kept until the catalog changes', async () => {
    const [first] = await t.app.db
      .select()
      .from(destinations)
      .orderBy(asc(destinations.id))
      .limit(1);
    const page = () => t.app.inject({ method: 'GET', url: '/destination-list' });
    const before = await page();
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain(`>${first.name}<`);
    const state = /<script type="application\/json" id="wat-server-state">(.*?)<\/script>/s.exec(
      before.body,
    );
    expect(JSON.stringify(JSON.parse(state![1]))).toContain(first.name);

    // A change the catalog's version does not announce is not seen: the page is kept.
    const renamed = `${first.name} Renamed`;
    await t.app.db.update(destinations).set({ name: renamed }).where(eq(destinations.id, first.id));
    expect((await page()).body).toBe(before.body);
    // Every catalog change raises the version: the next visitor gets the new page.
    await catalogChanged(t.app.db);
    const after = await page();
    expect(after.body).toContain(`>${renamed}<`);
    await t.app.db
      .update(destinations)
      .set({ name: first.name })
      .where(eq(destinations.id, first.id));
    await catalogChanged(t.app.db);
  });

  it('sends a page compressed to a browser that takes it, the same page either way', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/destination-list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      method: 'GET',
      url: '/destination-list',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.statusCode).toBe(404);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('Page not found');
  });

  it('sends a page that many visitors ask for in a smaller brotli copy once it is made', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/destination-list-full' });
    const brotli = () =>
      t.app.inject({
        method: 'GET',
        url: '/destination-list-full',
        headers: { 'accept-encoding': 'br' },
      });
    const first = await brotli();
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    // Made on another thread: the copies that follow are the smaller one as soon as it is there.
    let later = await brotli();
    for (
      let tries = 0;
      later.rawPayload.length >= first.rawPayload.length && tries < 300;
      tries++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      later = await brotli();
    }
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(zlib.brotliDecompressSync(later.rawPayload).toString()).toBe(plain.body);
  });

  it('lets crawlers in everywhere but the API and the account pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /transport-api/',
        'Disallow: /user-profile',
        'Disallow: /cart',
        'Disallow: /payment/',
        'Disallow: /login',
        'Disallow: /signup',
        'Disallow: /forgot-password',
        'Disallow: /operator',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });

  it('lists the public pages, destinations and excursions in sitemap.xml', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);

    const locs = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(xml.match(/<url>/g)).toHaveLength(locs.length);
    for (const page of ['/', '/about', '/tours-list', '/destination-list', '/faq', '/contact']) {
      expect(locs).toContain(PUBLIC_URL + page);
      expect(locs).toContain(`${PUBLIC_URL}/fr${page}`);
    }
    // Each page names itself in both languages, and English as the default.
    const about = xml
      .split('\n')
      .find((line) => line.includes(`<loc>${PUBLIC_URL}/fr/about</loc>`));
    expect(about).toContain(`hreflang="en" href="${PUBLIC_URL}/about"`);
    expect(about).toContain(`hreflang="fr" href="${PUBLIC_URL}/fr/about"`);
    expect(about).toContain(`hreflang="x-default" href="${PUBLIC_URL}/about"`);
    expect(locs).toContain(`${PUBLIC_URL}/special-excursions/`);
    expect(locs).toContain(`${PUBLIC_URL}/special-excursions/Culture%20Music%20%26%20Arts`);
    expect(locs).not.toContain(`${PUBLIC_URL}/cart`);

    const { excursion } = await firstExcursion();
    expect(locs).toContain(`${PUBLIC_URL}/tour-details/${excursion.id}`);
    const [{ excursionCount }] = await t.app.db
      .select({ excursionCount: count() })
      .from(excursions);
    const [{ destinationCount }] = await t.app.db
      .select({ destinationCount: count() })
      .from(destinations);
    expect(locs).toHaveLength(2 * (STATIC_PAGES.length + destinationCount + excursionCount));
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('caps the sitemap, keeping the excursions with the lowest ids', async () => {
    const [{ destinationCount }] = await t.app.db
      .select({ destinationCount: count() })
      .from(destinations);
    const lowest = await t.app.db
      .select({ id: excursions.id })
      .from(excursions)
      .orderBy(asc(excursions.id))
      .limit(5);
    const maxUrls = STATIC_PAGES.length + destinationCount + 5;

    const paths = await sitemapPaths(t.app.db, { maxUrls, batchSize: 2 });
    expect(paths).toHaveLength(maxUrls);
    expect(paths.slice(-5)).toEqual(lowest.map(({ id }) => `/tour-details/${id}`));

    const few = await sitemapPaths(t.app.db, { maxUrls: 3, batchSize: 2 });
    expect(few).toEqual(['/', '/about', '/tours-list']);
  });
});

describe('search engines without a website build', () => {
  let emptyDir: string;
  let t: Booted;
  beforeAll(async () => {
    emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-seo-nosite-'));
    t = await boot(emptyDir);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(emptyDir, { recursive: true, force: true });
  });

  it('still serves robots.txt and sitemap.xml, and no pages', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/tour-details/`);
    const page = await t.app.inject({ method: 'GET', url: '/tour-details/1' });
    expect(page.statusCode).toBe(404);
  });
});
