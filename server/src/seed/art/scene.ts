import type { Scene } from '../content/types';
import { HEIGHT, WIDTH, escapeXml, linearGradient, radialGlow, round } from './draw';
import { drawLandmarks } from './landmarks';
import { drawLandscape, type Canvas } from './landscapes';
import { palette, TIMES_OF_DAY, type Palette } from './palette';
import { between, seededRandom, type Random } from './random';

export interface Picture {
  /** Seeds the random choices, so the same key always gives the same picture. */
  key: string;
  scene: Scene;
  hue: number;
  /** Picks the time of day: the pictures of one place differ in light. */
  variant: number;
  caption: string;
  width: number;
  height: number;
}

/** Draws a picture as SVG: sky, sun, landscape, landmarks, a soft vignette and the caption. */
export function renderScene(picture: Picture): string {
  const random = seededRandom(picture.key);
  const time = TIMES_OF_DAY[picture.variant % TIMES_OF_DAY.length];
  const colours = palette(picture.hue, time);
  const horizon = round(between(random, 430, 500));
  const sunX = between(random, 0.2, 0.8) * WIDTH;
  const canvas: Canvas = { random, palette: colours, horizon, sunX, defs: [] };

  const sky = drawSky(canvas, time === 'dusk');
  const stage = drawLandscape(picture.scene.landscape, canvas);
  const landmarks = drawLandmarks(picture.scene.landmarks, canvas, stage);
  canvas.defs.push(
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="black" stop-opacity="0"/><stop offset="1" stop-color="black" stop-opacity="0.38"/></radialGradient>`,
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${picture.width}" height="${picture.height}" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${canvas.defs.join('')}</defs>` +
    sky +
    stage.svg +
    landmarks +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>` +
    caption(picture.caption, colours) +
    `</svg>`
  );
}

function drawSky(c: Canvas, night: boolean): string {
  const p = c.palette;
  c.defs.push(
    linearGradient('sky', [
      [0, p.skyTop],
      [0.55, p.skyMiddle],
      [1, p.horizon],
    ]),
  );
  c.defs.push(radialGlow('glow', p.sunGlow, 0.75));
  const sunY = c.horizon - 20 - p.sunHeight * 300;
  let svg = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`;
  if (night) svg += stars(c.random) + moon(c, p);
  svg += `<circle cx="${round(c.sunX)}" cy="${round(sunY)}" r="${night ? 220 : 300}" fill="url(#glow)"/>`;
  if (!night)
    svg += `<circle cx="${round(c.sunX)}" cy="${round(sunY)}" r="${round(between(c.random, 36, 56))}" fill="${p.sun}"/>`;
  svg += clouds(c);
  return svg;
}

function stars(random: Random): string {
  let dots = '';
  for (let i = 0; i < 60; i++) {
    dots += `<circle cx="${round(random() * WIDTH)}" cy="${round(random() * 300)}" r="${round(between(random, 0.8, 2))}"/>`;
  }
  return `<g fill="white" opacity="0.7">${dots}</g>`;
}

function moon(c: Canvas, p: Palette): string {
  const x = WIDTH - c.sunX;
  const y = between(c.random, 90, 180);
  return `<circle cx="${round(x)}" cy="${round(y)}" r="26" fill="#f6f1dc"/><circle cx="${round(x + 11)}" cy="${round(y - 6)}" r="23" fill="${p.skyTop}"/>`;
}

function clouds(c: Canvas): string {
  let shapes = '';
  const count = 2 + Math.floor(c.random() * 4);
  for (let i = 0; i < count; i++) {
    const x = c.random() * WIDTH;
    const y = between(c.random, 60, c.horizon - 140);
    const w = between(c.random, 120, 300);
    shapes += `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(w)}" ry="${round(w / 9)}"/><ellipse cx="${round(x + w * 0.3)}" cy="${round(y - w / 14)}" rx="${round(w * 0.5)}" ry="${round(w / 10)}"/>`;
  }
  return `<g fill="${c.palette.sunGlow}" opacity="0.28">${shapes}</g>`;
}

function caption(text: string, p: Palette): string {
  const x = 40;
  const y = HEIGHT - 36;
  const style = `font-family="DejaVu Sans, Arial, sans-serif" font-size="24" letter-spacing="1.5"`;
  const safe = escapeXml(text);
  return (
    `<text x="${x + 1.5}" y="${y + 1.5}" ${style} fill="rgba(0,0,0,0.35)">${safe}</text>` +
    `<text x="${x}" y="${y}" ${style} fill="${p.caption}">${safe}</text>`
  );
}
