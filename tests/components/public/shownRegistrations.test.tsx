/**
 * 'Register' on the programme cards of a published page (the home page's 'Upcoming Programmes'
 * and /programmes): which cards take registrations here comes with the page, and the page asks
 * Firestore once a view, for all its cards at once (listProgrammeRegistrations), once it knows
 * its programmes are current: after the change marker when nothing changed, after the live read of
 * the programmes when they changed, at once on a page without published content. The services
 * are mocked at their module boundary (the change marker and the registrations by
 * tests/setup/visit.ts), the visitor's clock at Tuesday 24 November 2026, 10:00, the day of the
 * publish.
 */
import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpcomingProgrammesStrip } from '../../../src/components/UpcomingProgrammesStrip';
import {
  PublishedPageContext,
  UNPUBLISHED,
  publishedPage,
  type PublishedPage,
} from '../../../src/components/published';
import { parsePublishedJson, publishedJson, type PublishedContent } from '../../../src/domain/published';
import type { ProgrammeRegistration } from '../../../src/domain/registration/registrations';
import {
  STAMPED_COLLECTIONS,
  type Changes,
  type ListPage,
  type Programme,
} from '../../../src/domain/types';
import { ProgrammesPage } from '../../../src/pages/ProgrammesPage';
import { readChanges } from '../../../src/services/changes';
import { listProgrammeRegistrations } from '../../../src/services/registration/programmeRegistration';
import { listPastProgrammesPage, listUpcomingProgrammes } from '../../../src/services/programmes';

vi.mock('../../../src/services/programmes', () => ({
  listUpcomingProgrammes: vi.fn(),
  listPastProgrammesPage: vi.fn(),
  listProgrammesBetween: vi.fn(),
  getProgramme: vi.fn(),
}));

const PUBLISHED_TODAY = '2026-11-24';
const PUBLISHED_CHANGES: Changes = Object.fromEntries(
  STAMPED_COLLECTIONS.map((name) => [name, new Date('2026-11-23T12:00:00.000Z')]),
);
/** The marker after a programme was written since the publish. */
const PROGRAMMES_WRITTEN: Changes = {
  ...PUBLISHED_CHANGES,
  events: new Date('2026-11-24T06:30:00.000Z'),
};

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
const youthDay = programme('youth-day', 'Archdiocesan Youth Day', '2026-11-28');
const advent = programme('advent', 'Advent Retreat', '2026-12-05');
const newYear = programme('new-year', 'New Year Prayer', '2027-01-01');
const lent = programme('lent', 'Lenten Retreat', '2026-03-01');

/** A programme's registration here, open until 1 December with 40 places, 28 taken. */
const openFor = (programmeId: string, change: Partial<ProgrammeRegistration> = {}) => ({
  programmeId,
  open: true,
  closesOn: '2026-12-01',
  capacity: 40,
  minAge: null,
  maxAge: null,
  fee: '',
  questions: [],
  confirmed: 28,
  waiting: 0,
  nextWait: 1,
  lastChange: 'r28',
  ...change,
});

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

/** Runs `change` and lets every read it starts, and the render that shows it, finish. */
const settle = (change: () => void = () => {}) =>
  act(async () => {
    change();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const onePage = <T,>(items: T[]): ListPage<T> => ({ items, next: null });

/** A page with cards of upcoming programmes, as the publish writes it and the visitor reads it. */
interface CardPage {
  name: string;
  ui: ReactElement;
  path: string;
  /** The page's published content: its upcoming programmes, and which took registrations here. */
  published: (upcoming: Programme[], registering: Record<string, boolean>) => PublishedPage;
  /** Makes the live read of its programmes answer `upcoming` when `answer` resolves. */
  readLive: (answer: Promise<Programme[]>) => void;
}

const content = (reads: Record<string, unknown>): PublishedPage =>
  publishedPage(
    parsePublishedJson(
      publishedJson({ today: PUBLISHED_TODAY, changes: PUBLISHED_CHANGES, reads }),
    ) as PublishedContent,
  );

const PAGES: CardPage[] = [
  {
    name: 'the home page',
    ui: <UpcomingProgrammesStrip />,
    path: '/',
    published: (upcoming, registering) =>
      content({ 'programmes/upcoming': upcoming, 'registering/home': registering }),
    readLive: (answer) => vi.mocked(listUpcomingProgrammes).mockReturnValue(answer),
  },
  {
    name: '/programmes',
    ui: <ProgrammesPage />,
    path: '/programmes',
    published: (upcoming, registering) =>
      content({
        'programmes/lists': [upcoming, onePage([lent])],
        'registering/programmes': registering,
      }),
    readLive: (answer) => {
      vi.mocked(listUpcomingProgrammes).mockReturnValue(answer);
      vi.mocked(listPastProgrammesPage).mockResolvedValue(onePage([lent]));
    },
  },
];

const renderIn = (page: PublishedPage, { ui, path }: CardPage) =>
  render(
    <PublishedPageContext value={page}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </PublishedPageContext>,
  );

const upcomingList = () => screen.getByRole('region', { name: 'Upcoming Programmes' });
/** The card's 'Register' (to the form here), or null. */
const registerFor = (title: string) =>
  within(upcomingList()).queryByRole('link', { name: new RegExp(`^Register\\s*for ${title}$`) });
const placesBeside = (link: HTMLElement | null) =>
  link?.parentElement?.querySelector('.programme-places')?.textContent;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 24, 10, 0) });
  vi.mocked(readChanges).mockReset().mockResolvedValue(PUBLISHED_CHANGES);
  vi.mocked(listProgrammeRegistrations).mockReset().mockResolvedValue([]);
  // A live read of the programmes the test does not answer never answers.
  vi.mocked(listUpcomingProgrammes).mockReset().mockReturnValue(new Promise(() => {}));
  vi.mocked(listPastProgrammesPage).mockReset().mockReturnValue(new Promise(() => {}));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  warn.mockRestore();
});

describe.each(PAGES)('the cards of $name', (page) => {
  it("show 'Register' from the first paint, then read every card's places at once, after the change marker", async () => {
    const marker = deferred<Changes>();
    vi.mocked(readChanges).mockReturnValue(marker.promise);
    vi.mocked(listProgrammeRegistrations).mockResolvedValue([
      openFor('youth-day'),
      openFor('advent', { confirmed: 39 }),
    ]);
    renderIn(page.published([youthDay, advent], { 'youth-day': true, advent: true }), page);
    expect(registerFor('Archdiocesan Youth Day')).toBeInTheDocument();
    expect(placesBeside(registerFor('Advent Retreat'))).toBe('');
    // Nothing asked while the programmes may still be read again.
    await settle();
    expect(listProgrammeRegistrations).not.toHaveBeenCalled();

    await settle(() => marker.resolve(PUBLISHED_CHANGES));
    expect(listProgrammeRegistrations).toHaveBeenCalledTimes(1);
    expect(listProgrammeRegistrations).toHaveBeenCalledWith(['youth-day', 'advent']);
    expect(placesBeside(registerFor('Archdiocesan Youth Day'))).toBe('12 places left');
    expect(placesBeside(registerFor('Advent Retreat'))).toBe('1 place left');
  });

  it('read nothing of registrations when none took them here and nothing changed since the publish', async () => {
    renderIn(page.published([youthDay, advent], {}), page);
    await settle();
    await settle();
    expect(readChanges).toHaveBeenCalledTimes(1);
    expect(listProgrammeRegistrations).not.toHaveBeenCalled();
    expect(registerFor('Advent Retreat')).toBeNull();
  });

  it('once programmes were written since, wait for them, then read the cards shown once: one opened since gains Register, one closed since loses it', async () => {
    vi.mocked(readChanges).mockResolvedValue(PROGRAMMES_WRITTEN);
    const programmes = deferred<Programme[]>();
    page.readLive(programmes.promise);
    vi.mocked(listProgrammeRegistrations).mockResolvedValue([
      openFor('advent', { open: false }),
      openFor('new-year'),
    ]);
    renderIn(page.published([youthDay, advent], { advent: true }), page);
    await settle();
    // The published list stands while its live read is out: its registrations are not read yet.
    expect(registerFor('Advent Retreat')).toBeInTheDocument();
    expect(listProgrammeRegistrations).not.toHaveBeenCalled();

    await settle(() => programmes.resolve([youthDay, advent, newYear]));
    await settle();
    expect(listProgrammeRegistrations).toHaveBeenCalledTimes(1);
    expect(listProgrammeRegistrations).toHaveBeenCalledWith(['youth-day', 'advent', 'new-year']);
    expect(registerFor('New Year Prayer')).toBeInTheDocument();
    expect(placesBeside(registerFor('New Year Prayer'))).toBe('12 places left');
    expect(registerFor('Advent Retreat')).toBeNull();
  });

  it('without published content, read the cards once, for which take registrations and their places alike', async () => {
    page.readLive(Promise.resolve([youthDay, advent]));
    vi.mocked(listProgrammeRegistrations).mockResolvedValue([openFor('advent')]);
    renderIn(UNPUBLISHED, page);
    expect(
      await within(await screen.findByRole('region', { name: 'Upcoming Programmes' })).findByRole(
        'link',
        { name: /^Register\s*for Advent Retreat$/ },
      ),
    ).toBeInTheDocument();
    await settle();
    expect(listProgrammeRegistrations).toHaveBeenCalledTimes(1);
    expect(listProgrammeRegistrations).toHaveBeenCalledWith(['youth-day', 'advent']);
    expect(placesBeside(registerFor('Advent Retreat'))).toBe('12 places left');
  });

  it("log a failed read and keep 'Register' as published, without its places", async () => {
    const failure = new Error('offline');
    vi.mocked(listProgrammeRegistrations).mockRejectedValue(failure);
    renderIn(page.published([youthDay, advent], { advent: true }), page);
    await settle();
    await settle();
    expect(listProgrammeRegistrations).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Failed to read the places of the programmes', failure);
    expect(registerFor('Advent Retreat')).toBeInTheDocument();
    expect(placesBeside(registerFor('Advent Retreat'))).toBe('');
  });
});
