/** The pure parts of build-time rendering (scripts/prerenderPlugin.ts). */
import { describe, expect, it } from 'vitest';
import {
  APP_SHELL_FILE,
  fillTemplate,
  pageFileName,
  servedFile,
  tagHtml,
} from '../../scripts/prerenderPlugin';

describe('pageFileName', () => {
  it.each([
    ['/', 'index.html'],
    ['/about-us', 'about-us.html'],
    ['/lady-animator', 'lady-animator.html'],
  ])('%s → %s', (route, file) => expect(pageFileName(route)).toBe(file));
});

describe('servedFile, as Firebase Hosting serves with cleanUrls and a rewrite to the shell', () => {
  const built = new Set(['index.html', 'about-us.html', 'gallery.html', APP_SHELL_FILE]);
  const exists = (file: string) => built.has(file);
  it.each([
    ['/', 'index.html'],
    ['/about-us', 'about-us.html'],
    ['/gallery', 'gallery.html'],
    // Paths without a rendered page get the app shell, never another page's markup.
    ['/admin', APP_SHELL_FILE],
    ['/admin/members', APP_SHELL_FILE],
    ['/about-us/', APP_SHELL_FILE],
    ['/no-such-page', APP_SHELL_FILE],
    // Files are served by their own names (or are missing).
    ['/assets/index-abc.js', null],
    ['/images/banners/gathering-640.avif', null],
    ['/about-us.html', null],
  ])('%s → %s', (requestPath, file) => expect(servedFile(requestPath, exists)).toBe(file));
});

describe('tagHtml', () => {
  it('writes boolean attributes bare and escapes values', () => {
    expect(
      tagHtml({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/a"b&c.js' },
      }),
    ).toBe('<link rel="modulepreload" crossorigin href="/a&quot;b&amp;c.js">');
  });
  it('leaves out attributes that are false or unset', () => {
    expect(tagHtml({ tag: 'link', attrs: { rel: 'preload', defer: false, as: undefined } })).toBe(
      '<link rel="preload">',
    );
  });
});

describe('fillTemplate', () => {
  const template = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <title>Site</title>',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n');

  it('puts the page into the root, marked with its path, with its title and head tags', () => {
    const page = fillTemplate(template, {
      routePath: '/about-us',
      html: '<main><h1>About Us</h1></main>',
      title: 'About Us | Site',
      headTags: [{ tag: 'link', attrs: { rel: 'modulepreload', href: '/assets/About.js' } }],
    });
    expect(page).toContain('<title>About Us | Site</title>');
    expect(page).toContain('    <link rel="modulepreload" href="/assets/About.js">\n  </head>');
    expect(page).toContain(
      '<div id="root" data-prerendered-path="/about-us"><main><h1>About Us</h1></main></div>',
    );
  });

  it('escapes the title and keeps `$` sequences in the markup as written', () => {
    const page = fillTemplate(template, {
      routePath: '/',
      html: '<p>Cost: $& and $1</p>',
      title: 'Youth & <Friends>',
      headTags: [],
    });
    expect(page).toContain('<title>Youth &amp; &lt;Friends&gt;</title>');
    expect(page).toContain('<p>Cost: $& and $1</p>');
  });

  it('moves the stylesheet ahead of the scripts, so the browser asks for it first', () => {
    const built = template.replace(
      '  </head>',
      [
        '    <script type="module" crossorigin src="/assets/index.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
        '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
        '  </head>',
      ].join('\n'),
    );
    const page = fillTemplate(built, { routePath: '/', html: '', title: 'T', headTags: [] });
    expect(page).toContain(
      [
        '    <title>T</title>',
        '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
        '    <script type="module" crossorigin src="/assets/index.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
        '  </head>',
      ].join('\n'),
    );
  });

  it.each([
    ['the root element', template.replace('<div id="root"></div>', '<div id="app"></div>')],
    ['a title', template.replace('<title>Site</title>', '')],
  ])('refuses a template without %s', (_, broken) => {
    expect(() =>
      fillTemplate(broken, { routePath: '/', html: '', title: 'T', headTags: [] }),
    ).toThrow();
  });
});
