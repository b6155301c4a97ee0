/**
 * The commission profile's palette in the stylesheets, and its check. The site's CSS names the
 * six colours by what they are for (var(--yc-brand), ...); `@profile-palette;` in
 * src/styles/site/base.css becomes their values, taken from the profile (config/profile.ts), so
 * no stylesheet writes a colour of the palette. A palette whose text does not meet WCAG AA
 * contrast (4.5:1) on its grounds fails the build, naming the pairs that fall short.
 */
import type { Plugin } from 'postcss';
import type { Palette } from '../src/config/profile.ts';

/** The custom property that carries each colour of the palette. */
export const PALETTE_PROPERTIES: Record<keyof Palette, string> = {
  brand: '--yc-brand',
  brandDark: '--yc-brand-dark',
  accent: '--yc-accent',
  surface: '--yc-surface',
  footerBackground: '--yc-footer-bg',
  footerText: '--yc-footer-text',
};

const WHITE = '#ffffff';

type Colour = keyof Palette | 'white';

/** Where text of one colour sits on a ground of another in the pages, and the ratio it needs. */
export const CONTRAST_PAIRS: ReadonlyArray<{ text: Colour; ground: Colour; where: string }> = [
  { text: 'brand', ground: 'white', where: 'headings, links and outlined buttons' },
  { text: 'brand', ground: 'surface', where: 'page headers and panels' },
  { text: 'brandDark', ground: 'white', where: 'links and the site title when hovered' },
  { text: 'white', ground: 'brand', where: 'buttons and the menu bar' },
  { text: 'white', ground: 'brandDark', where: 'buttons when hovered or pressed' },
  { text: 'accent', ground: 'brand', where: 'the menu entry hovered or open' },
  { text: 'footerText', ground: 'brand', where: 'a menu entry that is disabled' },
  { text: 'footerText', ground: 'footerBackground', where: 'the footer' },
  { text: 'accent', ground: 'footerBackground', where: 'the footer links' },
  { text: 'white', ground: 'footerBackground', where: 'the footer headings' },
];

/** WCAG AA for body text. */
export const MINIMUM_CONTRAST = 4.5;

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** The red, green and blue (0 to 255) of '#rrggbb'. */
export function rgbOf(hex: string): [number, number, number] {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`'${hex}' is not a colour written #rrggbb`);
  return [1, 2, 3].map((i) => parseInt(match[i] as string, 16)) as [number, number, number];
}

/** WCAG 2's relative luminance of a colour. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What is wrong with a palette, one sentence each: a colour not #rrggbb, a pair short of AA. */
export function paletteProblems(palette: Palette): string[] {
  const malformed = Object.entries(palette)
    .filter(([, value]) => !HEX.test(value))
    .map(([name, value]) => `${name} '${value}' is not a colour written #rrggbb`);
  if (malformed.length) return malformed;
  const colour = (name: Colour) => (name === 'white' ? WHITE : palette[name]);
  return CONTRAST_PAIRS.flatMap(({ text, ground, where }) => {
    const ratio = contrastRatio(colour(text), colour(ground));
    return ratio < MINIMUM_CONTRAST
      ? [
          `${text} (${colour(text)}) on ${ground} (${colour(ground)}), in ${where}: ` +
            `${ratio.toFixed(2)}:1, below ${MINIMUM_CONTRAST}:1`,
        ]
      : [];
  });
}

/** Throws, naming every problem, unless the palette meets WCAG AA. */
export function checkPalette(palette: Palette): void {
  const problems = paletteProblems(palette);
  if (problems.length)
    throw new Error(
      `The commission profile's palette fails WCAG AA contrast (config/profile.ts):\n  ` +
        problems.join('\n  '),
    );
}

/** The declarations `@profile-palette;` stands for: the six colours, and Bootstrap's link colours. */
export function paletteDeclarations(palette: Palette): Array<{ prop: string; value: string }> {
  return [
    ...Object.entries(PALETTE_PROPERTIES).map(([name, prop]) => ({
      prop,
      value: palette[name as keyof Palette],
    })),
    { prop: '--bs-link-color-rgb', value: rgbOf(palette.brand).join(', ') },
    { prop: '--bs-link-hover-color-rgb', value: rgbOf(palette.brandDark).join(', ') },
  ];
}

/** The PostCSS plugin that writes the palette where a stylesheet says `@profile-palette;`. */
export function paletteProperties(palette: Palette): Plugin {
  return {
    postcssPlugin: 'profile-palette',
    AtRule: {
      'profile-palette': (atRule, { Declaration }) => {
        atRule.replaceWith(paletteDeclarations(palette).map((d) => new Declaration(d)));
      },
    },
  };
}
