import type { Landscape } from '../content/types';
import { HEIGHT, WIDTH, linearGradient, ridge, round, smoothPath, type Point } from './draw';
import type { Palette } from './palette';
import { between, type Random } from './random';

export interface Canvas {
  random: Random;
  palette: Palette;
  horizon: number;
  sunX: number;
  defs: string[];
}

/** Where things may stand once the landscape is drawn. */
export interface Stage {
  svg: string;
  /** The foreground ground line (trees, people, huts). */
  groundY: number;
  /** Middle distance (buildings, stones). */
  midY: number;
  /** The line boats float on, when there is water. */
  waterY: number | undefined;
}

export function drawLandscape(kind: Landscape, canvas: Canvas): Stage {
  return LANDSCAPES[kind](canvas);
}

const LANDSCAPES: Record<Landscape, (canvas: Canvas) => Stage> = {
  coast(c) {
    const { palette: p, horizon, random } = c;
    const shore = horizon + between(random, 130, 170);
    c.defs.push(
      linearGradient('sand', [
        [0, p.sand],
        [1, p.ground],
      ]),
    );
    const headland = ridge(random, horizon + 4, 40, 6, p.haze, ' opacity="0.8"');
    const beach = wavyBand(random, shore, 14, 'url(#sand)');
    const foam = `<path d="${wavyLine(random, shore - 4, 10)}" stroke="rgba(255,255,255,0.55)" stroke-width="4" fill="none"/>`;
    return {
      svg: `${headland}${sea(c, horizon, shore)}${beach}${foam}`,
      groundY: HEIGHT - 40,
      midY: shore + 10,
      waterY: (horizon + shore) / 2 + 20,
    };
  },

  river(c) {
    const { palette: p, horizon, random } = c;
    c.defs.push(
      linearGradient('land', [
        [0, p.ground],
        [1, p.groundDark],
      ]),
    );
    c.defs.push(
      linearGradient('river', [
        [0, p.horizon],
        [0.35, p.water],
        [1, p.waterDeep],
      ]),
    );
    const far = ridge(random, horizon, 26, 14, p.foliage, ' opacity="0.75"');
    const land = `<rect x="0" y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#land)"/>`;
    const mouth = between(random, 0.3, 0.7) * WIDTH;
    const left: Point[] = [
      [mouth - 30, horizon],
      [mouth - between(random, 60, 160), horizon + 120],
      [between(random, 120, 320), HEIGHT - 120],
      [-40, HEIGHT],
    ];
    const right: Point[] = [
      [WIDTH + 60, HEIGHT],
      [WIDTH - between(random, 100, 300), HEIGHT - 140],
      [mouth + between(random, 80, 200), horizon + 110],
      [mouth + 40, horizon],
    ];
    const river = `<path d="${smoothPath([...left, ...right])} Z" fill="url(#river)"/>`;
    return {
      svg: `${far}${land}${river}${glints(c, horizon + 30, HEIGHT - 60, mouth)}`,
      groundY: HEIGHT - 30,
      midY: horizon + 60,
      waterY: horizon + between(random, 130, 200),
    };
  },

  lake(c) {
    const { palette: p, horizon, random } = c;
    const far = ridge(random, horizon + 2, 22, 10, p.foliage, ' opacity="0.7"');
    const shore = wavyBand(random, HEIGHT - 50, 10, p.groundDark);
    return {
      svg: `${far}${sea(c, horizon + 6, HEIGHT)}${shore}`,
      groundY: HEIGHT - 30,
      midY: horizon + 90,
      waterY: horizon + between(random, 110, 170),
    };
  },

  savannah(c) {
    const { palette: p, horizon, random } = c;
    c.defs.push(
      linearGradient('grass', [
        [0, p.straw],
        [0.5, p.ground],
        [1, p.groundDark],
      ]),
    );
    const hills = ridge(random, horizon - 10, 50, 5, p.haze, ' opacity="0.7"');
    const plain = `<path d="${wavyLine(random, horizon, 6)} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="url(#grass)"/>`;
    let acacias = '';
    for (let i = 0; i < 4; i++) {
      acacias += acacia(
        random,
        between(random, 40, WIDTH - 40),
        horizon + between(random, 12, 70),
        between(random, 0.35, 0.7),
        p.silhouette,
      );
    }
    return {
      svg: `${hills}${plain}${acacias}${grassTufts(c)}`,
      groundY: HEIGHT - 40,
      midY: horizon + 80,
      waterY: undefined,
    };
  },

  forest(c) {
    const { palette: p, horizon, random } = c;
    const layers = [p.haze, p.foliage, p.groundDark, p.silhouette];
    let svg = ridge(random, horizon - 30, 60, 5, layers[0], ' opacity="0.8"');
    layers.slice(1).forEach((color, i) => {
      svg += canopy(random, horizon + i * 90, 40 + i * 14, color);
    });
    return { svg, groundY: HEIGHT - 10, midY: horizon + 60, waterY: undefined };
  },

  mountain(c) {
    const { palette: p, horizon, random } = c;
    let svg = ridge(random, horizon - 120, 180, 4, p.haze, ' opacity="0.75"');
    svg += ridge(random, horizon - 40, 120, 5, p.ground, ' opacity="0.85"');
    c.defs.push(
      linearGradient('slope', [
        [0, p.foliage],
        [1, p.groundDark],
      ]),
    );
    svg += ridge(random, horizon + 80, 70, 6, 'url(#slope)');
    return { svg, groundY: HEIGHT - 40, midY: horizon + 120, waterY: undefined };
  },

  town(c) {
    const { palette: p, horizon, random } = c;
    let skyline = '';
    for (let x = -20; x < WIDTH; x += between(random, 40, 90)) {
      const w = between(random, 36, 80);
      const h = between(random, 20, 90);
      skyline += `<rect x="${round(x)}" y="${round(horizon - h)}" width="${round(w)}" height="${round(h + 4)}"/>`;
    }
    c.defs.push(
      linearGradient('street', [
        [0, p.sand],
        [1, p.groundDark],
      ]),
    );
    return {
      svg: `<g fill="${p.haze}">${skyline}</g><rect x="0" y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#street)"/>`,
      groundY: HEIGHT - 40,
      midY: horizon + 70,
      waterY: undefined,
    };
  },
};

function sea(c: Canvas, top: number, bottom: number): string {
  const body = `<rect x="0" y="${round(top)}" width="${WIDTH}" height="${round(bottom - top)}" fill="url(#sea)"/>`;
  if (!c.defs.some((d) => d.includes('id="sea"'))) {
    c.defs.push(
      linearGradient('sea', [
        [0, c.palette.water],
        [1, c.palette.waterDeep],
      ]),
    );
  }
  return body + glints(c, top + 4, bottom - 10, c.sunX);
}

/** Broken strokes of light on water, under the sun. */
function glints(c: Canvas, top: number, bottom: number, centreX: number): string {
  let lines = '';
  for (let y = top; y < bottom; y += between(c.random, 8, 22)) {
    const spread = 20 + ((y - top) / (bottom - top)) * 140;
    const x = centreX + between(c.random, -spread, spread);
    const w = between(c.random, 10, 30 + spread / 2);
    lines += `<rect x="${round(x - w / 2)}" y="${round(y)}" width="${round(w)}" height="2.5" rx="1.2"/>`;
  }
  return `<g fill="${c.palette.sun}" opacity="0.45">${lines}</g>`;
}

function wavyLine(random: Random, y: number, amplitude: number): string {
  const points: Point[] = [];
  for (let i = 0; i <= 8; i++)
    points.push([(WIDTH * i) / 8, y + between(random, -amplitude, amplitude)]);
  return smoothPath(points);
}

function wavyBand(random: Random, y: number, amplitude: number, fill: string): string {
  return `<path d="${wavyLine(random, y, amplitude)} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="${fill}"/>`;
}

function canopy(random: Random, baseY: number, size: number, color: string): string {
  let crowns = '';
  for (let x = -size; x < WIDTH + size; x += size * between(random, 0.6, 1.1)) {
    const r = size * between(random, 0.7, 1.3);
    crowns += `<circle cx="${round(x)}" cy="${round(baseY - r * 0.6)}" r="${round(r)}"/>`;
  }
  return `<g fill="${color}">${crowns}<rect x="0" y="${round(baseY - 4)}" width="${WIDTH}" height="${HEIGHT}"/></g>`;
}

export function acacia(
  random: Random,
  x: number,
  groundY: number,
  scale: number,
  color: string,
): string {
  const h = 120 * scale;
  const w = 150 * scale;
  const trunk = `<path d="M${round(x)} ${round(groundY)} L${round(x + 4 * scale)} ${round(groundY - h * 0.6)} L${round(x - w * 0.25)} ${round(groundY - h)} M${round(x + 4 * scale)} ${round(groundY - h * 0.6)} L${round(x + w * 0.3)} ${round(groundY - h)}" stroke="${color}" stroke-width="${round(7 * scale)}" fill="none" stroke-linecap="round"/>`;
  const crown = `<ellipse cx="${round(x)}" cy="${round(groundY - h - 6 * scale)}" rx="${round(w / 2)}" ry="${round(16 * scale)}" fill="${color}"/>`;
  const crown2 = `<ellipse cx="${round(x + w * 0.12)}" cy="${round(groundY - h - 16 * scale)}" rx="${round(w / 3)}" ry="${round(12 * scale)}" fill="${color}"/>`;
  return trunk + crown + crown2;
}

function grassTufts(c: Canvas): string {
  let blades = '';
  for (let i = 0; i < 70; i++) {
    const x = between(c.random, 0, WIDTH);
    const y = between(c.random, HEIGHT - 140, HEIGHT);
    const h = between(c.random, 10, 34) * (0.5 + (y - (HEIGHT - 140)) / 140);
    blades += `M${round(x)} ${round(y)} l${round(between(c.random, -8, 8))} ${round(-h)} M${round(x + 3)} ${round(y)} l${round(between(c.random, -4, 10))} ${round(-h * 0.8)} `;
  }
  return `<path d="${blades}" stroke="${c.palette.groundDark}" stroke-width="2" opacity="0.7" fill="none"/>`;
}
