/**
 * Rendering the site, after Vite has built it: every route the route table marks `prerender`
 * (src/app/routes.ts), and every route rendered once per record once per record of its
 * collection, is rendered with the app's render entry (src/app/prerender.tsx) and written beside
 * index.html as its own file (/about-us → about-us.html, / → index.html, /programmes/x →
 * programmes/x.html), with:
 * - the route's page markup inside <div id="root" data-prerendered-path="…"> (src/app/mount.tsx
 *   hydrates it), naming in `data-scripts` the scripts that take it over beyond the entry (React,
 *   the page's chunk and its services), which the entry fetches after the first paint (main.ts),
 *   and, where the route names a page to prefetch, in `data-prefetch` that page's scripts and
 *   stylesheets beyond them (fetched ahead once its link is seen: usePrefetchWhenSeen.ts),
 * - the content the page was rendered with, as a JSON data block after the root element,
 * - its document title, meta description, canonical link and link preview (Open Graph) tags,
 *   whose addresses start with the site's public address (VITE_SITE_URL); a record's page has its
 *   own, and structured data, from the head builder its route names (publish/heads/),
 * - on pages that read Firestore, a preconnect to Firestore and Storage,
 * - on / only, the preload of the first banner slide (publish/bannerPreload.ts),
 * - the stylesheet ahead of the scripts, so the first paint waits for nothing else.
 * Every page is written once per language (src/words/languages.ts): in English at its path, and
 * in each other language under that language's prefix (/hi/about-us → hi/about-us.html), with
 * `<html lang>`, its words, its title and description in that language, the words' chunk among its
 * scripts, `og:locale`, and links to its twins in every language (hreflang, and x-default for
 * English). The content is the same in every language: its data block for in-app links is written
 * once, at the English path.
 * The unrendered page, with the site's own link preview, becomes app.html, the shell for every
 * other path (the admin area, a record added since the publish). Then sitemap.xml with those pages
 * and their twins (named in robots.txt); with the content, also the files the head builders make
 * of all the records (the calendar feed) and published.json.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as RenderEntry from '../src/app/prerender.tsx';
import type * as RouteTable from '../src/app/routes.ts';
import type * as CollectionTable from '../src/domain/collections.ts';
import {
  isPageId,
  shownPageIn,
  shownPageReadKey,
  type ShownPage,
} from '../src/domain/editablePages.ts';
import {
  PUBLISHED_MANIFEST_PATH,
  publishedContentPath,
  publishedJson,
  recordReadKey,
  type PublishedContent,
} from '../src/domain/published.ts';
import { dataOrigins } from '../src/services/firebaseConfig.ts';
import type { Translation } from '../src/words/en.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_LIST,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  type Language,
} from '../src/words/languages.ts';
import { firstBannerPreload, shareImage } from './bannerPreload.ts';
import { eachAtOnce } from './eachAtOnce.ts';
import type { RecordHeadBuilder } from './heads/recordHead.ts';
import {
  APP_SHELL_FILE,
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
  sitemapXml,
  templateDescription,
  type AlternatePage,
  type PreviewImage,
} from './pageHtml.ts';
import { readContent, type Content } from './readContent.ts';
import { startRenderServer, type RenderServer } from './renderServer.ts';
import { onDemandDownload, readBuild, routeDownload, translationModules } from './routeDownload.ts';

type SiteRoute = RouteTable.SiteRoute;

export interface SiteBuild {
  /** The project's folder. */
  root: string;
  /** The built site's folder, index.html and the Vite manifest in it. */
  outDir: string;
  /** The build's mode, whose VITE_* variables the app reads. */
  mode: string;
  /** Vite's base: where the built files are served from. */
  base: string;
  /** The site's public address, which link previews, canonical links and the sitemap use. */
  siteUrl: string;
  /** Publish the content (read from Firestore) into the pages; without it, the app shell's. */
  withContent: boolean;
}

/** What a page says about itself in its head beyond what the route table says. */
interface PageHead {
  /** The page's own name, where the route's is general (a record's page). */
  title?: string;
  description: string | undefined;
  image: PreviewImage;
  structuredData?: unknown;
}

/**
 * Renders the built site in `outDir` and writes its pages and files there; resolves with how many
 * pages it wrote.
 */
export async function renderSite(build: SiteBuild): Promise<{ pages: number }> {
  const { root, outDir, mode, siteUrl, withContent } = build;
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const server = await startRenderServer(root, mode);
  try {
    const app = await server.load<typeof RenderEntry>('/src/app/prerender.tsx');
    const table = await server.load<typeof RouteTable>('/src/app/routes.ts');
    const { COLLECTIONS, PUBLIC_COLLECTIONS } = await server.load<typeof CollectionTable>(
      '/src/domain/collections.ts',
    );
    const routes = table.prerenderedRoutes(table.ROUTES);
    const recordRoutes = table.perRecordRoutes(table.ROUTES);
    const recordCollections = [...new Set(recordRoutes.map((r) => r.perRecord.collection))];
    const content = withContent
      ? await readContent(app, PUBLIC_COLLECTIONS, recordCollections, outDir)
      : null;
    for (const file of [...routes, ...recordRoutes].flatMap(sourceFiles))
      if (!existsSync(path.join(root, file)))
        throw new Error(`The route table names ${file}, which does not exist.`);

    const translations = new Map<Language, Translation | null>();
    for (const language of LANGUAGE_LIST)
      translations.set(language, await app.loadTranslation(language));
    const wordsOf = (language: Language) => translations.get(language) ?? null;
    const writePage = pageWriter(build, template, app, table, content, wordsOf);
    const siteName = app.pageTitle('');
    const siteImage = shareImage(siteUrl);
    // Every page's English path: its twins in the other languages are published with it.
    const published: string[] = [];

    // The records with pages of their own, and what the publish makes for them (the copies of the
    // programmes' posters), before any page is rendered: the lists' cards show the copies too.
    const recordSets = [];
    for (const route of recordRoutes) {
      const { collection } = route.perRecord;
      const builder = await loadHeadBuilder(server, route.perRecord.head);
      if (content && !content.documents.has(collection))
        throw new Error(
          `${route.path} has a page per record of ${collection}, which is not public.`,
        );
      const records = (content?.documents.get(collection) ?? []).map(({ id, fields }) => ({
        id,
        record: COLLECTIONS[collection].decode(id, fields),
      }));
      // Each record's page reads its record (recordReadKey): from the list read already.
      for (const { id, record } of records)
        content?.started.set(recordReadKey(collection, id), Promise.resolve(record));
      // What the publish makes for them: the copies of the programmes' posters.
      const made =
        content && builder.reads
          ? await builder.reads(
              records.map((r) => r.record),
              { outDir },
            )
          : null;
      for (const [key, result] of made ?? []) content?.started.set(key, Promise.resolve(result));
      recordSets.push({ route, builder, records, made });
    }

    for (const route of routes) {
      for (const language of LANGUAGE_LIST) {
        const description = table.descriptionOf(route.path, wordsOf(language));
        await writePage(pathInLanguage(route.path, language), route, {
          description,
          image: siteImage,
        });
      }
      published.push(route.path);
    }
    for (const { route, builder, records, made } of recordSets) {
      const recordPages = records.flatMap(({ id, record }) => {
        const routePath = recordPagePath(route.path, id);
        return routePath === null ? [] : [{ routePath, record }];
      });
      // A few pages at once: what a page reads as it renders (a programme's photos) waits on
      // Firestore, and one page after another would wait for each in turn.
      const pagesInEveryLanguage = recordPages.flatMap((page) =>
        LANGUAGE_LIST.map((language) => ({ ...page, language })),
      );
      await eachAtOnce(
        pagesInEveryLanguage,
        RECORD_PAGES_AT_ONCE,
        async ({ routePath, record, language }) => {
          const path = pathInLanguage(routePath, language);
          const site = {
            name: app.siteNameIn(wordsOf(language)),
            url: pageUrl(siteUrl, pathInLanguage('/', language)),
          };
          const head = builder.head(record, {
            url: pageUrl(siteUrl, path),
            site,
            ...(made && { reads: made }),
          });
          await writePage(path, route, { ...head, image: head.image ?? siteImage });
        },
      );
      published.push(...recordPages.map(({ routePath }) => routePath));
      if (content) {
        const files = builder.files?.(
          records.map(({ record }) => record),
          { today: content.today, siteUrl },
        );
        for (const [file, text] of Object.entries(files ?? {}))
          await writeFile(path.join(outDir, file.slice(1)), text);
      }
    }

    // The app shell stands for every other address: it carries the site's own preview.
    const shellPreview = linkPreviewTags({
      url: pageUrl(siteUrl, '/'),
      title: siteName,
      description: templateDescription(template),
      siteName,
      image: siteImage,
      canonical: false,
    });
    await writeFile(path.join(outDir, APP_SHELL_FILE), appShellHtml(template, shellPreview));

    await writeFile(
      path.join(outDir, 'sitemap.xml'),
      sitemapXml(
        published.flatMap((routePath) => {
          const alternates = alternatesOf(siteUrl, routePath);
          return LANGUAGE_LIST.map((language) => ({
            url: pageUrl(siteUrl, pathInLanguage(routePath, language)),
            alternates,
          }));
        }),
      ),
    );
    const robotsFile = path.join(outDir, 'robots.txt');
    const robots = existsSync(robotsFile) ? await readFile(robotsFile, 'utf8') : '';
    await writeFile(robotsFile, robotsWithSitemap(robots, pageUrl(siteUrl, '/sitemap.xml')));

    if (content)
      await writeFile(
        path.join(outDir, PUBLISHED_MANIFEST_PATH.slice(1)),
        `${JSON.stringify(content.manifest, null, 2)}\n`,
      );
    return { pages: published.length * LANGUAGE_LIST.length };
  } finally {
    await server.close();
  }
}

/**
 * The addresses of a page in every language, and the one for a reader of any other language
 * (x-default: English), for search engines: in each twin's head and in the sitemap.
 */
function alternatesOf(siteUrl: string, routePath: string): AlternatePage[] {
  const english = pathWithoutLanguage(routePath);
  return [
    ...LANGUAGE_LIST.map((language) => ({
      hreflang: LANGUAGES[language].lang,
      url: pageUrl(siteUrl, pathInLanguage(english, language)),
    })),
    { hreflang: 'x-default', url: pageUrl(siteUrl, pathInLanguage(english, DEFAULT_LANGUAGE)) },
  ];
}

/** How many pages of records are rendered at the same time. */
const RECORD_PAGES_AT_ONCE = 8;

/** The source files a route names: its page module and, rendered per record, its head builder. */
const sourceFiles = (route: SiteRoute) => [
  pageModule(route),
  ...(route.perRecord ? [route.perRecord.head] : []),
];

const pageModule = (route: SiteRoute) => `src/${route.page}.tsx`;

/**
 * The head builder a per-record route names: the export of its module that has the module's name
 * ('publish/heads/programmeHead.ts' exports programmeHead).
 */
async function loadHeadBuilder(
  server: RenderServer,
  modulePath: string,
): Promise<RecordHeadBuilder<unknown>> {
  const name = path.basename(modulePath, path.extname(modulePath));
  const module = await server.load<Record<string, RecordHeadBuilder<unknown> | undefined>>(
    `/${modulePath}`,
  );
  const builder = module[name];
  if (!builder) throw new Error(`${modulePath}, named in the route table, exports no ${name}.`);
  return builder;
}

/**
 * The title and description of an editable page as its team saved them, from what its page read
 * while rendering, in `language` where they gave them (shownPageIn: a Hindi page's in Hindi, or
 * else in English); nothing for other pages, or one rendered without content.
 */
function editablePageHead(
  route: SiteRoute,
  reads: Readonly<Record<string, unknown>>,
  language: Language,
): Pick<PageHead, 'title' | 'description'> | undefined {
  const id = route.props?.['page'];
  if (!isPageId(id)) return undefined;
  const shown = reads[shownPageReadKey(id)] as ShownPage | undefined;
  if (!shown) return undefined;
  const { title, description } = shownPageIn(shown, language);
  return { title: title.text, description: description.text };
}

/** Renders a path with a route's page and writes it where Hosting serves that path. */
function pageWriter(
  { outDir, base, siteUrl }: SiteBuild,
  template: string,
  app: typeof RenderEntry,
  table: typeof RouteTable,
  content: Content | null,
  wordsOf: (language: Language) => Translation | null,
) {
  const { manifest, graph } = readBuild(outDir);
  const pages = new Set(
    [...table.prerenderedRoutes(table.ROUTES), ...table.perRecordRoutes(table.ROUTES)].map(
      pageModule,
    ),
  );
  // What runs at start-up: the page's static imports and what the entry itself loads (React),
  // but nothing loaded lazily (Home's sections below the fold must not compete with the first
  // paint).
  const entryModules = new Set(graph.entries.flatMap((entry) => graph.imports[entry] ?? []));
  const startUp = {
    onDemand: new Set(Object.keys(graph.dynamicImports).filter((id) => !entryModules.has(id))),
    conditional: new Set<string>(),
  };
  const siteDescription = templateDescription(template);
  const preconnects = preconnectTags(dataOrigins(app.settings));

  return async (routePath: string, route: SiteRoute, routeHead: PageHead) => {
    const language = languageOfPath(routePath);
    const words = wordsOf(language);
    const siteName = app.siteNameIn(words);
    const rendered = await app.renderPage(routePath, table.ROUTES, content ?? undefined);
    const head = { ...routeHead, ...editablePageHead(route, rendered.reads, language) };
    const title = head.title === undefined ? rendered.title : app.pageTitle(head.title, siteName);
    const otherPages = new Set([...pages].filter((page) => page !== pageModule(route)));
    const { js, css } = routeDownload(
      manifest,
      graph,
      pageModule(route),
      otherPages,
      startUp,
      true,
      translationModules(graph, language),
      language,
    );
    // What the page a tap most likely opens downloads beyond this page's own files.
    const next = route.prefetch
      ? onDemandDownload(manifest, graph, `src/${route.prefetch}.tsx`, { js, css })
      : null;
    const banner =
      pathWithoutLanguage(routePath) === '/' ? firstBannerPreload(content?.site.banner[0]) : null;
    const headTags = [
      ...linkPreviewTags({
        url: pageUrl(siteUrl, routePath),
        title,
        // The site's own description is the template's, in English.
        description: head.description ?? siteDescription,
        siteName,
        image: head.image,
        locale: {
          own: LANGUAGES[language].ogLocale,
          others: LANGUAGE_LIST.filter((other) => other !== language).map(
            (other) => LANGUAGES[other].ogLocale,
          ),
        },
      }),
      ...alternateTags(alternatesOf(siteUrl, routePath)),
      ...(table.readsFirestore(route) ? preconnects : []),
      ...(banner ? [banner] : []),
    ];
    const data: PublishedContent | null = content && {
      today: content.today,
      reads: rendered.reads,
      changes: content.changes,
      ...content.saved,
    };
    const page = fillTemplate(template, {
      routePath,
      lang: LANGUAGES[language].lang,
      html: rendered.html,
      title,
      description: head.description,
      headTags,
      scripts: pageScripts(template, js, base),
      prefetch: next ? pageScripts(template, [...next.js, ...next.css], base) : [],
      content: data ? publishedJson(data) : undefined,
      structuredData:
        head.structuredData === undefined ? undefined : publishedJson(head.structuredData),
    });
    const file = path.join(outDir, pageFileName(routePath));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page);
    if (data && language === DEFAULT_LANGUAGE) {
      // The same content for a visit that reaches this page by an in-app link, in any language.
      const json = path.join(outDir, publishedContentPath(routePath).slice(1));
      await mkdir(path.dirname(json), { recursive: true });
      await writeFile(json, publishedJson(data));
    }
  };
}
