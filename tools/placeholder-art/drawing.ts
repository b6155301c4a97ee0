/**
 * The drawing primitives of the placeholder art: a seeded random generator (so every run draws the
 * same pictures), a scene (an SVG canvas with its definitions and body), gradients, glows and
 * blurs, and the shapes the pictures are made of: hills, the sun, birds, stars, people, a church,
 * trees, candles and flames, and the photographic finish of the gallery's illustrations. The
 * posters (make-posters.ts) take the generator and the rounding from here too.
 */

export type Rng = () => number;

/** mulberry32: a tiny seeded generator, so every run draws the same pictures. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const between = (r: Rng, lo: number, hi: number) => lo + r() * (hi - lo);
export const pick = <T>(r: Rng, items: readonly T[]): T =>
  items[Math.floor(r() * items.length)] as T;
/** Rounds coordinates so the SVG stays short. */
export const n = (v: number) => Math.round(v * 10) / 10;

export interface Scene {
  width: number;
  height: number;
  defs: string[];
  body: string[];
  /** Makes a unique id for a gradient or filter. */
  id: (name: string) => string;
}

export function scene(width: number, height: number): Scene {
  let counter = 0;
  return { width, height, defs: [], body: [], id: (name) => `${name}${++counter}` };
}

export const svgOf = (s: Scene) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${s.width}" height="${s.height}" ` +
  `viewBox="0 0 ${s.width} ${s.height}"><defs>${s.defs.join('')}</defs>${s.body.join('')}</svg>`;

/** A vertical gradient through the given colours, evenly spaced. */
export function linear(s: Scene, colors: readonly string[], vertical = true): string {
  const id = s.id('lg');
  const stops = colors
    .map((c, i) => `<stop offset="${n((i / (colors.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join('');
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  s.defs.push(`<linearGradient id="${id}" ${dir}>${stops}</linearGradient>`);
  return `url(#${id})`;
}

/** A radial glow: `color` at the centre fading to transparent. */
function glow(s: Scene, color: string, opacity = 1): string {
  const id = s.id('rg');
  s.defs.push(
    `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="${opacity}"/>` +
      `<stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

export function blur(s: Scene, deviation: number): string {
  const id = s.id('bl');
  s.defs.push(`<filter id="${id}"><feGaussianBlur stdDeviation="${deviation}"/></filter>`);
  return `url(#${id})`;
}

export const rect = (s: Scene, fill: string, extra = '') =>
  s.body.push(`<rect width="${s.width}" height="${s.height}" fill="${fill}" ${extra}/>`);

/** A band of rolling hills from the left edge to the right, filled down to the bottom. */
export function hills(s: Scene, r: Rng, baseY: number, amplitude: number, fill: string, bumps = 4) {
  const step = s.width / bumps;
  let d = `M0 ${s.height} L0 ${n(baseY + between(r, -amplitude, amplitude) * 0.5)}`;
  for (let i = 0; i < bumps; i++) {
    const x0 = i * step;
    const peak = baseY - between(r, 0.2, 1) * amplitude;
    const end = baseY + between(r, -0.4, 0.4) * amplitude;
    d += ` C${n(x0 + step * 0.35)} ${n(peak)} ${n(x0 + step * 0.65)} ${n(peak)} ${n(x0 + step)} ${n(end)}`;
  }
  s.body.push(`<path d="${d} L${s.width} ${s.height} Z" fill="${fill}"/>`);
}

export function sun(s: Scene, cx: number, cy: number, radius: number, core: string, halo: string) {
  s.body.push(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 3.2)}" fill="${glow(s, halo, 0.55)}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${core}"/>`,
  );
}

export function birds(
  s: Scene,
  r: Rng,
  count: number,
  x: number,
  y: number,
  spread: number,
  color: string,
) {
  for (let i = 0; i < count; i++) {
    const bx = x + between(r, -spread, spread);
    const by = y + between(r, -spread * 0.4, spread * 0.4);
    const w = between(r, 8, 16) * (s.width / 1920);
    s.body.push(
      `<path d="M${n(bx - w)} ${n(by - w * 0.3)} Q${n(bx - w / 2)} ${n(by - w * 0.6)} ${n(bx)} ${n(by)} ` +
        `Q${n(bx + w / 2)} ${n(by - w * 0.6)} ${n(bx + w)} ${n(by - w * 0.3)}" ` +
        `fill="none" stroke="${color}" stroke-width="${n(w * 0.22)}" stroke-linecap="round"/>`,
    );
  }
}

export function stars(s: Scene, r: Rng, count: number, maxY: number) {
  for (let i = 0; i < count; i++)
    s.body.push(
      `<circle cx="${n(r() * s.width)}" cy="${n(r() * maxY)}" r="${n(between(r, 0.6, 2.2))}" ` +
        `fill="#fff7e0" opacity="${n(between(r, 0.3, 0.9))}"/>`,
    );
}

export const SKIN = ['#8d5524', '#a0673f', '#c68642', '#b5774a', '#7a4a2a', '#d19a6a'] as const;
const CLOTHES = [
  '#c0392b',
  '#e67e22',
  '#f1c40f',
  '#16a085',
  '#2980b9',
  '#8e44ad',
  '#ffffff',
  '#d35400',
  '#27ae60',
  '#e84393',
] as const;

type Pose = 'down' | 'up' | 'wave' | 'book' | 'reach-left' | 'reach-right' | 'flag';

interface FigureStyle {
  /** Shirt, or the whole silhouette when skin and legs are not given. */
  body: string;
  skin?: string;
  hair?: string;
  legs?: string;
  /** Pole flag or book colour. */
  accent?: string;
}

/** A standing person, feet at (x, y), `h` tall: a stylised head, torso, legs and arms. */
export function figure(s: Scene, x: number, y: number, h: number, pose: Pose, style: FigureStyle) {
  const { body } = style;
  const skin = style.skin ?? body;
  const hair = style.hair ?? skin;
  const legs = style.legs ?? body;
  const r = h * 0.095;
  const headY = y - h + r;
  const shoulderY = headY + r * 1.7;
  const hipY = y - h * 0.43;
  const sw = h * 0.15;
  const hw = h * 0.11;
  const arm = h * 0.055;
  const out: string[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number, color: string, width = arm) =>
    out.push(
      `<path d="M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)}" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round"/>`,
    );
  // Legs, then arms behind the torso, then torso and head.
  line(x - hw * 0.5, hipY, x - hw * 0.55, y - arm / 2, legs, hw * 0.8);
  line(x + hw * 0.5, hipY, x + hw * 0.55, y - arm / 2, legs, hw * 0.8);
  const lx = x - sw * 0.85;
  const rx = x + sw * 0.85;
  const ay = shoulderY + arm * 0.6;
  const handUp = (side: -1 | 1) => [x + side * sw * 1.7, headY - r * 2.2] as const;
  const handDown = (side: -1 | 1) => [x + side * sw * 1.15, hipY + h * 0.04] as const;
  const handOut = (side: -1 | 1) => [x + side * sw * 2.4, shoulderY + h * 0.1] as const;
  const hands: Record<Pose, [readonly [number, number], readonly [number, number]]> = {
    down: [handDown(-1), handDown(1)],
    up: [handUp(-1), handUp(1)],
    wave: [handDown(-1), handUp(1)],
    book: [
      [x - sw * 0.3, shoulderY + h * 0.16],
      [x + sw * 0.3, shoulderY + h * 0.16],
    ],
    'reach-left': [handOut(-1), handDown(1)],
    'reach-right': [handDown(-1), handOut(1)],
    flag: [handDown(-1), [x + sw * 1.3, headY - r * 0.5]],
  };
  const [left, right] = hands[pose];
  line(lx, ay, left[0], left[1], body);
  line(rx, ay, right[0], right[1], body);
  out.push(
    `<path d="M${n(x - hw)} ${n(hipY)} L${n(x - sw)} ${n(shoulderY + r * 0.6)} ` +
      `Q${n(x - sw)} ${n(shoulderY)} ${n(x - sw + r * 0.7)} ${n(shoulderY)} L${n(x + sw - r * 0.7)} ${n(shoulderY)} ` +
      `Q${n(x + sw)} ${n(shoulderY)} ${n(x + sw)} ${n(shoulderY + r * 0.6)} L${n(x + hw)} ${n(hipY)} Z" fill="${body}"/>`,
    `<circle cx="${n(x)}" cy="${n(headY)}" r="${n(r)}" fill="${skin}"/>`,
    `<path d="M${n(x - r)} ${n(headY)} A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(headY)} ` +
      `Q${n(x)} ${n(headY - r * 0.45)} ${n(x - r)} ${n(headY)} Z" fill="${hair}"/>`,
  );
  if (style.skin && pose !== 'book') {
    // Hands, where the skin shows.
    for (const [hx, hy] of [left, right])
      out.push(`<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(arm * 0.6)}" fill="${skin}"/>`);
  }
  if (pose === 'book')
    out.push(
      `<rect x="${n(x - sw * 0.55)}" y="${n(shoulderY + h * 0.1)}" width="${n(sw * 1.1)}" height="${n(h * 0.1)}" ` +
        `rx="${n(h * 0.01)}" fill="${style.accent ?? '#7a1f2b'}"/>`,
    );
  if (pose === 'flag') {
    const [fx, fy] = right;
    line(fx, fy + h * 0.1, fx, fy - h * 0.45, '#5b3a1e', h * 0.018);
    out.push(
      `<path d="M${n(fx)} ${n(fy - h * 0.45)} L${n(fx + h * 0.32)} ${n(fy - h * 0.37)} L${n(fx)} ${n(fy - h * 0.27)} Z" ` +
        `fill="${style.accent ?? '#f1c40f'}"/>`,
    );
  }
  s.body.push(`<g>${out.join('')}</g>`);
}

/** A colourful person with random skin and clothes. */
export function person(s: Scene, r: Rng, x: number, y: number, h: number, pose: Pose, shade = 1) {
  const tint = (c: string) => (shade === 1 ? c : mix(c, '#2a1020', 1 - shade));
  figure(s, x, y, h, pose, {
    body: tint(pick(r, CLOTHES)),
    skin: tint(pick(r, SKIN)),
    hair: tint('#1b120e'),
    legs: tint(pick(r, ['#2c3e50', '#34495e', '#4b3621', '#1f2d3d'])),
    accent: pick(r, ['#f1c40f', '#ffffff', '#e74c3c', '#3498db']),
  });
}

/** Blends two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + ((pb[i] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A church: nave with a gable roof, a front bell tower with steeple and cross, lit windows. */
export function church(
  s: Scene,
  cx: number,
  baseY: number,
  size: number,
  fill: string,
  light: string,
) {
  const u = size;
  const naveW = u * 2.4;
  const naveH = u * 0.95;
  const towerW = u * 0.62;
  const towerH = u * 1.75;
  const out = [
    // Nave and roof.
    `<rect x="${n(cx - naveW / 2)}" y="${n(baseY - naveH)}" width="${n(naveW)}" height="${n(naveH)}" fill="${fill}"/>`,
    `<path d="M${n(cx - naveW / 2 - u * 0.08)} ${n(baseY - naveH)} L${n(cx)} ${n(baseY - naveH - u * 0.55)} ` +
      `L${n(cx + naveW / 2 + u * 0.08)} ${n(baseY - naveH)} Z" fill="${fill}"/>`,
    // Tower, steeple and cross.
    `<rect x="${n(cx - towerW / 2)}" y="${n(baseY - towerH)}" width="${n(towerW)}" height="${n(towerH)}" fill="${fill}"/>`,
    `<path d="M${n(cx - towerW / 2 - u * 0.05)} ${n(baseY - towerH)} L${n(cx)} ${n(baseY - towerH - u * 0.75)} ` +
      `L${n(cx + towerW / 2 + u * 0.05)} ${n(baseY - towerH)} Z" fill="${fill}"/>`,
    `<rect x="${n(cx - u * 0.025)}" y="${n(baseY - towerH - u * 1.05)}" width="${n(u * 0.05)}" height="${n(u * 0.34)}" fill="${fill}"/>`,
    `<rect x="${n(cx - u * 0.11)}" y="${n(baseY - towerH - u * 0.97)}" width="${n(u * 0.22)}" height="${n(u * 0.05)}" fill="${fill}"/>`,
  ];
  const arch = (x: number, y: number, w: number, h: number) =>
    `<path d="M${n(x)} ${n(y + h)} L${n(x)} ${n(y + w / 2)} A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)} ` +
    `L${n(x + w)} ${n(y + h)} Z" fill="${light}"/>`;
  // Door, belfry opening and nave windows.
  out.push(arch(cx - u * 0.13, baseY - u * 0.5, u * 0.26, u * 0.5));
  out.push(arch(cx - u * 0.1, baseY - towerH + u * 0.2, u * 0.2, u * 0.32));
  for (const side of [-1, 1])
    for (const k of [0.55, 0.9])
      out.push(arch(cx + side * u * k - u * 0.07, baseY - naveH + u * 0.25, u * 0.14, u * 0.36));
  s.body.push(`<g>${out.join('')}</g>`);
}

export function tree(
  s: Scene,
  r: Rng,
  x: number,
  baseY: number,
  h: number,
  trunk: string,
  leaves: string,
) {
  const out = [
    `<path d="M${n(x - h * 0.04)} ${n(baseY)} L${n(x - h * 0.02)} ${n(baseY - h * 0.55)} L${n(x + h * 0.02)} ${n(baseY - h * 0.55)} ` +
      `L${n(x + h * 0.04)} ${n(baseY)} Z" fill="${trunk}"/>`,
  ];
  for (let i = 0; i < 7; i++)
    out.push(
      `<circle cx="${n(x + between(r, -0.22, 0.22) * h)}" cy="${n(baseY - h * between(r, 0.55, 0.85))}" ` +
        `r="${n(h * between(r, 0.14, 0.22))}" fill="${leaves}"/>`,
    );
  s.body.push(`<g>${out.join('')}</g>`);
}

export function candle(s: Scene, x: number, baseY: number, h: number, wax: string) {
  const w = h * 0.22;
  const flameY = baseY - h;
  s.body.push(
    `<circle cx="${n(x)}" cy="${n(flameY - h * 0.12)}" r="${n(h * 0.75)}" fill="${glow(s, '#ffb347', 0.45)}"/>`,
    `<rect x="${n(x - w / 2)}" y="${n(flameY)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.15)}" fill="${wax}"/>`,
    `<path d="M${n(x)} ${n(flameY - h * 0.3)} Q${n(x + w * 0.45)} ${n(flameY - h * 0.08)} ${n(x)} ${n(flameY - h * 0.02)} ` +
      `Q${n(x - w * 0.45)} ${n(flameY - h * 0.08)} ${n(x)} ${n(flameY - h * 0.3)} Z" fill="#ffe9a8"/>`,
  );
}

export function flame(s: Scene, x: number, baseY: number, h: number) {
  const tongue = (dx: number, scale: number, color: string) => {
    const fh = h * scale;
    const fw = fh * 0.45;
    return (
      `<path d="M${n(x + dx)} ${n(baseY - fh)} C${n(x + dx + fw)} ${n(baseY - fh * 0.55)} ${n(x + dx + fw)} ${n(baseY)} ${n(x + dx)} ${n(baseY)} ` +
      `C${n(x + dx - fw)} ${n(baseY)} ${n(x + dx - fw)} ${n(baseY - fh * 0.55)} ${n(x + dx)} ${n(baseY - fh)} Z" fill="${color}"/>`
    );
  };
  s.body.push(
    `<circle cx="${n(x)}" cy="${n(baseY - h * 0.4)}" r="${n(h * 2.6)}" fill="${glow(s, '#ff9f43', 0.55)}"/>`,
    tongue(-h * 0.18, 0.7, '#e55b13'),
    tongue(h * 0.2, 0.75, '#e55b13'),
    tongue(0, 1, '#f39c12'),
    tongue(0, 0.6, '#ffe08a'),
  );
}

/** Soft film grain and a vignette, so gallery illustrations read a little like photographs. */
export function photoFinish(s: Scene, grain: number) {
  const id = s.id('grain');
  s.defs.push(
    `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" ` +
      `baseFrequency="0.85" numOctaves="2" seed="7"/><feColorMatrix type="saturate" values="0"/></filter>`,
  );
  if (grain > 0) rect(s, '#000', `filter="url(#${id})" opacity="${grain}"`);
  const vignette = s.id('vig');
  s.defs.push(
    `<radialGradient id="${vignette}" r="0.75"><stop offset="60%" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="100%" stop-color="#000" stop-opacity="0.35"/></radialGradient>`,
  );
  rect(s, `url(#${vignette})`);
}
