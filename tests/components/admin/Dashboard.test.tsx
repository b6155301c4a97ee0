import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dashboard } from '../../../src/admin/dashboard/Dashboard';
import type {
  GalleryImage,
  Member,
  Message,
  MessageKind,
  Programme,
} from '../../../src/domain/types';
import { PAGE_IDS, type SavedPage } from '../../../src/domain/editablePages';
import { readSavedPages } from '../../../src/services/pages';
import { readRecords } from '../../../src/services/records';
import { readSiteDetails } from '../../../src/services/siteDetails';
import { readCountsKept } from '../../../src/services/registration/programmeCounts';
import { listProgrammeRegistrations } from '../../../src/services/registration/programmeRegistration';
import { programmeRegistration as registration } from '../../fixtures/programmeRegistration';
import { PROFILE } from '../../../src/config/profile';
import { fillMissingSortYears } from '../../../src/services/sortYears';
import { listTrash, purgeExpiredTrash } from '../../../src/services/trash';
import { storedOf } from '../../fixtures/storedRecords';
import { deferred, findToast, renderScreen, setUpScreenTests, trashed } from './helpers';

// Every call of the services taken from ./serviceMocks is a mock; each test sets its answers.
vi.mock('../../../src/services/records', () => import('./serviceMocks/records'));
vi.mock('../../../src/services/trash', () => import('./serviceMocks/trash'));
vi.mock('../../../src/services/sortYears', () => ({ fillMissingSortYears: vi.fn() }));
vi.mock('../../../src/services/pages', () => ({ readSavedPages: vi.fn() }));
vi.mock('../../../src/services/siteDetails', () => ({ readSiteDetails: vi.fn() }));
vi.mock('../../../src/services/registration/programmeCounts', () => ({ readCountsKept: vi.fn() }));
vi.mock('../../../src/services/registration/programmeRegistration', () => ({
  listProgrammeRegistrations: vi.fn(),
}));

// The dashboard reads each screen's records through readRecords (an office bearer's messages by
// role); these stand for what each screen shows, written as the app uses its records.
const listMembers = vi.fn<() => Promise<Member[]>>();
const listMessages = vi.fn<(kind: MessageKind) => Promise<Message[]>>();
const listGallery = vi.fn<() => Promise<GalleryImage[]>>();
const listProgrammes = vi.fn<() => Promise<Programme[]>>();

const asStored = <T extends { id: string }>(
  collection: Parameters<typeof storedOf>[0],
  list: readonly T[],
) => list.map((record) => storedOf(collection, record));

const LOAD_FAILED = 'Failed to load the dashboard';

/** Tuesday 10 February 2026, noon on the admin's own clock. */
const NOW = new Date(2026, 1, 10, 12, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const before = (ms: number) => new Date(NOW.getTime() - ms);
const iso = (ms: number) => before(ms).toISOString();

const member = (name: string, start: number | null, over: Partial<Member> = {}): Member => ({
  id: name,
  name,
  role: 'Member',
  startYear: start,
  endYear: start && start + 2,
  imageUrl: '',
  createdAt: null,
  ...over,
});

const message = (kind: MessageKind, title: string, over: Partial<Message> = {}): Message => ({
  id: title,
  kind,
  year: '2023-2024',
  name: 'Fr. Name',
  title,
  fullMessage: 'Text',
  imageUrl: '',
  createdAt: null,
  ...over,
});

const image = (title: string, createdAt: Date | null = null): GalleryImage => ({
  id: title,
  title,
  imageUrl: `https://files/${title}.webp`,
  fileName: `${title}.webp`,
  createdAt,
});

const programme = (title: string, startDate: string, over: Partial<Programme> = {}): Programme => ({
  id: title,
  title,
  startDate,
  endDate: startDate,
  time: '',
  place: '',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: null,
  ...over,
});

const MEMBERS = [
  member('Anita', 2025, { createdAt: iso(3 * DAY) }),
  member('Ravi', 2025),
  member('Old', 2022, { createdAt: iso(400 * DAY), updatedAt: iso(5 * MINUTE) }),
  member('Older', 2019),
  member('Nobody', null),
];

const MESSAGES: Record<MessageKind, Message[]> = {
  bishop: [
    message('bishop', 'Walk together', { year: '2022-2023' }),
    message('bishop', 'Rise up', { year: '2024-2025', createdAt: iso(30 * 1000) }),
  ],
  youth_director: [message('youth_director', 'Be bold', { year: '2023-2024' })],
  associate_director: [],
  lady_animator: [
    message('lady_animator', 'Shine', {
      year: '2021-2022',
      createdAt: iso(90 * DAY),
      updatedAt: iso(65 * DAY),
    }),
  ],
};

const GALLERY = [image('Picnic', before(DAY)), ...'abcdefg'.split('').map((c) => image(c))];

/** What the Trash holds: two records deleted yesterday. */
const TRASH = [
  trashed('members', member('Gone', 2020), { deletedAt: before(DAY) }),
  trashed('gallery', image('Blurred'), { deletedAt: before(DAY) }),
];

const PROGRAMMES = [
  programme('Past camp', '2026-01-20'),
  programme('Youth Day', '2026-02-14', { createdAt: iso(2 * 60 * MINUTE) }),
  programme('Retreat', '2026-03-07'),
];

setUpScreenTests();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(readRecords).mockImplementation(async (collection, { where } = {}) => {
    switch (collection) {
      case 'members':
        return asStored(collection, await listMembers());
      case 'bishopMessages':
        return asStored(collection, await listMessages('bishop'));
      case 'officeBearerMessages':
        expect(where?.field).toBe('role');
        return asStored(collection, await listMessages(where?.equals as MessageKind));
      case 'gallery':
        return asStored(collection, await listGallery());
      case 'events':
        return asStored(collection, await listProgrammes());
      default:
        throw new Error(`The dashboard does not read ${collection}`);
    }
  });
  vi.mocked(purgeExpiredTrash).mockResolvedValue(0);
  vi.mocked(fillMissingSortYears).mockResolvedValue(0);
  vi.mocked(listTrash).mockResolvedValue(TRASH);
  vi.mocked(listMembers).mockResolvedValue(MEMBERS);
  vi.mocked(listMessages).mockImplementation(async (kind) => MESSAGES[kind]);
  vi.mocked(listGallery).mockResolvedValue(GALLERY);
  vi.mocked(listProgrammes).mockResolvedValue(PROGRAMMES);
  vi.mocked(readSavedPages).mockResolvedValue([]);
  vi.mocked(readSiteDetails).mockResolvedValue(null);
  vi.mocked(listProgrammeRegistrations).mockResolvedValue([]);
  // Every programme that ended has its counts, or took no registrations here.
  vi.mocked(readCountsKept).mockImplementation(async (ids) => ({
    taking: new Set(ids),
    counted: new Set(ids),
  }));
});

afterEach(() => {
  vi.useRealTimers();
});

const region = (name: string) => screen.getByRole('region', { name });

async function show() {
  renderScreen(<Dashboard />, '/admin/dashboard');
  await screen.findByRole('region', { name: 'Recent changes' });
}

/** The text of an element as seen: blocks apart, and without what is hidden (closed tooltips). */
function shownText(element: HTMLElement) {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[hidden]').forEach((hidden) => hidden.remove());
  copy.querySelectorAll('div').forEach((block) => block.append(' '));
  return copy.textContent?.replace(/\s+/g, ' ').trim();
}

/** The toasts that read LOAD_FAILED. */
const failureToasts = () =>
  screen.queryAllByText(LOAD_FAILED).filter((el) => el.closest('.Toastify'));

describe('loading', () => {
  it('gives messages stored before sortYear theirs, and says nothing when that fails', async () => {
    const error = new Error('refused');
    vi.mocked(fillMissingSortYears).mockRejectedValue(error);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await show();
    expect(fillMissingSortYears).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(error);
    expect(failureToasts()).toEqual([]);
    expect(region('Members')).toBeInTheDocument();
  });

  it('reads everything at once, with a spinner until all has come, and quick actions at once', async () => {
    const members = deferred<Member[]>();
    vi.mocked(listMembers).mockReturnValue(members.promise);
    renderScreen(<Dashboard />, '/admin/dashboard');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('link', { name: 'Add a member' })).toBeInTheDocument();
    // Every read has started while the first one is still under way.
    expect(listMembers).toHaveBeenCalledTimes(1);
    expect(listGallery).toHaveBeenCalledTimes(1);
    expect(listProgrammes).toHaveBeenCalledTimes(1);
    expect(vi.mocked(listMessages).mock.calls.map(([kind]) => kind)).toEqual([
      'bishop',
      'youth_director',
      'associate_director',
      'lady_animator',
    ]);
    await act(async () => {}); // the other reads answer; the members one has not
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument();

    await act(async () => members.resolve(MEMBERS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(region('Members')).toBeInTheDocument();
  });

  it('reads once only', async () => {
    await show();
    expect(listMembers).toHaveBeenCalledTimes(1);
    expect(listMessages).toHaveBeenCalledTimes(4);
  });

  it('says nothing when a screen left before the reads end fails them', async () => {
    const members = deferred<Member[]>();
    vi.mocked(listMembers).mockReturnValue(members.promise);
    const { unmount } = renderScreen(<Dashboard />, '/admin/dashboard');
    unmount();
    await act(async () => members.reject(new Error('offline')));
    expect(failureToasts()).toHaveLength(0);
  });
});

describe('the tiles', () => {
  it('Members: how many, and the newest term with its count, linking to the members screen', async () => {
    await show();
    const tile = region('Members');
    expect(within(tile).getByRole('heading', { level: 2, name: 'Members' })).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'href',
      '/admin/members',
    );
    expect(within(tile).getByText('5 members')).toBeInTheDocument();
    expect(within(tile).getByText('Newest term')).toBeInTheDocument();
    expect(within(tile).getByText('2025 - 2027: 2 members')).toBeInTheDocument();
  });

  it('Members: one member, and none with a term', async () => {
    vi.mocked(listMembers).mockResolvedValue([member('Nobody', null)]);
    await show();
    const tile = region('Members');
    expect(within(tile).getByText('1 member')).toBeInTheDocument();
    expect(within(tile).getByText('No member has a term yet.')).toBeInTheDocument();
  });

  it('Messages: each kind by its admin label, with its count and newest year, linking to its screen', async () => {
    await show();
    const tile = region('Messages');
    const rows = within(tile)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]);
    expect(rows).toEqual([
      ['Archbishop', '2', '2024-2025'],
      ['Youth Director', '1', '2023-2024'],
      ['Associate Director', '0', 'none'],
      ['Lady Animator', '1', '2021-2022'],
    ]);
    expect(
      within(tile)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Archbishop', '/admin/bishop'],
      ['Youth Director', '/admin/youth-director'],
      ['Associate Director', '/admin/associate-director'],
      ['Lady Animator', '/admin/lady-animator'],
    ]);
  });

  it('Gallery: how many images, linking to the gallery screen', async () => {
    await show();
    const tile = region('Gallery');
    expect(within(tile).getByText('8 images')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Gallery' })).toHaveAttribute(
      'href',
      '/admin/gallery',
    );
  });

  it('Gallery: one image', async () => {
    vi.mocked(listGallery).mockResolvedValue([image('Only')]);
    await show();
    expect(within(region('Gallery')).getByText('1 image')).toBeInTheDocument();
  });

  it("Events: how many upcoming from the admin's date, and the next one's title and dates", async () => {
    await show();
    const tile = region('Events');
    expect(within(tile).getByText('2 upcoming events')).toBeInTheDocument();
    expect(within(tile).getByText('Next')).toBeInTheDocument();
    expect(within(tile).getByText('Youth Day')).toBeInTheDocument();
    expect(within(tile).getByText('Sat 14 Feb 2026')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'href',
      '/admin/events',
    );
  });

  it('Events: one going on today is upcoming; with none to come it says so', async () => {
    vi.mocked(listProgrammes).mockResolvedValue([programme('Today', '2026-02-10')]);
    await show();
    expect(within(region('Events')).getByText('1 upcoming event')).toBeInTheDocument();
    expect(within(region('Events')).getByText('Tue 10 Feb 2026')).toBeInTheDocument();
  });

  it('shows zeros for empty lists, which are no failure', async () => {
    vi.mocked(listMembers).mockResolvedValue([]);
    vi.mocked(listMessages).mockResolvedValue([]);
    vi.mocked(listGallery).mockResolvedValue([]);
    vi.mocked(listProgrammes).mockResolvedValue([]);
    await show();
    expect(within(region('Members')).getByText('0 members')).toBeInTheDocument();
    expect(within(region('Gallery')).getByText('0 images')).toBeInTheDocument();
    expect(within(region('Events')).getByText('0 upcoming events')).toBeInTheDocument();
    expect(within(region('Events')).getByText('Nothing planned yet.')).toBeInTheDocument();
    expect(within(region('Recent changes')).getByText('No changes yet.')).toBeInTheDocument();
    expect(screen.queryByText('not available')).not.toBeInTheDocument();
    expect(failureToasts()).toHaveLength(0);
  });

  it('titles every tile and section with an h2 under the page h1', async () => {
    await show();
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H2', 'Quick actions'],
      ['H2', 'Members'],
      ['H2', 'Messages'],
      ['H2', 'Gallery'],
      ['H2', 'Events'],
      ['H2', 'Trash'],
      ['H2', 'Recent changes'],
      ['H2', 'Not yet in Hindi'],
    ]);
  });
});

describe('recent changes', () => {
  const rows = () =>
    within(region('Recent changes'))
      .getAllByRole('listitem')
      .map((item) => shownText(item));

  it('lists what was added or edited, newest first, across every collection; undated records left out', async () => {
    await show();
    expect(rows()).toEqual([
      'Archbishop message Rise up Added just now',
      'Member Old Edited 5 minutes ago',
      'Event Youth Day Added 2 hours ago',
      'Gallery image Picnic Added yesterday',
      'Member Anita Added 3 days ago',
      'Lady Animator message Shine Edited 2 months ago',
    ]);
  });

  it("names who made each change when the team knows them; no 'by' without an author, or for one the app cannot name", async () => {
    vi.mocked(listMembers).mockResolvedValue([
      member('Anita', 2025, { createdAt: iso(3 * DAY), createdBy: 'uid-ravi' }),
      member('Old', 2022, {
        createdAt: iso(400 * DAY),
        createdBy: 'uid-ravi',
        updatedAt: iso(5 * MINUTE),
        updatedBy: 'uid-bea',
      }),
      member('Ravi', 2025, { createdAt: iso(DAY), createdBy: 'uid-unknown' }),
    ]);
    vi.mocked(listMessages).mockImplementation(async (kind) =>
      kind === 'bishop'
        ? // Edited before edits were signed: its adder did not make that change.
          [
            message('bishop', 'Rise up', {
              createdAt: iso(2 * DAY),
              createdBy: 'uid-anita',
              updatedAt: iso(30 * MINUTE),
            }),
          ]
        : [],
    );
    vi.mocked(listGallery).mockResolvedValue([
      { ...image('Picnic', before(2 * 60 * MINUTE)), createdBy: 'uid-anita' },
    ]);
    vi.mocked(listProgrammes).mockResolvedValue([]);
    await show();
    expect(rows()).toEqual([
      'Member Old Edited 5 minutes ago by Bea',
      'Archbishop message Rise up Edited 30 minutes ago',
      'Gallery image Picnic Added 2 hours ago by Anita',
      'Member Ravi Added yesterday',
      'Member Anita Added 3 days ago by Ravi',
    ]);
  });

  it("links each to its collection's screen", async () => {
    await show();
    const links = within(region('Recent changes'))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Rise up', '/admin/bishop'],
      ['Old', '/admin/members'],
      ['Youth Day', '/admin/events'],
      ['Picnic', '/admin/gallery'],
      ['Anita', '/admin/members'],
      ['Shine', '/admin/lady-animator'],
    ]);
  });

  it('shows ten at most', async () => {
    vi.mocked(listMembers).mockResolvedValue(
      Array.from({ length: 14 }, (_, i) =>
        member(`M${i + 1}`, 2025, { createdAt: iso((i + 1) * DAY) }),
      ),
    );
    vi.mocked(listMessages).mockResolvedValue([]);
    vi.mocked(listGallery).mockResolvedValue([]);
    vi.mocked(listProgrammes).mockResolvedValue([]);
    await show();
    const names = within(region('Recent changes'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7', 'M8', 'M9', 'M10']);
  });

  it('marks each time up with its machine date, and describes it with the exact date and time', async () => {
    await show();
    const time = within(region('Recent changes')).getByText('3 days ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', iso(3 * DAY));
    expect(time).toHaveAttribute('tabindex', '0');
    expect(time).toHaveAccessibleDescription('Sat 7 Feb 2026, 12:00 PM');
  });

  it('shows the exact date and time on keyboard focus, hides it on Escape and on leaving', async () => {
    const user = userEvent.setup();
    await show();
    const time = within(region('Recent changes')).getByText('3 days ago');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // Tab past the quick actions and the tiles' links to this time.
    for (let tabs = 0; document.activeElement !== time && tabs < 40; tabs++) await user.tab();
    expect(time).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sat 7 Feb 2026, 12:00 PM');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    await user.tab({ shift: true });
    expect(time).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sat 7 Feb 2026, 12:00 PM');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the exact date and time on hover, while the pointer stays on it', async () => {
    const user = userEvent.setup();
    await show();
    const time = within(region('Recent changes')).getByText('yesterday');
    await user.hover(time);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Mon 9 Feb 2026, 12:00 PM');
    await user.hover(tooltip);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.unhover(tooltip);
    await user.hover(time);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.unhover(time);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('the Trash tile', () => {
  it('says how many items the Trash holds, linking to the Trash in Settings', async () => {
    await show();
    const tile = region('Trash');
    expect(within(tile).getByText('2 items')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Trash' })).toHaveAttribute(
      'href',
      '/admin/settings/trash#trash',
    );
    expect(
      within(tile).getByText('Deleted records wait there for 30 days, then go for good.'),
    ).toBeInTheDocument();
  });

  it('says 0 items for an empty Trash, and 1 item for one', async () => {
    vi.mocked(listTrash).mockResolvedValue([]);
    await show();
    expect(within(region('Trash')).getByText('0 items')).toBeInTheDocument();
    cleanup();
    vi.mocked(listTrash).mockResolvedValue(TRASH.slice(0, 1));
    await show();
    expect(within(region('Trash')).getByText('1 item')).toBeInTheDocument();
  });

  it('lets the expired items go, once, before it counts', async () => {
    await show();
    expect(purgeExpiredTrash).toHaveBeenCalledTimes(1);
    expect(listTrash).toHaveBeenCalledTimes(1);
    expect(vi.mocked(purgeExpiredTrash).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(listTrash).mock.invocationCallOrder[0] as number,
    );
  });

  it('only logs a purge that fails, and counts the Trash all the same', async () => {
    const failure = new Error('offline');
    vi.mocked(purgeExpiredTrash).mockRejectedValue(failure);
    await show();
    expect(within(region('Trash')).getByText('2 items')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'Could not delete the expired items of the Trash',
      failure,
    );
    expect(failureToasts()).toHaveLength(0);
  });

  it('a Trash that cannot be read: the one toast, and a dash on its tile only', async () => {
    vi.mocked(listTrash).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    await show();
    await findToast(LOAD_FAILED);
    expect(failureToasts()).toHaveLength(1);
    const figure = within(region('Trash')).getByText('not available').closest('p');
    expect(figure).toHaveTextContent(/^–not available$/);
    expect(within(region('Members')).getByText('5 members')).toBeInTheDocument();
    expect(
      within(region('Recent changes')).queryByText(
        'Records that could not be read are not listed.',
      ),
    ).not.toBeInTheDocument();
  });
});

describe('quick actions', () => {
  it.each([
    ['Add a member', '/admin/members?new=1'],
    ['Add a message', '/admin/bishop?new=1'],
    ['Add an event', '/admin/events?new=1'],
    // The gallery's upload form is always open, first on its screen.
    ['Upload an image', '/admin/gallery'],
  ])('%s → %s', async (label, href) => {
    await show();
    const actions = region('Quick actions');
    expect(within(actions).getByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});

describe('a read that fails', () => {
  const TILES = ['Members', 'Messages', 'Gallery', 'Events'];
  const MESSAGE_PATHS: Record<MessageKind, string> = {
    bishop: '/admin/bishop',
    youth_director: '/admin/youth-director',
    associate_director: '/admin/associate-director',
    lady_animator: '/admin/lady-animator',
  };
  const KINDS = Object.keys(MESSAGE_PATHS) as MessageKind[];

  /** The tiles that show a dash. */
  const dashed = () =>
    TILES.filter((name) => within(region(name)).queryAllByText('not available').length > 0);

  it.each<[string, () => void, string]>([
    ['members', () => vi.mocked(listMembers).mockRejectedValue(new Error('x')), 'Members'],
    ['gallery', () => vi.mocked(listGallery).mockRejectedValue(new Error('x')), 'Gallery'],
    ['events', () => vi.mocked(listProgrammes).mockRejectedValue(new Error('x')), 'Events'],
  ])('%s: one toast, a dash on that tile only', async (_, fail, tile) => {
    fail();
    await show();
    await findToast(LOAD_FAILED);
    expect(failureToasts()).toHaveLength(1);
    expect(dashed()).toEqual([tile]);
    const figure = within(region(tile)).getByText('not available').closest('p');
    expect(figure).toHaveTextContent(/^–not available$/);
    expect(within(region(tile)).queryByText(/\d/)).not.toBeInTheDocument();
    expect(
      within(region('Recent changes')).getByText('Records that could not be read are not listed.'),
    ).toBeInTheDocument();
  });

  it.each(KINDS)('%s messages: one toast, a dash on that kind only', async (kind) => {
    vi.mocked(listMessages).mockImplementation(async (k) => {
      if (k === kind) throw new Error('Missing or insufficient permissions.');
      return MESSAGES[k];
    });
    await show();
    await findToast(LOAD_FAILED);
    expect(failureToasts()).toHaveLength(1);
    expect(dashed()).toEqual(['Messages']);
    const rows = within(region('Messages')).getAllByRole('row').slice(1);
    const failedRows = rows.filter((row) => within(row).queryAllByText('not available').length);
    expect(failedRows).toHaveLength(1);
    expect(failedRows[0]).toHaveTextContent(/–not available–not available$/);
    expect(within(region('Members')).getByText('5 members')).toBeInTheDocument();
    // Its messages are not among the recent changes; the others still are.
    const hrefs = within(region('Recent changes'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain(MESSAGE_PATHS[kind]);
    expect(hrefs).toContain('/admin/members');
  });

  it('every read failing: one toast, a dash on every tile and on recent changes, no zero anywhere', async () => {
    const offline = new Error('offline');
    vi.mocked(listMembers).mockRejectedValue(offline);
    vi.mocked(listMessages).mockRejectedValue(offline);
    vi.mocked(listGallery).mockRejectedValue(offline);
    vi.mocked(listProgrammes).mockRejectedValue(offline);
    await show();
    await findToast(LOAD_FAILED);
    await waitFor(() => expect(console.error).toHaveBeenCalledTimes(7));
    expect(failureToasts()).toHaveLength(1);
    expect(dashed()).toEqual(TILES);
    expect(within(region('Messages')).getAllByText('not available')).toHaveLength(8);
    expect(within(region('Recent changes')).getByText('not available')).toBeInTheDocument();
    expect(screen.queryByText('No changes yet.')).not.toBeInTheDocument();
    for (const name of TILES)
      expect(within(region(name)).queryByText(/\d/)).not.toBeInTheDocument();
    // The quick actions need no read.
    expect(screen.getByRole('link', { name: 'Add a member' })).toBeInTheDocument();
  });
});

describe('not yet in Hindi', () => {
  const page = (id: SavedPage['id'], over: Partial<SavedPage> = {}): SavedPage => ({
    id,
    title: id,
    description: `About ${id}`,
    body: `The ${id} page.`,
    titleHi: `${id} हिंदी में`,
    descriptionHi: `${id} के बारे में`,
    bodyHi: `${id} का पेज।`,
    version: 1,
    updatedAt: null,
    updatedBy: 'admin',
    ...over,
  });
  const allPagesInHindi = PAGE_IDS.map((id) => page(id));
  const inHindi = { titleHi: 'हिंदी शीर्षक', fullMessageHi: 'हिंदी संदेश' };

  /** The rows of the list, as seen: kind, name, what has no Hindi. */
  const rows = () =>
    within(region('Not yet in Hindi'))
      .queryAllByRole('listitem')
      .map((row) => shownText(row));

  it('lists what the public reads in English on the Hindi site, linking to where its Hindi is given', async () => {
    vi.mocked(listProgrammes).mockResolvedValue([
      programme('Past camp', '2026-01-20'),
      programme('Youth Day', '2026-02-14', { place: 'Agra', titleHi: 'युवा दिवस' }),
      programme('Retreat', '2026-03-07', {
        place: 'Mathura',
        titleHi: 'रिट्रीट',
        placeHi: 'मथुरा',
      }),
    ]);
    vi.mocked(listMessages).mockImplementation(async (kind) =>
      kind === 'bishop'
        ? [
            message('bishop', 'Rise up', { year: '2024-2025', titleHi: 'उठो' }),
            message('bishop', 'Walk together', { year: '2022-2023', ...inHindi }),
          ]
        : [],
    );
    vi.mocked(readSavedPages).mockResolvedValue([
      ...allPagesInHindi.filter((p) => p.id !== 'history' && p.id !== 'vision'),
      page('vision', { bodyHi: '', descriptionHi: '  ' }),
    ]);
    vi.mocked(readSiteDetails).mockResolvedValue({
      ...PROFILE.siteDetails,
      aboutHi: '',
      id: 'site',
      updatedAt: null,
      updatedBy: 'admin',
    } as Awaited<ReturnType<typeof readSiteDetails>>);
    vi.mocked(listGallery).mockResolvedValue([
      { ...image('Picnic'), titleHi: 'पिकनिक' },
      image('Vigil'),
      image('Rally'),
    ]);
    await show();

    expect(rows()).toEqual([
      'Programme Youth Day No Hindi place',
      'Archbishop Rise up (2024-2025) No Hindi message',
      'Page History No Hindi title, description, text',
      'Page Vision No Hindi description, text',
      'Site details The footer No Hindi about text',
    ]);
    const hindi = within(region('Not yet in Hindi'));
    expect(hindi.getByRole('link', { name: 'Youth Day' })).toHaveAttribute('href', '/admin/events');
    expect(hindi.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/admin/pages/history',
    );
    expect(hindi.getByRole('link', { name: 'The footer' })).toHaveAttribute(
      'href',
      '/admin/settings/site-details',
    );
    expect(region('Not yet in Hindi')).toHaveTextContent(
      "2 photos of 3 have no Hindi title: a photo's Hindi title is given when it is uploaded.",
    );
  });

  it('says so when everything the public reads has its Hindi', async () => {
    vi.mocked(listProgrammes).mockResolvedValue([
      programme('Past camp', '2026-01-20'),
      programme('Retreat', '2026-03-07', { titleHi: 'रिट्रीट' }),
    ]);
    vi.mocked(listMessages).mockImplementation(async (kind) =>
      kind === 'bishop' ? [message('bishop', 'Rise up', inHindi)] : [],
    );
    vi.mocked(readSavedPages).mockResolvedValue(allPagesInHindi);
    vi.mocked(readSiteDetails).mockResolvedValue({
      ...PROFILE.siteDetails,
      aboutHi: 'युवा आयोग के बारे में',
    } as Awaited<ReturnType<typeof readSiteDetails>>);
    vi.mocked(listGallery).mockResolvedValue([{ ...image('Picnic'), titleHi: 'पिकनिक' }]);
    await show();
    expect(rows()).toEqual([]);
    expect(region('Not yet in Hindi')).toHaveTextContent(
      'Everything the public reads has its Hindi.',
    );
  });

  describe('the registration of a programme to come', () => {
    const inHindiProgrammes = () =>
      vi
        .mocked(listProgrammes)
        .mockResolvedValue([
          programme('Past camp', '2026-01-20'),
          programme('Youth Day', '2026-02-14', { titleHi: 'युवा दिवस' }),
          programme('Retreat', '2026-03-07', { titleHi: 'रिट्रीट' }),
        ]);

    it('lists its fee note and questions without Hindi, read for the programmes to come only', async () => {
      inHindiProgrammes();
      vi.mocked(listProgrammeRegistrations).mockResolvedValue([
        registration('Youth Day', {
          fee: 'Pay ₹100 at the venue',
          questions: [
            { id: 'q1', label: 'Your parish', kind: 'text', options: [] },
            {
              id: 'q2',
              label: 'T-shirt size',
              labelHi: 'टी-शर्ट का नाप',
              kind: 'choice',
              options: ['S', 'M'],
            },
          ],
        }),
        registration('Retreat', { fee: 'Free', feeHi: 'निःशुल्क' }),
      ]);
      await show();
      expect(listProgrammeRegistrations).toHaveBeenCalledWith(['Youth Day', 'Retreat']);
      expect(rows()).toContain(
        "Registration Youth Day No Hindi fee note, question 1, question 2's choices",
      );
      expect(rows().filter((row) => row?.startsWith('Registration'))).toHaveLength(1);
    });

    it('when it cannot be read: the one toast, and the list says so, the programmes still listed', async () => {
      vi.mocked(listProgrammes).mockResolvedValue([programme('Retreat', '2026-03-07')]);
      vi.mocked(listProgrammeRegistrations).mockRejectedValue(new Error('offline'));
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await show();
      expect(await findToast(LOAD_FAILED)).toBeInTheDocument();
      expect(region('Not yet in Hindi')).toHaveTextContent(
        "The programmes' registration settings could not be read.",
      );
      expect(rows()).toContain('Programme Retreat No Hindi title');
    });
  });

  it('a page never saved has no Hindi: its built-in text is English', async () => {
    vi.mocked(readSavedPages).mockResolvedValue(allPagesInHindi.filter((p) => p.id !== 'mission'));
    await show();
    expect(rows()).toContain('Page Mission No Hindi title, description, text');
  });

  it('pages that cannot be read: the one toast, and the list says so without them', async () => {
    vi.mocked(readSavedPages).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await show();
    expect(await findToast(LOAD_FAILED)).toBeInTheDocument();
    expect(region('Not yet in Hindi')).toHaveTextContent('The pages of text could not be read.');
    expect(rows().some((row) => row?.startsWith('Page '))).toBe(false);
    expect(rows()).toContain('Site details The footer No Hindi about text');
  });
});

describe('counts to keep', () => {
  // 'Past camp' ended on 20 Jan 2026 and took registrations; today is 10 Feb 2026.
  const overdue = () =>
    vi.mocked(readCountsKept).mockResolvedValue({
      taking: new Set(['Past camp', 'Old camp']),
      counted: new Set(),
    });

  it('says nothing while every ended programme has its counts', async () => {
    await show();
    await waitFor(() => expect(readCountsKept).toHaveBeenCalledWith(['Past camp']));
    expect(screen.queryByRole('region', { name: 'Counts to keep' })).not.toBeInTheDocument();
  });

  it('lists each ended programme without counts, the most urgent first, linking to its registrations', async () => {
    vi.mocked(listProgrammes).mockResolvedValue([
      ...PROGRAMMES,
      // Ended yesterday: the nightly count has not run yet, so not overdue.
      programme('Yesterday', '2026-02-09'),
      programme('Old camp', '2025-03-01', { endDate: '2025-03-02' }),
      // Its registrations are going: too late to count.
      programme('Too old', '2025-01-01'),
    ]);
    overdue();
    await show();
    const section = await screen.findByRole('region', { name: 'Counts to keep' });
    expect(readCountsKept).toHaveBeenCalledWith(['Past camp', 'Yesterday', 'Old camp']);
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((row) => shownText(row)),
    ).toEqual([
      'Programme Old camp Ended Sun 2 Mar 2025; keep by Mon 23 Feb 2026',
      'Programme Past camp Ended Tue 20 Jan 2026; keep by Wed 13 Jan 2027',
    ]);
    expect(within(section).getByRole('link', { name: 'Past camp' })).toHaveAttribute(
      'href',
      '/admin/events/Past%20camp/registrations',
    );
    expect(section).toHaveTextContent(
      'open each one’s registrations to keep them now'.replace('’', "'"),
    );
  });

  it('says so when it cannot tell, never that nothing is missing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(readCountsKept).mockRejectedValue(new Error('offline'));
    await show();
    const section = await screen.findByRole('region', { name: 'Counts to keep' });
    expect(section).toHaveTextContent(
      'Whether every programme that ended has its counts kept could not be read.',
    );
    expect(logged).toHaveBeenCalledWith(
      'Whether the counts are kept could not be read',
      expect.any(Error),
    );
  });

  it('asks nothing when no programme has ended', async () => {
    vi.mocked(listProgrammes).mockResolvedValue([programme('Retreat', '2026-03-07')]);
    await show();
    expect(readCountsKept).not.toHaveBeenCalled();
  });
});
