/** The HTML of a published page, its file and the site's files, as pure functions (publish/pageHtml.ts). */
import { describe, expect, it } from 'vitest';
import {
  APP_SHELL_FILE,
  PUBLISHABLE_ID,
  alternateTags,
  appShellHtml,
  fillTemplate,
  linkPreviewTags,
  pageFileName,
  pageScripts,
  pageUrl,
  preconnectTags,
  recordPagePath,
  robotsWithSitemap,
  servedFile,
  sitemapXml,
  tagHtml,
  templateDescription,
} from '../../publish/pageHtml';

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
    '    <meta name="description" content="A site" />',
    '    <title>Site</title>',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n');

  const fill = { description: 'A page', headTags: [] };

  it('puts the page into the root, marked with its path, with its title, description and head tags', () => {
    const page = fillTemplate(template, {
      ...fill,
      routePath: '/about-us',
      html: '<main><h1>About Us</h1></main>',
      title: 'About Us | Site',
      description: 'Who "we" are & what we do',
      headTags: [{ tag: 'link', attrs: { rel: 'modulepreload', href: '/assets/About.js' } }],
    });
    expect(page).toContain('<title>About Us | Site</title>');
    expect(page).toContain(
      '<meta name="description" content="Who &quot;we&quot; are &amp; what we do">',
    );
    expect(page).not.toContain('A site');
    expect(page).toContain('    <link rel="modulepreload" href="/assets/About.js">\n  </head>');
    expect(page).toContain(
      '<div id="root" data-prerendered-path="/about-us"><main><h1>About Us</h1></main></div>',
    );
  });

  it("says the language of the page on <html>, the template's own without one", () => {
    const hindi = fillTemplate(template, {
      ...fill,
      routePath: '/hi',
      html: '',
      title: 'T',
      lang: 'hi',
    });
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).not.toContain('<html lang="en">');
    expect(fillTemplate(template, { ...fill, routePath: '/', html: '', title: 'T' })).toContain(
      '<html lang="en">',
    );
  });

  it('names on the root the scripts that take the page over and those to fetch ahead', () => {
    const page = fillTemplate(template, {
      ...fill,
      routePath: '/programmes/camp',
      html: '<main></main>',
      title: 'Camp | Site',
      scripts: ['/assets/react-a.js', '/assets/ProgrammePage-b.js'],
      prefetch: ['/assets/RegisterPage-c.js', '/assets/registration-d.css'],
    });
    expect(page).toContain(
      '<div id="root" data-prerendered-path="/programmes/camp" ' +
        'data-scripts="/assets/react-a.js /assets/ProgrammePage-b.js" ' +
        'data-prefetch="/assets/RegisterPage-c.js /assets/registration-d.css"><main></main></div>',
    );
    // Without any, no attribute.
    const plain = fillTemplate(template, {
      ...fill,
      routePath: '/about-us',
      html: '<main></main>',
      title: 'About | Site',
    });
    expect(plain).not.toContain('data-scripts');
    expect(plain).not.toContain('data-prefetch');
  });

  it('escapes the title and keeps `$` sequences in the markup as written', () => {
    const page = fillTemplate(template, {
      ...fill,
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
    const page = fillTemplate(built, { ...fill, routePath: '/', html: '', title: 'T' });
    expect(page).toContain(
      [
        '    <meta name="description" content="A page">',
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
    ['a meta description', template.replace(/ *<meta name="description"[^>]*>\n/, '')],
  ])('refuses a template without %s', (_, broken) => {
    expect(() => fillTemplate(broken, { ...fill, routePath: '/', html: '', title: 'T' })).toThrow();
  });
});

describe('link previews, canonical link and sitemap', () => {
  const image = {
    url: 'https://site.example/images/b.jpg',
    width: 1280,
    height: 480,
    alt: 'Youth',
  };

  it('names the page by its public address, with its title, description and picture', () => {
    const tags = linkPreviewTags({
      url: pageUrl('https://site.example/', '/about-us'),
      title: 'About Us | Site',
      description: 'Who we are',
      siteName: 'Site',
      image,
    }).map(tagHtml);
    expect(tags).toEqual([
      '<link rel="canonical" href="https://site.example/about-us">',
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="Site">',
      '<meta property="og:title" content="About Us | Site">',
      '<meta property="og:description" content="Who we are">',
      '<meta property="og:url" content="https://site.example/about-us">',
      '<meta property="og:image" content="https://site.example/images/b.jpg">',
      '<meta property="og:image:width" content="1280">',
      '<meta property="og:image:height" content="480">',
      '<meta property="og:image:alt" content="Youth">',
      '<meta name="twitter:card" content="summary_large_image">',
    ]);
  });

  it('says the locale of a page in Hindi and that of its English twin', () => {
    const tags = linkPreviewTags({
      url: pageUrl('https://site.example/', '/hi/about-us'),
      title: 'हमारे बारे में | साइट',
      description: 'हम कौन हैं',
      siteName: 'साइट',
      image,
      locale: { own: 'hi_IN', others: ['en_IN'] },
    }).map(tagHtml);
    expect(tags).toContain('<meta property="og:locale" content="hi_IN">');
    expect(tags).toContain('<meta property="og:locale:alternate" content="en_IN">');
  });

  it.each([
    ['https://site.example', '/', 'https://site.example/'],
    ['https://site.example/', '/gallery', 'https://site.example/gallery'],
    ['https://youth.example.org//', '/about-us', 'https://youth.example.org/about-us'],
  ])('the address of %s%s is %s', (site, route, url) => {
    expect(pageUrl(site, route)).toBe(url);
  });

  it('lists the pages in sitemap.xml, each with its twins in other languages', () => {
    const twins = [
      { hreflang: 'en', url: 'https://site.example/' },
      { hreflang: 'hi', url: 'https://site.example/hi' },
      { hreflang: 'x-default', url: 'https://site.example/' },
    ];
    expect(
      sitemapXml([
        { url: 'https://site.example/', alternates: twins },
        { url: 'https://site.example/a&b' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
        'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '  <url>\n' +
        '    <loc>https://site.example/</loc>\n' +
        '    <xhtml:link rel="alternate" hreflang="en" href="https://site.example/"/>\n' +
        '    <xhtml:link rel="alternate" hreflang="hi" href="https://site.example/hi"/>\n' +
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://site.example/"/>\n' +
        '  </url>\n' +
        '  <url><loc>https://site.example/a&amp;b</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('writes the alternates of a page in the head, for search engines', () => {
    expect(
      alternateTags([{ hreflang: 'hi', url: 'https://site.example/hi/a"b' }]).map(tagHtml),
    ).toEqual(['<link rel="alternate" hreflang="hi" href="https://site.example/hi/a&quot;b">']);
  });

  it.each([
    [
      'User-agent: *\nDisallow: /admin/\n',
      'User-agent: *\nDisallow: /admin/\n\nSitemap: https://s/sitemap.xml\n',
    ],
    [
      'User-agent: *\nSitemap: https://old/sitemap.xml\n',
      'User-agent: *\n\nSitemap: https://s/sitemap.xml\n',
    ],
    ['', '\n\nSitemap: https://s/sitemap.xml\n'],
  ])('robots.txt %j names the sitemap', (robots, expected) => {
    expect(robotsWithSitemap(robots, 'https://s/sitemap.xml')).toBe(expected);
  });
});

describe('PUBLISHABLE_ID', () => {
  it.each([
    ['letters and digits', 'AbC123'],
    ['a Firestore auto id', 'x8Kq2LmN0pQr4StUv6Wy'],
    ['dashes and underscores', 'youth-day_2026'],
    ['one character', 'a'],
    ['100 characters', 'a'.repeat(100)],
  ])('accepts %s', (_, id) => {
    expect(PUBLISHABLE_ID.test(id)).toBe(true);
  });

  it.each([
    ['the empty id', ''],
    ['101 characters', 'a'.repeat(101)],
    ['a slash', 'a/b'],
    ['a leading slash', '/etc'],
    ['a dot', 'index.html'],
    ['dot-dot', '..'],
    ['a space', 'youth day'],
    ['a trailing new line', 'youth\n'],
    ['a tab', 'a\tb'],
    ['a backslash', 'a\\b'],
    ['a percent escape', 'a%2Fb'],
    ['a question mark', 'a?b'],
    ['a hash', 'a#b'],
    ['letters outside ASCII', 'yuvā-diwas'],
    ['Devanagari', 'युवा'],
    ['an emoji', 'day🎉'],
  ])('refuses %s', (_, id) => {
    expect(PUBLISHABLE_ID.test(id)).toBe(false);
  });
});

describe('recordPagePath', () => {
  it.each([
    ['/programmes/:id', 'x8Kq2LmN0pQr4StUv6Wy', '/programmes/x8Kq2LmN0pQr4StUv6Wy'],
    ['/programmes/:id', 'youth-day_2026', '/programmes/youth-day_2026'],
    ['/photos/:id/large', 'a1', '/photos/a1/large'],
  ])('%s with %s is %s', (routePath, id, pagePath) => {
    expect(recordPagePath(routePath, id)).toBe(pagePath);
    expect(pageFileName(pagePath)).toBe(`${pagePath.slice(1)}.html`);
  });

  it.each(['../index', 'a/b', 'youth day', ''])('gives %j no page of its own', (id) => {
    expect(recordPagePath('/programmes/:id', id)).toBeNull();
  });
});

describe('the app shell and the parts of a page', () => {
  const template = [
    '<html>',
    '  <head>',
    '    <meta name="description" content="The site &amp; its people" />',
    '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
  ].join('\n');

  it('reads the site’s own description from the template', () => {
    expect(templateDescription(template)).toBe('The site &amp; its people');
    expect(templateDescription('<html><head></head></html>')).toBe('');
  });

  it('gives the app shell head tags and nothing else: no page, no data', () => {
    const shell = appShellHtml(template, [
      { tag: 'meta', attrs: { property: 'og:title', content: 'Site' } },
    ]);
    expect(shell).toBe(
      template.replace('  </head>', '    <meta property="og:title" content="Site">\n  </head>'),
    );
  });

  it('preconnects to Firestore without credentials and to Storage', () => {
    const origins = { firestore: 'https://firestore.example', storage: 'https://storage.example' };
    expect(preconnectTags(origins).map(tagHtml)).toEqual([
      '<link rel="preconnect" href="https://firestore.example" crossorigin>',
      '<link rel="preconnect" href="https://storage.example">',
    ]);
  });

  it('names the scripts that take the page over, but not those the template loads', () => {
    expect(
      pageScripts(template, ['assets/index-a1.js', 'assets/react-b2.js', 'assets/Page-c3.js'], '/'),
    ).toEqual(['/assets/react-b2.js', '/assets/Page-c3.js']);
  });
});
