/**
 * Draws the placeholder art of the site and of the seed: flat, warm illustrations composed as SVG
 * in code and rasterised with sharp. Not part of the product: a one-off generator, kept so the
 * committed pictures can be made again. Deterministic (seeded randomness), so running it again
 * reproduces the committed files.
 *
 *   npx tsx tools/placeholder-art/make-images.ts             logos, placeholders, sample gallery,
 *                                                           chairman portrait, seed images
 *   npx tsx tools/placeholder-art/make-images.ts --banners   the four home banners as well
 *
 * Banners are drawn only when asked: the commission's own photos replace them (`npm run banner`),
 * and a run for the other pictures must not put drawings back over those photos.
 *
 * What is made and where it goes is read from src/content/images.ts (site images) and
 * seed/data.ts (seed images); this file only knows how to draw.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import {
  BANNERS,
  BANNER_FORMATS,
  BANNER_SIZE,
  BANNER_WIDTHS,
  CHAIRMAN_PORTRAIT,
  FAVICON,
  GALLERY_MEDIUM_SIZE,
  GALLERY_SIZE,
  GALLERY_THUMB_SIZE,
  LOGOS,
  PLACEHOLDERS,
  SAMPLE_GALLERY,
  bannerUrl,
  sampleGalleryUrl,
  type RasterFormat,
} from '../../src/content/images';
import { SEED_GALLERY, SEED_MEMBERS, SEED_MESSAGES, mediumOf, thumbOf } from '../../seed/data';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = join(ROOT, 'public');
const SEED_IMAGES = join(ROOT, 'seed', 'images');

// ---------------------------------------------------------------------------------------------
// Drawing primitives

type Rng = () => number;

/** mulberry32: a tiny seeded generator, so every run draws the same pictures. */
function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (r: Rng, lo: number, hi: number) => lo + r() * (hi - lo);
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
/** Rounds coordinates so the SVG stays short. */
const n = (v: number) => Math.round(v * 10) / 10;

interface Scene {
  width: number;
  height: number;
  defs: string[];
  body: string[];
  /** Makes a unique id for a gradient or filter. */
  id: (name: string) => string;
}

function scene(width: number, height: number): Scene {
  let counter = 0;
  return { width, height, defs: [], body: [], id: (name) => `${name}${++counter}` };
}

const svgOf = (s: Scene) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${s.width}" height="${s.height}" ` +
  `viewBox="0 0 ${s.width} ${s.height}"><defs>${s.defs.join('')}</defs>${s.body.join('')}</svg>`;

/** A vertical gradient through the given colours, evenly spaced. */
function linear(s: Scene, colors: readonly string[], vertical = true): string {
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

function blur(s: Scene, deviation: number): string {
  const id = s.id('bl');
  s.defs.push(`<filter id="${id}"><feGaussianBlur stdDeviation="${deviation}"/></filter>`);
  return `url(#${id})`;
}

const rect = (s: Scene, fill: string, extra = '') =>
  s.body.push(`<rect width="${s.width}" height="${s.height}" fill="${fill}" ${extra}/>`);

/** A band of rolling hills from the left edge to the right, filled down to the bottom. */
function hills(s: Scene, r: Rng, baseY: number, amplitude: number, fill: string, bumps = 4) {
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

function sun(s: Scene, cx: number, cy: number, radius: number, core: string, halo: string) {
  s.body.push(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 3.2)}" fill="${glow(s, halo, 0.55)}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${core}"/>`,
  );
}

function birds(
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

function stars(s: Scene, r: Rng, count: number, maxY: number) {
  for (let i = 0; i < count; i++)
    s.body.push(
      `<circle cx="${n(r() * s.width)}" cy="${n(r() * maxY)}" r="${n(between(r, 0.6, 2.2))}" ` +
        `fill="#fff7e0" opacity="${n(between(r, 0.3, 0.9))}"/>`,
    );
}

const SKIN = ['#8d5524', '#a0673f', '#c68642', '#b5774a', '#7a4a2a', '#d19a6a'] as const;
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
function figure(s: Scene, x: number, y: number, h: number, pose: Pose, style: FigureStyle) {
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
function person(s: Scene, r: Rng, x: number, y: number, h: number, pose: Pose, shade = 1) {
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
function mix(a: string, b: string, t: number): string {
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
function church(s: Scene, cx: number, baseY: number, size: number, fill: string, light: string) {
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

function tree(
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

function candle(s: Scene, x: number, baseY: number, h: number, wax: string) {
  const w = h * 0.22;
  const flameY = baseY - h;
  s.body.push(
    `<circle cx="${n(x)}" cy="${n(flameY - h * 0.12)}" r="${n(h * 0.75)}" fill="${glow(s, '#ffb347', 0.45)}"/>`,
    `<rect x="${n(x - w / 2)}" y="${n(flameY)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.15)}" fill="${wax}"/>`,
    `<path d="M${n(x)} ${n(flameY - h * 0.3)} Q${n(x + w * 0.45)} ${n(flameY - h * 0.08)} ${n(x)} ${n(flameY - h * 0.02)} ` +
      `Q${n(x - w * 0.45)} ${n(flameY - h * 0.08)} ${n(x)} ${n(flameY - h * 0.3)} Z" fill="#ffe9a8"/>`,
  );
}

function flame(s: Scene, x: number, baseY: number, h: number) {
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
function photoFinish(s: Scene, grain: number) {
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

// ---------------------------------------------------------------------------------------------
// Scenes: each draws into a canvas of any size, so banners and gallery images share them.

type Draw = (s: Scene, r: Rng) => void;

const SCENES = {
  /** Young people on a hilltop at sunset, arms raised; a cross on a far hill. */
  gathering: (s, r) => {
    const { width: w, height: h } = s;
    rect(s, linear(s, ['#f9d77e', '#f3a65a', '#e07a5f', '#9c4f6b']));
    sun(s, w * 0.7, h * 0.62, h * 0.12, '#fff1c1', '#ffd27a');
    hills(s, r, h * 0.72, h * 0.08, '#c9705f', 3);
    const cx = w * 0.18;
    const cy = h * 0.62;
    s.body.push(
      `<rect x="${n(cx - h * 0.006)}" y="${n(cy - h * 0.11)}" width="${n(h * 0.012)}" height="${n(h * 0.11)}" fill="#7d3f4d"/>`,
      `<rect x="${n(cx - h * 0.03)}" y="${n(cy - h * 0.085)}" width="${n(h * 0.06)}" height="${n(h * 0.011)}" fill="#7d3f4d"/>`,
    );
    hills(s, r, h * 0.82, h * 0.06, '#8e4a5a', 4);
    const groundY = h * 0.93;
    s.body.push(
      `<path d="M0 ${n(groundY)} Q${n(w * 0.5)} ${n(h * 0.84)} ${w} ${n(groundY)} L${w} ${h} L0 ${h} Z" fill="#4a2537"/>`,
    );
    const count = Math.round(w / 150);
    for (let i = 0; i < count; i++) {
      const x = w * 0.2 + (i / (count - 1)) * w * 0.6 + between(r, -12, 12);
      const rise = Math.sin((Math.PI * (x / w - 0.0)) / 1) * h * 0.075;
      figure(s, x, groundY - rise + 4, h * between(r, 0.2, 0.25), pick(r, ['up', 'up', 'wave']), {
        body: '#3a1a2b',
      });
    }
    birds(s, r, 5, w * 0.45, h * 0.25, w * 0.08, '#7d3f4d');
  },

  /** Rows of candles glowing in a dark, warm space, with soft lights behind. */
  prayer: (s, r) => {
    const { width: w, height: h } = s;
    rect(s, linear(s, ['#1e0f1a', '#3d1a2a', '#5a2630']));
    const soft = blur(s, h * 0.02);
    for (let i = 0; i < 26; i++)
      s.body.push(
        `<circle cx="${n(r() * w)}" cy="${n(between(r, 0.05, 0.6) * h)}" r="${n(between(r, 0.02, 0.07) * h)}" ` +
          `fill="${pick(r, ['#f6c56b', '#e8875b', '#fbe3a1'])}" opacity="${n(between(r, 0.12, 0.35))}" filter="${soft}"/>`,
      );
    s.body.push(
      `<rect y="${n(h * 0.78)}" width="${w}" height="${n(h * 0.22)}" fill="#2a1219"/>`,
      `<rect y="${n(h * 0.78)}" width="${w}" height="${n(h * 0.012)}" fill="#7a3a2e"/>`,
    );
    for (const [row, y, size] of [
      [0, 0.8, 0.16],
      [1, 0.9, 0.22],
      [2, 1.02, 0.3],
    ] as const) {
      const count = Math.round(w / (h * size * 0.9));
      for (let i = 0; i < count; i++) {
        const x = ((i + 0.5 + (row % 2) * 0.5) / count) * w + between(r, -8, 8);
        candle(
          s,
          x,
          y * h,
          h * size * between(r, 0.7, 1.1),
          pick(r, ['#f7efe2', '#efe1c8', '#f3d9b1']),
        );
      }
    }
  },

  /** Volunteers planting a sapling and sharing a basket under a big tree, on a bright morning. */
  service: (s, r) => {
    const { width: w, height: h } = s;
    rect(s, linear(s, ['#ffe7b3', '#fcd08a', '#f4a259']));
    sun(s, w * 0.15, h * 0.28, h * 0.09, '#fff6d8', '#ffe3a0');
    hills(s, r, h * 0.68, h * 0.07, '#c7b26a', 3);
    hills(s, r, h * 0.78, h * 0.05, '#8fa35a', 4);
    s.body.push(`<rect y="${n(h * 0.86)}" width="${w}" height="${n(h * 0.14)}" fill="#6e8a45"/>`);
    tree(s, r, w * 0.84, h * 0.88, h * 0.75, '#5b3a1e', '#4f7a3a');
    tree(s, r, w * 0.06, h * 0.84, h * 0.45, '#5b3a1e', '#6b8f47');
    // The sapling and its mound between two volunteers.
    const sx = w * 0.5;
    const sy = h * 0.9;
    s.body.push(
      `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(h * 0.09)}" ry="${n(h * 0.025)}" fill="#6b4423"/>`,
      `<path d="M${n(sx)} ${n(sy)} L${n(sx)} ${n(sy - h * 0.12)}" stroke="#4f7a3a" stroke-width="${n(h * 0.008)}"/>`,
      `<ellipse cx="${n(sx - h * 0.025)}" cy="${n(sy - h * 0.1)}" rx="${n(h * 0.03)}" ry="${n(h * 0.014)}" fill="#5fa04a"/>`,
      `<ellipse cx="${n(sx + h * 0.025)}" cy="${n(sy - h * 0.125)}" rx="${n(h * 0.03)}" ry="${n(h * 0.014)}" fill="#5fa04a"/>`,
    );
    person(s, r, sx - h * 0.2, sy + h * 0.04, h * 0.38, 'reach-right');
    person(s, r, sx + h * 0.2, sy + h * 0.04, h * 0.4, 'reach-left');
    // Further off, two more sharing a basket.
    const bx = w * 0.27;
    person(s, r, bx - h * 0.1, h * 0.9, h * 0.3, 'reach-right');
    person(s, r, bx + h * 0.1, h * 0.9, h * 0.28, 'reach-left');
    s.body.push(
      `<rect x="${n(bx - h * 0.04)}" y="${n(h * 0.73)}" width="${n(h * 0.08)}" height="${n(h * 0.05)}" rx="${n(h * 0.01)}" fill="#b9770e"/>`,
    );
    person(s, r, w * 0.68, h * 0.92, h * 0.34, 'wave');
  },

  /** A church with its bell tower against the setting sun, palms on either side, birds. */
  church: (s, r) => {
    const { width: w, height: h } = s;
    rect(s, linear(s, ['#2e1a47', '#7b2f56', '#e0664a', '#f7b267', '#ffd98a']));
    sun(s, w * 0.5, h * 0.72, h * 0.2, '#ffe3a3', '#ffc46b');
    hills(s, r, h * 0.86, h * 0.04, '#5a2340', 3);
    const ground = h * 0.9;
    church(s, w * 0.5, ground, h * 0.28, '#2b1330', '#ffcf70');
    for (const px of [w * 0.2, w * 0.78, w * 0.86])
      tree(s, r, px, ground + h * 0.02, h * between(r, 0.3, 0.45), '#2b1330', '#2b1330');
    s.body.push(`<rect y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="#2b1330"/>`);
    birds(s, r, 6, w * 0.32, h * 0.3, w * 0.06, '#3b1c3d');
  },

  /** Night camp: a fire with young people standing around it under the stars. */
  campfire: (s, r) => {
    const { width: w, height: h } = s;
    rect(s, linear(s, ['#0f1630', '#23203f', '#3d2a45']));
    stars(s, r, 120, h * 0.55);
    hills(s, r, h * 0.66, h * 0.06, '#1a1a2e', 3);
    s.body.push(`<rect y="${n(h * 0.7)}" width="${w}" height="${n(h * 0.3)}" fill="#2a1d24"/>`);
    const fx = w * 0.5;
    const fy = h * 0.86;
    flame(s, fx, fy, h * 0.22);
    s.body.push(
      `<path d="M${n(fx - h * 0.12)} ${n(fy + h * 0.02)} L${n(fx + h * 0.12)} ${n(fy - h * 0.02)}" stroke="#5b3a1e" stroke-width="${n(h * 0.025)}" stroke-linecap="round"/>`,
      `<path d="M${n(fx - h * 0.12)} ${n(fy - h * 0.02)} L${n(fx + h * 0.12)} ${n(fy + h * 0.02)}" stroke="#4b2e16" stroke-width="${n(h * 0.025)}" stroke-linecap="round"/>`,
    );
    for (let i = 0; i < 8; i++) {
      const side = i % 2 === 0 ? -1 : 1;
      const k = Math.floor(i / 2);
      const x = fx + side * (h * 0.3 + k * h * 0.22) + between(r, -10, 10);
      person(
        s,
        r,
        x,
        fy + h * 0.04 - k * h * 0.03,
        h * (0.36 - k * 0.03),
        pick(r, ['down', 'wave', 'up']),
        0.55,
      );
    }
  },

  /** A choir in a warm hall with arched windows, holding song books. */
  choir: (s, r) => {
    const { width: w, height: h } = s;
    rect(s, linear(s, ['#f3dfc1', '#e8c79b']));
    const arch = (x: number) =>
      `<path d="M${n(x)} ${n(h * 0.55)} L${n(x)} ${n(h * 0.2)} A${n(w * 0.04)} ${n(w * 0.04)} 0 0 1 ${n(x + w * 0.08)} ${n(h * 0.2)} ` +
      `L${n(x + w * 0.08)} ${n(h * 0.55)} Z" fill="${linear(s, ['#fff6dc', '#f7c873'])}"/>`;
    for (const x of [0.08, 0.3, 0.62, 0.84]) s.body.push(arch(w * x));
    s.body.push(
      `<rect x="${n(w * 0.485)}" y="${n(h * 0.12)}" width="${n(w * 0.03)}" height="${n(h * 0.3)}" fill="#b5651d"/>`,
      `<rect x="${n(w * 0.45)}" y="${n(h * 0.19)}" width="${n(w * 0.1)}" height="${n(h * 0.028)}" fill="#b5651d"/>`,
      `<rect y="${n(h * 0.62)}" width="${w}" height="${n(h * 0.38)}" fill="#a0522d"/>`,
    );
    for (const [row, y, size] of [
      [0, 0.72, 0.3],
      [1, 0.85, 0.34],
      [2, 1.0, 0.38],
    ] as const) {
      const count = Math.round(w / (h * size * 0.5));
      for (let i = 0; i < count; i++) {
        const x = ((i + 0.5 + (row % 2) * 0.4) / count) * w;
        figure(s, x, y * h, h * size, 'book', {
          body: row === 1 ? '#ffffff' : '#7a1f2b',
          skin: pick(r, SKIN),
          hair: '#1b120e',
          legs: '#2c3e50',
          accent: row === 1 ? '#7a1f2b' : '#f1c40f',
        });
      }
    }
  },

  /** A sports day on a green field: two teams, a ball and a goal. */
  sports: (s, r) => {
    const { width: w, height: h } = s;
    rect(s, linear(s, ['#9fd3f0', '#ffe0a8']));
    tree(s, r, w * 0.1, h * 0.5, h * 0.3, '#5b3a1e', '#4f7a3a');
    tree(s, r, w * 0.9, h * 0.5, h * 0.34, '#5b3a1e', '#4f7a3a');
    s.body.push(`<rect y="${n(h * 0.45)}" width="${w}" height="${n(h * 0.55)}" fill="#5c9e3e"/>`);
    for (let i = 0; i < 6; i++)
      s.body.push(
        `<rect y="${n(h * (0.45 + i * 0.1))}" width="${w}" height="${n(h * 0.05)}" fill="#67aa48"/>`,
      );
    const gx = w * 0.82;
    s.body.push(
      `<path d="M${n(gx)} ${n(h * 0.62)} L${n(gx)} ${n(h * 0.38)} L${n(gx + w * 0.14)} ${n(h * 0.38)} L${n(gx + w * 0.14)} ${n(h * 0.62)}" ` +
        `fill="none" stroke="#ffffff" stroke-width="${n(h * 0.012)}"/>`,
      `<circle cx="${n(w * 0.55)}" cy="${n(h * 0.88)}" r="${n(h * 0.03)}" fill="#ffffff" stroke="#333" stroke-width="2"/>`,
    );
    for (let i = 0; i < 8; i++) {
      const team = i % 2 === 0 ? '#c0392b' : '#2980b9';
      const depth = between(r, 0, 1);
      figure(
        s,
        between(r, 0.08, 0.92) * w,
        h * (0.6 + depth * 0.35),
        h * (0.22 + depth * 0.2),
        pick(r, ['wave', 'up', 'reach-left', 'reach-right']),
        {
          body: team,
          skin: pick(r, SKIN),
          hair: '#1b120e',
          legs: '#f4f4f4',
        },
      );
    }
  },

  /** A procession along a road to a church on the horizon, with flags. */
  procession: (s, r) => {
    const { width: w, height: h } = s;
    rect(s, linear(s, ['#ffd9a0', '#f6b26b', '#f08a5d']));
    const horizon = h * 0.5;
    church(s, w * 0.5, horizon, h * 0.1, '#8c4a3f', '#ffe3a3');
    s.body.push(`<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="#c99a5b"/>`);
    s.body.push(
      `<path d="M${n(w * 0.47)} ${n(horizon)} L${n(w * 0.53)} ${n(horizon)} L${n(w * 0.85)} ${h} L${n(w * 0.15)} ${h} Z" fill="#e6c28e"/>`,
    );
    for (let i = 0; i < 6; i++) {
      tree(
        s,
        r,
        w * (0.3 - i * 0.05),
        horizon + h * (0.05 + i * 0.09),
        h * (0.12 + i * 0.05),
        '#5b3a1e',
        '#6b8f47',
      );
      tree(
        s,
        r,
        w * (0.7 + i * 0.05),
        horizon + h * (0.05 + i * 0.09),
        h * (0.12 + i * 0.05),
        '#5b3a1e',
        '#6b8f47',
      );
    }
    for (let i = 11; i >= 0; i--) {
      const t = i / 11;
      const y = horizon + h * 0.08 + (1 - t) * h * 0.4;
      const spread = (1 - t) * w * 0.2 + w * 0.02;
      person(
        s,
        r,
        w * 0.5 + between(r, -spread, spread),
        y,
        h * (0.08 + (1 - t) * 0.3),
        i % 3 === 0 ? 'flag' : 'down',
      );
    }
  },

  /** A group gathered on church steps, three rows, as for a committee photograph. */
  group: (s, r) => {
    const { width: w, height: h } = s;
    rect(s, '#d9b98f');
    for (let i = 0; i < 8; i++)
      s.body.push(
        `<rect x="${n(((i + 0.25) / 8) * w)}" y="0" width="${n(w * 0.05)}" height="${n(h * 0.62)}" fill="#c9a77c"/>`,
      );
    s.body.push(
      `<path d="M${n(w * 0.42)} ${n(h * 0.62)} L${n(w * 0.42)} ${n(h * 0.25)} A${n(w * 0.08)} ${n(w * 0.08)} 0 0 1 ${n(w * 0.58)} ${n(h * 0.25)} L${n(w * 0.58)} ${n(h * 0.62)} Z" fill="#6b3d22"/>`,
    );
    for (let i = 0; i < 4; i++)
      s.body.push(
        `<rect y="${n(h * (0.62 + i * 0.095))}" width="${w}" height="${n(h * 0.095)}" fill="${i % 2 ? '#bfa07a' : '#cdb089'}"/>`,
      );
    for (const [row, y, size] of [
      [0, 0.7, 0.36],
      [1, 0.82, 0.38],
      [2, 0.96, 0.4],
    ] as const) {
      const count = 7 - row;
      for (let i = 0; i < count; i++)
        person(
          s,
          r,
          ((i + 0.5) / count) * w * 0.8 + w * 0.1,
          y * h,
          h * size,
          row === 0 ? 'wave' : 'down',
        );
    }
  },
} satisfies Record<string, Draw>;

type SceneName = keyof typeof SCENES;

/** Draws a scene; `grain` (0 to 1) adds the photographic finish, none for flat banners. */
function drawScene(name: SceneName, width: number, height: number, seed: number, grain?: number) {
  const s = scene(width, height);
  SCENES[name](s, rng(seed));
  if (grain !== undefined) photoFinish(s, grain);
  return svgOf(s);
}

// ---------------------------------------------------------------------------------------------
// Portraits: head and shoulders, 400 x 400.

type Hair = 'short' | 'side' | 'long' | 'bun' | 'bald';
type Dress = 'shirt' | 'kurta' | 'clerical' | 'cassock';
type Headwear = 'none' | 'veil' | 'zucchetto';

interface PortraitStyle {
  background: [string, string];
  skin: string;
  hair: Hair;
  hairColor?: string;
  dress: Dress;
  clothes: string;
  dupatta?: string;
  headwear?: Headwear;
  glasses?: boolean;
  beard?: boolean;
  cross?: boolean;
}

function portrait(p: PortraitStyle): string {
  const s = scene(400, 400);
  const hairColor = p.hairColor ?? '#1b120e';
  rect(s, linear(s, p.background));
  const out = s.body;
  if (p.headwear === 'veil')
    out.push(
      `<path d="M200 78 C110 78 96 160 100 400 L300 400 C304 160 290 78 200 78 Z" fill="#1f3a68"/>`,
    );
  if (p.hair === 'long')
    out.push(
      `<path d="M200 95 C120 95 112 170 118 330 L282 330 C288 170 280 95 200 95 Z" fill="${hairColor}"/>`,
    );
  // Shoulders, neck, ears, head.
  out.push(
    `<path d="M30 400 C34 320 104 286 200 286 C296 286 366 320 370 400 Z" fill="${p.clothes}"/>`,
    `<path d="M172 230 L172 296 Q200 312 228 296 L228 230 Z" fill="${mix(p.skin, '#000000', 0.12)}"/>`,
    `<ellipse cx="132" cy="192" rx="12" ry="20" fill="${p.skin}"/>`,
    `<ellipse cx="268" cy="192" rx="12" ry="20" fill="${p.skin}"/>`,
    `<ellipse cx="200" cy="185" rx="68" ry="82" fill="${p.skin}"/>`,
  );
  const hairShapes: Record<Hair, string> = {
    short:
      'M132 178 C126 112 166 94 200 94 C238 94 276 112 268 178 C258 138 236 124 200 124 C166 124 142 138 132 178 Z',
    side: 'M132 182 C124 108 170 92 204 94 C244 96 278 118 268 182 C262 146 248 130 226 124 C196 136 160 138 132 182 Z',
    long: 'M132 190 C124 112 166 96 200 96 C236 96 276 112 268 190 C256 146 232 122 200 120 C168 122 144 146 132 190 Z',
    bun: 'M132 182 C126 114 166 98 200 98 C236 98 274 114 268 182 C258 142 236 126 200 126 C166 126 142 142 132 182 Z',
    bald: 'M134 164 C136 150 140 142 146 136 C142 150 140 160 134 164 Z M266 164 C264 150 260 142 254 136 C258 150 260 160 266 164 Z',
  };
  if (p.headwear !== 'veil') out.push(`<path d="${hairShapes[p.hair]}" fill="${hairColor}"/>`);
  if (p.hair === 'bun') out.push(`<circle cx="200" cy="92" r="26" fill="${hairColor}"/>`);
  if (p.headwear === 'veil')
    out.push(
      `<path d="M126 176 C128 108 168 96 200 96 C232 96 272 108 274 176 C262 136 236 126 200 126 C164 126 138 136 126 176 Z" fill="#ffffff"/>`,
    );
  if (p.headwear === 'zucchetto')
    out.push(
      `<path d="M160 112 C170 96 230 96 240 112 C226 104 174 104 160 112 Z" fill="#7d2a8c"/>`,
    );
  if (p.beard)
    out.push(
      `<path d="M134 196 C140 262 170 270 200 270 C230 270 260 262 266 196 C258 240 236 252 200 252 C164 252 142 240 134 196 Z" fill="${hairColor}"/>`,
    );
  // Face: brows, eyes, nose, a gentle smile.
  out.push(
    `<path d="M162 164 Q176 156 190 164 M210 164 Q224 156 238 164" stroke="${hairColor}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<circle cx="176" cy="184" r="6" fill="#20140f"/><circle cx="224" cy="184" r="6" fill="#20140f"/>`,
    `<path d="M200 192 Q196 210 204 214" stroke="${mix(p.skin, '#000000', 0.3)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
    `<path d="M180 230 Q200 244 220 230" stroke="#7a2e2e" stroke-width="4.5" fill="none" stroke-linecap="round"/>`,
  );
  if (p.glasses)
    out.push(
      `<g fill="none" stroke="#3b2a20" stroke-width="4"><circle cx="176" cy="184" r="17"/><circle cx="224" cy="184" r="17"/>` +
        `<path d="M193 184 L207 184 M159 182 L134 176 M241 182 L266 176"/></g>`,
    );
  const dress: Record<Dress, string> = {
    shirt: `<path d="M172 292 L200 330 L228 292 L214 288 L200 306 L186 288 Z" fill="${mix(p.clothes, '#ffffff', 0.35)}"/>`,
    kurta: `<path d="M194 296 L194 360 L206 360 L206 296 Z" fill="${mix(p.clothes, '#000000', 0.2)}"/>`,
    clerical: `<path d="M172 292 Q200 306 228 292 L228 302 Q200 316 172 302 Z" fill="#1c1c1c"/><rect x="193" y="296" width="14" height="10" fill="#ffffff"/>`,
    // A bishop's cassock has purple buttons; a priest's is all white.
    cassock: `<path d="M200 300 L200 400" stroke="${mix(p.clothes, '#000000', 0.15)}" stroke-width="3"/>${[320, 345, 370, 395].map((y) => `<circle cx="200" cy="${y}" r="3.5" fill="${p.headwear === 'zucchetto' ? '#7d2a8c' : mix(p.clothes, '#000000', 0.2)}"/>`).join('')}`,
  };
  out.push(dress[p.dress]);
  if (p.dupatta)
    out.push(
      `<path d="M110 306 C170 330 232 372 262 400 L318 400 C270 350 200 306 150 292 Z" fill="${p.dupatta}" opacity="0.92"/>`,
    );
  if (p.cross)
    out.push(
      `<path d="M176 300 L200 338 L224 300" stroke="#d4a017" stroke-width="2.5" fill="none"/>` +
        `<rect x="196" y="334" width="8" height="40" fill="#d4a017"/><rect x="186" y="344" width="28" height="8" fill="#d4a017"/>`,
    );
  return svgOf(s);
}

/** A silhouette on a soft background: the placeholder for people without a photo. */
function silhouette(background: string, figureColor: string, withCross: boolean): string {
  const cross = withCross
    ? `<rect x="193" y="320" width="14" height="46" fill="${background}"/><rect x="181" y="333" width="38" height="12" fill="${background}"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${background}"/>` +
    `<circle cx="200" cy="160" r="78" fill="${figureColor}"/>` +
    `<path d="M50 400 C54 300 120 258 200 258 C280 258 346 300 350 400 Z" fill="${figureColor}"/>` +
    `${cross}</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Logos

const SHIELD = 'M22 22 H178 V120 C178 172 144 202 100 218 C56 202 22 172 22 120 Z';
const CREST = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="240" viewBox="0 0 200 240">
<defs><clipPath id="shield"><path d="${SHIELD}"/></clipPath></defs>
<path d="M12 12 H188 V120 C188 180 148 214 100 232 C52 214 12 180 12 120 Z" fill="#d4a017"/>
<g clip-path="url(#shield)"><rect width="200" height="240" fill="#7a1f2b"/><rect y="150" width="200" height="90" fill="#1f4e8c"/></g>
<path d="M30 166 Q47 158 64 166 T98 166 T132 166 T166 166 M50 186 Q67 178 84 186 T118 186 T152 186" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round"/>
<rect x="90" y="34" width="20" height="106" rx="2" fill="#f4c542"/>
<rect x="58" y="60" width="84" height="20" rx="2" fill="#f4c542"/>
<path d="M48 34 L51.5 44 L62 44 L53.5 50 L57 60 L48 54 L39 60 L42.5 50 L34 44 L44.5 44 Z" fill="#ffffff"/>
</svg>`;

const EMBLEM_BODY = `<circle cx="120" cy="120" r="116" fill="#e67e22"/>
<circle cx="120" cy="120" r="104" fill="#1f3a68"/>
<path d="M120 206 C78 196 70 158 88 130 C92 150 102 156 108 156 C96 132 104 104 124 84 C122 108 140 118 146 138 C150 128 150 118 148 110 C170 138 164 196 120 206 Z" fill="#f39c12"/>
<path d="M120 200 C98 192 94 170 104 154 C110 166 116 168 120 168 C114 150 122 136 132 126 C132 146 144 156 140 176 C138 190 130 198 120 200 Z" fill="#ffd56b"/>
<rect x="115" y="150" width="10" height="44" fill="#ffffff"/>
<rect x="104" y="162" width="32" height="9" fill="#ffffff"/>
<path d="M70 74 C88 62 104 66 116 78 C128 58 150 48 176 52 C158 60 148 72 144 84 C136 98 118 100 108 92 C96 96 82 90 70 74 Z" fill="#ffffff"/>
<circle cx="150" cy="64" r="2.6" fill="#1f3a68"/>`;

const EMBLEM = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">${EMBLEM_BODY}</svg>`;

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">${EMBLEM_BODY}</svg>`;

// ---------------------------------------------------------------------------------------------
// Seed art: who is in which portrait, which scene is in which seed photograph.

const MEMBER_PORTRAITS: Record<string, Omit<PortraitStyle, 'background'> & { bg: string }> = {
  'vivek-francis': {
    bg: '#9ad1d4',
    skin: '#a0673f',
    hair: 'short',
    dress: 'shirt',
    clothes: '#2980b9',
    glasses: true,
  },
  'riya-pinto': {
    bg: '#f7c59f',
    skin: '#c68642',
    hair: 'long',
    dress: 'kurta',
    clothes: '#8e44ad',
    dupatta: '#f1c40f',
  },
  'ankita-masih': {
    bg: '#c3e88d',
    skin: '#b5774a',
    hair: 'bun',
    dress: 'kurta',
    clothes: '#c0392b',
    dupatta: '#fbe3a1',
  },
  'prateek-lal': {
    bg: '#ffd3b6',
    skin: '#8d5524',
    hair: 'side',
    dress: 'shirt',
    clothes: '#16a085',
    beard: true,
  },
  'nikhil-george': {
    bg: '#d4c1ec',
    skin: '#d19a6a',
    hair: 'short',
    dress: 'shirt',
    clothes: '#34495e',
  },
  'rohan-dsouza': {
    bg: '#ffeaa7',
    skin: '#a0673f',
    hair: 'side',
    dress: 'shirt',
    clothes: '#d35400',
  },
  'sneha-fernandes': {
    bg: '#a8e6cf',
    skin: '#c68642',
    hair: 'long',
    dress: 'shirt',
    clothes: '#e84393',
    glasses: true,
  },
  'joel-singh': {
    bg: '#b3cde0',
    skin: '#7a4a2a',
    hair: 'short',
    dress: 'kurta',
    clothes: '#f5f5f5',
    beard: true,
  },
  'shalini-joseph': {
    bg: '#fab1a0',
    skin: '#8d5524',
    hair: 'bun',
    dress: 'kurta',
    clothes: '#27ae60',
    dupatta: '#ffffff',
  },
  'priya-lobo': {
    bg: '#ffe0f0',
    skin: '#b5774a',
    hair: 'long',
    dress: 'kurta',
    clothes: '#2980b9',
    dupatta: '#e67e22',
  },
};

const BISHOP: Omit<PortraitStyle, 'background'> = {
  skin: '#a0673f',
  hair: 'bald',
  hairColor: '#8a8a8a',
  dress: 'cassock',
  clothes: '#f5f3ee',
  headwear: 'zucchetto',
  glasses: true,
  cross: true,
};

const MESSAGE_PORTRAITS: Record<string, PortraitStyle> = {
  'messages/archbishop.jpg': { ...BISHOP, background: ['#f3e0c8', '#d9b48f'] },
  'messages/youth-director.jpg': {
    background: ['#dbe9f6', '#a9c6e8'],
    skin: '#8d5524',
    hair: 'short',
    dress: 'clerical',
    clothes: '#1c1c1c',
  },
  'messages/youth-director-former.jpg': {
    background: ['#e6efd9', '#b9cf9a'],
    skin: '#c68642',
    hair: 'side',
    hairColor: '#4a4a4a',
    dress: 'cassock',
    clothes: '#f5f3ee',
    glasses: true,
  },
  'messages/associate-director.jpg': {
    background: ['#f6e3d6', '#e3b99a'],
    skin: '#7a4a2a',
    hair: 'short',
    dress: 'clerical',
    clothes: '#2c2c2c',
    beard: true,
  },
  'messages/lady-animator.jpg': {
    background: ['#eadcf2', '#c9b2dd'],
    skin: '#b5774a',
    hair: 'short',
    dress: 'shirt',
    clothes: '#f7f7f7',
    headwear: 'veil',
    cross: true,
  },
};

/** Scene, seed and grain of each seed gallery photograph; one is grainy so it exceeds 256 KiB. */
const SEED_GALLERY_ART: Record<string, { scene: SceneName; seed: number; grain: number }> = {
  'gallery/new-committee.webp': { scene: 'group', seed: 31, grain: 0.05 },
  'gallery/youth-sunday.webp': { scene: 'church', seed: 32, grain: 0.05 },
  'gallery/christmas-carols.webp': { scene: 'choir', seed: 33, grain: 0.05 },
  'gallery/sports-meet.webp': { scene: 'sports', seed: 34, grain: 0.05 },
  'gallery/youth-rally-mathura.webp': { scene: 'procession', seed: 35, grain: 0.05 },
  'gallery/leadership-camp.webp': { scene: 'campfire', seed: 36, grain: 0.05 },
  'gallery/tree-planting-aligarh.webp': { scene: 'service', seed: 37, grain: 0.05 },
  'gallery/candlelight-vigil.webp': { scene: 'prayer', seed: 38, grain: 0.3 },
};

// ---------------------------------------------------------------------------------------------
// Encoding and writing

const ENCODE: Record<RasterFormat, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 50, effort: 6 }),
  webp: (img) => img.webp({ quality: 78, effort: 6 }),
  jpg: (img) => img.jpeg({ quality: 80, mozjpeg: true }),
};

const written: Array<{ path: string; bytes: number }> = [];

async function save(path: string, data: Buffer | string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
  written.push({ path: relative(ROOT, path), bytes: Buffer.byteLength(data) });
}

/** Rasterises an SVG once, then writes it at `width` in each format. */
async function raster(
  svg: string,
  outputs: ReadonlyArray<{ path: string; width: number; format: RasterFormat; quality?: number }>,
) {
  const full = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const o of outputs) {
    let img = sharp(full).resize({ width: o.width });
    img =
      o.quality === undefined
        ? ENCODE[o.format](img)
        : o.format === 'jpg'
          ? img.jpeg({ quality: o.quality, mozjpeg: true })
          : o.format === 'webp'
            ? img.webp({ quality: o.quality })
            : img.avif({ quality: o.quality });
    await save(o.path, await img.toBuffer());
  }
}

const publicFile = (url: string) => join(PUBLIC, url.replace(/^\//, ''));

async function main(argv: readonly string[]) {
  const unknown = argv.filter((arg) => arg !== '--banners');
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown.join(' ')} (only --banners)`);
  const withBanners = argv.includes('--banners');

  // Logos, favicon and placeholders (vector, with PNG copies of the logos).
  await save(publicFile(LOGOS.crest.src), CREST);
  await save(publicFile(LOGOS.emblem.src), EMBLEM);
  await save(publicFile(FAVICON), FAVICON_SVG);
  for (const [logo, svg] of [
    [LOGOS.crest, CREST],
    [LOGOS.emblem, EMBLEM],
  ] as const)
    await save(
      publicFile(logo.png),
      await sharp(Buffer.from(svg)).png({ palette: true }).toBuffer(),
    );
  await save(publicFile(PLACEHOLDERS.member.src), silhouette('#e9ecef', '#adb5bd', false));
  await save(publicFile(PLACEHOLDERS.messagePortrait.src), silhouette('#f3e6df', '#c8a89c', true));

  // Banners: each scene at full size, then every width in every format.
  for (const [i, banner] of withBanners ? BANNERS.entries() : []) {
    const svg = drawScene(banner.id as SceneName, BANNER_SIZE.width, BANNER_SIZE.height, 11 + i);
    await raster(
      svg,
      BANNER_WIDTHS.flatMap((width) =>
        BANNER_FORMATS.map((format) => ({
          path: publicFile(bannerUrl(banner.id, width, format)),
          width,
          format,
        })),
      ),
    );
  }

  // Sample gallery: full and thumbnail, WebP and JPEG.
  for (const [i, image] of SAMPLE_GALLERY.entries()) {
    const id = image.id.replace(/^sample-/, '');
    const svg = drawScene(id as SceneName, GALLERY_SIZE.width, GALLERY_SIZE.height, 21 + i, 0.04);
    await raster(
      svg,
      (['full', 'thumb'] as const).flatMap((variant) =>
        (['webp', 'jpg'] as const).map((format) => ({
          path: publicFile(sampleGalleryUrl(id, variant, format)),
          width: variant === 'full' ? GALLERY_SIZE.width : GALLERY_THUMB_SIZE.width,
          format,
        })),
      ),
    );
  }

  // The chairman's portrait.
  await raster(
    portrait({ ...BISHOP, hairColor: '#b0b0b0', background: ['#efe3d3', '#cdb08e'] }),
    (['webp', 'jpg'] as const).map((format) => ({
      path: publicFile(CHAIRMAN_PORTRAIT.sources[format]),
      width: CHAIRMAN_PORTRAIT.width,
      format,
    })),
  );

  // Seed: member photos, message portraits, gallery photographs with their thumbnails and
  // medium-size copies (each scaled from the same drawing as the photograph, at the quality of
  // the other small JPEGs).
  const seedFile = (name: string) => join(SEED_IMAGES, name);
  for (const member of SEED_MEMBERS) {
    if (!member.image) continue;
    const slug = member.image.replace(/^members\/|\.jpg$/g, '');
    const style = MEMBER_PORTRAITS[slug];
    if (!style) throw new Error(`No portrait drawn for ${member.image}`);
    const { bg, ...rest } = style;
    const svg = portrait({ ...rest, background: [mix(bg, '#ffffff', 0.4), bg] });
    await raster(svg, [{ path: seedFile(member.image), width: 400, format: 'jpg' }]);
  }
  for (const image of new Set(SEED_MESSAGES.flatMap((m) => (m.image ? [m.image] : [])))) {
    const style = MESSAGE_PORTRAITS[image];
    if (!style) throw new Error(`No portrait drawn for ${image}`);
    await raster(portrait(style), [{ path: seedFile(image), width: 400, format: 'jpg' }]);
  }
  for (const entry of SEED_GALLERY) {
    const art = SEED_GALLERY_ART[entry.image];
    if (!art) throw new Error(`No scene drawn for ${entry.image}`);
    const svg = drawScene(art.scene, GALLERY_SIZE.width, GALLERY_SIZE.height, art.seed, art.grain);
    // As an upload stores them (WebP at the quality of src/admin/flow/imageResize.ts), so that
    // a page of seeded photos weighs what a page of uploaded ones does; the grainy photograph's
    // full image at a higher quality, to stay over 256 KiB.
    await raster(svg, [
      {
        path: seedFile(entry.image),
        width: GALLERY_SIZE.width,
        format: 'webp',
        quality: art.grain > 0.1 ? 96 : 82,
      },
      {
        path: seedFile(thumbOf(entry.image)),
        width: GALLERY_THUMB_SIZE.width,
        format: 'webp',
        quality: 82,
      },
      {
        path: seedFile(mediumOf(entry.image)),
        width: GALLERY_MEDIUM_SIZE.width,
        format: 'webp',
        quality: 82,
      },
    ]);
  }

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const { path, bytes } of written) console.log(`${kb(bytes).padStart(10)}  ${path}`);
  const total = (prefix: string) =>
    written.filter((f) => f.path.startsWith(prefix)).reduce((sum, f) => sum + f.bytes, 0);
  console.log(`public/: ${kb(total('public'))}, seed/: ${kb(total('seed'))}`);
}

await main(process.argv.slice(2));
