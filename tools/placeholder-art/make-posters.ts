/**
 * Draws the posters of the seed programmes: flat, portrait illustrations with the programme's
 * title and place, composed as SVG in code and rasterised with sharp. Not part of the product: a
 * one-off generator, kept so the committed posters can be made again. Deterministic (seeded
 * randomness; the text is set in DejaVu, which the rasteriser finds through fontconfig).
 *
 *   npx tsx tools/placeholder-art/make-posters.ts
 *
 * Which posters there are, and their words, come from SEED_PROGRAMMES in seed/data.ts; this file
 * knows only how each one is drawn. Posters carry no dates: the seed dates its programmes
 * around the day of seeding.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SEED_PROGRAMMES, type SeedProgramme } from '../../seed/data';
import { n, rng } from './drawing';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SEED_IMAGES = join(ROOT, 'seed', 'images');

/** 3:4, the shape the programme page reserves for a poster. */
const WIDTH = 900;
const HEIGHT = 1200;
const JPEG_QUALITY = 78;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Poster {
  defs: string[];
  body: string[];
}

function gradient(p: Poster, id: string, colors: readonly string[]): string {
  const stops = colors
    .map((c, i) => `<stop offset="${n((i / (colors.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join('');
  p.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`);
  return `url(#${id})`;
}

function glow(p: Poster, id: string, color: string, opacity: number): string {
  p.defs.push(
    `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="${opacity}"/>` +
      `<stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

/** Words broken into lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Centred lines of text, the first baseline at `y`. */
function text(
  p: Poster,
  lines: readonly string[],
  y: number,
  size: number,
  options: { fill: string; weight?: 'bold' | 'normal'; family?: string; spacing?: number },
) {
  const { fill, weight = 'normal', family = 'DejaVu Sans', spacing = 0 } = options;
  lines.forEach((line, i) =>
    p.body.push(
      `<text x="${WIDTH / 2}" y="${n(y + i * size * 1.18)}" font-family="${family}" font-size="${size}" ` +
        `font-weight="${weight}" letter-spacing="${spacing}" fill="${fill}" text-anchor="middle">` +
        `${escapeXml(line)}</text>`,
    ),
  );
}

/** The commission's line at the top, and the place on a band at the bottom. */
function frame(p: Poster, programme: SeedProgramme, ink: string, band: string) {
  text(p, ['YOUTH COMMISSION · ARCHDIOCESE OF AGRA'], 70, 24, {
    fill: ink,
    weight: 'bold',
    spacing: 2,
  });
  p.body.push(`<rect y="${HEIGHT - 120}" width="${WIDTH}" height="120" fill="${band}"/>`);
  // A long place is set smaller to fit the width (a bold DejaVu letter is about 0.66 em wide).
  const size = Math.min(34, Math.floor((WIDTH - 80) / (0.66 * programme.place.length)));
  text(p, [programme.place], HEIGHT - 70, size, { fill: '#ffffff', weight: 'bold' });
  text(p, [programme.time], HEIGHT - 30, 24, { fill: '#ffffffcc' });
}

/** A standing figure seen from afar, feet at (x, y), `h` tall. */
function figure(p: Poster, x: number, y: number, h: number, fill: string, armsUp: boolean) {
  const head = h * 0.11;
  const shoulder = y - h + head * 2.3;
  const arm = armsUp
    ? `M${n(x - h * 0.14)} ${n(shoulder)} L${n(x - h * 0.26)} ${n(shoulder - h * 0.3)} M${n(x + h * 0.14)} ${n(shoulder)} L${n(x + h * 0.26)} ${n(shoulder - h * 0.3)}`
    : `M${n(x - h * 0.14)} ${n(shoulder)} L${n(x - h * 0.2)} ${n(shoulder + h * 0.36)} M${n(x + h * 0.14)} ${n(shoulder)} L${n(x + h * 0.2)} ${n(shoulder + h * 0.36)}`;
  p.body.push(
    `<circle cx="${n(x)}" cy="${n(y - h + head)}" r="${n(head)}" fill="${fill}"/>`,
    `<path d="M${n(x - h * 0.15)} ${n(shoulder)} L${n(x + h * 0.15)} ${n(shoulder)} L${n(x + h * 0.1)} ${n(y)} L${n(x - h * 0.1)} ${n(y)} Z" fill="${fill}"/>`,
    `<path d="${arm}" stroke="${fill}" stroke-width="${n(h * 0.07)}" stroke-linecap="round"/>`,
  );
}

/** Night camp: stars over hills, tents and a fire with young people around it. */
function camp(p: Poster, programme: SeedProgramme) {
  const random = rng(41);
  p.body.push(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${gradient(p, 'sky', ['#0d1b3d', '#2a2457', '#5b3566'])}"/>`,
  );
  for (let i = 0; i < 90; i++)
    p.body.push(
      `<circle cx="${n(random() * WIDTH)}" cy="${n(random() * 560)}" r="${n(0.8 + random() * 2)}" ` +
        `fill="#fff6dc" opacity="${n(0.35 + random() * 0.6)}"/>`,
    );
  p.body.push(
    // A crescent moon: the outer arc of a circle, closed by a flatter inner arc.
    `<path d="M120 560 A40 40 0 1 0 120 640 A30 40 0 1 1 120 560 Z" fill="#fbeec1"/>`,
    `<path d="M0 760 C150 640 300 700 450 650 C600 600 760 690 900 620 L900 1200 L0 1200 Z" fill="#1e1d3f"/>`,
    `<path d="M0 860 C200 790 380 840 560 800 C700 770 820 810 900 790 L900 1200 L0 1200 Z" fill="#2c2140"/>`,
  );
  // Tents on either side of the fire.
  for (const [x, size, color] of [
    [150, 170, '#e07a5f'],
    [760, 150, '#f2cc8f'],
    [300, 110, '#81b29a'],
  ] as const)
    p.body.push(
      `<path d="M${x - size} 980 L${x} ${980 - size * 1.1} L${x + size} 980 Z" fill="${color}"/>`,
      `<path d="M${x - size * 0.18} 980 L${x} ${980 - size * 0.55} L${x + size * 0.18} 980 Z" fill="#2c2140"/>`,
    );
  // The fire, its glow and the young people around it.
  p.body.push(
    `<circle cx="540" cy="960" r="230" fill="${glow(p, 'fire', '#ff9f43', 0.55)}"/>`,
    `<path d="M540 860 C580 910 585 960 540 985 C495 960 500 910 540 860 Z" fill="#f39c12"/>`,
    `<path d="M540 905 C560 930 562 965 540 985 C518 965 520 930 540 905 Z" fill="#ffe08a"/>`,
    `<path d="M480 990 L600 975 M480 975 L600 990" stroke="#5b3a1e" stroke-width="14" stroke-linecap="round"/>`,
  );
  for (const [x, h, up] of [
    [420, 150, true],
    [470, 120, false],
    [620, 140, false],
    [670, 160, true],
  ] as const)
    figure(p, x, 1010, h, '#140f26', up);
  p.body.push(`<rect y="1000" width="${WIDTH}" height="${HEIGHT - 1000}" fill="#140f26"/>`);

  frame(p, programme, '#f2cc8f', '#7a1f2b');
  text(p, wrap(programme.title.toUpperCase(), 16), 220, 70, {
    fill: '#ffffff',
    weight: 'bold',
    family: 'DejaVu Serif',
  });
  text(p, [`${programme.days} days of formation for parish youth leaders`], 480, 27, {
    fill: '#f2cc8f',
  });
  if (programme.registrationUrl) {
    p.body.push(`<rect x="300" y="520" width="300" height="62" rx="31" fill="#f2cc8f"/>`);
    text(p, ['Register now'], 562, 30, { fill: '#2a2457', weight: 'bold' });
  }
}

/** Sunrise behind the cathedral's front, rays, and a crowd of young people with raised hands. */
function youthSunday(p: Poster, programme: SeedProgramme) {
  const random = rng(42);
  p.body.push(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${gradient(p, 'dawn', ['#fff3d6', '#ffd07a', '#f08a4b', '#b8475a'])}"/>`,
    `<circle cx="450" cy="820" r="420" fill="${glow(p, 'sun', '#fff7e0', 0.9)}"/>`,
  );
  for (let i = 0; i < 14; i++) {
    const angle = Math.PI + (i / 13) * Math.PI;
    const x = 450 + Math.cos(angle) * 900;
    const y = 820 + Math.sin(angle) * 900;
    const x2 = 450 + Math.cos(angle + 0.05) * 900;
    const y2 = 820 + Math.sin(angle + 0.05) * 900;
    p.body.push(
      `<path d="M450 820 L${n(x)} ${n(y)} L${n(x2)} ${n(y2)} Z" fill="#ffffff" opacity="0.14"/>`,
    );
  }
  // The cathedral's front: two towers with domes and crosses, a gable and an arched door.
  const ink = '#6b2640';
  p.body.push(
    `<rect x="300" y="640" width="300" height="320" fill="${ink}"/>`,
    `<path d="M290 640 L450 540 L610 640 Z" fill="${ink}"/>`,
    ...[250, 650].flatMap((x) => [
      `<rect x="${x - 50}" y="560" width="100" height="400" fill="${ink}"/>`,
      `<path d="M${x - 50} 560 C${x - 50} 500 ${x + 50} 500 ${x + 50} 560 Z" fill="${ink}"/>`,
      `<rect x="${x - 4}" y="470" width="8" height="50" fill="${ink}"/>`,
      `<rect x="${x - 16}" y="484" width="32" height="8" fill="${ink}"/>`,
      `<path d="M${x - 18} 700 L${x - 18} 660 C${x - 18} 640 ${x + 18} 640 ${x + 18} 660 L${x + 18} 700 Z" fill="#ffd07a"/>`,
    ]),
    `<rect x="446" y="470" width="8" height="60" fill="${ink}"/>`,
    `<rect x="432" y="486" width="36" height="8" fill="${ink}"/>`,
    `<circle cx="450" cy="690" r="34" fill="#ffd07a"/>`,
    `<path d="M405 960 L405 860 C405 820 495 820 495 860 L495 960 Z" fill="#ffd07a"/>`,
  );
  // The crowd, in three rows growing nearer.
  for (const [row, y, h, color] of [
    [0, 1010, 90, '#8e3b55'],
    [1, 1050, 115, '#5e1f38'],
    [2, 1090, 140, '#3e1326'],
  ] as const) {
    const count = 9 - row * 2;
    for (let i = 0; i < count; i++)
      figure(
        p,
        ((i + 0.5 + (row % 2) * 0.3) / count) * WIDTH + (random() - 0.5) * 30,
        y,
        h * (0.9 + random() * 0.2),
        color,
        random() > 0.45,
      );
    p.body.push(`<rect y="${y}" width="${WIDTH}" height="${HEIGHT - y}" fill="${color}"/>`);
  }

  frame(p, programme, '#7a1f2b', '#7a1f2b');
  // 'Youth Sunday at the Cathedral': the name large, where it is held below it.
  const [name = '', ...where] = programme.title.split(' at ');
  text(p, [name.toUpperCase()], 200, 84, {
    fill: '#7a1f2b',
    weight: 'bold',
    family: 'DejaVu Serif',
  });
  if (where.length > 0) text(p, [`at ${where.join(' at ')}`], 262, 44, { fill: '#7a1f2b' });
  text(p, ['Holy Mass with the Archbishop'], 340, 30, { fill: '#5e1f38', weight: 'bold' });
  text(p, ['Blessing of the new parish youth committees'], 385, 26, { fill: '#5e1f38' });
}

const DRAW: Record<string, (p: Poster, programme: SeedProgramme) => void> = {
  'events/youth-leadership-camp.jpg': camp,
  'events/youth-sunday.jpg': youthSunday,
};

async function main() {
  for (const programme of SEED_PROGRAMMES) {
    if (!programme.image) continue;
    const draw = DRAW[programme.image];
    if (!draw) throw new Error(`No poster drawn for ${programme.image}`);
    const p: Poster = { defs: [], body: [] };
    draw(p, programme);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" ` +
      `viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${p.defs.join('')}</defs>${p.body.join('')}</svg>`;
    const jpeg = await sharp(Buffer.from(svg))
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    const file = join(SEED_IMAGES, programme.image);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, jpeg);
    console.log(`${(jpeg.byteLength / 1024).toFixed(1).padStart(7)} KB  ${relative(ROOT, file)}`);
  }
}

await main();
