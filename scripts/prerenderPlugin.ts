/**
 * Build-time rendering of the public pages (issue 7: Largest Contentful Paint). After the client
 * build, every public route is rendered with src/app/prerender.tsx and written beside index.html
 * as its own file (/about-us → about-us.html, / → index.html), with:
 * - the route's page markup inside <div id="root" data-prerendered-path="…"> (src/app/mount.tsx
 *   hydrates it),
 * - its document title,
 * - a modulepreload for every script the page needs at start-up beyond the entry itself (React,
 *   the page's chunk and its services), so they arrive with the entry instead of after it: at
 *   the browser's priority what starts the page's Firestore reads, at low priority the rest,
 * - on pages that read Firestore (src/domain/pageReads.ts), a preconnect to Firestore and Storage,
 * - on / only, the preload of the first banner (scripts/bannerPreload.ts),
 * - the stylesheet ahead of the scripts, so the first paint waits for nothing else.
 * The unrendered page becomes app.html, the shell for every other path (the admin area).
 *
 * Firebase Hosting serves these files through `cleanUrls` and a rewrite of other paths to
 * /app.html (firebase.json); `vite preview` is taught the same rules here, so the e2e tests and
 * Lighthouse see what visitors get.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Connect, type HtmlTagDescriptor, type Plugin } from 'vite';
import { dataOrigins, type FirebaseSettings } from '../src/services/firebaseConfig';
import type { renderPage as RenderPage } from '../src/app/prerender';
import { pageReadNames, readsEarly } from '../src/domain/pageReads';
import { routeDownload } from './budget';
import { firstBannerPreload } from './bannerPreload';
import { PUBLIC_ROUTES, readBuild } from './check-budget';

/** The page every path without a rendered file of its own gets (firebase.json rewrites to it). */
export const APP_SHELL_FILE = 'app.html';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The module that holds the early reads (src/app/earlyReads.ts loads it). */
const EARLY_READS_MODULE = 'src/services/pageReads.ts';

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
  headTags: readonly HtmlTagDescriptor[];
}

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n/g;

/**
 * The built index.html with a rendered page in it. Vite writes the stylesheet after the scripts;
 * it goes first, so that the browser asks for it first.
 */
export function fillTemplate(template: string, { routePath, html, title, headTags }: PageFill) {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html lacks a <title>');
  const head = headTags.map((tag) => `    ${tagHtml(tag)}\n`).join('');
  const stylesheets = template.match(STYLESHEET)?.join('') ?? '';
  return template
    .replace(STYLESHEET, '')
    .replace(/[ \t]*<script/, (script) => `${stylesheets}${script}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
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
 * Preloads of the route's scripts the template does not already load or preload. Those that start
 * the page's reads keep the browser's priority; the rest only hydrate markup already on screen and
 * go at low priority, behind the stylesheet and the first banner (as WordPress does for the
 * scripts of its server-rendered blocks).
 */
function scriptPreloads(
  template: string,
  scripts: readonly string[],
  readScripts: ReadonlySet<string>,
  base: string,
) {
  return scripts
    .filter((file) => !template.includes(`"${base}${file}"`))
    .map((file): HtmlTagDescriptor => {
      // Vite's own module scripts are crossorigin; a preload must match to be reused.
      const attrs = { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` };
      return {
        tag: 'link',
        attrs: readScripts.has(file) ? attrs : { ...attrs, fetchpriority: 'low' },
      };
    });
}

async function prerender(root: string, outDir: string, mode: string, base: string) {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  await writeFile(path.join(outDir, APP_SHELL_FILE), template);
  const { manifest, graph } = readBuild(outDir);
  const pages = new Set(PUBLIC_ROUTES.map((route) => route.page));

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
    // The settings as this build's app sees them (the mode's VITE_* variables).
    const { settings } = (await server.ssrLoadModule('/src/services/settings.ts')) as {
      settings: FirebaseSettings;
    };
    // What runs at start-up: the page's static imports and what the entry itself loads (React),
    // but nothing loaded lazily (Home's sections below the fold must not compete with the first
    // paint, and the early reads are counted apart).
    const entryModules = new Set(graph.entries.flatMap((entry) => graph.imports[entry] ?? []));
    const dynamicImporters = Object.keys(graph.dynamicImports);
    const startUp = {
      onDemand: new Set(dynamicImporters.filter((id) => !entryModules.has(id))),
      conditional: new Set<string>(),
    };
    const staticOnly = { onDemand: new Set(dynamicImporters), conditional: new Set<string>() };
    for (const route of PUBLIC_ROUTES) {
      const { html, title } = await renderPage(route.path);
      const otherPages = new Set([...pages].filter((page) => page !== route.page));
      const { js } = routeDownload(manifest, graph, route.page, otherPages, startUp);
      const readScripts = new Set(
        readsEarly(route.path)
          ? routeDownload(manifest, graph, EARLY_READS_MODULE, otherPages, staticOnly).js
          : [],
      );
      const banner = route.path === '/' ? firstBannerPreload() : null;
      const readsData = pageReadNames(route.path).length > 0;
      const headTags = [
        ...(readsData ? preconnects(settings) : []),
        ...(banner ? [banner] : []),
        ...scriptPreloads(template, js, readScripts, base),
      ];
      const page = fillTemplate(template, { routePath: route.path, html, title, headTags });
      await writeFile(path.join(outDir, pageFileName(route.path)), page);
    }
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

export function prerenderPlugin(): Plugin {
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
      if (isClientBuild) await prerender(root, outDir, mode, base);
    },
    configurePreviewServer(server) {
      server.middlewares.use(hostingRoutes(outDir));
    },
  };
}
