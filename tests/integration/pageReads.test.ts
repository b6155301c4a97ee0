// @vitest-environment jsdom
/**
 * Documents read per page view, on a site of ten years (seed/generate.ts: 200 members, 120
 * messages, 3,000 photos, 400 programmes, the first of them with 60 photos, written without
 * files), against the local backend:
 * every published route of the route table is rendered in a browser-like document with the app's
 * own components and services, and the documents Firestore's answers carry are counted (each is a
 * billed read).
 * - A published page whose collections did not change since the publish reads one document: the
 *   change marker.
 * - When they changed, each section reads live a bounded page: at most 30 documents, whatever the
 *   site holds, except the home page, which reads every member (the accordion needs every term).
 * The published content is made as the publish makes it: the route rendered with its reads made
 * for the publish date, their results kept, and carried through the data block's JSON.
 */
import { createElement, act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHOTOS_OF_FIRST_PROGRAMME, siteSize } from '../../seed/generate';
import { AppRoutes } from '../../src/app/App';
import { ROUTES } from '../../src/app/routes';
import {
  PublishedPageContext,
  forgetVisit,
  publishedPage,
  type PublishedPage,
} from '../../src/components/published';
import {
  BUILT_IN_BANNER,
  BUILT_IN_SITE_DETAILS,
  PublishedSiteContext,
} from '../../src/components/siteDetails';
import { localDateString } from '../../src/domain/localDate';
import { parsePublishedJson, publishedJson } from '../../src/domain/published';
import { STAMPED_COLLECTIONS, type Changes } from '../../src/domain/types';
import { writeGeneratedSite } from './support/generatedSite';
import { readChanges } from '../../src/services/changes';

/** Ten years, or another age to measure (GENERATED_YEARS=3). */
const YEARS = Number(process.env.GENERATED_YEARS ?? 10);
/** The pages that show content read from Firestore. */
const CONTENT_PAGES =
  /^\/(|gallery|programmes|programmes\/.+|calendar|bishop|youth-director|associate-director|lady-animator)$/;

/** Documents read, by collection, while a view runs; and how many requests are still out. */
let reads: Record<string, number> = {};
let inFlight = 0;
const realFetch = globalThis.fetch;

function countReads() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    inFlight++;
    try {
      const response = await realFetch(input, init);
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes(':runQuery') && typeof init?.body === 'string') {
        const query = JSON.parse(init.body) as {
          structuredQuery?: { from?: { collectionId?: string }[] };
        };
        const collection = query.structuredQuery?.from?.[0]?.collectionId ?? '?';
        const answer = (await response.clone().json()) as { document?: unknown }[];
        // A query is billed one read even when it finds nothing.
        const found = answer.filter((item) => item.document).length;
        reads[collection] = (reads[collection] ?? 0) + Math.max(1, found);
      }
      // A count query is billed one read per thousand documents counted (at least one).
      if (url.includes(':runAggregationQuery') && typeof init?.body === 'string') {
        const query = JSON.parse(init.body) as {
          structuredAggregationQuery?: { structuredQuery?: { from?: { collectionId?: string }[] } };
        };
        const collection =
          query.structuredAggregationQuery?.structuredQuery?.from?.[0]?.collectionId ?? '?';
        const answer = (await response.clone().json()) as {
          result?: { aggregateFields?: { count?: { integerValue?: string } } };
        }[];
        const counted = Number(answer[0]?.result?.aggregateFields?.count?.integerValue ?? 0);
        const key = `${collection} (count)`;
        reads[key] = (reads[key] ?? 0) + Math.max(1, Math.ceil(counted / 1000));
      }
      return response;
    } finally {
      inFlight--;
    }
  });
}

/** Renders `path` with `page` as the app mounts a published page, until its reads are done. */
async function view(path: string, page: PublishedPage): Promise<Record<string, number>> {
  reads = {};
  forgetVisit();
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(
      createElement(
        PublishedSiteContext,
        { value: { details: BUILT_IN_SITE_DETAILS, banner: BUILT_IN_BANNER } },
        createElement(
          PublishedPageContext,
          { value: page },
          createElement(MemoryRouter, { initialEntries: [path] }, createElement(AppRoutes)),
        ),
      ),
    );
  });
  // Until the page is there and nothing has been asked for a while.
  for (let quiet = 0; quiet < 5;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    quiet = inFlight === 0 && container.querySelector('h1') ? quiet + 1 : 0;
  }
  const counted = reads;
  act(() => root?.unmount());
  container.remove();
  return counted;
}

/**
 * The content the publish gives `path`: the route rendered with its reads made for the publish
 * date, the results kept (as publish/renderSite.ts does), through the data block's JSON.
 */
async function published(path: string, today: string, changes: Changes): Promise<PublishedPage> {
  const results = new Map<string, unknown>();
  const started = new Map<string, Promise<unknown>>();
  await view(path, {
    today,
    reads: results,
    changes,
    read(key, load) {
      let read = started.get(key);
      if (!read) {
        read = load().then((data) => {
          results.set(key, data);
          return data;
        });
        started.set(key, read);
      }
      return read;
    },
  });
  const content = { today, changes, reads: Object.fromEntries(results) };
  return publishedPage(
    parsePublishedJson(publishedJson(content)) as Parameters<typeof publishedPage>[0],
  );
}

let site: Awaited<ReturnType<typeof writeGeneratedSite>>;
let paths: string[] = [];

beforeAll(async () => {
  // A document of jsdom: no media match, as on a wide screen without reduced motion.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.spyOn(console, 'error').mockImplementation(() => {});

  site = await writeGeneratedSite(YEARS);
  const programme = site.paths.find((path) => path.startsWith('events/'))?.split('/')[1];
  // Every published page: the route table's, and one programme's page for the routes published
  // one page per record.
  paths = ROUTES.filter((route) => route.prerender || route.perRecord).map((route) =>
    route.path.replace(':id', programme ?? ''),
  );
  countReads();
});

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await site.remove();
});

describe(`documents read per view, on a site of ${YEARS} years`, () => {
  it('holds the generated site', () => {
    const size = siteSize(YEARS);
    expect(site.paths).toHaveLength(size.members + size.messages + size.gallery + size.programmes);
    expect(paths).toEqual(expect.arrayContaining(['/', '/gallery', '/programmes', '/calendar']));
    expect(paths.filter((path) => path.startsWith('/programmes/'))).toHaveLength(1);
  });

  it('is one, the change marker, on every published page when nothing changed since the publish', async () => {
    const today = localDateString(new Date());
    const changes = await readChanges();
    expect(Object.keys(changes).sort()).toEqual([...STAMPED_COLLECTIONS].sort());
    const perPage: Record<string, Record<string, number>> = {};
    for (const path of paths)
      perPage[path] = await view(path, await published(path, today, changes));
    // A page without content from Firestore (the about pages) reads nothing at all.
    const withContent = paths.filter((path) => Object.keys(perPage[path] ?? {}).length > 0);
    expect(withContent.sort()).toEqual(paths.filter((path) => CONTENT_PAGES.test(path)).sort());
    for (const path of withContent) expect(perPage[path], path).toEqual({ changes: 1 });
  });

  it('is at most 30 when everything changed since the publish, but for the members of /', async () => {
    const today = localDateString(new Date());
    const perPage: Record<string, Record<string, number>> = {};
    // Published before any collection was stamped: every section reads again.
    for (const path of paths) perPage[path] = await view(path, await published(path, today, {}));
    console.info('Documents read per view when everything changed:', perPage);
    for (const [path, counted] of Object.entries(perPage)) {
      const { members = 0, ...rest } = counted;
      const total = Object.values(rest).reduce((sum, n) => sum + n, 0);
      expect(total + (path === '/' ? 0 : members), path).toBeLessThanOrEqual(30);
    }
    // The home page reads every member, and what else it shows, bounded.
    expect(perPage['/']?.members).toBeGreaterThanOrEqual(siteSize(YEARS).members);
    expect(perPage['/gallery']).toEqual({ changes: 1, gallery: 25 });
    // The programme measured has 60 photos (seed/generate.ts): its page reads the newest 24 and
    // one more, and counts them.
    const programmePage = paths.find((path) => path.startsWith('/programmes/')) ?? '';
    expect(programmePage).toBe('/programmes/reads-0');
    expect(site.programmePhotos('reads-0'), 'photos of the programme measured').toBe(
      PHOTOS_OF_FIRST_PROGRAMME,
    );
    expect(perPage[programmePage]).toEqual({
      changes: 1,
      events: 1,
      gallery: 25,
      'gallery (count)': 1,
    });
  });
});
