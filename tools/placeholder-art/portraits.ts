/**
 * Portraits of the placeholder art: head and shoulders, 400 x 400, in a style of hair, dress and
 * headwear; and the silhouette that stands for people without a photo.
 */
import { linear, mix, rect, scene, svgOf } from './drawing';

type Hair = 'short' | 'side' | 'long' | 'bun' | 'bald';
type Dress = 'shirt' | 'kurta' | 'clerical' | 'cassock';
type Headwear = 'none' | 'veil' | 'zucchetto';

export interface PortraitStyle {
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

export function portrait(p: PortraitStyle): string {
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
export function silhouette(background: string, figureColor: string, withCross: boolean): string {
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
