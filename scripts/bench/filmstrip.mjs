// The first paint of the four pages of issue 14 on a phone 360 px wide, as a filmstrip: Lighthouse
// loads each page with its mobile network and 4× slowed CPU applied for real (devtools
// throttling, not simulated), and the frames it captured while loading are laid side by side
// with their time, one row a page, into one PNG. Needs a build (`npx webpack --mode production`)
// and Debian's chromium; starts the real server on a fresh embedded database.
//
//   node scripts/bench/filmstrip.mjs [--port 3995] [--out first-paint-360.png]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { launchChromium, startSite } from './site.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const port = Number(option('--port', '3995'));
const out = path.resolve(option('--out', 'first-paint-360.png'));
const site = `http://127.0.0.1:${port}`;
const PAGES = ['/', '/tours-list', '/tour-details/2', '/destination-details/1'];
const PHONE = { mobile: true, width: 360, height: 740, deviceScaleFactor: 2, disabled: false };
const FRAME_WIDTH = 120;
const LABEL_HEIGHT = 22;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-filmstrip-'));

/** The frames Lighthouse captured while the page loaded: [{ timing (ms), data (JPEG) }]. */
async function framesOf(chrome, url) {
  const result = await lighthouse(
    url,
    { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: { formFactor: 'mobile', screenEmulation: PHONE, throttlingMethod: 'devtools' },
    },
  );
  const items = result.lhr.audits['screenshot-thumbnails']?.details?.items ?? [];
  const paint = result.lhr.audits['first-contentful-paint']?.numericValue;
  return {
    paint,
    frames: items.map((item) => ({
      timing: item.timing,
      data: Buffer.from(item.data.replace(/^data:image\/\w+;base64,/, ''), 'base64'),
    })),
  };
}

const label = (text, width) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_HEIGHT}">` +
      `<rect width="100%" height="100%" fill="white"/>` +
      `<text x="4" y="16" font-family="sans-serif" font-size="13">${text}</text></svg>`,
  );

async function row(page, { paint, frames }) {
  const pictures = await Promise.all(
    frames.map((frame) => sharp(frame.data).resize({ width: FRAME_WIDTH }).png().toBuffer()),
  );
  const height = Math.max(
    ...(await Promise.all(pictures.map((p) => sharp(p).metadata()))).map((m) => m.height),
  );
  const width = FRAME_WIDTH * frames.length;
  const title = `${page}: first paint ${(paint / 1000).toFixed(2)} s (Lighthouse, 360 px, slow 4G, 4x CPU)`;
  return sharp({
    create: { width, height: height + 2 * LABEL_HEIGHT, channels: 3, background: 'white' },
  })
    .composite([
      { input: label(title, width), top: 0, left: 0 },
      ...pictures.map((input, i) => ({ input, top: LABEL_HEIGHT, left: i * FRAME_WIDTH })),
      ...frames.map((frame, i) => ({
        input: label(`${(frame.timing / 1000).toFixed(1)} s`, FRAME_WIDTH),
        top: LABEL_HEIGHT + height,
        left: i * FRAME_WIDTH,
      })),
    ])
    .png()
    .toBuffer();
}

const server = startSite(port, path.join(workDir, 'data'));
let chrome;
try {
  await server.ready();
  chrome = await launchChromium();
  const rows = [];
  for (const page of PAGES) {
    await framesOf(chrome, site + page); // the narrower picture copies are made on a first visit
    const strip = await framesOf(chrome, site + page);
    console.log(
      `${page}: first paint ${Math.round(strip.paint)} ms, ${strip.frames.length} frames`,
    );
    rows.push(await row(page, strip));
  }
  const sizes = await Promise.all(rows.map((r) => sharp(r).metadata()));
  let top = 0;
  const layers = rows.map((input, i) => {
    const layer = { input, top, left: 0 };
    top += sizes[i].height;
    return layer;
  });
  await sharp({
    create: {
      width: Math.max(...sizes.map((s) => s.width)),
      height: top,
      channels: 3,
      background: 'white',
    },
  })
    .composite(layers)
    .png({ compressionLevel: 9, palette: true })
    .toFile(out);
  console.log(`Written: ${path.relative(process.cwd(), out)}`);
} finally {
  await chrome?.kill();
  await server.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
