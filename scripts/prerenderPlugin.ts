/**
 * Build-time rendering of the public pages. After the client build, every route the route table
 * marks `prerender` (src/app/routes.ts) is rendered with src/app/prerender.tsx and written beside
 * index.html as its own file (/about-us → about-us.html, / → index.html), with:
 * - the route's page markup inside <div id="root" data-prerendered-path="…"> (src/app/mount.tsx
 *   hydrates it),
 * - its document title, meta description, canonical link and link preview (Open Graph) tags,
 *   whose addresses start with the site's public address (VITE_SITE_URL),
 * - a modulepreload for every script the page needs at start-up beyond the entry itself (React,
 *   the page's chunk and its services), so they arrive with the entry instead of after it, at low
 *   priority: they take over markup already on screen,
 * - on pages that read Firestore, a preconnect to Firestore and Storage,
 * - on / only, the preload of the first banner (scripts/bannerPreload.ts),
 * - the stylesheet ahead of the scripts, so the first paint waits for nothing else.
 * The unrendered page becomes app.html, the shell for every other path (the admin area). The build
 * also writes sitemap.xml with those pages and names it in robots.txt.
 *
 * Firebase Hosting serves these files through `cleanUrls` and a rewrite of other paths to
 * /app.html (firebase.json); `vite preview` is taught the same rules here, so Lighthouse sees what
 * visitors get.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Connect, type HtmlTagDescriptor, type Plugin } from 'vite';
import type { renderPage as RenderPage } from '../src/app/prerender.tsx';
import type * as RouteTable from '../src/app/routes.ts';
import { pageTitle } from '../src/config/site.ts';
import { dataOrigins, type FirebaseSettings } from '../src/services/firebaseConfig.ts';
import { firstBannerPreload, shareImage } from './bannerPreload.ts';
import { readBuild, routeDownload } from './routeDownload.ts';

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

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** One head tag as HTML (only the attribute-only tags this plugin writes). */
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

export interface PageFill {
  routePath: string;
  /** The rendered markup of the page (inside the root element). */
  html: string;
  title: string;
  /** The meta description, replacing the template's (the site's own) when there is one. */
  description: string | undefined;
  headTags: readonly HtmlTagDescriptor[];
}

const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n/g;

/**
 * The built index.html with a rendered page in it. Vite writes the stylesheet after the scripts;
 * it goes first, so that the browser asks for it first.
 */
export function fillTemplate(template: string, page: PageFill) {
  const { routePath, html, title, description, headTags } = page;
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html lacks a <title>');
  if (!DESCRIPTION.test(template)) throw new Error('index.html lacks a meta description');
  const head = headTags.map((tag) => `    ${tagHtml(tag)}\n`).join('');
  const stylesheets = template.match(STYLESHEET)?.join('') ?? '';
  return template
    .replace(STYLESHEET, '')
    .replace(/[ \t]*<script/, (script) => `${stylesheets}${script}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace(DESCRIPTION, (original) =>
      description === undefined ? original : tagHtml(metaName('description', description)),
    )
    .replace(/\n\s*<\/head>/, () => `\n${head}  </head>`)
    .replace(
      ROOT_ELEMENT,
      () => `<div id="root" data-prerendered-path="${escapeAttribute(routePath)}">${html}</div>`,
    );
}

/** Preconnects to the origins of the data (Firestore with fetch: no credentials, so crossorigin). */
function preconnects(settings: FirebaseSettings): HtmlTagDescriptor[] {
  const { firestore, storage } = dataOrigins(settings);
  return [
    { tag: 'link', attrs: { rel: 'preconnect', href: firestore, crossorigin: true } },
    { tag: 'link', attrs: { rel: 'preconnect', href: storage } },
  ];
}

/**
 * Preloads of the route's scripts the template does not already load or preload, at low priority:
 * they hydrate markup already on screen (and a page's Firestore reads start once they have), so
 * they come behind the stylesheet and the first banner (as WordPress does for the scripts of its
 * server-rendered blocks).
 */
function scriptPreloads(template: string, scripts: readonly string[], base: string) {
  return scripts
    .filter((file) => !template.includes(`"${base}${file}"`))
    .map((file): HtmlTagDescriptor => ({
      tag: 'link',
      // Vite's own module scripts are crossorigin; a preload must match to be reused.
      attrs: {
        rel: 'modulepreload',
        crossorigin: true,
        href: `${base}${file}`,
        fetchpriority: 'low',
      },
    }));
}

/** The link preview (Open Graph) and canonical tags of a page at `url`. */
export function linkPreviewTags(preview: {
  url: string;
  title: string;
  description: string;
  siteName: string;
  image: { url: string; width: number; height: number; alt: string };
}): HtmlTagDescriptor[] {
  const { url, title, description, siteName, image } = preview;
  const property = (name: string, content: string): HtmlTagDescriptor => ({
    tag: 'meta',
    attrs: { property: name, content },
  });
  return [
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    property('og:type', 'website'),
    property('og:site_name', siteName),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    property('og:image', image.url),
    property('og:image:width', String(image.width)),
    property('og:image:height', String(image.height)),
    property('og:image:alt', image.alt),
    metaName('twitter:card', 'summary_large_image'),
  ];
}

function metaName(name: string, content: string): HtmlTagDescriptor {
  return { tag: 'meta', attrs: { name, content } };
}

/** The public address of a route: the site's address and the route's clean URL. */
export function pageUrl(siteUrl: string, routePath: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${routePath}`;
}

/** sitemap.xml of the given page addresses. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeText(url)}</loc></url>\n`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</urlset>\n`
  );
}

/** robots.txt with a Sitemap line naming `sitemapUrl` (any earlier Sitemap line replaced). */
export function robotsWithSitemap(robots: string, sitemapUrl: string): string {
  const kept = robots.replace(/^Sitemap:.*\n?/gim, '').trimEnd();
  return `${kept}\n\nSitemap: ${sitemapUrl}\n`;
}

async function prerender(
  root: string,
  outDir: string,
  mode: string,
  base: string,
  siteUrl: string,
) {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  await writeFile(path.join(outDir, APP_SHELL_FILE), template);
  const { manifest, graph } = readBuild(outDir);

  // Vite loads the app's modules for Node the way it serves them in development.
  const server = await createServer({
    configFile: false,
    root,
    mode,
    logLevel: 'error',
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
      renderPage: typeof RenderPage;
    };
    const { ROUTES, descriptionOf, prerenderedRoutes, readsFirestore } =
      (await server.ssrLoadModule('/src/app/routes.ts')) as typeof RouteTable;
    // The settings as this build's app sees them (the mode's VITE_* variables).
    const { settings } = (await server.ssrLoadModule('/src/services/settings.ts')) as {
      settings: FirebaseSettings;
    };
    const routes = prerenderedRoutes(ROUTES);
    const pageModule = (route: RouteTable.SiteRoute) => `src/${route.page}.tsx`;
    const pages = new Set(routes.map(pageModule));
    for (const page of pages)
      if (!existsSync(path.join(root, page)))
        throw new Error(`The route table names ${page}, which does not exist.`);
    // What runs at start-up: the page's static imports and what the entry itself loads (React),
    // but nothing loaded lazily (Home's sections below the fold must not compete with the first
    // paint).
    const entryModules = new Set(graph.entries.flatMap((entry) => graph.imports[entry] ?? []));
    const dynamicImporters = Object.keys(graph.dynamicImports);
    const startUp = {
      onDemand: new Set(dynamicImporters.filter((id) => !entryModules.has(id))),
      conditional: new Set<string>(),
    };
    const image = shareImage(siteUrl);
    const siteDescription = DESCRIPTION.exec(template)?.[0].match(/content="([^"]*)"/)?.[1] ?? '';
    for (const route of routes) {
      const { html, title } = await renderPage(route.path, ROUTES);
      const otherPages = new Set([...pages].filter((page) => page !== pageModule(route)));
      const { js } = routeDownload(manifest, graph, pageModule(route), otherPages, startUp);
      const banner = route.path === '/' ? firstBannerPreload() : null;
      const description = descriptionOf(route.path);
      const headTags = [
        ...linkPreviewTags({
          url: pageUrl(siteUrl, route.path),
          title,
          description: description ?? siteDescription,
          siteName: pageTitle(''),
          image,
        }),
        ...(readsFirestore(route) ? preconnects(settings) : []),
        ...(banner ? [banner] : []),
        ...scriptPreloads(template, js, base),
      ];
      const page = fillTemplate(template, {
        routePath: route.path,
        html,
        title,
        description,
        headTags,
      });
      await writeFile(path.join(outDir, pageFileName(route.path)), page);
    }
    const sitemapUrl = pageUrl(siteUrl, '/sitemap.xml');
    await writeFile(
      path.join(outDir, 'sitemap.xml'),
      sitemapXml(routes.map((route) => pageUrl(siteUrl, route.path))),
    );
    const robotsFile = path.join(outDir, 'robots.txt');
    const robots = existsSync(robotsFile) ? await readFile(robotsFile, 'utf8') : '';
    await writeFile(robotsFile, robotsWithSitemap(robots, sitemapUrl));
  } finally {
    await server.close();
  }
}

/** `vite preview` serves the build as Firebase Hosting does (see servedFile). */
function hostingRoutes(outDir: string): Connect.NextHandleFunction {
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const url = new URL(req.url ?? '/', 'http://preview');
      const file = servedFile(decodeURIComponent(url.pathname), (name) =>
        existsSync(path.join(outDir, name)),
      );
      if (file) req.url = `/${file}${url.search}`;
    }
    next();
  };
}

/** `siteUrl`: the site's public address, which link previews, canonical links and the sitemap use. */
export function prerenderPlugin({ siteUrl }: { siteUrl: string }): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let mode = 'production';
  let base = '/';
  let isClientBuild = false;
  return {
    name: 'youth-commission:prerender',
    configResolved(config) {
      ({ root, mode, base } = config);
      outDir = path.resolve(config.root, config.build.outDir);
      isClientBuild = config.command === 'build' && !config.build.ssr;
    },
    async closeBundle() {
      if (isClientBuild) await prerender(root, outDir, mode, base, siteUrl);
    },
    configurePreviewServer(server) {
      server.middlewares.use(hostingRoutes(outDir));
    },
  };
}
