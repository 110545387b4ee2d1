import { between, type Random } from './random';

/** Every picture is drawn on this canvas and scaled to its output size. */
export const WIDTH = 1200;
export const HEIGHT = 800;

export type Point = [number, number];

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A smooth line through the points (quadratic curves through the midpoints). */
export function smoothPath(points: Point[]): string {
  let d = `M${round(points[0][0])} ${round(points[0][1])}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i];
    const [nx, ny] = points[i + 1];
    d += ` Q${round(x)} ${round(y)} ${round((x + nx) / 2)} ${round((y + ny) / 2)}`;
  }
  const last = points[points.length - 1];
  return `${d} L${round(last[0])} ${round(last[1])}`;
}

/** A band of hills or canopy from one edge to the other, filled down to the bottom. */
export function ridge(
  random: Random,
  baseY: number,
  amplitude: number,
  segments: number,
  fill: string,
  extra = '',
): string {
  const points: Point[] = [];
  for (let i = 0; i <= segments; i++) {
    points.push([(WIDTH * i) / segments, baseY - random() * amplitude]);
  }
  return `<path d="${smoothPath(points)} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="${fill}"${extra}/>`;
}

export function linearGradient(id: string, stops: [number, string][], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const body = stops.map(([at, color]) => `<stop offset="${at}" stop-color="${color}"/>`).join('');
  return `<linearGradient id="${id}" ${direction}>${body}</linearGradient>`;
}

export function radialGlow(id: string, color: string, opacity: number): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

export function jitter(random: Random, value: number, spread: number): number {
  return value + between(random, -spread, spread);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
