/**
 * Build-time rendering of the public pages: a publish. Before rendering, the build reads the
 * public collections from the configured Firestore (it stops with a clear message when it cannot;
 * `npm run build -- --no-content` skips the content), and the site details and banner saved in
 * Settings (the banner's photos copied into the build, scripts/publishBanner.ts). Then every route
 * the route table marks `prerender` (src/app/routes.ts), and the programmes' route once per
 * programme, is rendered with src/app/prerender.tsx and written beside index.html as its own file
 * (/about-us → about-us.html, / → index.html, /programmes/x → programmes/x.html), with:
 * - the route's page markup inside <div id="root" data-prerendered-path="…"> (src/app/mount.tsx
 *   hydrates it), naming in `data-scripts` the scripts that take it over beyond the entry (React,
 *   the page's chunk and its services), which the entry fetches after the first paint (main.ts),
 * - the content the page was rendered with, as a JSON data block after the root element,
 * - its document title, meta description, canonical link and link preview (Open Graph) tags,
 *   whose addresses start with the site's public address (VITE_SITE_URL); a programme's page has
 *   its own, with its poster, and schema.org Event data,
 * - on pages that read Firestore, a preconnect to Firestore and Storage,
 * - on / only, the preload of the first banner slide (scripts/bannerPreload.ts),
 * - the stylesheet ahead of the scripts, so the first paint waits for nothing else.
 * The unrendered page, with the site's own link preview, becomes app.html, the shell for every
 * other path (the admin area, a programme added since the publish). The build also writes
 * sitemap.xml with those pages (named in robots.txt), programmes.ics and published.json.
 *
 * Firebase Hosting serves these files through `cleanUrls` and a rewrite of other paths to
 * /app.html (firebase.json); `vite preview` is taught the same rules here, so Lighthouse sees what
 * visitors get.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Connect, type HtmlTagDescriptor, type Plugin } from 'vite';
import type { Publish, renderPage as RenderPage } from '../src/app/prerender.tsx';
import type * as RouteTable from '../src/app/routes.ts';
import type * as SiteDetailsContext from '../src/components/siteDetails.tsx';
import { pageTitle } from '../src/config/site.ts';
import type * as Collections from '../src/domain/collections.ts';
import type * as Feed from '../src/domain/programmesFeed.ts';
import {
  PUBLISHED_MANIFEST_PATH,
  PUBLISHED_PAGE_ID,
  publishedJson,
  siteDate,
  type PublishedContent,
  type PublishedManifest,
} from '../src/domain/published.ts';
import type { SiteDetails } from '../src/domain/siteDetails.ts';
import type { Programme } from '../src/domain/types.ts';
import { dataOrigins, type FirebaseSettings } from '../src/services/firebaseConfig.ts';
import type * as FirestoreRest from '../src/services/firestoreRest.ts';
import type * as ProgrammeReads from '../src/services/programmes.ts';
import type * as SiteReads from '../src/services/siteDetails.ts';
import { firstBannerPreload, shareImage } from './bannerPreload.ts';
import type * as ProgrammePages from './programmePages.ts';
import type * as BannerPublish from './publishBanner.ts';
import { readBuild, routeDownload } from './routeDownload.ts';

/**
 * Set (to anything) in the environment of a build of pages without content, as
 * `npm run build -- --no-content` does.
 */
export const WITHOUT_CONTENT = 'BUILD_WITHOUT_CONTENT';

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
  /** The scripts that take the page over, for the entry to preload (src/main.ts). */
  scripts?: readonly string[];
  /** The content the page was rendered with (publishedJson), for the browser's first render. */
  content?: string;
  /** The page's schema.org data (publishedJson), for search engines. */
  structuredData?: string;
}

const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n/g;

/**
 * The built index.html with a rendered page in it. Vite writes the stylesheet after the scripts;
 * it goes first, so that the browser asks for it first.
 */
export function fillTemplate(template: string, page: PageFill) {
  const {
    routePath,
    html,
    title,
    description,
    headTags,
    scripts = [],
    content,
    structuredData,
  } = page;
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html lacks a <title>');
  if (!DESCRIPTION.test(template)) throw new Error('index.html lacks a meta description');
  const head =
    headTags.map((tag) => `    ${tagHtml(tag)}\n`).join('') +
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
    .replace(STYLESHEET, '')
    .replace(/[ \t]*<script/, (script) => `${stylesheets}${script}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace(DESCRIPTION, (original) =>
      description === undefined ? original : tagHtml(metaName('description', description)),
    )
    .replace(/\n\s*<\/head>/, () => `\n${head}  </head>`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root" data-prerendered-path="${escapeAttribute(routePath)}"` +
        (scripts.length > 0 ? ` data-scripts="${escapeAttribute(scripts.join(' '))}"` : '') +
        `>${html}</div>${data}`,
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
 * The route's scripts the template does not already load, for the entry to preload once the page
 * is on screen (src/main.ts): they take over markup already painted, so nothing of the first
 * paint waits for them, not even in a page-load measurement that counts what arrived before it.
 */
function pageScripts(template: string, scripts: readonly string[], base: string): string[] {
  return scripts
    .filter((file) => !template.includes(`"${base}${file}"`))
    .map((file) => `${base}${file}`);
}

/** The link preview (Open Graph) and canonical tags of a page at `url`. */
export function linkPreviewTags(preview: {
  url: string;
  title: string;
  description: string;
  siteName: string;
  /** The picture; its size where known (a programme's poster has its own). */
  image: { url: string; width?: number; height?: number; alt: string };
  /** Omitted on the app shell, which stands for many addresses. */
  canonical?: boolean;
}): HtmlTagDescriptor[] {
  const { url, title, description, siteName, image, canonical = true } = preview;
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

/**
 * Keeps the render server's dependency optimizer off (no discovery, nothing included). Left on,
 * it would pre-bundle into the cache a running `npm run dev` uses (node_modules/.vite) and replace
 * that server's files, whose pages then fail (504 Outdated Optimize Dep) until it restarts. A
 * plugin rather than a setting: plugin-react adds React to `optimizeDeps.include`, and the lists
 * of config hooks are merged, so only a hook that runs after it can empty the list.
 */
const withoutPreBundling: Plugin = {
  name: 'render-server-without-pre-bundling',
  enforce: 'post',
  config(config) {
    config.optimizeDeps = { noDiscovery: true, include: [] };
  },
};

async function prerender(
  root: string,
  outDir: string,
  mode: string,
  base: string,
  siteUrl: string,
  withContent: boolean,
) {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const { manifest, graph } = readBuild(outDir);

  // Vite loads the app's modules for Node the way it serves them in development. It serves no
  // browser, so it pre-bundles no dependency (withoutPreBundling).
  const server = await createServer({
    configFile: false,
    root,
    mode,
    logLevel: 'error',
    plugins: [react(), withoutPreBundling],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const load = <T>(id: string) => server.ssrLoadModule(id) as Promise<T>;
    const { renderPage } = await load<{ renderPage: typeof RenderPage }>('/src/app/prerender.tsx');
    const routeTable = await load<typeof RouteTable>('/src/app/routes.ts');
    const { ROUTES, descriptionOf, perRecordRoutes, prerenderedRoutes, readsFirestore } =
      routeTable;
    // The settings as this build's app sees them (the mode's VITE_* variables).
    const { settings } = await load<{ settings: FirebaseSettings }>('/src/services/settings.ts');
    const publish = withContent ? await readContent(load, outDir) : null;

    const routes = prerenderedRoutes(ROUTES);
    const pageModule = (route: RouteTable.SiteRoute) => `src/${route.page}.tsx`;
    const pages = new Set(routes.map(pageModule));
    const programmeRoute = perRecordRoutes(ROUTES).find((route) => route.perRecord === 'events');
    if (!programmeRoute) throw new Error('The route table has no page per programme.');
    pages.add(pageModule(programmeRoute));
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
    const siteImage = shareImage(siteUrl);
    const siteDescription = DESCRIPTION.exec(template)?.[0].match(/content="([^"]*)"/)?.[1] ?? '';
    const siteName = pageTitle('');

    /** Renders `routePath` with `route`'s page and writes it where Hosting serves that path. */
    const write = async (
      routePath: string,
      route: RouteTable.SiteRoute,
      head: {
        /** The page's own name, where the route's is general ('Programme'). */
        title?: string;
        description: string | undefined;
        image: Parameters<typeof linkPreviewTags>[0]['image'];
        structuredData?: unknown;
      },
    ) => {
      const rendered = await renderPage(routePath, ROUTES, publish ?? undefined);
      const { html, reads } = rendered;
      const title = head.title === undefined ? rendered.title : pageTitle(head.title);
      const otherPages = new Set([...pages].filter((page) => page !== pageModule(route)));
      const { js } = routeDownload(manifest, graph, pageModule(route), otherPages, startUp);
      const banner = routePath === '/' ? firstBannerPreload(publish?.site.banner[0]) : null;
      const headTags = [
        ...linkPreviewTags({
          url: pageUrl(siteUrl, routePath),
          title,
          description: head.description ?? siteDescription,
          siteName,
          image: head.image,
        }),
        ...(readsFirestore(route) ? preconnects(settings) : []),
        ...(banner ? [banner] : []),
      ];
      const content: PublishedContent | null = publish && {
        today: publish.today,
        reads,
        ...publish.saved,
      };
      const page = fillTemplate(template, {
        routePath,
        html,
        title,
        description: head.description,
        headTags,
        scripts: pageScripts(template, js, base),
        content: content ? publishedJson(content) : undefined,
        structuredData:
          head.structuredData === undefined ? undefined : publishedJson(head.structuredData),
      });
      const file = path.join(outDir, pageFileName(routePath));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, page);
    };

    for (const route of routes)
      await write(route.path, route, { description: descriptionOf(route.path), image: siteImage });

    // Loaded by Vite, like the app's modules it uses.
    const { PUBLISHABLE_ID, eventData, programmeDescription } = await load<typeof ProgrammePages>(
      '/scripts/programmePages.ts',
    );
    const programmes = (publish?.programmes ?? []).filter((p) => PUBLISHABLE_ID.test(p.id));
    for (const programme of programmes) {
      const routePath = recordPath(programmeRoute, programme.id);
      await write(routePath, programmeRoute, {
        title: programme.title,
        description: programmeDescription(programme),
        image: programme.imageUrl
          ? { url: programme.imageUrl, alt: `Poster of ${programme.title}` }
          : siteImage,
        structuredData: eventData(programme, {
          pageUrl: pageUrl(siteUrl, routePath),
          organizer: { name: siteName, url: pageUrl(siteUrl, '/') },
        }),
      });
    }

    // The app shell stands for every other address: it carries the site's own preview.
    await writeFile(
      path.join(outDir, APP_SHELL_FILE),
      template.replace(/\n\s*<\/head>/, () => {
        const tags = linkPreviewTags({
          url: pageUrl(siteUrl, '/'),
          title: siteName,
          description: siteDescription,
          siteName,
          image: siteImage,
          canonical: false,
        });
        return `\n${tags.map((tag) => `    ${tagHtml(tag)}\n`).join('')}  </head>`;
      }),
    );

    const sitemapUrl = pageUrl(siteUrl, '/sitemap.xml');
    const published = [
      ...routes.map((route) => route.path),
      ...programmes.map((p) => recordPath(programmeRoute, p.id)),
    ];
    await writeFile(
      path.join(outDir, 'sitemap.xml'),
      sitemapXml(published.map((routePath) => pageUrl(siteUrl, routePath))),
    );
    const robotsFile = path.join(outDir, 'robots.txt');
    const robots = existsSync(robotsFile) ? await readFile(robotsFile, 'utf8') : '';
    await writeFile(robotsFile, robotsWithSitemap(robots, sitemapUrl));

    if (publish) {
      const { PROGRAMMES_FEED_PATH, programmesFeed } = await load<typeof Feed>(
        '/src/domain/programmesFeed.ts',
      );
      await writeFile(
        path.join(outDir, PROGRAMMES_FEED_PATH.slice(1)),
        programmesFeed(publish.programmes, publish.today, siteUrl),
      );
      await writeFile(
        path.join(outDir, PUBLISHED_MANIFEST_PATH.slice(1)),
        `${JSON.stringify(publish.manifest, null, 2)}\n`,
      );
    }
  } finally {
    await server.close();
  }
}

/** The path of a record's own page: the route's path with the record's id for `:id`. */
const recordPath = (route: RouteTable.SiteRoute, id: string) => route.path.replace(':id', id);

/** What the build publishes besides what the pages read as they render. */
interface ReadContent extends Publish {
  programmes: Programme[];
  /** The site details and banner saved in Settings, for the data blocks (absent: built-in). */
  saved: Pick<PublishedContent, 'details' | 'banner'>;
  manifest: PublishedManifest;
}

/**
 * Reads what the publish needs before rendering: every public collection (which also proves
 * Firestore answers: a build that cannot read it stops here, instead of publishing empty pages),
 * the programmes for their own pages, and the site's details and banner (the banner's photos are
 * copied into the build).
 */
async function readContent(
  load: <T>(id: string) => Promise<T>,
  outDir: string,
): Promise<ReadContent> {
  const { runQuery, siteDatabase } = await load<typeof FirestoreRest>(
    '/src/services/firestoreRest.ts',
  );
  const { PUBLIC_COLLECTIONS } = await load<typeof Collections>('/src/domain/collections.ts');
  const { listProgrammes } = await load<typeof ProgrammeReads>('/src/services/programmes.ts');
  const now = new Date();
  const counts: Record<string, number> = {};
  let programmes: Programme[];
  try {
    for (const collection of PUBLIC_COLLECTIONS)
      counts[collection] = (await runQuery({ collection })).length;
    programmes = await listProgrammes();
  } catch (error) {
    throw new Error(
      `The build could not read the site's content from Firestore at ${siteDatabase.origin} ` +
        `(project ${siteDatabase.projectId}): ${(error as Error).message}. ` +
        'Publishing now would put pages without their content on the site. Start the local ' +
        'backend (npm run dev) for a build in emulators mode, or build the pages without ' +
        'content: npm run build -- --no-content.',
      { cause: error },
    );
  }
  const site = await readSite(load, outDir);
  return {
    today: siteDate(now),
    started: new Map(),
    site: site.site,
    saved: site.saved,
    programmes,
    manifest: {
      publishedAt: now.toISOString(),
      today: siteDate(now),
      counts,
      siteDetailsUpdatedAt: site.siteDetailsUpdatedAt,
      bannerUpdatedAt: site.bannerUpdatedAt,
    },
  };
}

/** The latest of some dates as ISO 8601, or null when there is none. */
function latest(dates: ReadonlyArray<Date | null>): string | null {
  const times = dates.flatMap((date) => (date ? [date.getTime()] : []));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

/**
 * The site's details and banner as saved in Settings (the built-in ones where nothing is saved),
 * the saved slides' photos copied into the build (scripts/publishBanner.ts).
 */
async function readSite(load: <T>(id: string) => Promise<T>, outDir: string) {
  const { readSiteDetails, readBanner } = await load<typeof SiteReads>(
    '/src/services/siteDetails.ts',
  );
  const { publishBanner } = await load<typeof BannerPublish>('/scripts/publishBanner.ts');
  const { BUILT_IN_SITE_DETAILS } = await load<typeof SiteDetailsContext>(
    '/src/components/siteDetails.tsx',
  );
  const [savedDetails, savedBanner] = await Promise.all([readSiteDetails(), readBanner()]);
  const banner = await publishBanner(savedBanner, outDir);
  // The details alone: who saved them stays out of the pages.
  const details: SiteDetails = savedDetails
    ? {
        addressLines: savedDetails.addressLines,
        phone: savedDetails.phone,
        email: savedDetails.email,
        secondaryEmail: savedDetails.secondaryEmail,
        about: savedDetails.about,
        mapPlace: savedDetails.mapPlace,
        facebook: savedDetails.facebook,
        instagram: savedDetails.instagram,
        youtube: savedDetails.youtube,
      }
    : BUILT_IN_SITE_DETAILS;
  return {
    site: { details, banner },
    // What the pages' data blocks carry: only what differs from the built-in ones.
    saved: { ...(savedDetails && { details }), ...(savedBanner && { banner }) },
    siteDetailsUpdatedAt: latest([savedDetails?.updatedAt ?? null]),
    bannerUpdatedAt: latest((savedBanner ?? []).map((slide) => slide.updatedAt)),
  };
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
export function prerenderPlugin({
  siteUrl,
  withContent,
}: {
  siteUrl: string;
  /** Publish the content (read from Firestore) into the pages; without it, the app shell's. */
  withContent: boolean;
}): Plugin {
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
      if (isClientBuild) await prerender(root, outDir, mode, base, siteUrl, withContent);
    },
    configurePreviewServer(server) {
      server.middlewares.use(hostingRoutes(outDir));
    },
  };
}
