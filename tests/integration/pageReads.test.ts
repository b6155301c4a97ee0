// @vitest-environment jsdom
/**
 * Documents read per page view, on a site of ten years (seed/generate.ts: 200 members, 120
 * messages, 3,000 photos, 400 programmes, the first of them with 60 photos, five of the ten still
 * to come taking registrations here with 300 people registered each, written without files),
 * against the local backend:
 * every published route of the route table is rendered in a browser-like document with the app's
 * own components and services, and the documents Firestore's answers carry are counted (each is a
 * billed read).
 * - A published page whose collections did not change since the publish reads one document: the
 *   change marker; and a page with programmes that take registrations here reads, in one query,
 *   their counters of places: one document each, never the registrations.
 * - When they changed, each section reads live a bounded page: at most 30 documents, whatever the
 *   site holds, except the home page, which reads every member (the accordion needs every term).
 * The published content is made as the publish makes it: the route rendered by the publish's render
 * entry with its reads made for the publish date, their results carried through the data block's
 * JSON.
 */
import { createElement, act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PHOTOS_OF_FIRST_PROGRAMME,
  REGISTERING_PROGRAMMES,
  registrantsEach,
  siteSize,
} from '../../seed/generate';
import { AppRoutes } from '../../src/app/App';
import { renderPage } from '../../src/app/prerender';
import { ROUTES } from '../../src/app/routes';
import { CONSTANTS } from '../../src/config/site';
import { REGISTRATIONS } from '../../src/domain/registration/registrations';
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
import { clearPublicCollections, writeGeneratedSite } from './support/generatedSite';
import { readChanges } from '../../src/services/changes';
import { dataOrigins, firebaseSettings } from '../../src/services/firebaseConfig';

/** Ten years, or another age to measure (GENERATED_YEARS=3). */
const YEARS = Number(process.env.GENERATED_YEARS ?? 10);
/** The pages that show content read from Firestore. */
const CONTENT_PAGES =
  /^\/(|gallery|programmes|programmes\/.+|calendar|bishop|youth-director|associate-director|lady-animator|about-us|history|mission|vision|objectives|chairman)$/;

/**
 * Documents read, by collection, while a view runs; the queries made, by collection; and how many
 * requests are still out. A query the rules refuse is counted under '{collection} (refused)'.
 */
let reads: Record<string, number> = {};
let queries: Record<string, number> = {};
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
        queries[collection] = (queries[collection] ?? 0) + 1;
        const answer = (await response.clone().json()) as { document?: unknown }[] | object;
        // A query is billed one read even when it finds nothing.
        const [key, found] = Array.isArray(answer)
          ? [collection, answer.filter((item) => item.document).length]
          : [`${collection} (refused)`, 0];
        reads[key] = (reads[key] ?? 0) + Math.max(1, found);
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
  queries = {};
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
  // A copy: the reads made after the view (the next page's publish) are not its own.
  const counted = { ...reads };
  act(() => root?.unmount());
  container.remove();
  return counted;
}

/**
 * The content the publish gives `path`: the route rendered by the publish's own render entry, which
 * waits for every lazily loaded section and every read (a view in the document would stop at the
 * first quiet moment, and a section whose code arrived later would be published without its
 * result), with its reads made for the publish date, through the data block's JSON.
 */
async function published(path: string, today: string, changes: Changes): Promise<PublishedPage> {
  const { reads: pageReads } = await renderPage(path, ROUTES, {
    today,
    changes,
    site: { details: BUILT_IN_SITE_DETAILS, banner: BUILT_IN_BANNER },
    started: new Map(),
  });
  // React's server renderer leaves the contexts of the last element it rendered in place (a
  // publish renders nothing else in its process); rendering nothing gives the document's render
  // below the default values back, as in a browser.
  await prerender(null);
  const content = { today, changes, reads: pageReads };
  return publishedPage(
    parsePublishedJson(publishedJson(content)) as Parameters<typeof publishedPage>[0],
  );
}

let site: Awaited<ReturnType<typeof writeGeneratedSite>>;
let paths: string[] = [];
/** The programmes still to come, soonest first (seed/generate.ts: the last ten of the site). */
const upcoming = Array.from(
  { length: 10 },
  (_, k) => `reads-${siteSize(YEARS).programmes - 10 + k}`,
);
/** How many of these programmes take registrations here. */
const registeringOf = (ids: readonly string[]) =>
  ids.filter((id) => site.registering.includes(id)).length;
/** The page of the soonest programme that takes registrations here. */
const registeringPage = () => `/programmes/${upcoming.find((id) => site.registering.includes(id))}`;
/**
 * What '/', /programmes and a programme that takes registrations here read of them: the counters
 * of places of the programmes shown that take registrations here, in one query, one document
 * each; never their registrations.
 */
const REGISTERING_VIEWS = () => ({
  '/': registeringOf(upcoming.slice(0, CONSTANTS.homeProgrammes)),
  '/programmes': registeringOf(upcoming),
  [registeringPage()]: 1,
});

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

  // The pages' collections hold the generated site alone: every document a view reads is counted.
  await clearPublicCollections();
  site = await writeGeneratedSite(YEARS);
  const programme = site.paths.find((path) => path.startsWith('events/'))?.split('/')[1];
  // Every published page: the route table's, and one programme's page for the routes published
  // one page per record.
  paths = ROUTES.filter((route) => route.prerender || route.perRecord).map((route) =>
    route.path.replace(':id', programme ?? ''),
  );
  // And the page of a programme that takes registrations here.
  paths.push(registeringPage());
  countReads();
});

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await site.remove();
});

describe(`documents read per view, on a site of ${YEARS} years`, () => {
  it('holds the generated site, with programmes that take registrations here and hundreds registered for each', () => {
    const size = siteSize(YEARS);
    const registrations = REGISTERING_PROGRAMMES * (1 + registrantsEach(YEARS));
    expect(site.paths).toHaveLength(
      size.members + size.messages + size.gallery + size.programmes + registrations,
    );
    expect(site.registering).toHaveLength(REGISTERING_PROGRAMMES);
    for (const id of site.registering)
      expect(site.registrations(id), id).toBe(registrantsEach(YEARS));
    expect(paths).toEqual(expect.arrayContaining(['/', '/gallery', '/programmes', '/calendar']));
    expect(paths.filter((path) => path.startsWith('/programmes/'))).toHaveLength(2);
    // Cards of several programmes that take registrations here on each page with cards.
    expect(REGISTERING_VIEWS()).toEqual({
      '/': 2,
      '/programmes': REGISTERING_PROGRAMMES,
      [registeringPage()]: 1,
    });
  });

  it('is one, the change marker, on every published page when nothing changed since the publish, and one for each programme shown that takes registrations here', async () => {
    const today = localDateString(new Date());
    const changes = await readChanges();
    expect(Object.keys(changes).sort()).toEqual([...STAMPED_COLLECTIONS].sort());
    const perPage: Record<string, Record<string, number>> = {};
    const registrationQueries: Record<string, number | undefined> = {};
    for (const path of paths) {
      perPage[path] = await view(path, await published(path, today, changes));
      registrationQueries[path] = queries.programmeRegistration;
    }
    // A page without content from Firestore (contact, privacy) reads nothing at all.
    const withContent = paths.filter((path) => Object.keys(perPage[path] ?? {}).length > 0);
    expect(withContent.sort()).toEqual(paths.filter((path) => CONTENT_PAGES.test(path)).sort());
    const registering: Record<string, number> = REGISTERING_VIEWS();
    for (const path of withContent) {
      const places = registering[path];
      expect(perPage[path], path).toEqual(
        places ? { changes: 1, programmeRegistration: places } : { changes: 1 },
      );
      // One query for all the cards.
      expect(registrationQueries[path], path).toBe(places ? 1 : undefined);
    }
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
    // Programmes that take registrations here: their counters of places, one document each, read
    // for all the cards at once, never their registrations (hundreds each).
    const registering: Record<string, number> = REGISTERING_VIEWS();
    expect(perPage['/']).toEqual({
      changes: 1,
      members: siteSize(YEARS).members,
      events: upcoming.length,
      gallery: CONSTANTS.homeGalleryLimit,
      programmeRegistration: registering['/'],
    });
    expect(perPage['/programmes']).toEqual({
      changes: 1,
      // The upcoming ones, the latest 12 past and one more.
      events: upcoming.length + 13,
      programmeRegistration: registering['/programmes'],
    });
    // An upcoming programme has no photos yet: the query of its photos finds none (billed one).
    expect(perPage[registeringPage()]).toEqual({
      changes: 1,
      events: 1,
      gallery: 1,
      'gallery (count)': 1,
      programmeRegistration: 1,
    });
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

describe('the count of documents read', () => {
  it('would see the registrations of a programme if a view read them: hundreds', async () => {
    const programmeId = site.registering[0] ?? '';
    const settings = firebaseSettings(process.env);
    const documents = `projects/${settings.options.projectId}/databases/(default)/documents`;
    reads = {};
    // As a read of the team's would (a visitor is refused them), through the counting fetch.
    const response = await fetch(`${dataOrigins(settings).firestore}/v1/${documents}:runQuery`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: REGISTRATIONS }],
          where: {
            fieldFilter: {
              field: { fieldPath: 'programmeId' },
              op: 'EQUAL',
              value: { stringValue: programmeId },
            },
          },
        },
      }),
    });
    expect(response.ok).toBe(true);
    // Every one of them: a view that read them would show them among its reads, which the
    // counts above hold to the marker, the programmes and their counters of places.
    expect(reads).toEqual({ [REGISTRATIONS]: registrantsEach(YEARS) });
  });

  it('sees a query the rules refuse a visitor', async () => {
    const settings = firebaseSettings(process.env);
    const documents = `projects/${settings.options.projectId}/databases/(default)/documents`;
    reads = {};
    const response = await fetch(`${dataOrigins(settings).firestore}/v1/${documents}:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: REGISTRATIONS }] } }),
    });
    expect(response.ok).toBe(false);
    expect(reads).toEqual({ [`${REGISTRATIONS} (refused)`]: 1 });
  });
});
