/**
 * The commission's SVG files written into every page (publish/inlineSvg.ts): the header's logos
 * as `<svg>` elements, their ids kept apart, and only what a page may draw without running or
 * fetching anything; the favicon as a `data:` address.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HEADER_LOGOS_ID,
  HEADER_LOGOS_MODULE,
  INLINE_SVG_MAX_BYTES,
  faviconDataUri,
  headerLogosPlugin,
  svgForInlining,
  type InlineSvg,
} from '../../publish/inlineSvg';
import { profileFiles } from '../../publish/profileChoice';
import { PROFILE } from '../../src/config/profile';

const root = path.resolve(import.meta.dirname, '../..');
const svg = (content: string, attributes = 'viewBox="0 0 10 10"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${content}</svg>`;
const inline = (source: string) => svgForInlining(source, 'logo.svg', 'logo-crest');

describe('svgForInlining', () => {
  it.each([
    ['its viewBox', svg('<rect width="4" height="4"/>'), '0 0 10 10'],
    [
      'one from its width and height',
      svg('<circle r="2"/>', 'width="200" height="240"'),
      '0 0 200 240',
    ],
    [
      'the viewBox over its size',
      svg('<circle r="2"/>', 'width="20" height="24" viewBox="0 0 5 6"'),
      '0 0 5 6',
    ],
  ])('takes %s', (_, source, viewBox) => {
    expect(inline(source).viewBox).toBe(viewBox);
  });

  it('keeps the drawing, without the XML declaration, comments and the spacing between tags', () => {
    const source =
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n' +
      svg('\n  <rect width="4" height="4" fill="#7a1f2b"/>\n  <circle r="2"/>\n');
    expect(inline(source)).toEqual<InlineSvg>({
      viewBox: '0 0 10 10',
      markup: '<rect width="4" height="4" fill="#7a1f2b"/><circle r="2"/>',
    });
  });

  it('prefixes every id and each reference to it, so that two logos in a page cannot share one', () => {
    const source = svg(
      '<defs><clipPath id="shield"><path d="M0 0H9V9Z"/></clipPath><path id="p" d="M1 1"/></defs>' +
        '<g clip-path="url(#shield)"><use href="#p"/><use xlink:href="#p"/></g>',
    );
    expect(inline(source).markup).toBe(
      '<defs><clipPath id="logo-crest-shield"><path d="M0 0H9V9Z"/></clipPath><path id="logo-crest-p" d="M1 1"/></defs>' +
        '<g clip-path="url(#logo-crest-shield)"><use href="#logo-crest-p"/><use xlink:href="#logo-crest-p"/></g>',
    );
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>'), 'holds a script'],
    ['an event handler', svg('<rect onclick="go()"/>'), 'holds an event handler attribute'],
    ['a style element', svg('<style>rect{fill:red}</style>'), 'holds a style'],
    ['a style attribute', svg('<rect style="fill:red"/>'), 'holds a style'],
    ['a foreignObject', svg('<foreignObject><p>x</p></foreignObject>'), 'holds a foreignObject'],
    ['an image of another file', svg('<image href="crest.png"/>'), 'holds a link to another file'],
    [
      'an xlink to another file',
      svg('<use xlink:href="sprite.svg#a"/>'),
      'holds a link to another file',
    ],
    [
      'a url() of another file',
      svg('<rect fill="url(pattern.svg#a)"/>'),
      'holds a url() of another file',
    ],
    ['an HTML file', '<html><body>crest</body></html>', 'is not an SVG file'],
    ['a size in ems only', svg('<rect/>', 'width="2em" height="2em"'), 'has neither a viewBox'],
  ])('refuses %s, saying why', (_, source, message) => {
    expect(() => inline(source)).toThrow(message);
  });

  it(`refuses a file over ${INLINE_SVG_MAX_BYTES} bytes, and takes one of that size`, () => {
    const path = (n: number) => svg(`<path d="M${'0'.repeat(n)}"/>`);
    const fits = path(INLINE_SVG_MAX_BYTES - path(0).length);
    expect(Buffer.byteLength(fits)).toBe(INLINE_SVG_MAX_BYTES);
    expect(inline(fits).viewBox).toBe('0 0 10 10');
    expect(() => inline(`${fits} `)).toThrow(
      `logo.svg is ${INLINE_SVG_MAX_BYTES + 1} bytes: a logo is written into every page`,
    );
  });
});

describe('faviconDataUri', () => {
  it('is the file as a data: address, its spacing between tags dropped', () => {
    const uri = faviconDataUri(`<!-- icon -->\n${svg('\n <circle r="5" fill="#e67e22"/>\n')}\n`);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(uri).not.toMatch(/[\s"<>#]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
      svg('<circle r="5" fill="#e67e22"/>'),
    );
  });
});

describe('headerLogosPlugin', () => {
  /** The module the plugin gives the header, for the profile whose module is `file`. */
  async function logosOf(file: string) {
    const plugin = headerLogosPlugin(profileFiles(file, root));
    const resolveId = plugin.resolveId as (id: string) => string | null;
    const load = plugin.load as (
      this: { addWatchFile(file: string): void },
      id: string,
    ) => Promise<string>;
    expect(resolveId(HEADER_LOGOS_MODULE)).toBe(HEADER_LOGOS_ID);
    expect(resolveId('./Header')).toBeNull();
    const watched: string[] = [];
    const code = await load.call(
      { addWatchFile: (watchedFile) => watched.push(watchedFile) },
      HEADER_LOGOS_ID,
    );
    const logos = JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as Record<
      string,
      InlineSvg
    >;
    return { logos, watched };
  }

  it("gives this commission's two logos, read from its files, ids apart", async () => {
    const { logos, watched } = await logosOf('src/config/profiles/agra.ts');
    expect(Object.keys(logos).sort()).toEqual(['crest', 'emblem']);
    const crestFile = path.join(root, 'src/config/profiles/agra', PROFILE.logos.crest.src);
    expect(logos.crest).toEqual(
      svgForInlining(readFileSync(crestFile, 'utf8'), 'crest', 'logo-crest'),
    );
    expect(logos.crest?.viewBox).toBe(
      `0 0 ${PROFILE.logos.crest.width} ${PROFILE.logos.crest.height}`,
    );
    expect(logos.crest?.markup).toContain('clip-path="url(#logo-crest-shield)"');
    expect(watched.sort()).toEqual(
      [crestFile, path.join(root, 'src/config/profiles/agra', PROFILE.logos.emblem.src)].sort(),
    );
  });

  it("gives another commission's logos when the build is for its profile", async () => {
    const { logos, watched } = await logosOf('src/config/profiles/example.ts');
    expect(Object.keys(logos).sort()).toEqual(['crest', 'emblem']);
    expect(watched.every((file) => file.includes('/profiles/example/'))).toBe(true);
    expect(logos.crest?.markup).not.toBe('');
  });

  it('leaves every other module to the others', async () => {
    const plugin = headerLogosPlugin(profileFiles('src/config/profiles/agra.ts', root));
    const load = plugin.load as (this: unknown, id: string) => Promise<string | null>;
    expect(await load.call({}, '/src/components/Header.tsx')).toBeNull();
  });
});
