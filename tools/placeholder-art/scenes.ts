/**
 * The scenes of the placeholder art (the home banners and the gallery's photographs), drawn with
 * the primitives of drawing.ts. Each draws into a canvas of any size, so banners and gallery
 * images share them.
 */
import {
  between,
  birds,
  blur,
  candle,
  church,
  figure,
  flame,
  hills,
  linear,
  n,
  person,
  photoFinish,
  pick,
  rect,
  rng,
  scene,
  stars,
  sun,
  svgOf,
  tree,
  SKIN,
  type Rng,
  type Scene,
} from './drawing';

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

export type SceneName = keyof typeof SCENES;

/** Draws a scene; `grain` (0 to 1) adds the photographic finish, none for flat banners. */
export function drawScene(
  name: SceneName,
  width: number,
  height: number,
  seed: number,
  grain?: number,
) {
  const s = scene(width, height);
  SCENES[name](s, rng(seed));
  if (grain !== undefined) photoFinish(s, grain);
  return svgOf(s);
}
