// @vitest-environment node
/**
 * The commission profile's palette (publish/palette.ts): WCAG 2 contrast, the pairs the pages put
 * text on, the build's check, and the custom properties the stylesheets get from it.
 */
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import {
  CONTRAST_PAIRS,
  checkPalette,
  contrastRatio,
  paletteProblems,
  paletteProperties,
} from '../../publish/palette';
import { PROFILE, type Palette } from '../../src/config/profile';

/** A palette that passes (not this commission's: a blue one), to spoil one colour at a time. */
const GOOD: Palette = {
  brand: '#1d4e89',
  brandDark: '#163d6b',
  accent: '#ffd166',
  surface: '#f3f7fb',
  footerBackground: '#0f2340',
  footerText: '#dde6f0',
};

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#777777', 1],
    // The greys known for sitting either side of AA's 4.5:1 on white, and AAA's 7:1.
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#595959', '#ffffff', 7.0],
  ])('of %s and %s is %f:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('refuses a colour not written #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow("'red' is not a colour written #rrggbb");
  });
});

describe('paletteProblems', () => {
  it('finds none in this commission’s palette', () => {
    expect(paletteProblems(PROFILE.palette)).toEqual([]);
  });

  it.each<[string, Partial<Palette>, string[]]>([
    [
      'a light brand',
      { brand: '#e08090' },
      [
        'brand (#e08090) on white (#ffffff), in headings, links and outlined buttons',
        'brand (#e08090) on surface (#f3f7fb), in page headers and panels',
        'white (#ffffff) on brand (#e08090), in buttons and the menu bar',
        'accent (#ffd166) on brand (#e08090), in the menu entry hovered or open',
        'footerText (#dde6f0) on brand (#e08090), in a menu entry that is disabled',
      ],
    ],
    [
      'a light hover colour',
      { brandDark: '#c0a0a0' },
      [
        'brandDark (#c0a0a0) on white (#ffffff), in links and the site title when hovered',
        'white (#ffffff) on brandDark (#c0a0a0), in buttons when hovered or pressed',
      ],
    ],
    [
      'a dark accent',
      { accent: '#5a1020' },
      [
        'accent (#5a1020) on brand (#1d4e89), in the menu entry hovered or open',
        'accent (#5a1020) on footerBackground (#0f2340), in the footer links',
      ],
    ],
    ['a grey surface', { surface: '#808080' }, ['brand (#1d4e89) on surface (#808080)']],
    [
      'a footer text close to its ground',
      { footerText: '#6a4a50' },
      [
        'footerText (#6a4a50) on brand (#1d4e89), in a menu entry that is disabled',
        'footerText (#6a4a50) on footerBackground (#0f2340), in the footer',
      ],
    ],
    [
      'a light footer',
      { footerBackground: '#d0d0d0' },
      [
        'footerText (#dde6f0) on footerBackground (#d0d0d0)',
        'accent (#ffd166) on footerBackground (#d0d0d0)',
        'white (#ffffff) on footerBackground (#d0d0d0)',
      ],
    ],
  ])('names every pair short of 4.5:1 with %s', (_name, change, pairs) => {
    const problems = paletteProblems({ ...GOOD, ...change });
    expect(problems).toHaveLength(pairs.length);
    pairs.forEach((pair, i) => {
      expect(problems[i]).toContain(pair);
      expect(problems[i]).toMatch(/: \d+\.\d\d:1, below 4.5:1$/);
    });
  });

  it('names a colour not written #rrggbb instead of measuring', () => {
    expect(paletteProblems({ ...GOOD, accent: 'gold', surface: '#fff' })).toEqual([
      "accent 'gold' is not a colour written #rrggbb",
      "surface '#fff' is not a colour written #rrggbb",
    ]);
  });

  it('checks every colour of the palette in some pair', () => {
    const used = new Set(CONTRAST_PAIRS.flatMap(({ text, ground }) => [text, ground]));
    for (const colour of Object.keys(GOOD)) expect(used).toContain(colour);
  });
});

describe('checkPalette, as the build runs it', () => {
  it('passes this commission’s palette', () => {
    expect(() => checkPalette(PROFILE.palette)).not.toThrow();
  });

  it('stops on a failing palette, saying where to look and what fails', () => {
    expect(() => checkPalette({ ...GOOD, brand: '#e08090' })).toThrow(
      /^The commission profile's palette fails WCAG AA contrast \(config\/profile\.ts\):\n {2}brand \(#e08090\) on white/,
    );
  });
});

describe('paletteProperties', () => {
  const css = (source: string, palette: Palette) =>
    postcss([paletteProperties(palette)]).process(source, { from: undefined }).css;

  it('writes the palette where a stylesheet asks for it, and nothing else', () => {
    expect(css(':root {\n  @profile-palette;\n  --bs-body-color: #212529;\n}', GOOD)).toBe(
      ':root {\n' +
        '  --yc-brand: #1d4e89;\n' +
        '  --yc-brand-dark: #163d6b;\n' +
        '  --yc-accent: #ffd166;\n' +
        '  --yc-surface: #f3f7fb;\n' +
        '  --yc-footer-bg: #0f2340;\n' +
        '  --yc-footer-text: #dde6f0;\n' +
        '  --bs-link-color-rgb: 29, 78, 137;\n' +
        '  --bs-link-hover-color-rgb: 22, 61, 107;\n' +
        '  --bs-body-color: #212529;\n' +
        '}',
    );
  });

  it('follows the palette it is given', () => {
    const agra = css(':root { @profile-palette; }', PROFILE.palette);
    expect(agra).toContain('--yc-brand: #7b1e2b;');
    expect(agra).toContain('--bs-link-color-rgb: 123, 30, 43;');
    expect(agra).not.toContain('#1d4e89');
  });
});
