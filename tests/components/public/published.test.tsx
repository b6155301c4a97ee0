/**
 * Published pages in the browser (src/components/published.tsx): a section starts from the content
 * the page carries, so the first render matches the built markup and shows no spinner. It reads
 * again, live, only when what it shows may have changed: one of its collections was stamped since
 * the publish (the change marker, read once a visit), or it depends on the visitor's date and that
 * cannot be told from what was published; the live result replaces the published one only when it
 * differs, and a failed live read keeps it. A page reached by an in-app link takes the content
 * published for its address. The content reaches each section as the data block carries it
 * (publishedJson, then parsePublishedJson), and the services are mocked at their module boundary
 * (the change marker and other pages' published content by tests/setup/visit.ts).
 */
import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type Mock } from 'vitest';
import { readContent, type AppReads } from '../../../publish/readContent';
import { AppRoutes } from '../../../src/app/App';
import { renderPage, type Publish } from '../../../src/app/prerender';
import { mount } from '../../../src/app/mount';
import { ROUTES } from '../../../src/app/routes';
import { MembersList } from '../../../src/components/MembersList';
import { UpcomingProgrammesStrip } from '../../../src/components/UpcomingProgrammesStrip';
import {
  PublishedPageContext,
  UNPUBLISHED,
  publishedPage,
  usePublishedRead,
  type PublishedPage,
} from '../../../src/components/published';
import { BUILT_IN_BANNER, BUILT_IN_SITE_DETAILS } from '../../../src/components/siteDetails';
import { monthGridRange } from '../../../src/domain/calendar';
import { posterCopyReadKey, type PosterCopy } from '../../../src/domain/posterCopies';
import {
  PUBLISHED_PAGE_ID,
  parsePublishedJson,
  recordReadKey,
  publishedJson,
  type PublishedContent,
} from '../../../src/domain/published';
import {
  STAMPED_COLLECTIONS,
  type Changes,
  type GalleryImage,
  type ListPage,
  type Member,
  type Message,
  type Programme,
  type StampedCollection,
} from '../../../src/domain/types';
import { CalendarPage } from '../../../src/pages/CalendarPage';
import { GalleryPage } from '../../../src/pages/GalleryPage';
import { HomePage } from '../../../src/pages/HomePage';
import { MessagesPage } from '../../../src/pages/MessagesPage';
import { ProgrammesPage } from '../../../src/pages/ProgrammesPage';
import { readChanges } from '../../../src/services/changes';
import { listGallery, listGalleryPage } from '../../../src/services/gallery';
import { listMembers } from '../../../src/services/members';
import { listMessagesPage } from '../../../src/services/messages';
import {
  getProgramme,
  listPastProgrammesPage,
  listProgrammesBetween,
  listUpcomingProgrammes,
} from '../../../src/services/programmes';
import { fetchPublishedContent } from '../../../src/services/publishedContent';

vi.mock('../../../src/services/members', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listMembers: vi.fn(),
}));
vi.mock('../../../src/services/messages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listMessagesPage: vi.fn(),
}));
vi.mock('../../../src/services/gallery', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listGallery: vi.fn(),
  listGalleryPage: vi.fn(),
  // The programmes here have no photos.
  countProgrammePhotos: vi.fn(async () => 0),
  listProgrammePhotosPage: vi.fn(async () => ({ items: [], next: null })),
}));
vi.mock('../../../src/services/programmes', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getProgramme: vi.fn(),
  listUpcomingProgrammes: vi.fn(),
  listPastProgrammesPage: vi.fn(),
  listProgrammesBetween: vi.fn(),
}));

/** Every read a public section makes live, by name: what a visit asked Firestore for. */
const SERVICE_READS: Record<string, Mock> = {
  listMembers: vi.mocked(listMembers),
  listMessagesPage: vi.mocked(listMessagesPage),
  listGallery: vi.mocked(listGallery),
  listGalleryPage: vi.mocked(listGalleryPage),
  listUpcomingProgrammes: vi.mocked(listUpcomingProgrammes),
  listPastProgrammesPage: vi.mocked(listPastProgrammesPage),
  listProgrammesBetween: vi.mocked(listProgrammesBetween),
  getProgramme: vi.mocked(getProgramme),
};

/** The names of the service reads made so far. */
const liveReads = () =>
  Object.entries(SERVICE_READS)
    .filter(([, read]) => read.mock.calls.length > 0)
    .map(([name]) => name);

/** The day the pages were published for, and the visitor's own day (the same: see beforeEach). */
const PUBLISHED_TODAY = '2026-11-24';

/** The change marker as the publish read it: every public collection last written before it. */
const PUBLISHED_CHANGES: Changes = Object.fromEntries(
  STAMPED_COLLECTIONS.map((name) => [name, new Date('2026-11-23T12:00:00.000Z')]),
);

/** The marker after writes to `collections` since the publish. */
const stampedSince = (...collections: StampedCollection[]): Changes => ({
  ...PUBLISHED_CHANGES,
  ...Object.fromEntries(collections.map((name) => [name, new Date('2026-11-24T06:30:00.000Z')])),
});

/** The content a page carries as the browser gets it: through the data block's JSON. */
const publishedContent = (
  reads: Record<string, unknown>,
  { today = PUBLISHED_TODAY, changes = PUBLISHED_CHANGES } = {},
) => parsePublishedJson(publishedJson({ today, reads, changes })) as PublishedContent;

/** The page's published content, as the page itself carries it. */
const published = (reads: Record<string, unknown>, options?: { today?: string }): PublishedPage =>
  publishedPage(publishedContent(reads, options));

const member = (id: string, name: string): Member => ({
  id,
  name,
  role: 'Coordinator',
  startYear: 2025,
  endYear: 2027,
  imageUrl: '',
  createdAt: '2025-01-01T00:00:00.000Z',
});

const message = (id: string, year: string, name: string): Message => ({
  id,
  kind: 'bishop',
  year,
  name,
  title: `A word for ${year}`,
  fullMessage: `Dear young people of ${year}.`,
  imageUrl: '',
  createdAt: '2025-01-01T00:00:00.000Z',
});

const picture = (id: string, title: string, createdAt: string): GalleryImage => ({
  id,
  title,
  imageUrl: `https://images.example/${id}.jpeg`,
  fileName: `gallery_${id}.jpeg`,
  createdAt: new Date(createdAt),
});

/** A programme of one day, stored as the services store it: its endDate is its startDate. */
const programme = (id: string, title: string, startDate: string): Programme => ({
  id,
  title,
  startDate,
  endDate: startDate,
  time: '',
  place: 'Agra',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** A list read in pages, all of it on its first page. */
const onePage = <T,>(items: T[]): ListPage<T> => ({ items, next: null });

/**
 * A public section, the read it publishes under its key, and two records of it: `kept` stays,
 * `deleted` is gone from the live read (deleted after the publish).
 */
interface Section {
  name: string;
  ui: ReactElement;
  key: string;
  /** The collection its records come from: a write to it stamps the change marker. */
  collection: StampedCollection;
  /** What the published page carries, and what the live read answers after the deletion. */
  publishedData: unknown;
  liveData: unknown;
  /** Makes the live read answer with `answer` (a promise). */
  answerLive: (answer: () => Promise<unknown>) => void;
  /** The service reads the live read calls. */
  liveReadsOf: Mock[];
  kept: string;
  deleted: string;
  /**
   * The markup without what the page itself changes once taken over (the members' photos, frames
   * until then), so that the rest can be compared as built.
   */
  settled?: (html: string) => string;
}

const asha = member('m1', 'Asha Thomas');
const ravi = member('m2', 'Ravi Kumar');
const newest = message('b2', '2026-2027', 'Archbishop Raphy');
const older = message('b1', '2025-2026', 'Archbishop Albert');
const rally = picture('g2', 'Youth rally 2026', '2026-02-01T00:00:00Z');
const camp = picture('g1', 'Summer camp 2025', '2025-05-01T00:00:00Z');
const youthDay = programme('youth-day', 'Archdiocesan Youth Day', '2026-11-28');
const advent = programme('advent', 'Advent Retreat', '2026-12-05');
const lent = programme('lent', 'Lenten Retreat', '2026-03-01');

const SECTIONS: Section[] = [
  {
    name: 'the members',
    ui: <MembersList />,
    key: 'members',
    collection: 'members',
    publishedData: [asha, ravi],
    liveData: [asha],
    answerLive: (answer) => vi.mocked(listMembers).mockImplementation(answer as never),
    liveReadsOf: [vi.mocked(listMembers)],
    kept: 'Asha Thomas',
    deleted: 'Ravi Kumar',
    settled: (html) =>
      html.replace(/<(?:span|img) [^>]*class="member-photo[^"]*"[^>]*>(?:<\/span>)?/g, '<photo>'),
  },
  {
    name: "the Archbishop's messages",
    ui: <MessagesPage kind="bishop" />,
    key: 'messages/bishop',
    collection: 'bishopMessages',
    publishedData: onePage([newest, older]),
    liveData: onePage([newest]),
    answerLive: (answer) => vi.mocked(listMessagesPage).mockImplementation(answer as never),
    liveReadsOf: [vi.mocked(listMessagesPage)],
    kept: 'Archbishop Raphy',
    deleted: 'Archbishop Albert',
  },
  {
    name: 'the gallery',
    ui: <GalleryPage />,
    key: 'gallery/newest-page',
    collection: 'gallery',
    publishedData: onePage([rally, camp]),
    liveData: onePage([rally]),
    answerLive: (answer) => vi.mocked(listGalleryPage).mockImplementation(answer as never),
    liveReadsOf: [vi.mocked(listGalleryPage)],
    kept: 'Youth rally 2026',
    deleted: 'Summer camp 2025',
  },
  {
    name: 'the programmes',
    ui: <ProgrammesPage />,
    key: 'programmes/lists',
    collection: 'events',
    publishedData: [[youthDay, advent], onePage([lent])],
    liveData: [[youthDay], onePage([lent])],
    answerLive: (answer) => {
      // The page reads both lists at once; the test answers for the pair.
      let pair: Promise<unknown[]> | null = null;
      const both = () => (pair ??= answer() as Promise<unknown[]>);
      vi.mocked(listUpcomingProgrammes).mockImplementation(
        () => both().then((lists) => lists[0]) as Promise<Programme[]>,
      );
      vi.mocked(listPastProgrammesPage).mockImplementation(
        () => both().then((lists) => lists[1]) as Promise<ListPage<Programme>>,
      );
    },
    liveReadsOf: [vi.mocked(listUpcomingProgrammes), vi.mocked(listPastProgrammesPage)],
    kept: 'Archdiocesan Youth Day',
    deleted: 'Advent Retreat',
  },
];

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Runs `change` (settling a read the test holds) and lets everything it starts finish: the
 * marker's answer, a fetch of published content, a live read and the render that shows it.
 */
const settle = (change: () => void = () => {}) =>
  act(async () => {
    change();
    // Only Date is faked: a real timer runs after every pending promise has settled.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const inPage = (page: PublishedPage, ui: ReactElement, path = '/') => (
  <PublishedPageContext value={page}>
    <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
  </PublishedPageContext>
);

/** Text of the visible section: its images' alt text too (the gallery shows only pictures). */
const shows = (text: string) =>
  screen.queryAllByText(text).length > 0 || screen.queryAllByAltText(text).length > 0;

/** The spinner a section shows while it loads (other live regions also have role status). */
const spinner = () => screen.queryByText('Loading...');

/** The titles of the programmes a list of the page shows, in its order. */
const programmesIn = (listName: string) =>
  within(screen.getByRole('region', { name: listName }))
    .queryAllByRole('link')
    // A card's link that shares it on WhatsApp names no programme of its own.
    .filter((link) => !link.getAttribute('href')?.startsWith('https://wa.me/'))
    .map((link) => link.textContent);

/** Roots and containers this test hydrated, removed after it. */
const hydrated: { root: Root; container: HTMLElement }[] = [];

/** The markup the build writes for `ui`, in the document as the browser parses it. */
function builtPage(ui: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

/** Hydrates the built `container` with `ui`; what React reports as recoverable comes back. */
async function hydrate(container: HTMLElement, ui: ReactElement): Promise<unknown[]> {
  const recoverable: unknown[] = [];
  await act(async () => {
    const root = hydrateRoot(container, ui, {
      onRecoverableError: (error) => recoverable.push(error),
    });
    hydrated.push({ root, container });
  });
  return recoverable;
}

/**
 * The build's renderer (react-dom/static, which renderPage uses) leaves the context values of the
 * last part of a page it rendered in place: it never shares a process with a browser's render.
 * Rendering nothing with it puts them back, so that a browser render after a build in this file
 * does not find itself inside the build's router.
 */
const leaveTheBuild = async () => void (await prerender(<></>));

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // The visitor's date is the publish date, so a live read differs only by what changed.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 24, 10, 0) });
  // A read the test does not answer never answers: a live read it did not expect shows nothing.
  for (const read of Object.values(SERVICE_READS))
    read.mockReset().mockImplementation(() => new Promise(() => {}));
  // Nothing written since the publish, and no other page's content published, unless told.
  vi.mocked(readChanges).mockReset().mockResolvedValue(PUBLISHED_CHANGES);
  vi.mocked(fetchPublishedContent).mockReset().mockResolvedValue(null);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await leaveTheBuild();
  for (const { root, container } of hydrated.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  vi.useRealTimers();
  consoleError.mockRestore();
});

describe.each(SECTIONS)('$name on a published page', (section) => {
  const page = () => published({ [section.key]: section.publishedData });
  /** The marker says the section's own collection was written since the publish. */
  const stampSection = () =>
    vi.mocked(readChanges).mockResolvedValue(stampedSince(section.collection));

  it('shows the published content at once, without a spinner', () => {
    render(inPage(page(), section.ui));
    expect(shows(section.kept)).toBe(true);
    expect(shows(section.deleted)).toBe(true);
    expect(spinner()).toBeNull();
  });

  it('reads nothing live while its collection is as published, reading the change marker once', async () => {
    render(inPage(page(), section.ui));
    await settle();
    expect(readChanges).toHaveBeenCalledTimes(1);
    expect(liveReads()).toEqual([]);
    expect(shows(section.kept)).toBe(true);
    expect(shows(section.deleted)).toBe(true);
  });

  it('reads nothing live when only other collections were written since the publish', async () => {
    const others = STAMPED_COLLECTIONS.filter((name) => name !== section.collection);
    vi.mocked(readChanges).mockResolvedValue(stampedSince(...others));
    render(inPage(page(), section.ui));
    await settle();
    expect(readChanges).toHaveBeenCalledTimes(1);
    expect(liveReads()).toEqual([]);
    expect(shows(section.deleted)).toBe(true);
  });

  it('keeps the published content without a live read when the change marker cannot be read, and logs it', async () => {
    const failure = new Error('offline');
    vi.mocked(readChanges).mockRejectedValue(failure);
    render(inPage(page(), section.ui));
    await settle();
    expect(liveReads()).toEqual([]);
    expect(shows(section.kept)).toBe(true);
    expect(shows(section.deleted)).toBe(true);
    expect(spinner()).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('The change marker could not be read', failure);
  });

  it('hydrates the built markup without a mismatch, adopting it as it is', async () => {
    const container = builtPage(inPage(page(), section.ui));
    const built = container.innerHTML;
    const firstElement = container.firstElementChild;
    expect(await hydrate(container, inPage(page(), section.ui))).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    const settled = section.settled ?? ((html: string) => html);
    expect(settled(container.innerHTML)).toBe(settled(built));
    // The same elements: React adopted them rather than building the section again.
    expect(container.firstElementChild).toBe(firstElement);
  });

  it('once its collection was written since the publish, reads live once and shows a result that differs: a deleted record vanishes', async () => {
    stampSection();
    const live = deferred<unknown>();
    section.answerLive(() => live.promise);
    render(inPage(page(), section.ui));
    await settle();
    for (const read of section.liveReadsOf) expect(read).toHaveBeenCalledTimes(1);
    expect(shows(section.deleted)).toBe(true);
    await settle(() => live.resolve(section.liveData));
    expect(shows(section.deleted)).toBe(false);
    expect(shows(section.kept)).toBe(true);
    expect(spinner()).toBeNull();
  });

  it('changes nothing in the page when the live read equals the published content', async () => {
    stampSection();
    const live = deferred<unknown>();
    section.answerLive(() => live.promise);
    const { container } = render(inPage(page(), section.ui));
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    // The same content as a fresh read gives it: new objects, not the published ones.
    await settle(() => live.resolve(parsePublishedJson(publishedJson(section.publishedData))));
    mutations.push(...observer.takeRecords());
    observer.disconnect();
    for (const read of section.liveReadsOf) expect(read).toHaveBeenCalled();
    expect(mutations).toEqual([]);
    expect(shows(section.deleted)).toBe(true);
  });

  it('keeps the published content when the live read fails, and logs the failure', async () => {
    stampSection();
    const live = deferred<unknown>();
    section.answerLive(() => live.promise);
    render(inPage(page(), section.ui));
    await settle(() => live.reject(new Error('offline')));
    for (const read of section.liveReadsOf) expect(read).toHaveBeenCalled();
    expect(shows(section.kept)).toBe(true);
    expect(shows(section.deleted)).toBe(true);
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), expect.any(Error));
  });

  it('without published content, shows the spinner, then the live data', async () => {
    const live = deferred<unknown>();
    section.answerLive(() => live.promise);
    render(inPage(UNPUBLISHED, section.ui));
    expect(spinner()).toBeInTheDocument();
    expect(shows(section.kept)).toBe(false);
    await settle(() => live.resolve(section.liveData));
    expect(spinner()).toBeNull();
    expect(shows(section.kept)).toBe(true);
    expect(shows(section.deleted)).toBe(false);
  });
});

describe("the gallery's thumbnails copied by the publish", () => {
  const thumbOf = (image: GalleryImage) => ({
    ...image,
    thumbUrl: `https://images.example/thumb_${image.id}.webp`,
  });
  const shownRally = thumbOf(rally);
  const shownCamp = thumbOf(camp);
  const added = thumbOf(picture('g5', 'Added since', '2026-11-24T06:00:00Z'));
  const copies = {
    [shownRally.thumbUrl]: '/images/thumbs/aaaaaaaaaaaaaaaa-320.webp',
    [shownCamp.thumbUrl]: '/images/thumbs/bbbbbbbbbbbbbbbb-320.webp',
  };
  const page = () =>
    published({
      'gallery/newest-page': onePage([shownRally, shownCamp]),
      'gallery/thumbnail-copies': copies,
    });
  const srcsetOf = (name: string) => screen.getByAltText(name).getAttribute('srcset') ?? '';

  it('offers each copy first in its srcset, hydrating the built markup without a mismatch', async () => {
    const container = builtPage(inPage(page(), <GalleryPage />));
    expect(await hydrate(container, inPage(page(), <GalleryPage />))).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    const rallyImage = within(container).getByAltText('Youth rally 2026');
    expect(rallyImage.getAttribute('srcset')).toMatch(
      /^\/images\/thumbs\/a{16}-320\.webp 320w, https:\/\/images\.example\/thumb_g2\.webp 480w/,
    );
  });

  it('keeps the copies of the photos a live read still shows; a photo added since has none', async () => {
    vi.mocked(readChanges).mockResolvedValue(stampedSince('gallery'));
    vi.mocked(listGalleryPage).mockResolvedValue(onePage([added, shownRally]));
    render(inPage(page(), <GalleryPage />));
    await settle();
    expect(listGalleryPage).toHaveBeenCalledTimes(1);
    expect(shows('Summer camp 2025')).toBe(false);
    expect(srcsetOf('Youth rally 2026')).toMatch(/^\/images\/thumbs\/a{16}-320\.webp 320w, /);
    expect(srcsetOf('Added since')).toMatch(/^https:\/\/images\.example\/thumb_g5\.webp 480w, /);
  });

  it('offers none where the page carries no copies (a publish without content)', async () => {
    render(inPage(published({ 'gallery/newest-page': onePage([shownRally]) }), <GalleryPage />));
    await settle();
    expect(srcsetOf('Youth rally 2026')).toMatch(/^https:\/\/images\.example\/thumb_g2\.webp 480w, /);
    expect(liveReads()).toEqual([]);
  });
});

describe('a published page whose content is for another key', () => {
  it('reads live and shows the spinner meanwhile', async () => {
    render(inPage(published({ 'messages/bishop': onePage([newest]) }), <MembersList />));
    expect(spinner()).toBeInTheDocument();
    await settle();
    expect(liveReads()).toEqual(['listMembers']);
    expect(spinner()).toBeInTheDocument();
  });
});

describe('a live read that differs from the published content only in who signed the records', () => {
  it('keeps the published result, as for a live read equal to it', async () => {
    vi.mocked(readChanges).mockResolvedValue(stampedSince('members'));
    const live = deferred<Member[]>();
    vi.mocked(listMembers).mockReturnValue(live.promise);
    const { result } = renderHook(
      () =>
        usePublishedRead('members', listMembers, 'Failed to fetch members', {
          collections: ['members'],
        }),
      {
        wrapper: ({ children }) => (
          <PublishedPageContext value={published({ members: [asha] })}>
            {children}
          </PublishedPageContext>
        ),
      },
    );
    const shown = result.current;
    expect(shown).toEqual({ status: 'ready', data: [asha], freshness: 'checking' });
    await settle(() => live.resolve([{ ...asha, createdBy: 'uid-anita', updatedBy: 'uid-ravi' }]));
    expect(listMembers).toHaveBeenCalled();
    // The same data, not drawn again; only known now to be current.
    expect(result.current).toEqual({ status: 'ready', data: [asha], freshness: 'live' });
    expect(result.current.status === 'ready' && result.current.data).toBe(
      shown.status === 'ready' && shown.data,
    );
  });
});

describe('how current a read is known to be, for a read that waits until it is', () => {
  const readMembers = (page: PublishedPage) =>
    renderHook(
      () =>
        usePublishedRead('members', listMembers, 'Failed to fetch members', {
          collections: ['members'],
        }),
      {
        wrapper: ({ children }) => (
          <PublishedPageContext value={page}>{children}</PublishedPageContext>
        ),
      },
    );
  const freshness = (state: { status: string; freshness?: string }) =>
    state.status === 'ready' ? state.freshness : state.status;

  it("is 'checking' until the change marker answers, then 'published' when nothing changed", async () => {
    const marker = deferred<Changes>();
    vi.mocked(readChanges).mockReturnValue(marker.promise);
    const { result } = readMembers(published({ members: [asha] }));
    expect(freshness(result.current)).toBe('checking');
    await settle();
    expect(freshness(result.current)).toBe('checking');
    await settle(() => marker.resolve(PUBLISHED_CHANGES));
    expect(freshness(result.current)).toBe('published');
    expect(listMembers).not.toHaveBeenCalled();
  });

  it("is 'published' when the change marker cannot be read (the content stays as published)", async () => {
    vi.mocked(readChanges).mockRejectedValue(new Error('offline'));
    const { result } = readMembers(published({ members: [asha] }));
    await settle();
    expect(result.current).toEqual({ status: 'ready', data: [asha], freshness: 'published' });
  });

  it("is 'checking' while a collection written since is read live, then 'live'", async () => {
    vi.mocked(readChanges).mockResolvedValue(stampedSince('members'));
    const live = deferred<Member[]>();
    vi.mocked(listMembers).mockReturnValue(live.promise);
    const { result } = readMembers(published({ members: [asha, ravi] }));
    await settle();
    expect(listMembers).toHaveBeenCalledTimes(1);
    expect(freshness(result.current)).toBe('checking');
    await settle(() => live.resolve([asha]));
    expect(result.current).toEqual({ status: 'ready', data: [asha], freshness: 'live' });
  });

  it("is 'live' when that live read fails, the published content kept", async () => {
    vi.mocked(readChanges).mockResolvedValue(stampedSince('members'));
    vi.mocked(listMembers).mockRejectedValue(new Error('offline'));
    const { result } = readMembers(published({ members: [asha, ravi] }));
    await settle();
    expect(result.current).toEqual({ status: 'ready', data: [asha, ravi], freshness: 'live' });
  });

  it("is 'live' on a page without published content, once read", async () => {
    const live = deferred<Member[]>();
    vi.mocked(listMembers).mockReturnValue(live.promise);
    const { result } = readMembers(UNPUBLISHED);
    expect(result.current).toEqual({ status: 'loading' });
    await settle(() => live.resolve([ravi]));
    expect(result.current).toEqual({ status: 'ready', data: [ravi], freshness: 'live' });
  });
});

describe('the hydration check', () => {
  it('notices built markup that the first render does not match', async () => {
    const container = builtPage(inPage(published({ members: [asha, ravi] }), <MembersList />));
    // The browser without that content renders a spinner where the build rendered the members.
    expect(await hydrate(container, inPage(UNPUBLISHED, <MembersList />))).not.toEqual([]);
  });
});

describe("the members' photos on a published page", () => {
  it("are frames in the open term as built, fetching nothing, and photos once the page is taken over; a closed term's cards are drawn when it opens", async () => {
    const withPhoto = { ...asha, imageUrl: 'https://images.example/asha.jpeg' };
    const former: Member = {
      ...member('m3', 'Old Friend'),
      startYear: 2019,
      endYear: 2021,
      imageUrl: 'https://images.example/old.jpeg',
    };
    const ui = () => inPage(published({ members: [withPhoto, ravi, former] }), <MembersList />);
    const container = builtPage(ui());
    const [open, closed] = [...container.querySelectorAll<HTMLElement>('[role="region"]')];
    expect(open?.hidden).toBe(false);
    expect(open?.querySelectorAll('img')).toHaveLength(0);
    expect(open?.querySelectorAll('span.member-photo-waiting')).toHaveLength(2);
    expect(closed?.hidden).toBe(true);
    expect(closed?.innerHTML).toBe('');

    expect(await hydrate(container, ui())).toEqual([]);
    expect(within(open!).getByRole('img', { name: 'Photo of Asha Thomas' })).toHaveAttribute(
      'src',
      'https://images.example/asha.jpeg',
    );
    expect(within(open!).getByRole('img', { name: 'No photo of Ravi Kumar' })).toBeInTheDocument();
    expect(open?.querySelector('.member-photo-waiting')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2019 - 2021' }));
    expect(within(closed!).getByRole('img', { name: 'Photo of Old Friend' })).toHaveAttribute(
      'src',
      'https://images.example/old.jpeg',
    );
  });
});

describe('the home page, whose sections are published together', () => {
  const newYear = programme('new-year', 'New Year Prayer', '2027-01-01');
  const home = () =>
    published({
      members: [asha],
      'gallery/newest': [rally, camp],
      'programmes/upcoming': [youthDay, advent],
    });
  /** Waits for the sections the home page loads lazily to show what the page carries. */
  const sectionsShown = async () => {
    expect(await screen.findByText('Asha Thomas')).toBeInTheDocument();
    expect((await screen.findAllByAltText('Youth rally 2026')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: 'Advent Retreat' })).toBeInTheDocument();
  };

  it('reads the change marker once for all its sections, and nothing live while it is as published', async () => {
    render(inPage(home(), <HomePage />));
    await sectionsShown();
    await settle();
    expect(readChanges).toHaveBeenCalledTimes(1);
    expect(liveReads()).toEqual([]);
  });

  it('reads live only the section whose collection was written since, once', async () => {
    vi.mocked(readChanges).mockResolvedValue(stampedSince('events'));
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([youthDay, advent, newYear]);
    render(inPage(home(), <HomePage />));
    await sectionsShown();
    expect(await screen.findByRole('link', { name: 'New Year Prayer' })).toBeInTheDocument();
    await settle();
    expect(readChanges).toHaveBeenCalledTimes(1);
    expect(liveReads()).toEqual(['listUpcomingProgrammes']);
    expect(listUpcomingProgrammes).toHaveBeenCalledTimes(1);
    expect(listUpcomingProgrammes).toHaveBeenCalledWith(PUBLISHED_TODAY);
  });
});

describe('a page reached by an in-app link, from the published home page', () => {
  const sunset = picture('g3', 'Sunset prayer', '2026-10-01T00:00:00Z');
  const evening = picture('g4', 'Evening of praise', '2026-11-01T00:00:00Z');
  const home = published({
    members: [asha],
    'gallery/newest': [rally],
    'programmes/upcoming': [],
  });
  /** What the publish wrote for /gallery, which the home page does not carry. */
  const galleryContent = () =>
    publishedContent({ 'gallery/newest-page': onePage([rally, sunset]) });

  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    // The router and the sections read the address where the browser has it.
    window.history.replaceState(null, '', '/');
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    scrollTo.mockRestore();
  });

  /** Opens the home page of the site and follows its link to the gallery. */
  async function openTheGallery() {
    render(
      <PublishedPageContext value={home}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PublishedPageContext>,
    );
    fireEvent.click(
      await screen.findByRole('link', { name: 'View the whole gallery' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gallery' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/gallery');
  }

  it('shows the content published for its address, reading nothing live while it is as published', async () => {
    vi.mocked(fetchPublishedContent).mockImplementation(async (pagePath) =>
      pagePath === '/gallery' ? galleryContent() : null,
    );
    await openTheGallery();
    expect(await screen.findByAltText('Sunset prayer')).toBeInTheDocument();
    await settle();
    expect(fetchPublishedContent).toHaveBeenCalledWith('/gallery');
    expect(liveReads()).toEqual([]);
    // One marker for the visit: the home page's and the gallery's sections share it.
    expect(readChanges).toHaveBeenCalledTimes(1);
  });

  it('reads live when its collection was written since that content was published', async () => {
    vi.mocked(readChanges).mockResolvedValue(stampedSince('gallery'));
    vi.mocked(fetchPublishedContent).mockResolvedValue(galleryContent());
    // The home page's carousel, of the same collection, reads live too.
    vi.mocked(listGallery).mockResolvedValue([rally]);
    vi.mocked(listGalleryPage).mockResolvedValue(onePage([evening, rally, sunset]));
    await openTheGallery();
    expect(await screen.findByAltText('Evening of praise')).toBeInTheDocument();
    await settle();
    expect(listGalleryPage).toHaveBeenCalledTimes(1);
  });

  it('reads live, with a spinner meanwhile, when no content is published for its address', async () => {
    const live = deferred<ListPage<GalleryImage>>();
    vi.mocked(listGalleryPage).mockReturnValue(live.promise);
    await openTheGallery();
    await settle();
    expect(fetchPublishedContent).toHaveBeenCalledWith('/gallery');
    expect(listGalleryPage).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('main')).getByText('Loading...')).toBeInTheDocument();
    await settle(() => live.resolve(onePage([evening])));
    expect(screen.getByAltText('Evening of praise')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText('Loading...')).toBeNull();
  });
});

describe("a programme card's poster", () => {
  const STORED = 'https://storage.example/o/events%2Fadvent.jpg?alt=media&token=t';
  const withPoster: Programme = { ...advent, imageUrl: STORED };
  const copyOf = (width: number, type: 'avif' | 'webp') => ({
    src: `/images/posters/0123456789abcdef-${width}.${type}`,
    width,
    type: `image/${type}` as const,
  });
  const COPY: PosterCopy = {
    source: STORED,
    src: '/images/posters/0123456789abcdef.jpg',
    width: 1200,
    height: 1600,
    variants: (['avif', 'webp'] as const).flatMap((type) =>
      [240, 480, 720, 1200].map((width) => copyOf(width, type)),
    ),
  };
  const strip = (copy: PosterCopy | null) =>
    published({
      'programmes/upcoming': [withPoster],
      [posterCopyReadKey('advent')]: copy,
    });
  const poster = () => screen.getByRole('img', { name: 'Poster of Advent Retreat' });

  it('offers the copies the publish made, AVIF then WebP, narrowest first, for its 6rem; the JPEG copy for the rest', async () => {
    render(inPage(strip(COPY), <UpcomingProgrammesStrip />));
    await settle();
    expect(poster()).toHaveAttribute('src', COPY.src);
    const sources = [...poster().closest('picture')!.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      [240, 480, 720, 1200]
        .map((width) => `/images/posters/0123456789abcdef-${width}.avif ${width}w`)
        .join(', '),
    );
    expect(sources.every((source) => source.getAttribute('sizes') === '6rem')).toBe(true);
    expect(liveReads()).toEqual([]);
  });

  it.each([
    ['the publish made no copy', null],
    ['the copy is of a poster since replaced', { ...COPY, source: `${STORED}-before` }],
  ])('shows the stored poster where %s', async (_, copy) => {
    render(inPage(strip(copy), <UpcomingProgrammesStrip />));
    await settle();
    expect(poster()).toHaveAttribute('src', STORED);
    expect(poster().closest('picture')!.querySelector('source')).toBeNull();
  });

  it('shows the stored poster on a page without published content, once it knows there is no copy', async () => {
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([withPoster]);
    render(inPage(UNPUBLISHED, <UpcomingProgrammesStrip />));
    await settle();
    expect(poster()).toHaveAttribute('src', STORED);
  });
});

describe("a programme's page reached by a link from a page that carries nothing of it: its poster", () => {
  const STORED = 'https://storage.example/o/events%2Fvigil.jpg?alt=media&token=t';
  const vigil: Programme = { ...programme('vigil', 'Youth Vigil', '2026-11-28'), imageUrl: STORED };
  const COPY: PosterCopy = {
    source: STORED,
    src: '/images/posters/0123456789abcdef.jpg',
    width: 1200,
    height: 1600,
    variants: [480, 800, 1200].map((width) => ({
      src: `/images/posters/0123456789abcdef-${width}.avif`,
      width,
      type: 'image/avif' as const,
    })),
  };
  /**
   * The page the visit began on: its content holds neither the programme nor the copy of its
   * poster (a past programme beyond the list's first page, read live, links there so).
   */
  const begunOn = published({});
  /** What the publish wrote for the programme's own page. */
  const pageContent = (copy: PosterCopy | null) =>
    publishedContent({
      [recordReadKey('events', 'vigil')]: vigil,
      [posterCopyReadKey('vigil')]: copy,
    });

  beforeEach(() => window.history.replaceState(null, '', '/programmes/vigil'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  /**
   * Shows the programme's page, its content fetched for its address, and resolves with every
   * address its poster was given on the way (a browser asks for each as it is set).
   */
  async function openTheProgramme(copy: PosterCopy | null) {
    vi.mocked(fetchPublishedContent).mockImplementation(async (pagePath) =>
      pagePath === '/programmes/vigil' ? pageContent(copy) : null,
    );
    const given: string[] = [];
    const observer = new MutationObserver(() => {
      for (const img of document.querySelectorAll('main img'))
        given.push(img.getAttribute('src') ?? '');
      for (const source of document.querySelectorAll('main source'))
        given.push(source.getAttribute('srcset') ?? '');
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    onTestFinished(() => observer.disconnect());
    render(
      <PublishedPageContext value={begunOn}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PublishedPageContext>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Youth Vigil' }),
    ).toBeInTheDocument();
    await settle();
    expect(fetchPublishedContent).toHaveBeenCalledWith('/programmes/vigil');
    expect(liveReads()).toEqual([]);
    return given;
  }
  const poster = () =>
    within(screen.getByRole('main')).getByRole('img', { name: 'Poster of Youth Vigil' });

  it('takes the copy its screen needs, never the stored poster first', async () => {
    const given = await openTheProgramme(COPY);
    expect(poster()).toHaveAttribute('src', COPY.src);
    expect(poster().closest('picture')!.querySelector('source')).toHaveAttribute(
      'srcset',
      COPY.variants.map((variant) => `${variant.src} ${variant.width}w`).join(', '),
    );
    expect(given).toContain(COPY.src);
    expect(given).not.toContain(STORED);
  });

  it('shows the stored poster where the publish made no copy', async () => {
    await openTheProgramme(null);
    expect(poster()).toHaveAttribute('src', STORED);
  });
});

describe('programmes published on 24 November 2026, seen on another day', () => {
  /** Ended on 23 November: upcoming on that day, not on the publish date. */
  const christTheKing = programme('christ-the-king', 'Christ the King Vigil', '2026-11-23');
  const strip = () => published({ 'programmes/upcoming': [youthDay, advent] });
  const lists = () => published({ 'programmes/lists': [[youthDay, advent], onePage([lent])] });
  const visitOn = (day: number) => vi.setSystemTime(new Date(2026, 10, day, 10, 0));

  it('on a later day, the home page shows those not ended since, without a live read', async () => {
    visitOn(30);
    render(inPage(strip(), <UpcomingProgrammesStrip />));
    await settle();
    // Archdiocesan Youth Day was on 28 November.
    expect(programmesIn('Upcoming Programmes')).toEqual(['Advent Retreat', 'All programmes']);
    expect(liveReads()).toEqual([]);
  });

  it('on a later day, with programmes written since, reads the upcoming ones live for that day', async () => {
    visitOn(30);
    vi.mocked(readChanges).mockResolvedValue(stampedSince('events'));
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([advent]);
    render(inPage(strip(), <UpcomingProgrammesStrip />));
    await settle();
    expect(listUpcomingProgrammes).toHaveBeenCalledTimes(1);
    expect(listUpcomingProgrammes).toHaveBeenCalledWith('2026-11-30');
  });

  it('on a day before the publish, the home page reads live for that day', async () => {
    visitOn(23);
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([christTheKing, youthDay, advent]);
    render(inPage(strip(), <UpcomingProgrammesStrip />));
    await settle();
    expect(listUpcomingProgrammes).toHaveBeenCalledTimes(1);
    expect(listUpcomingProgrammes).toHaveBeenCalledWith('2026-11-23');
    expect(programmesIn('Upcoming Programmes')).toEqual([
      'Christ the King Vigil',
      'Archdiocesan Youth Day',
      'Advent Retreat',
      'All programmes',
    ]);
  });

  it('on a later day, the programmes page moves those ended since to the past ones, without a live read', async () => {
    visitOn(30);
    render(inPage(lists(), <ProgrammesPage />, '/programmes'));
    await settle();
    expect(programmesIn('Upcoming Programmes')).toEqual(['Advent Retreat']);
    expect(programmesIn('Past Programmes')).toEqual(['Archdiocesan Youth Day', 'Lenten Retreat']);
    expect(liveReads()).toEqual([]);
  });

  it('on a day before the publish, the programmes page reads both lists live for that day', async () => {
    visitOn(23);
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([christTheKing, youthDay, advent]);
    vi.mocked(listPastProgrammesPage).mockResolvedValue(onePage([lent]));
    render(inPage(lists(), <ProgrammesPage />, '/programmes'));
    await settle();
    expect(listUpcomingProgrammes).toHaveBeenCalledWith('2026-11-23');
    expect(listPastProgrammesPage).toHaveBeenCalledWith('2026-11-23');
    expect(programmesIn('Upcoming Programmes')).toEqual([
      'Christ the King Vigil',
      'Archdiocesan Youth Day',
      'Advent Retreat',
    ]);
  });
});

describe('the calendar, published on 24 November 2026, opened at ?month=2027-01', () => {
  const NOVEMBER = { year: 2026, month: 11 };
  const JANUARY = { year: 2027, month: 1 };
  const newYear = programme('new-year', 'New Year Prayer', '2027-01-01');
  const path = '/calendar?month=2027-01';
  const page = () => published({ 'programmes/month/2026-11': [youthDay] });

  const monthHeading = (container: HTMLElement) =>
    container.querySelector('.calendar-month')?.textContent;

  it('hydrates the published month without a mismatch, then shows the month in the address', async () => {
    const january = deferred<Programme[]>();
    vi.mocked(listProgrammesBetween).mockImplementation((from) =>
      from === monthGridRange(JANUARY).first ? january.promise : Promise.resolve([youthDay]),
    );
    const container = builtPage(inPage(page(), <CalendarPage />, path));
    // The build wrote the published month, with its programme.
    expect(monthHeading(container)).toBe('November 2026');
    expect(container.textContent).toContain('Archdiocesan Youth Day');

    expect(await hydrate(container, inPage(page(), <CalendarPage />, path))).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();

    // Once hydrated: the address's month, read live for its whole grid.
    await settle();
    expect(monthHeading(container)).toBe('January 2027');
    const { first, last } = monthGridRange(JANUARY);
    expect(listProgrammesBetween).toHaveBeenCalledWith(first, last);
    expect(within(container).getByText('Loading...')).toBeInTheDocument();
    await settle(() => january.resolve([newYear]));
    expect(within(container).queryByText('Loading...')).toBeNull();
    expect(within(container).getAllByRole('link', { name: 'New Year Prayer' })).not.toEqual([]);
    expect(container.textContent).not.toContain('Archdiocesan Youth Day');
  });

  it('at ?month= of the published month, keeps the built grid as it is once hydrated: the same links, no live read', async () => {
    const address = '/calendar?month=2026-11';
    const container = builtPage(inPage(page(), <CalendarPage />, address));
    const [built] = within(container).getAllByRole('link', { name: 'Archdiocesan Youth Day' });
    expect(await hydrate(container, inPage(page(), <CalendarPage />, address))).toEqual([]);
    await settle();
    expect(monthHeading(container)).toBe('November 2026');
    // The element a visitor may be tapping is still the one in the page, not a copy drawn anew.
    expect(within(container).getAllByRole('link', { name: 'Archdiocesan Youth Day' })[0]).toBe(
      built,
    );
    expect(liveReads()).toEqual([]);
  });

  it('without ?month=, stays on the published month, with its programme at once and no live read', async () => {
    const container = builtPage(inPage(page(), <CalendarPage />, '/calendar'));
    expect(await hydrate(container, inPage(page(), <CalendarPage />, '/calendar'))).toEqual([]);
    await settle();
    expect(monthHeading(container)).toBe('November 2026');
    expect(within(container).queryByText('Loading...')).toBeNull();
    expect(
      within(container).getAllByRole('link', { name: 'Archdiocesan Youth Day' }).length,
    ).toBeGreaterThan(0);
    expect(liveReads()).toEqual([]);
  });

  it('mounted on the page the visit began on, reads a month the publish did not read live, without fetching the page again', async () => {
    // The publish: /calendar built for its date's month, with its data block.
    const built = await renderPage('/calendar', ROUTES, {
      today: PUBLISHED_TODAY,
      changes: PUBLISHED_CHANGES,
      site: { details: BUILT_IN_SITE_DETAILS, banner: BUILT_IN_BANNER },
      started: new Map([['programmes/month/2026-11', Promise.resolve([youthDay])]]),
    });
    await leaveTheBuild();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PUBLISHED_PAGE_ID;
    block.textContent = publishedJson({
      today: PUBLISHED_TODAY,
      changes: PUBLISHED_CHANGES,
      reads: built.reads,
    });
    const container = document.createElement('div');
    container.innerHTML = built.html;
    container.dataset.prerenderedPath = '/calendar';
    document.body.append(block, container);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.history.replaceState(null, '', path);
    onTestFinished(() => {
      block.remove();
      container.remove();
      window.history.replaceState(null, '', '/');
    });

    // The visit: the address asks for January, which the page does not carry.
    vi.mocked(listProgrammesBetween).mockResolvedValue([newYear]);
    await act(async () => mount(container, '/calendar'));
    expect(
      await within(container).findAllByRole('link', { name: 'New Year Prayer' }),
    ).not.toEqual([]);
    await settle();
    const { first, last } = monthGridRange(JANUARY);
    expect(listProgrammesBetween).toHaveBeenCalledWith(first, last);
    expect(fetchPublishedContent).not.toHaveBeenCalled();
  });

  it('without ?month=, reads the published month live once programmes were written since', async () => {
    vi.mocked(readChanges).mockResolvedValue(stampedSince('events'));
    vi.mocked(listProgrammesBetween).mockResolvedValue([youthDay, advent]);
    const container = builtPage(inPage(page(), <CalendarPage />, '/calendar'));
    expect(await hydrate(container, inPage(page(), <CalendarPage />, '/calendar'))).toEqual([]);
    await settle();
    const { first, last } = monthGridRange(NOVEMBER);
    expect(listProgrammesBetween).toHaveBeenCalledTimes(1);
    expect(listProgrammesBetween).toHaveBeenCalledWith(first, last);
    expect(monthHeading(container)).toBe('November 2026');
    // The grid shows December's first days: a programme added on 5 December appears in it.
    expect(within(container).getAllByRole('link', { name: 'Advent Retreat' }).length).toBe(1);
  });
});

describe('the build renders a page with its reads (renderPage with a publish)', () => {
  const publish = (): Publish => ({
    today: PUBLISHED_TODAY,
    changes: PUBLISHED_CHANGES,
    site: { details: BUILT_IN_SITE_DETAILS, banner: BUILT_IN_BANNER },
    started: new Map(),
  });

  it('writes the content it read into the markup, and returns the reads for the data block', async () => {
    vi.mocked(listGalleryPage).mockResolvedValue(onePage([rally, camp]));
    const { html, reads } = await renderPage('/gallery', ROUTES, publish());
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(within(page).getByRole('img', { name: 'Youth rally 2026' })).toHaveAttribute(
      'src',
      rally.imageUrl,
    );
    expect(within(page).getByRole('img', { name: 'Summer camp 2025' })).toHaveAttribute(
      'src',
      camp.imageUrl,
    );
    expect(within(page).queryByText('Loading...')).toBeNull();
    expect(parsePublishedJson(publishedJson(reads))).toEqual({
      'gallery/newest-page': onePage([rally, camp]),
      // No copies of thumbnails were made for this publish (publish/readContent.ts makes them).
      'gallery/thumbnail-copies': {},
    });
  });

  it("offers the copies the publish made of the gallery's thumbnails first, and carries them in the data block", async () => {
    const withThumb = { ...rally, thumbUrl: 'https://images.example/thumb_g2.webp' };
    const copies = { [withThumb.thumbUrl]: '/images/thumbs/0123456789abcdef-320.webp' };
    const shared = publish();
    shared.started.set('gallery/newest-page', Promise.resolve(onePage([withThumb, camp])));
    shared.started.set('gallery/thumbnail-copies', Promise.resolve(copies));
    const { html, reads } = await renderPage('/gallery', ROUTES, shared);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(within(page).getByRole('img', { name: 'Youth rally 2026' })).toHaveAttribute(
      'srcset',
      '/images/thumbs/0123456789abcdef-320.webp 320w, https://images.example/thumb_g2.webp 480w, ' +
        'https://images.example/g2.jpeg 1920w',
    );
    // A photo without a thumbnail has no copy: its full image alone.
    expect(within(page).getByRole('img', { name: 'Summer camp 2025' })).not.toHaveAttribute(
      'srcset',
    );
    expect(listGalleryPage).not.toHaveBeenCalled();
    expect(parsePublishedJson(publishedJson(reads))).toEqual({
      'gallery/newest-page': onePage([withThumb, camp]),
      'gallery/thumbnail-copies': copies,
    });
  });

  it('reads for the publish date, once for pages that share a read', async () => {
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([youthDay]);
    vi.mocked(listPastProgrammesPage).mockResolvedValue(onePage([lent]));
    const shared = publish();
    const first = await renderPage('/programmes', ROUTES, shared);
    const second = await renderPage('/programmes', ROUTES, shared);
    expect(listUpcomingProgrammes).toHaveBeenCalledTimes(1);
    expect(listUpcomingProgrammes).toHaveBeenCalledWith(PUBLISHED_TODAY);
    expect(listPastProgrammesPage).toHaveBeenCalledTimes(1);
    expect(listPastProgrammesPage).toHaveBeenCalledWith(PUBLISHED_TODAY);
    expect(second.reads).toEqual(first.reads);
    // None of the upcoming programmes takes registrations here (listProgrammeRegistrations finds
    // none), which the page publishes too.
    expect(first.reads).toEqual({
      'programmes/lists': [[youthDay], onePage([lent])],
      'registering/programmes': {},
    });
  });

  it('returns reads whose data block names nobody who signed the records', async () => {
    const signed = { createdBy: 'uid-anita', updatedBy: 'uid-ravi' };
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([{ ...youthDay, ...signed }]);
    vi.mocked(listPastProgrammesPage).mockResolvedValue(
      onePage([{ ...lent, createdBy: 'uid-anita' }]),
    );
    const { reads } = await renderPage('/programmes', ROUTES, publish());
    const block = publishedJson({ today: PUBLISHED_TODAY, reads });
    for (const text of ['uid-anita', 'uid-ravi', 'createdBy', 'updatedBy'])
      expect(block).not.toContain(text);
    expect(parsePublishedJson(block)).toEqual({
      today: PUBLISHED_TODAY,
      reads: { 'programmes/lists': [[youthDay], onePage([lent])], 'registering/programmes': {} },
    });
  });

  describe.each([
    ['a lone high surrogate', '\uD800'],
    ['a lone low surrogate', '\uDC00'],
  ])('a programme whose id and title hold %s (a store may keep one as sent)', (_, half) => {
    const odd = programme(`praise${half}night`, `Praise${half} night`, '2026-11-30');
    const replaced = '%EF%BF%BD';
    /** The built markup in the document (its links are named by elements it refers to). */
    const inDocument = (html: string) => {
      const page = document.createElement('div');
      page.innerHTML = html;
      document.body.append(page);
      onTestFinished(() => page.remove());
      return page;
    };

    it.each([
      ['/programmes', 'the programmes'],
      ['/calendar', 'the calendar'],
    ])('is rendered into %s, linked with U+FFFD in its address', async (path) => {
      vi.mocked(listUpcomingProgrammes).mockResolvedValue([odd]);
      vi.mocked(listPastProgrammesPage).mockResolvedValue(onePage([]));
      vi.mocked(listProgrammesBetween).mockResolvedValue([odd]);
      const page = inDocument((await renderPage(path, ROUTES, publish())).html);
      const links = within(page).getAllByRole('link', { name: 'Praise\uFFFD night' });
      for (const link of links)
        expect(link).toHaveAttribute('href', `/programmes/praise${replaced}night`);
    });

    it('is rendered into its own page, with U+FFFD in its Google Calendar link', async () => {
      vi.mocked(getProgramme).mockResolvedValue({ ...odd, id: 'praise-night' });
      const page = inDocument(
        (await renderPage('/programmes/praise-night', ROUTES, publish())).html,
      );
      expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(
        'Praise\uFFFD night',
      );
      expect(within(page).getByRole('link', { name: /^Google Calendar/ })).toHaveAttribute(
        'href',
        expect.stringContaining(`text=Praise${replaced}%20night`),
      );
    });
  });

  it('stops when a read fails, instead of publishing the page without its content', async () => {
    vi.mocked(listMembers).mockRejectedValue(new Error('Firestore unreachable'));
    vi.mocked(listGallery).mockResolvedValue([rally]);
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([]);
    await expect(renderPage('/', ROUTES, publish())).rejects.toThrow('Firestore unreachable');
  });
});

describe('the change marker a publish reads (publish/readContent.ts) and its pages carry', () => {
  /** The marker when the publish starts: members and programmes written at different times. */
  const MARKER: Changes = {
    members: new Date('2026-11-20T08:00:00.000Z'),
    events: new Date('2026-11-23T17:45:00.000Z'),
  };
  let outDir = '';
  beforeEach(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'published-'));
  });
  afterEach(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('is read before any content, and unchanged it spares the published page every live read', async () => {
    const marker = deferred<Changes>();
    const contentReads: string[] = [];
    const app: AppReads = {
      readChanges: () => marker.promise,
      countDocuments: async ({ collection }) => {
        contentReads.push(`count ${collection}`);
        return 1;
      },
      runQuery: async ({ collection }) => {
        contentReads.push(`read ${collection}`);
        return [];
      },
      siteDatabase: { origin: 'http://127.0.0.1:9', projectId: 'demo-test', apiKey: 'test' },
      readSiteDetails: async () => null,
      readBanner: async () => null,
      listGalleryPage: async () => {
        contentReads.push('read the newest gallery page');
        return { items: [], next: null };
      },
      BUILT_IN_SITE_DETAILS,
      BUILT_IN_BANNER,
    };
    const reading = readContent(app, ['members', 'gallery', 'events'], ['events'], outDir);
    await settle();
    // A write after the marker stamps it again: a page never claims content older than it shows.
    expect(contentReads).toEqual([]);
    marker.resolve(MARKER);
    const content = await reading;
    expect(contentReads).toEqual(
      expect.arrayContaining([
        'count members',
        'count gallery',
        'count events',
        'read events',
        'read the newest gallery page',
      ]),
    );
    expect(content.changes).toEqual(MARKER);
    expect(content.manifest.changes).toEqual({
      members: '2026-11-20T08:00:00.000Z',
      events: '2026-11-23T17:45:00.000Z',
    });
    // Nothing saved in Settings and no photo in the gallery: nothing copied into the build.
    expect(await readdir(outDir)).toEqual([]);

    // The home page, rendered with that publish; its data block as publish/renderSite.ts writes it.
    vi.mocked(listMembers).mockResolvedValue([asha]);
    vi.mocked(listGallery).mockResolvedValue([rally]);
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([advent]);
    const { reads } = await renderPage('/', ROUTES, content);
    const block = publishedJson({ today: content.today, reads, changes: content.changes });
    await leaveTheBuild();
    for (const read of Object.values(SERVICE_READS)) read.mockClear();

    // A visit while the marker is the same shows the published sections and reads none live.
    vi.mocked(readChanges).mockResolvedValue({ ...MARKER });
    render(inPage(publishedPage(parsePublishedJson(block) as PublishedContent), <HomePage />));
    expect(await screen.findByText('Asha Thomas')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Advent Retreat' })).toBeInTheDocument();
    await settle();
    expect(readChanges).toHaveBeenCalledTimes(1);
    expect(liveReads()).toEqual([]);
  });
});
