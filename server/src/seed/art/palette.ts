/** Colours of a picture: the time of day decides the sky, the place's hue tints everything. */
export type TimeOfDay = 'dawn' | 'day' | 'sunset' | 'dusk';

export const TIMES_OF_DAY: readonly TimeOfDay[] = ['sunset', 'day', 'dawn', 'dusk'];

export interface Palette {
  skyTop: string;
  skyMiddle: string;
  horizon: string;
  sun: string;
  sunGlow: string;
  /** Lightness of the sun's height: 0 at the horizon, 1 high up. */
  sunHeight: number;
  haze: string;
  ground: string;
  groundDark: string;
  water: string;
  waterDeep: string;
  sand: string;
  foliage: string;
  silhouette: string;
  wall: string;
  wallShade: string;
  /** Sun-dried earth of mosques and huts. */
  mud: string;
  straw: string;
  caption: string;
}

export function hsl(h: number, s: number, l: number, a = 1): string {
  const hue = ((Math.round(h) % 360) + 360) % 360;
  const sat = clamp(Math.round(s), 0, 100);
  const light = clamp(Math.round(l), 0, 100);
  return a >= 1 ? `hsl(${hue},${sat}%,${light}%)` : `hsla(${hue},${sat}%,${light}%,${a})`;
}

export function palette(hue: number, time: TimeOfDay): Palette {
  // Tints stay between red-orange and gold, so every place keeps natural colours.
  const warm = 10 + ((((hue % 360) + 360) % 360) / 360) * 40;
  switch (time) {
    case 'sunset':
      return {
        skyTop: hsl(255, 45, 28),
        skyMiddle: hsl(warm + 340, 70, 55),
        horizon: hsl(38, 95, 68),
        sun: hsl(45, 100, 88),
        sunGlow: hsl(30, 100, 65),
        sunHeight: 0.12,
        haze: hsl(warm + 330, 40, 48),
        ground: hsl(warm + 10, 45, 24),
        groundDark: hsl(warm, 45, 12),
        water: hsl(25, 70, 55),
        waterDeep: hsl(250, 35, 28),
        sand: hsl(30, 55, 45),
        foliage: hsl(120, 25, 16),
        silhouette: hsl(260, 35, 9),
        wall: hsl(30, 60, 72),
        wallShade: hsl(280, 25, 38),
        mud: hsl(22, 45, 34),
        straw: hsl(35, 55, 40),
        caption: 'rgba(255,245,230,0.78)',
      };
    case 'dawn':
      return {
        skyTop: hsl(215, 45, 52),
        skyMiddle: hsl(warm + 330, 45, 76),
        horizon: hsl(42, 85, 84),
        sun: hsl(50, 100, 92),
        sunGlow: hsl(40, 90, 75),
        sunHeight: 0.3,
        haze: hsl(215, 25, 70),
        ground: hsl(warm + 60, 30, 40),
        groundDark: hsl(warm + 40, 30, 22),
        water: hsl(205, 45, 62),
        waterDeep: hsl(210, 45, 40),
        sand: hsl(38, 55, 72),
        foliage: hsl(125, 30, 28),
        silhouette: hsl(220, 30, 16),
        wall: hsl(40, 35, 90),
        wallShade: hsl(220, 20, 62),
        mud: hsl(26, 42, 52),
        straw: hsl(40, 50, 62),
        caption: 'rgba(255,255,255,0.8)',
      };
    case 'dusk':
      return {
        skyTop: hsl(232, 50, 14),
        skyMiddle: hsl(250, 40, 32),
        horizon: hsl(warm + 10, 75, 55),
        sun: hsl(40, 100, 80),
        sunGlow: hsl(20, 90, 55),
        sunHeight: 0.02,
        haze: hsl(255, 30, 30),
        ground: hsl(240, 25, 14),
        groundDark: hsl(240, 30, 8),
        water: hsl(235, 35, 30),
        waterDeep: hsl(240, 40, 14),
        sand: hsl(260, 20, 28),
        foliage: hsl(200, 30, 10),
        silhouette: hsl(240, 35, 6),
        wall: hsl(260, 15, 46),
        wallShade: hsl(250, 25, 22),
        mud: hsl(250, 20, 20),
        straw: hsl(260, 15, 26),
        caption: 'rgba(235,235,255,0.72)',
      };
    default:
      return {
        skyTop: hsl(206, 70, 48),
        skyMiddle: hsl(200, 60, 66),
        horizon: hsl(warm + 20, 55, 86),
        sun: hsl(52, 100, 95),
        sunGlow: hsl(50, 90, 85),
        sunHeight: 0.85,
        haze: hsl(200, 30, 74),
        ground: hsl(warm + 55, 45, 48),
        groundDark: hsl(warm + 45, 40, 30),
        water: hsl(192, 60, 50),
        waterDeep: hsl(205, 65, 32),
        sand: hsl(42, 60, 78),
        foliage: hsl(120, 40, 26),
        silhouette: hsl(30, 30, 14),
        wall: hsl(40, 30, 95),
        wallShade: hsl(210, 18, 70),
        mud: hsl(26, 48, 50),
        straw: hsl(42, 55, 64),
        caption: 'rgba(255,255,255,0.82)',
      };
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
