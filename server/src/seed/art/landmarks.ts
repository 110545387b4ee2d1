import type { Landmark } from '../content/types';
import { HEIGHT, WIDTH, round as r } from './draw';
import type { Canvas, Stage } from './landscapes';
import { hsl } from './palette';
import { between, pick, type Random } from './random';

type Draw = (c: Canvas, stage: Stage, x: number) => string;

/** Far things first, so nearer ones overlap them. */
const DEPTH: Landmark[] = [
  'volcano',
  'waterfall',
  'rock',
  'stones',
  'fort',
  'basilica',
  'mosque',
  'huts',
  'stilts',
  'ship',
  'mangroves',
  'pirogues',
  'elephants',
  'bridge',
  'baobab',
  'palms',
  'birds',
];

export function drawLandmarks(landmarks: Landmark[], c: Canvas, stage: Stage): string {
  const ordered = [...landmarks].sort((a, b) => DEPTH.indexOf(a) - DEPTH.indexOf(b));
  const slots = [0.22, 0.7, 0.45, 0.85, 0.1].map((at) => at * WIDTH);
  const offset = Math.floor(c.random() * slots.length);
  return ordered
    .map((landmark, i) => LANDMARKS[landmark](c, stage, slots[(i + offset) % slots.length]))
    .join('');
}

const LANDMARKS: Record<Landmark, Draw> = {
  baobab(c, stage, x) {
    const s = between(c.random, 0.9, 1.3);
    const g = stage.groundY;
    const top = g - 190 * s;
    const trunk =
      `M${r(x - 46 * s)} ${r(g)} C${r(x - 54 * s)} ${r(g - 90 * s)} ${r(x - 30 * s)} ${r(top + 30 * s)} ${r(x - 24 * s)} ${r(top)}` +
      ` L${r(x + 24 * s)} ${r(top)} C${r(x + 34 * s)} ${r(top + 30 * s)} ${r(x + 56 * s)} ${r(g - 90 * s)} ${r(x + 46 * s)} ${r(g)} Z`;
    let branches = '';
    let clumps = '';
    const count = 6;
    for (let i = 0; i < count; i++) {
      const angle = Math.PI * (1.1 + (0.8 * i) / (count - 1)) + between(c.random, -0.1, 0.1);
      const length = between(c.random, 70, 120) * s;
      const ex = x + Math.cos(angle) * length;
      const ey = top + Math.sin(angle) * length * 0.7;
      const sx = x + between(c.random, -14, 14) * s;
      branches += `M${r(sx)} ${r(top + 6)} Q${r((sx + ex) / 2)} ${r(top - 8 * s)} ${r(ex)} ${r(ey)} `;
      branches += `M${r(ex)} ${r(ey)} l${r(between(c.random, -26, 26) * s)} ${r(-between(c.random, 14, 30) * s)} `;
      clumps += `<ellipse cx="${r(ex)}" cy="${r(ey - 6 * s)}" rx="${r(24 * s)}" ry="${r(10 * s)}"/>`;
    }
    return (
      `<g fill="${c.palette.silhouette}"><path d="${trunk}"/>${clumps}</g>` +
      `<path d="${branches}" stroke="${c.palette.silhouette}" stroke-width="${r(11 * s)}" stroke-linecap="round" fill="none"/>`
    );
  },

  palms(c, stage, x) {
    let svg = '';
    const count = 2 + Math.floor(c.random() * 3);
    for (let i = 0; i < count; i++) {
      svg += palm(
        c.random,
        x + between(c.random, -120, 120),
        stage.groundY + between(c.random, -20, 20),
        between(c.random, 230, 400),
        c.palette.silhouette,
      );
    }
    return svg;
  },

  pirogues(c, stage, x) {
    const y = stage.waterY ?? stage.groundY - 30;
    let svg = '';
    const count = 2 + Math.floor(c.random() * 2);
    for (let i = 0; i < count; i++) {
      const depth = i / count;
      const scale = 1 - depth * 0.45;
      svg += pirogue(c, x + between(c.random, -260, 260), y + (1 - depth) * 60 - 30, 230 * scale);
    }
    return svg;
  },

  fort(c, stage, x) {
    const p = c.palette;
    const w = between(c.random, 360, 460);
    const h = between(c.random, 80, 110);
    const base = stage.midY;
    const left = Math.min(Math.max(x - w / 2, 20), WIDTH - w - 20);
    let merlons = '';
    for (let mx = left; mx < left + w - 10; mx += 22) {
      merlons += `<rect x="${r(mx)}" y="${r(base - h - 12)}" width="12" height="13"/>`;
    }
    let ports = '';
    for (let px = left + 30; px < left + w - 30; px += 46) {
      ports += `<rect x="${r(px)}" y="${r(base - h * 0.55)}" width="12" height="14" rx="5"/>`;
    }
    const tower = `<rect x="${r(left + w - 90)}" y="${r(base - h - 70)}" width="70" height="${r(h + 70)}"/>`;
    return (
      `<g fill="${p.wall}"><rect x="${r(left)}" y="${r(base - h)}" width="${r(w)}" height="${r(h)}"/>${merlons}${tower}</g>` +
      `<rect x="${r(left + w - 40)}" y="${r(base - h - 70)}" width="20" height="${r(h + 70)}" fill="${p.wallShade}"/>` +
      `<rect x="${r(left - 10)}" y="${r(base - 6)}" width="${r(w + 20)}" height="14" fill="${p.groundDark}"/>` +
      `<g fill="${p.silhouette}" opacity="0.75">${ports}</g>` +
      `<path d="M${r(left + w - 55)} ${r(base - h - 70)} v-40 l34 10 l-34 10" fill="${hsl(c.random() * 360, 60, 45)}" stroke="${p.silhouette}" stroke-width="2"/>`
    );
  },

  mosque(c, stage, x) {
    const p = c.palette;
    const base = stage.midY;
    const w = 300;
    const left = x - w / 2;
    const body = `<path d="M${r(left)} ${r(base)} L${r(left + 14)} ${r(base - 110)} L${r(left + w - 14)} ${r(base - 110)} L${r(left + w)} ${r(base)} Z"/>`;
    const towers = [0.1, 0.5, 0.9]
      .map((at, i) => {
        const tx = left + w * at;
        const th = i === 1 ? 210 : 150;
        return `<path d="M${r(tx - 26)} ${r(base - 100)} L${r(tx - 16)} ${r(base - th)} Q${r(tx)} ${r(base - th - 26)} ${r(tx + 16)} ${r(base - th)} L${r(tx + 26)} ${r(base - 100)} Z"/>`;
      })
      .join('');
    let sticks = '';
    for (let sx = left + 10; sx < left + w; sx += 18) {
      sticks += `M${r(sx)} ${r(base - 60)} h-10 M${r(sx)} ${r(base - 90)} h-10 `;
    }
    return (
      `<g fill="${p.mud}">${body}${towers}</g>` +
      `<path d="${sticks}" stroke="${p.silhouette}" stroke-width="4" opacity="0.7"/>` +
      `<rect x="${r(x - 18)}" y="${r(base - 50)}" width="36" height="50" rx="18" fill="${p.silhouette}" opacity="0.8"/>`
    );
  },

  basilica(c, stage, x) {
    const p = c.palette;
    const base = stage.midY;
    const w = 420;
    let columns = '';
    for (let cx = x - w / 2 + 10; cx < x + w / 2; cx += 24) {
      columns += `<rect x="${r(cx)}" y="${r(base - 90)}" width="10" height="90"/>`;
    }
    return (
      `<g fill="${p.wall}">` +
      `<rect x="${r(x - 110)}" y="${r(base - 190)}" width="220" height="110"/>` +
      `<path d="M${r(x - 130)} ${r(base - 185)} A130 150 0 0 1 ${r(x + 130)} ${r(base - 185)} Z"/>` +
      `<rect x="${r(x - 4)}" y="${r(base - 385)}" width="8" height="60"/><rect x="${r(x - 20)}" y="${r(base - 370)}" width="40" height="8"/>` +
      `<rect x="${r(x - w / 2)}" y="${r(base - 104)}" width="${w}" height="16"/>${columns}</g>` +
      `<path d="M${r(x + 40)} ${r(base - 310)} A130 150 0 0 1 ${r(x + 130)} ${r(base - 185)} L${r(x + 40)} ${r(base - 185)} Z" fill="${p.wallShade}" opacity="0.6"/>`
    );
  },

  huts(c, stage, x) {
    const p = c.palette;
    let svg = '';
    const count = 3 + Math.floor(c.random() * 3);
    for (let i = 0; i < count; i++) {
      const hx = x + (i - count / 2) * between(c.random, 70, 100);
      const s = between(c.random, 0.7, 1.1);
      const g = stage.midY + between(c.random, 0, 40);
      svg +=
        `<rect x="${r(hx - 34 * s)}" y="${r(g - 50 * s)}" width="${r(68 * s)}" height="${r(50 * s)}" fill="${p.mud}"/>` +
        `<path d="M${r(hx - 50 * s)} ${r(g - 44 * s)} Q${r(hx)} ${r(g - 140 * s)} ${r(hx + 50 * s)} ${r(g - 44 * s)} Z" fill="${p.straw}"/>` +
        `<rect x="${r(hx - 9 * s)}" y="${r(g - 30 * s)}" width="${r(18 * s)}" height="${r(30 * s)}" fill="${p.silhouette}" opacity="0.8"/>`;
    }
    return svg;
  },

  birds(c) {
    let d = '';
    const count = 6 + Math.floor(c.random() * 8);
    const cx = between(c.random, 200, WIDTH - 200);
    for (let i = 0; i < count; i++) {
      const bx = cx + between(c.random, -260, 260);
      const by = between(c.random, 90, c.horizon - 160);
      const s = between(c.random, 7, 16);
      d += `M${r(bx - s)} ${r(by - s * 0.4)} Q${r(bx - s / 2)} ${r(by - s * 0.7)} ${r(bx)} ${r(by)} Q${r(bx + s / 2)} ${r(by - s * 0.7)} ${r(bx + s)} ${r(by - s * 0.4)} `;
    }
    return `<path d="${d}" stroke="${c.palette.silhouette}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`;
  },

  mangroves(c, stage) {
    const p = c.palette;
    const y = (stage.waterY ?? stage.midY) - 40;
    let crowns = '';
    let roots = '';
    for (let mx = -20; mx < WIDTH + 20; mx += between(c.random, 24, 46)) {
      if (mx > WIDTH * 0.35 && mx < WIDTH * 0.62) continue; // an open channel in the middle
      const size = between(c.random, 22, 40);
      crowns += `<ellipse cx="${r(mx)}" cy="${r(y - size * 0.6)}" rx="${r(size * 1.2)}" ry="${r(size)}"/>`;
      roots += `M${r(mx - 16)} ${r(y + 18)} Q${r(mx - 10)} ${r(y - 6)} ${r(mx)} ${r(y)} Q${r(mx + 10)} ${r(y - 6)} ${r(mx + 16)} ${r(y + 18)} `;
    }
    return (
      `<path d="${roots}" stroke="${p.silhouette}" stroke-width="3" fill="none"/>` +
      `<g fill="${p.foliage}">${crowns}</g>`
    );
  },

  stones(c, stage, x) {
    const p = c.palette;
    const laterite = hsl(15, 45, c.palette.sunHeight > 0.5 ? 38 : 24);
    let back = '';
    let front = '';
    const count = 10;
    for (let i = 0; i < count; i++) {
      const angle = (Math.PI * 2 * i) / count;
      const sx = x + Math.cos(angle) * 150;
      const depth = Math.sin(angle);
      const base = stage.midY + 40 + depth * 34;
      const h = (80 + between(c.random, -14, 14)) * (1 + depth * 0.15);
      const stone = `<rect x="${r(sx - 14)}" y="${r(base - h)}" width="28" height="${r(h)}" rx="12"/>`;
      if (depth < 0) back += stone;
      else front += stone;
    }
    return (
      `<g fill="${laterite}" opacity="0.85">${back}</g><g fill="${laterite}">${front}</g>` +
      `<ellipse cx="${r(x)}" cy="${r(stage.midY + 44)}" rx="190" ry="50" fill="${p.groundDark}" opacity="0.25"/>`
    );
  },

  ship(c, stage, x) {
    const p = c.palette;
    const y = stage.waterY ?? stage.midY;
    const w = 380;
    const left = Math.min(Math.max(x - w / 2, 30), WIDTH - w - 30);
    let windows = '';
    for (let wx = left + 70; wx < left + w - 70; wx += 26) {
      windows += `<rect x="${r(wx)}" y="${r(y - 52)}" width="14" height="10"/><rect x="${r(wx)}" y="${r(y - 82)}" width="14" height="10"/>`;
    }
    return (
      `<path d="M${r(left)} ${r(y - 30)} L${r(left + w)} ${r(y - 34)} L${r(left + w - 30)} ${r(y)} L${r(left + 20)} ${r(y)} Z" fill="${p.silhouette}"/>` +
      `<g fill="${p.wall}"><rect x="${r(left + 50)}" y="${r(y - 66)}" width="${w - 100}" height="34"/><rect x="${r(left + 70)}" y="${r(y - 96)}" width="${w - 150}" height="30"/></g>` +
      `<rect x="${r(left + 60)}" y="${r(y - 104)}" width="${w - 130}" height="8" fill="${hsl(c.random() * 360, 55, 42)}"/>` +
      `<g fill="${p.wallShade}">${windows}</g>` +
      `<rect x="${r(left)}" y="${r(y + 2)}" width="${w}" height="6" fill="${p.silhouette}" opacity="0.3"/>`
    );
  },

  waterfall(c, stage, x) {
    const p = c.palette;
    const top = c.horizon - 230;
    const base = stage.midY + 40;
    let streams = '';
    for (let sx = x - 40; sx < x + 40; sx += 9) {
      streams += `<rect x="${r(sx)}" y="${r(top + 20)}" width="6" height="${r(base - top - 20)}" opacity="${r(between(c.random, 0.5, 0.95))}"/>`;
    }
    return (
      `<path d="M${r(x - 260)} ${r(base)} L${r(x - 230)} ${r(top + 40)} L${r(x - 60)} ${r(top)} L${r(x + 70)} ${r(top + 10)} L${r(x + 240)} ${r(top + 60)} L${r(x + 280)} ${r(base)} Z" fill="${p.groundDark}"/>` +
      `<g fill="${hsl(200, 40, 94)}">${streams}</g>` +
      `<ellipse cx="${r(x)}" cy="${r(base)}" rx="150" ry="26" fill="white" opacity="0.5"/>`
    );
  },

  stilts(c, stage, x) {
    const p = c.palette;
    const y = stage.waterY ?? stage.midY;
    let svg = '';
    for (let i = 0; i < 4; i++) {
      const hx = x + (i - 1.5) * 130 + between(c.random, -20, 20);
      const hy = y - between(c.random, 0, 40);
      svg +=
        `<path d="M${r(hx - 40)} ${r(hy)} v30 M${r(hx - 10)} ${r(hy)} v30 M${r(hx + 20)} ${r(hy)} v30 M${r(hx + 40)} ${r(hy)} v30" stroke="${p.silhouette}" stroke-width="4"/>` +
        `<rect x="${r(hx - 46)}" y="${r(hy - 50)}" width="92" height="50" fill="${p.mud}"/>` +
        `<path d="M${r(hx - 58)} ${r(hy - 46)} L${r(hx)} ${r(hy - 86)} L${r(hx + 58)} ${r(hy - 46)} Z" fill="${hsl(210, 12, p.sunHeight > 0.5 ? 62 : 34)}"/>`;
    }
    return svg + pirogue(c, x + between(c.random, -200, 200), y + 70, 150);
  },

  bridge(c, stage, x) {
    const p = c.palette;
    const top = c.horizon - 120;
    const left = Math.max(x - 280, 60);
    const right = Math.min(x + 280, WIDTH - 60);
    const sag = top + 90;
    let hangers = '';
    for (let hx = left + 20; hx < right; hx += 22) {
      const t = (hx - left) / (right - left);
      const dy = 4 * t * (1 - t) * (sag - top);
      hangers += `M${r(hx)} ${r(top + dy - 26)} v26 `;
    }
    const tree = (tx: number) =>
      `<rect x="${r(tx - 12)}" y="${r(top - 60)}" width="24" height="${r(HEIGHT - top)}"/><circle cx="${r(tx)}" cy="${r(top - 80)}" r="70"/><circle cx="${r(tx - 50)}" cy="${r(top - 40)}" r="46"/><circle cx="${r(tx + 50)}" cy="${r(top - 40)}" r="46"/>`;
    return (
      `<path d="M${r(left)} ${r(top)} Q${r((left + right) / 2)} ${r(2 * sag - top)} ${r(right)} ${r(top)} M${r(left)} ${r(top - 26)} Q${r((left + right) / 2)} ${r(2 * sag - top - 26)} ${r(right)} ${r(top - 26)} ${hangers}" stroke="${p.straw}" stroke-width="3" fill="none"/>` +
      `<g fill="${p.silhouette}">${tree(left)}${tree(right)}</g>`
    );
  },

  rock(c, stage, x) {
    const p = c.palette;
    const base = stage.midY + 30;
    const h = between(c.random, 240, 300);
    const rock = `M${r(x - 260)} ${r(base)} C${r(x - 240)} ${r(base - h * 0.7)} ${r(x - 120)} ${r(base - h)} ${r(x - 10)} ${r(base - h)} C${r(x + 110)} ${r(base - h)} ${r(x + 200)} ${r(base - h * 0.6)} ${r(x + 260)} ${r(base)} Z`;
    let streaks = '';
    for (let i = 0; i < 6; i++) {
      const sx = x + between(c.random, -160, 160);
      streaks += `M${r(sx)} ${r(base - h * 0.8)} q${r(between(c.random, -20, 20))} ${r(h * 0.4)} ${r(between(c.random, -10, 10))} ${r(h * 0.75)} `;
    }
    return `<path d="${rock}" fill="${p.wallShade}"/><path d="${streaks}" stroke="${p.groundDark}" stroke-width="5" opacity="0.35" fill="none"/>`;
  },

  volcano(c, _stage, x) {
    const p = c.palette;
    const base = c.horizon + 20;
    const top = c.horizon - 330;
    return (
      `<path d="M${r(x - 480)} ${r(base)} Q${r(x - 200)} ${r(base - 80)} ${r(x - 60)} ${r(top)} L${r(x + 50)} ${r(top + 6)} Q${r(x + 210)} ${r(base - 90)} ${r(x + 500)} ${r(base)} Z" fill="${p.groundDark}" opacity="0.9"/>` +
      `<ellipse cx="${r(x + 80)}" cy="${r(top - 30)}" rx="120" ry="20" fill="white" opacity="0.35"/>`
    );
  },

  elephants(c, stage, x) {
    let svg = '';
    const count = 2 + Math.floor(c.random() * 2);
    for (let i = 0; i < count; i++) {
      svg += elephant(
        c.random,
        x + (i - count / 2) * 120,
        stage.midY + 40 + i * 12,
        between(c.random, 0.7, 1),
        c.palette.silhouette,
      );
    }
    return svg;
  },
};

function palm(random: Random, x: number, groundY: number, height: number, color: string): string {
  const lean = between(random, -70, 70);
  const topX = x + lean;
  const topY = groundY - height;
  let svg = `<path d="M${r(x)} ${r(groundY)} Q${r(x + lean * 0.1)} ${r(groundY - height * 0.6)} ${r(topX)} ${r(topY)}" stroke="${color}" stroke-width="11" fill="none" stroke-linecap="round"/>`;
  const fronds = 8;
  for (let i = 0; i < fronds; i++) {
    const angle = (Math.PI * 2 * i) / fronds + between(random, -0.2, 0.2);
    const length = between(random, 90, 140);
    const ex = topX + Math.cos(angle) * length;
    const ey = topY + Math.abs(Math.sin(angle)) * 50 + 30 - (Math.sin(angle) < 0 ? 40 : 0);
    const mx = (topX + ex) / 2;
    const my = Math.min(topY, ey) - 34;
    svg += `<path d="M${r(topX)} ${r(topY)} Q${r(mx)} ${r(my)} ${r(ex)} ${r(ey)} Q${r(mx)} ${r(my + 26)} ${r(topX)} ${r(topY + 6)} Z" fill="${color}"/>`;
  }
  return svg;
}

function pirogue(c: Canvas, x: number, y: number, length: number): string {
  const half = length / 2;
  const h = length * 0.12;
  const hull = `M${r(x - half)} ${r(y - h * 1.4)} Q${r(x - half * 0.7)} ${r(y + h * 0.6)} ${r(x)} ${r(y + h * 0.6)} Q${r(x + half * 0.7)} ${r(y + h * 0.6)} ${r(x + half)} ${r(y - h * 1.4)} L${r(x + half * 0.7)} ${r(y - h * 0.3)} L${r(x - half * 0.7)} ${r(y - h * 0.3)} Z`;
  const colours = ['hsl(200,75%,45%)', 'hsl(48,90%,52%)', 'hsl(352,70%,48%)', 'hsl(140,55%,38%)'];
  const stripe = `M${r(x - half * 0.86)} ${r(y - h * 0.9)} L${r(x + half * 0.86)} ${r(y - h * 0.9)} L${r(x + half * 0.8)} ${r(y - h * 0.3)} L${r(x - half * 0.8)} ${r(y - h * 0.3)} Z`;
  const dim = c.palette.sunHeight < 0.1 ? ' opacity="0.55"' : '';
  return (
    `<path d="${hull}" fill="${c.palette.silhouette}"/>` +
    `<path d="${stripe}" fill="${pick(c.random, colours)}"${dim}/>` +
    `<rect x="${r(x - half * 0.5)}" y="${r(y - h * 0.75)}" width="${r(length * 0.5)}" height="${r(h * 0.2)}" fill="${pick(c.random, colours)}"${dim}/>`
  );
}

function elephant(random: Random, x: number, groundY: number, s: number, color: string): string {
  const facing = random() < 0.5 ? -1 : 1;
  const hx = x + facing * 62 * s;
  return (
    `<g fill="${color}">` +
    `<ellipse cx="${r(x)}" cy="${r(groundY - 62 * s)}" rx="${r(62 * s)}" ry="${r(40 * s)}"/>` +
    `<circle cx="${r(hx)}" cy="${r(groundY - 74 * s)}" r="${r(26 * s)}"/>` +
    `<ellipse cx="${r(hx - facing * 14 * s)}" cy="${r(groundY - 70 * s)}" rx="${r(18 * s)}" ry="${r(26 * s)}"/>` +
    [-40, -18, 18, 40]
      .map(
        (dx) =>
          `<rect x="${r(x + dx * s - 9 * s)}" y="${r(groundY - 40 * s)}" width="${r(18 * s)}" height="${r(40 * s)}"/>`,
      )
      .join('') +
    `</g>` +
    `<path d="M${r(hx + facing * 20 * s)} ${r(groundY - 70 * s)} q${r(facing * 14 * s)} ${r(30 * s)} ${r(facing * 4 * s)} ${r(60 * s)}" stroke="${color}" stroke-width="${r(9 * s)}" fill="none" stroke-linecap="round"/>` +
    `<path d="M${r(x - facing * 60 * s)} ${r(groundY - 70 * s)} q${r(-facing * 8 * s)} ${r(20 * s)} 0 ${r(40 * s)}" stroke="${color}" stroke-width="3" fill="none"/>` +
    groundShadow(x, groundY, s)
  );
}

function groundShadow(x: number, groundY: number, s: number): string {
  return `<ellipse cx="${r(x)}" cy="${r(groundY)}" rx="${r(80 * s)}" ry="${r(6 * s)}" fill="black" opacity="0.15"/>`;
}
