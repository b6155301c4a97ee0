/**
 * Published pages in the browser (src/components/published.tsx): a section starts from the content
 * the page carries, so the first render matches the built markup and shows no spinner; the live
 * read for the visitor's date then replaces it only when it differs, and a failed live read keeps
 * it. The content reaches each section as the data block carries it (publishedJson, then
 * parsePublishedJson), and the services are mocked at their module boundary.
 */
import { act, render, renderHook, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type Mock } from 'vitest';
import { renderPage, type Publish } from '../../../src/app/prerender';
import { ROUTES } from '../../../src/app/routes';
import { MembersList } from '../../../src/components/MembersList';
import {
  PublishedPageContext,
  UNPUBLISHED,
  publishedPage,
  usePublishedRead,
  type PublishedPage,
} from '../../../src/components/published';
import { BUILT_IN_BANNER, BUILT_IN_SITE_DETAILS } from '../../../src/components/siteDetails';
import { monthGridRange } from '../../../src/domain/calendar';
import {
  parsePublishedJson,
  publishedJson,
  type PublishedContent,
} from '../../../src/domain/published';
import type { GalleryImage, Member, Message, Programme } from '../../../src/domain/types';
import { CalendarPage } from '../../../src/pages/CalendarPage';
import { GalleryPage } from '../../../src/pages/GalleryPage';
import { MessagesPage } from '../../../src/pages/MessagesPage';
import { ProgrammesPage } from '../../../src/pages/ProgrammesPage';
import { listGallery } from '../../../src/services/gallery';
import { listMembers } from '../../../src/services/members';
import { listMessages } from '../../../src/services/messages';
import {
  getProgramme,
  listPastProgrammes,
  listProgrammesBetween,
  listUpcomingProgrammes,
} from '../../../src/services/programmes';

vi.mock('../../../src/services/members', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listMembers: vi.fn(),
}));
vi.mock('../../../src/services/messages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listMessages: vi.fn(),
}));
vi.mock('../../../src/services/gallery', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listGallery: vi.fn(),
}));
vi.mock('../../../src/services/programmes', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getProgramme: vi.fn(),
  listUpcomingProgrammes: vi.fn(),
  listPastProgrammes: vi.fn(),
  listOlderProgrammes: vi.fn(),
  listProgrammesBetween: vi.fn(),
}));

/** The day the pages were published for, and the visitor's own day (the same: see beforeEach). */
const PUBLISHED_TODAY = '2026-11-24';

/** The page's published content as the browser gets it: through the data block's JSON. */
const published = (reads: Record<string, unknown>, today = PUBLISHED_TODAY): PublishedPage =>
  publishedPage(parsePublishedJson(publishedJson({ today, reads })) as PublishedContent);

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

const programme = (id: string, title: string, startDate: string): Programme => ({
  id,
  title,
  startDate,
  endDate: '',
  time: '',
  place: 'Agra',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
});

/**
 * A public section, the read it publishes under its key, and two records of it: `kept` stays,
 * `deleted` is gone from the live read (deleted after the publish).
 */
interface Section {
  name: string;
  ui: ReactElement;
  key: string;
  /** What the published page carries, and what the live read answers after the deletion. */
  publishedData: unknown;
  liveData: unknown;
  /** Makes the live read answer with `answer` (a promise). */
  answerLive: (answer: () => Promise<unknown>) => void;
  /** The service read the live read calls. */
  liveRead: Mock;
  kept: string;
  deleted: string;
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
    publishedData: [asha, ravi],
    liveData: [asha],
    answerLive: (answer) => vi.mocked(listMembers).mockImplementation(answer as never),
    liveRead: vi.mocked(listMembers),
    kept: 'Asha Thomas',
    deleted: 'Ravi Kumar',
  },
  {
    name: "the Archbishop's messages",
    ui: <MessagesPage kind="bishop" />,
    key: 'messages/bishop',
    publishedData: [newest, older],
    liveData: [newest],
    answerLive: (answer) => vi.mocked(listMessages).mockImplementation(answer as never),
    liveRead: vi.mocked(listMessages),
    kept: 'Archbishop Raphy',
    deleted: 'Archbishop Albert',
  },
  {
    name: 'the gallery',
    ui: <GalleryPage />,
    key: 'gallery',
    publishedData: [rally, camp],
    liveData: [rally],
    answerLive: (answer) => vi.mocked(listGallery).mockImplementation(answer as never),
    liveRead: vi.mocked(listGallery),
    kept: 'Youth rally 2026',
    deleted: 'Summer camp 2025',
  },
  {
    name: 'the programmes',
    ui: <ProgrammesPage />,
    key: 'programmes/lists',
    publishedData: [[youthDay, advent], [lent]],
    liveData: [[youthDay], [lent]],
    answerLive: (answer) => {
      // The page reads both lists at once; the test answers for the pair.
      let pair: Promise<unknown[]> | null = null;
      const both = () => (pair ??= answer() as Promise<unknown[]>);
      vi.mocked(listUpcomingProgrammes).mockImplementation(
        () => both().then((lists) => lists[0]) as Promise<Programme[]>,
      );
      vi.mocked(listPastProgrammes).mockImplementation(
        () => both().then((lists) => lists[1]) as Promise<Programme[]>,
      );
    },
    liveRead: vi.mocked(listUpcomingProgrammes),
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

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // The visitor's date is the publish date, so the live read differs only by what changed.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 24, 10, 0) });
  for (const read of [
    listMembers,
    listMessages,
    listGallery,
    listUpcomingProgrammes,
    listPastProgrammes,
    listProgrammesBetween,
    getProgramme,
  ])
    vi.mocked(read).mockReset();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const { root, container } of hydrated.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  vi.useRealTimers();
  consoleError.mockRestore();
});

describe.each(SECTIONS)('$name on a published page', (section) => {
  const page = () => published({ [section.key]: section.publishedData });

  it('shows the published content at once, without a spinner', () => {
    section.answerLive(() => new Promise(() => {}));
    render(inPage(page(), section.ui));
    expect(shows(section.kept)).toBe(true);
    expect(shows(section.deleted)).toBe(true);
    expect(spinner()).toBeNull();
    // It still reads live, for the visitor's date.
    expect(section.liveRead).toHaveBeenCalled();
  });

  it('hydrates the built markup without a mismatch, adopting it as it is', async () => {
    section.answerLive(() => new Promise(() => {}));
    const container = builtPage(inPage(page(), section.ui));
    const built = container.innerHTML;
    const firstElement = container.firstElementChild;
    expect(await hydrate(container, inPage(page(), section.ui))).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(built);
    // The same elements: React adopted them rather than building the section again.
    expect(container.firstElementChild).toBe(firstElement);
  });

  it('replaces the published content with a live read that differs: a deleted record vanishes', async () => {
    const live = deferred<unknown>();
    section.answerLive(() => live.promise);
    render(inPage(page(), section.ui));
    expect(shows(section.deleted)).toBe(true);
    await act(async () => live.resolve(section.liveData));
    expect(shows(section.deleted)).toBe(false);
    expect(shows(section.kept)).toBe(true);
    expect(spinner()).toBeNull();
  });

  it('changes nothing in the page when the live read equals the published content', async () => {
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
    await act(async () =>
      live.resolve(parsePublishedJson(publishedJson(section.publishedData))),
    );
    mutations.push(...observer.takeRecords());
    observer.disconnect();
    expect(section.liveRead).toHaveBeenCalled();
    expect(mutations).toEqual([]);
    expect(shows(section.deleted)).toBe(true);
  });

  it('keeps the published content when the live read fails, and logs the failure', async () => {
    const live = deferred<unknown>();
    section.answerLive(() => live.promise);
    render(inPage(page(), section.ui));
    await act(async () => live.reject(new Error('offline')));
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
    await act(async () => live.resolve(section.liveData));
    expect(spinner()).toBeNull();
    expect(shows(section.kept)).toBe(true);
    expect(shows(section.deleted)).toBe(false);
  });
});

describe('a published page whose content is for another key', () => {
  it('reads live and shows the spinner meanwhile', () => {
    vi.mocked(listMembers).mockReturnValue(new Promise(() => {}));
    render(inPage(published({ 'messages/bishop': [newest] }), <MembersList />));
    expect(spinner()).toBeInTheDocument();
  });
});

describe('a live read that differs from the published content only in who signed the records', () => {
  it('keeps the published result, as for a live read equal to it', async () => {
    const live = deferred<Member[]>();
    vi.mocked(listMembers).mockReturnValue(live.promise);
    const { result } = renderHook(
      () => usePublishedRead('members', listMembers, 'Failed to fetch members'),
      {
        wrapper: ({ children }) => (
          <PublishedPageContext value={published({ members: [asha] })}>
            {children}
          </PublishedPageContext>
        ),
      },
    );
    const shown = result.current;
    expect(shown).toEqual({ status: 'ready', data: [asha] });
    await act(async () => live.resolve([{ ...asha, createdBy: 'uid-anita', updatedBy: 'uid-ravi' }]));
    expect(listMembers).toHaveBeenCalled();
    expect(result.current).toBe(shown);
  });
});

describe('the hydration check', () => {
  it('notices built markup that the first render does not match', async () => {
    vi.mocked(listMembers).mockReturnValue(new Promise(() => {}));
    const container = builtPage(inPage(published({ members: [asha, ravi] }), <MembersList />));
    // The browser without that content renders a spinner where the build rendered the members.
    expect(await hydrate(container, inPage(UNPUBLISHED, <MembersList />))).not.toEqual([]);
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
    expect(monthHeading(container)).toBe('January 2027');
    const { first, last } = monthGridRange(JANUARY);
    expect(listProgrammesBetween).toHaveBeenCalledWith(first, last);
    expect(within(container).getByText('Loading...')).toBeInTheDocument();
    await act(async () => january.resolve([newYear]));
    expect(within(container).queryByText('Loading...')).toBeNull();
    expect(within(container).getAllByRole('link', { name: 'New Year Prayer' })).not.toEqual([]);
    expect(container.textContent).not.toContain('Archdiocesan Youth Day');
  });

  it('without ?month=, stays on the published month, with its programme at once', async () => {
    vi.mocked(listProgrammesBetween).mockReturnValue(new Promise(() => {}));
    const container = builtPage(inPage(page(), <CalendarPage />, '/calendar'));
    expect(await hydrate(container, inPage(page(), <CalendarPage />, '/calendar'))).toEqual([]);
    expect(monthHeading(container)).toBe('November 2026');
    expect(within(container).queryByText('Loading...')).toBeNull();
    expect(
      within(container).getAllByRole('link', { name: 'Archdiocesan Youth Day' }).length,
    ).toBeGreaterThan(0);
    const { first, last } = monthGridRange(NOVEMBER);
    expect(listProgrammesBetween).toHaveBeenCalledWith(first, last);
  });
});

describe('the build renders a page with its reads (renderPage with a publish)', () => {
  const publish = (): Publish => ({
    today: PUBLISHED_TODAY,
    site: { details: BUILT_IN_SITE_DETAILS, banner: BUILT_IN_BANNER },
    started: new Map(),
  });

  it('writes the content it read into the markup, and returns the reads for the data block', async () => {
    vi.mocked(listGallery).mockResolvedValue([rally, camp]);
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
    expect(parsePublishedJson(publishedJson(reads))).toEqual({ gallery: [rally, camp] });
  });

  it('reads for the publish date, once for pages that share a read', async () => {
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([youthDay]);
    vi.mocked(listPastProgrammes).mockResolvedValue([lent]);
    const shared = publish();
    const first = await renderPage('/programmes', ROUTES, shared);
    const second = await renderPage('/programmes', ROUTES, shared);
    expect(listUpcomingProgrammes).toHaveBeenCalledTimes(1);
    expect(listUpcomingProgrammes).toHaveBeenCalledWith(PUBLISHED_TODAY);
    expect(second.reads).toEqual(first.reads);
    expect(first.reads).toEqual({ 'programmes/lists': [[youthDay], [lent]] });
  });

  it("returns reads whose data block names nobody who signed the records", async () => {
    const signed = { createdBy: 'uid-anita', updatedBy: 'uid-ravi' };
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([{ ...youthDay, ...signed }]);
    vi.mocked(listPastProgrammes).mockResolvedValue([{ ...lent, createdBy: 'uid-anita' }]);
    const { reads } = await renderPage('/programmes', ROUTES, publish());
    const block = publishedJson({ today: PUBLISHED_TODAY, reads });
    for (const text of ['uid-anita', 'uid-ravi', 'createdBy', 'updatedBy'])
      expect(block).not.toContain(text);
    expect(parsePublishedJson(block)).toEqual({
      today: PUBLISHED_TODAY,
      reads: { 'programmes/lists': [[youthDay], [lent]] },
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
      vi.mocked(listPastProgrammes).mockResolvedValue([]);
      vi.mocked(listProgrammesBetween).mockResolvedValue([odd]);
      const page = inDocument((await renderPage(path, ROUTES, publish())).html);
      const links = within(page).getAllByRole('link', { name: 'Praise\uFFFD night' });
      for (const link of links)
        expect(link).toHaveAttribute('href', `/programmes/praise${replaced}night`);
    });

    it("is rendered into its own page, with U+FFFD in its Google Calendar link", async () => {
      vi.mocked(getProgramme).mockResolvedValue({ ...odd, id: 'praise-night' });
      const page = inDocument((await renderPage('/programmes/praise-night', ROUTES, publish())).html);
      expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Praise\uFFFD night');
      expect(
        within(page).getByRole('link', { name: /^Google Calendar/ }),
      ).toHaveAttribute('href', expect.stringContaining(`text=Praise${replaced}%20night`));
    });
  });

  it('stops when a read fails, instead of publishing the page without its content', async () => {
    vi.mocked(listMembers).mockRejectedValue(new Error('Firestore unreachable'));
    vi.mocked(listGallery).mockResolvedValue([rally]);
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([]);
    await expect(renderPage('/', ROUTES, publish())).rejects.toThrow('Firestore unreachable');
  });
});
