/**
 * The commission's SVG files written into every page instead of fetched: the header's two logos,
 * as `<svg>` elements drawn with the first paint (`headerLogosPlugin`), and the favicon, as a
 * `data:` address in the head (`faviconDataUri`). On a phone's slow connection each request
 * started beside the page's largest picture shares the link with it, and Lighthouse's simulation
 * counts every one as holding that picture back (docs/performance.md, Lighthouse).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { chosenProfile, chosenProfileFiles, type ProfileFiles } from './profileChoice.ts';

/**
 * The most one logo written into every page may weigh: the two together then add at most about
 * 5 kB (gzip) to a page and to its scripts.
 */
export const INLINE_SVG_MAX_BYTES = 8 * 1024;

/** A logo as the header draws it: its `viewBox` and what goes inside its `<svg>`. */
export interface InlineSvg {
  viewBox: string;
  markup: string;
}

/**
 * What an SVG written into the page may not hold, each with the reason: the site's
 * Content-Security-Policy (firebase.json) blocks inline styles and scripts, and a page must not
 * run or fetch anything for a logo.
 */
const REFUSED: readonly [RegExp, string][] = [
  [/<script\b/i, 'a script'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute'],
  [
    /<style\b|\sstyle\s*=/i,
    'a style (the Content-Security-Policy blocks inline styles: use presentation attributes such as fill)',
  ],
  [/<foreignObject\b/i, 'a foreignObject'],
  [/(?:\s|:)href\s*=\s*["'](?!#)/i, 'a link to another file (it would be fetched)'],
  [/url\(\s*["']?(?!#)/i, 'a url() of another file (it would be fetched)'],
];

/** `source` without its XML declaration, doctype and comments, its tags' spacing collapsed. */
const tidy = (source: string) =>
  source
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(attributes)?.[1];

/**
 * The SVG file `source` (named `name` in errors) as the header writes it into a page: its
 * `viewBox` (or one from its width and height) and its content, each `id` prefixed with
 * `idPrefix` so that two SVGs in one page cannot share one. Throws, saying why, on a file that is
 * not an SVG, is over `maxBytes`, or holds what a page may not run or fetch.
 */
export function svgForInlining(
  source: string,
  name: string,
  idPrefix: string,
  maxBytes = INLINE_SVG_MAX_BYTES,
): InlineSvg {
  const bytes = Buffer.byteLength(source);
  if (bytes > maxBytes)
    throw new Error(
      `${name} is ${bytes} bytes: a logo is written into every page, so it must be an SVG of ` +
        `at most ${maxBytes} bytes (simplify it, for example with svgo).`,
    );
  const root = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/.exec(tidy(source));
  if (!root) throw new Error(`${name} is not an SVG file (one <svg> element).`);
  const [, attributes = '', content = ''] = root;
  for (const [pattern, what] of REFUSED)
    if (pattern.test(content) || pattern.test(attributes))
      throw new Error(`${name} holds ${what}: a logo written into the page may not.`);
  const width = attribute(attributes, 'width');
  const height = attribute(attributes, 'height');
  const viewBox =
    attribute(attributes, 'viewBox') ??
    (width && height && /^\d+(\.\d+)?$/.test(width) && /^\d+(\.\d+)?$/.test(height)
      ? `0 0 ${width} ${height}`
      : undefined);
  if (!viewBox) throw new Error(`${name} has neither a viewBox nor a width and height in pixels.`);
  const ids = [...content.matchAll(/\sid\s*=\s*["']([^"']+)["']/g)].map((match) => match[1] ?? '');
  let markup = content;
  for (const id of new Set(ids)) {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    markup = markup
      .replace(new RegExp(`(\\sid\\s*=\\s*["'])${escaped}(["'])`, 'g'), `$1${idPrefix}-${id}$2`)
      .replace(new RegExp(`url\\(#${escaped}\\)`, 'g'), `url(#${idPrefix}-${id})`)
      .replace(new RegExp(`(href\\s*=\\s*["'])#${escaped}(["'])`, 'g'), `$1#${idPrefix}-${id}$2`);
  }
  return { viewBox, markup };
}

/** The SVG file `source` as a `data:` address, for the favicon's link in every page's head. */
export function faviconDataUri(source: string): string {
  return `data:image/svg+xml,${encodeURIComponent(tidy(source))}`;
}

/** The module through which the header reads its logos, and its id in the bundler's graph. */
export const HEADER_LOGOS_MODULE = 'virtual:header-logos';
export const HEADER_LOGOS_ID = `\0${HEADER_LOGOS_MODULE}`;

/**
 * The header's logos, read from the files of the commission profile the build is for and written
 * into the pages (`svgForInlining`), as the module `virtual:header-logos`. A logo that cannot be
 * written into a page stops the build, saying why.
 */
export function headerLogosPlugin(files: ProfileFiles = chosenProfileFiles()): Plugin {
  return {
    name: 'youth-commission:header-logos',
    resolveId: (id) => (id === HEADER_LOGOS_MODULE ? HEADER_LOGOS_ID : null),
    async load(id) {
      if (id !== HEADER_LOGOS_ID) return null;
      const profile = await chosenProfile(files);
      const logos = Object.entries(profile.logos).map(([key, logo]) => {
        const file = path.join(files.publicDir, logo.src);
        this.addWatchFile(file);
        const name = path.relative(process.cwd(), file);
        return [key, svgForInlining(readFileSync(file, 'utf8'), name, `logo-${key}`)] as const;
      });
      return `export default ${JSON.stringify(Object.fromEntries(logos))};`;
    },
  };
}
