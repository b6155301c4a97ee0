/**
 * The HTML of a published page, as pure functions: the built index.html with a rendered page, its
 * head tags (title, description, link preview, canonical link, preconnects) and its data block
 * filled in; the file each page is written to and the file Firebase Hosting serves for a path; the
 * app shell; the sitemap and robots.txt. No files, no servers: publish/renderSite.ts calls them.
 */
import type { HtmlTagDescriptor } from 'vite';
import { PUBLISHED_PAGE_ID } from '../src/domain/published.ts';

/** The page every path without a rendered file of its own gets (firebase.json rewrites to it). */
export const APP_SHELL_FILE = 'app.html';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The file a route is rendered into: / → index.html, /about-us → about-us.html. */
export function pageFileName(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.replace(/^\//, '')}.html`;
}

/**
 * The file Firebase Hosting (cleanUrls, and a rewrite of everything else to the app shell) serves
 * for a request path, or null for a request of a file by its own name (/assets/x.js).
 */
export function servedFile(requestPath: string, exists: (file: string) => boolean): string | null {
  if (requestPath === '/') return 'index.html';
  const name = requestPath.slice(1);
  if (/\.[^/]*$/.test(name)) return null;
  return exists(`${name}.html`) ? `${name}.html` : APP_SHELL_FILE;
}

/** Ids a page can be published under; others stay on the app shell (their file name is unsafe). */
export const PUBLISHABLE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The path of a record's own page: the route's path with the record's id for `:id`
 * (/programmes/:id → /programmes/{id}), or null when the id cannot name a file.
 */
export function recordPagePath(routePath: string, id: string): string | null {
  return PUBLISHABLE_ID.test(id) ? routePath.replace(':id', id) : null;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** One head tag as HTML (only the attribute-only tags the publish writes). */
export function tagHtml({ tag, attrs = {} }: HtmlTagDescriptor): string {
  const attributes = Object.entries(attrs).map(([name, value]) =>
    value === true
      ? ` ${name}`
      : typeof value === 'string'
        ? ` ${name}="${escapeAttribute(value)}"`
        : '',
  );
  return `<${tag}${attributes.join('')}>`;
}

const headTagsHtml = (tags: readonly HtmlTagDescriptor[]) =>
  tags.map((tag) => `    ${tagHtml(tag)}\n`).join('');

export interface PageFill {
  routePath: string;
  /** The page's language, as <html lang> says it ('hi'); the template's own without. */
  lang?: string;
  /** The rendered markup of the page (inside the root element). */
  html: string;
  title: string;
  /** The meta description, replacing the template's (the site's own) when there is one. */
  description: string | undefined;
  headTags: readonly HtmlTagDescriptor[];
  /** The scripts that take the page over, for the entry to preload (src/main.ts). */
  scripts?: readonly string[];
  /**
   * The scripts and stylesheets of the page a tap most likely opens, for the page to fetch ahead
   * once the link is seen (src/components/usePrefetchWhenSeen.ts).
   */
  prefetch?: readonly string[];
  /** The content the page was rendered with (publishedJson), for the browser's first render. */
  content?: string;
  /** The page's schema.org data (publishedJson), for search engines. */
  structuredData?: string;
}

const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n/g;

const HEAD_END = /\n\s*<\/head>/;

const HTML_LANG = /<html lang="[^"]*">/;

/** The site's own description: the template's meta description ('' without one). */
export function templateDescription(template: string): string {
  return DESCRIPTION.exec(template)?.[0].match(/content="([^"]*)"/)?.[1] ?? '';
}

/**
 * The built index.html with a rendered page in it. Vite writes the stylesheet after the scripts;
 * it goes first, so that the browser asks for it first.
 */
export function fillTemplate(template: string, page: PageFill) {
  const {
    routePath,
    lang,
    html,
    title,
    description,
    headTags,
    scripts = [],
    prefetch = [],
    content,
    structuredData,
  } = page;
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html lacks a <title>');
  if (!DESCRIPTION.test(template)) throw new Error('index.html lacks a meta description');
  if (!HTML_LANG.test(template)) throw new Error('index.html lacks <html lang="…">');
  const head =
    headTagsHtml(headTags) +
    (structuredData === undefined
      ? ''
      : `    <script type="application/ld+json">${structuredData}</script>\n`);
  // A data block, not a script: the browser runs nothing of it (and the CSP is not involved).
  const data =
    content === undefined
      ? ''
      : `\n    <script type="application/json" id="${PUBLISHED_PAGE_ID}">${content}</script>`;
  const stylesheets = template.match(STYLESHEET)?.join('') ?? '';
  return template
    .replace(HTML_LANG, (original) =>
      lang === undefined ? original : `<html lang="${escapeAttribute(lang)}">`,
    )
    .replace(STYLESHEET, '')
    .replace(/[ \t]*<script/, (script) => `${stylesheets}${script}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace(DESCRIPTION, (original) =>
      description === undefined ? original : tagHtml(metaName('description', description)),
    )
    .replace(HEAD_END, () => `\n${head}  </head>`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root" data-prerendered-path="${escapeAttribute(routePath)}"` +
        (scripts.length > 0 ? ` data-scripts="${escapeAttribute(scripts.join(' '))}"` : '') +
        (prefetch.length > 0 ? ` data-prefetch="${escapeAttribute(prefetch.join(' '))}"` : '') +
        `>${html}</div>${data}`,
    );
}

/**
 * The app shell: the built index.html, unrendered, with the head tags of the site's own link
 * preview (it stands for every address without a page of its own).
 */
export function appShellHtml(template: string, headTags: readonly HtmlTagDescriptor[]): string {
  return template.replace(HEAD_END, () => `\n${headTagsHtml(headTags)}  </head>`);
}

/** Preconnects to the origins of the data (Firestore with fetch: no credentials, so crossorigin). */
export function preconnectTags(origins: {
  firestore: string;
  storage: string;
}): HtmlTagDescriptor[] {
  return [
    { tag: 'link', attrs: { rel: 'preconnect', href: origins.firestore, crossorigin: true } },
    { tag: 'link', attrs: { rel: 'preconnect', href: origins.storage } },
  ];
}

/**
 * The route's scripts the template does not already load, for the entry to preload once the page
 * is on screen (src/main.ts): they take over markup already painted, so nothing of the first
 * paint waits for them, not even in a page-load measurement that counts what arrived before it.
 */
export function pageScripts(template: string, scripts: readonly string[], base: string): string[] {
  return scripts
    .filter((file) => !template.includes(`"${base}${file}"`))
    .map((file) => `${base}${file}`);
}

/** The picture of a link preview, with its size where known. */
export interface PreviewImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

/** The same page in another language, or the one for any other language ('x-default'). */
export interface AlternatePage {
  hreflang: string;
  url: string;
}

/**
 * The link preview (Open Graph) and canonical tags of a page at `url`; with `locale`, the locale
 * of its language and those of its other languages ('hi_IN', ['en_IN']).
 */
export function linkPreviewTags(preview: {
  url: string;
  title: string;
  description: string;
  siteName: string;
  image: PreviewImage;
  /** Omitted on the app shell, which stands for many addresses. */
  canonical?: boolean;
  locale?: { own: string; others: readonly string[] };
}): HtmlTagDescriptor[] {
  const { url, title, description, siteName, image, canonical = true, locale } = preview;
  const property = (name: string, content: string): HtmlTagDescriptor => ({
    tag: 'meta',
    attrs: { property: name, content },
  });
  return [
    ...(canonical ? [{ tag: 'link', attrs: { rel: 'canonical', href: url } }] : []),
    property('og:type', 'website'),
    property('og:site_name', siteName),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    ...(locale
      ? [
          property('og:locale', locale.own),
          ...locale.others.map((other) => property('og:locale:alternate', other)),
        ]
      : []),
    property('og:image', image.url),
    ...(image.width && image.height
      ? [
          property('og:image:width', String(image.width)),
          property('og:image:height', String(image.height)),
        ]
      : []),
    property('og:image:alt', image.alt),
    metaName('twitter:card', 'summary_large_image'),
  ];
}

/** The links to the same page in its other languages (and in its own), for search engines. */
export function alternateTags(alternates: readonly AlternatePage[]): HtmlTagDescriptor[] {
  return alternates.map(({ hreflang, url }) => ({
    tag: 'link',
    attrs: { rel: 'alternate', hreflang, href: url },
  }));
}

function metaName(name: string, content: string): HtmlTagDescriptor {
  return { tag: 'meta', attrs: { name, content } };
}

/** The public address of a route: the site's address and the route's clean URL. */
export function pageUrl(siteUrl: string, routePath: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${routePath}`;
}

/** A page of the sitemap: its address and, where it has them, its twins in other languages. */
export interface SitemapPage {
  url: string;
  alternates?: readonly AlternatePage[];
}

/** sitemap.xml of the given pages, each with its alternates in other languages. */
export function sitemapXml(pages: readonly SitemapPage[]): string {
  const entries = pages
    .map(({ url, alternates = [] }) => {
      const links = alternates.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeAttribute(alternate.hreflang)}" ` +
          `href="${escapeAttribute(alternate.url)}"/>\n`,
      );
      return links.length === 0
        ? `  <url><loc>${escapeText(url)}</loc></url>\n`
        : `  <url>\n    <loc>${escapeText(url)}</loc>\n${links.join('')}  </url>\n`;
    })
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    `xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries}</urlset>\n`
  );
}

/** robots.txt with a Sitemap line naming `sitemapUrl` (any earlier Sitemap line replaced). */
export function robotsWithSitemap(robots: string, sitemapUrl: string): string {
  const kept = robots.replace(/^Sitemap:.*\n?/gim, '').trimEnd();
  return `${kept}\n\nSitemap: ${sitemapUrl}\n`;
}
