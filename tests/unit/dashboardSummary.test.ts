import { describe, expect, it } from 'vitest';
import {
  dashboardSummary,
  dashboardTiles,
  membersTile,
  messageLines,
  programmesTile,
  readsFailed,
  termCountText,
  tileCount,
  type DashboardLists,
  DASHBOARD_READS,
  type DashboardReads,
} from '../../src/admin/dashboard/dashboardSummary';
import { recentChanges } from '../../src/admin/dashboard/recentChanges';
import {
  UNTITLED,
  exactDateTime,
  lastChange,
  relativeTime,
  type Authors,
} from '../../src/admin/flow/recordWords';
import { MESSAGES_GROUP } from '../../src/admin/sections';
import { countOf } from '../../src/domain/words';
import { MESSAGE_KIND_INFO } from '../../src/domain/messageKinds';
import { MESSAGE_KINDS } from '../../src/domain/types';
import { storedOf } from '../fixtures/storedRecords';
import type { GalleryImage, Member, Message, MessageKind, Programme } from '../../src/domain/types';

const member = (
  name: string,
  startYear: number | null,
  endYear: number | null,
  over: Partial<Member> = {},
): Member => ({
  id: name,
  name,
  role: 'Member',
  startYear,
  endYear,
  imageUrl: '',
  createdAt: '2024-01-01T00:00:00.000Z',
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
  createdAt: '2024-01-01T00:00:00.000Z',
  ...over,
});

const image = (title: string, createdAt: Date | null): GalleryImage => ({
  id: title,
  title,
  imageUrl: `https://files/${title}.webp`,
  fileName: `${title}.webp`,
  createdAt,
});

const programme = (title: string, over: Partial<Programme> = {}): Programme => ({
  id: title,
  title,
  startDate: '2026-02-14',
  endDate: '2026-02-14',
  time: '',
  place: '',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: '2024-01-01T00:00:00.000Z',
  ...over,
});

/** What the dashboard reads, as the app's records: the lists of its tiles, and the gallery's. */
type Lists = DashboardLists & { gallery: readonly GalleryImage[] | null };

const noMessages = { bishop: [], youth_director: [], associate_director: [], lady_animator: [] };

const lists = (over: Partial<Lists> = {}): Lists => ({
  members: [],
  messages: noMessages,
  gallery: [],
  programmes: [],
  ...over,
});

/** The gallery's tile of what was read. */
const galleryTile = (reads: DashboardReads) =>
  dashboardTiles(reads, new Set()).find((tile) => tile.title === 'Gallery')!;

/** What the dashboard reads, holding these lists: one read per screen. */
function recordsOf(l: Lists): DashboardReads {
  return DASHBOARD_READS.map((section) => {
    const { collection } = section.shows;
    const kind = MESSAGE_KINDS.find((k) => MESSAGE_KIND_INFO[k].slug === section.path);
    const list: readonly { id: string }[] | null = kind
      ? l.messages[kind]
      : collection === 'members'
        ? l.members
        : collection === 'gallery'
          ? l.gallery
          : l.programmes;
    return { section, records: list && list.map((record) => storedOf(collection, record)) };
  });
}

describe('countOf', () => {
  it.each<[number, string, string | undefined, string]>([
    [0, 'member', undefined, '0 members'],
    [1, 'member', undefined, '1 member'],
    [2, 'member', undefined, '2 members'],
    [1, 'upcoming event', undefined, '1 upcoming event'],
    [3, 'entry', 'entries', '3 entries'],
    [1, 'entry', 'entries', '1 entry'],
  ])('%i %s → %s', (count, one, many, expected) => {
    expect(countOf(count, one, many)).toBe(expected);
  });
});

describe('membersTile', () => {
  it.each<[string, Member[], string, string | null]>([
    ['no members', [], '0 members', null],
    ['one member', [member('a', 2025, 2027)], '1 member', '2025 - 2027: 1 member'],
    [
      'the newest start year wins, whatever the order read',
      [
        member('a', 2019, 2021),
        member('b', 2025, 2027),
        member('c', 2022, 2024),
        member('d', 2025, 2027),
      ],
      '4 members',
      '2025 - 2027: 2 members',
    ],
    [
      'a tie on the start year: the later end year, as the public page opens it',
      [member('short', 2025, 2026), member('long', 2025, 2027), member('long2', 2025, 2027)],
      '3 members',
      '2025 - 2027: 2 members',
    ],
    [
      'members with no period count in all but are no term',
      [member('none', null, null), member('old', 2019, 2021), member('none2', null, null)],
      '3 members',
      '2019 - 2021: 1 member',
    ],
    ['nobody has a term', [member('none', null, null)], '1 member', null],
    [
      'a member with one year served that year alone',
      [member('solo', 2026, null), member('pair', 2025, 2027)],
      '2 members',
      '2026 - 2026: 1 member',
    ],
  ])('%s', (_, members, total, term) => {
    const tile = membersTile(members);
    expect(countOf(tile.total, 'member')).toBe(total);
    expect(tile.newestTerm && termCountText(tile.newestTerm)).toBe(term);
  });
});

describe('messageLines', () => {
  it('gives each kind in the sidebar order with its label, screen, count and newest year', () => {
    const lines = messageLines({
      bishop: [
        message('bishop', 'old', { year: '2021-2022' }),
        message('bishop', 'new', { year: '2024-2025' }),
        message('bishop', 'mid', { year: '2023-2024' }),
      ],
      youth_director: [message('youth_director', 'only', { year: ' 2022-2023 ' })],
      associate_director: [],
      lady_animator: null,
    });
    expect(lines).toEqual([
      {
        kind: 'bishop',
        label: 'Archbishop',
        path: '/admin/bishop',
        stats: { count: 3, newestYear: '2024-2025' },
      },
      {
        kind: 'youth_director',
        label: 'Youth Director',
        path: '/admin/youth-director',
        stats: { count: 1, newestYear: '2022-2023' },
      },
      {
        kind: 'associate_director',
        label: 'Associate Director',
        path: '/admin/associate-director',
        stats: { count: 0, newestYear: null },
      },
      {
        kind: 'lady_animator',
        label: 'Lady Animator',
        path: '/admin/lady-animator',
        stats: null,
      },
    ]);
  });

  it.each<[string, Message[], string | null]>([
    [
      'free-text years go after real ones',
      [message('bishop', 'a', { year: 'Easter' }), message('bishop', 'b', { year: '2020-2021' })],
      '2020-2021',
    ],
    [
      'a tie on the year: the newest createdAt',
      [
        message('bishop', 'a', { year: '2024-2025 (i)', createdAt: '2024-01-01T00:00:00.000Z' }),
        message('bishop', 'b', { year: '2024-2025 (ii)', createdAt: '2024-06-01T00:00:00.000Z' }),
      ],
      '2024-2025 (ii)',
    ],
    ['a blank year is no year', [message('bishop', 'a', { year: '  ' })], null],
  ])('newest year: %s', (_, list, newestYear) => {
    const [bishop] = messageLines({ ...noMessages, bishop: list });
    expect(bishop?.stats?.newestYear).toBe(newestYear);
  });
});

describe('programmesTile', () => {
  const today = '2026-02-14';
  it.each<[string, Programme[], number, ProgrammesNext]>([
    ['no events', [], 0, null],
    ['only past ones', [programme('Gone', { startDate: '2026-02-13', endDate: '' })], 0, null],
    [
      'one going on today counts, and is next',
      [
        programme('Later', { startDate: '2026-03-01', endDate: '' }),
        programme('Camp', { startDate: '2026-02-12', endDate: '2026-02-14' }),
      ],
      2,
      { id: 'Camp', title: 'Camp', dates: '12–14 Feb 2026' },
    ],
    [
      'soonest first, whatever the order read',
      [
        programme('Youth Day', { startDate: '2026-04-20', endDate: '' }),
        programme('Retreat', { startDate: '2026-03-07', endDate: '' }),
        programme('Old', { startDate: '2025-01-01', endDate: '' }),
      ],
      2,
      { id: 'Retreat', title: 'Retreat', dates: 'Sat 7 Mar 2026' },
    ],
    [
      'the same day: by title',
      [
        programme('b walk', { startDate: '2026-03-07', endDate: '' }),
        programme('A talk', { startDate: '2026-03-07', endDate: '' }),
      ],
      2,
      { id: 'A talk', title: 'A talk', dates: 'Sat 7 Mar 2026' },
    ],
    [
      'an untitled one',
      [programme(' ', { startDate: '2026-03-07', endDate: '' })],
      1,
      { id: ' ', title: UNTITLED, dates: 'Sat 7 Mar 2026' },
    ],
  ])('%s', (_, programmes, upcoming, next) => {
    expect(programmesTile(programmes, today)).toEqual({ upcoming, next });
  });
});

type ProgrammesNext = ReturnType<typeof programmesTile>['next'];

describe('dashboardSummary', () => {
  it("takes today from the admin's local clock", () => {
    const tonight = new Date(2026, 1, 14, 23, 30); // 14 Feb, local time
    const summary = dashboardSummary(
      lists({ programmes: [programme('Today', { startDate: '2026-02-14', endDate: '' })] }),
      tonight,
    );
    expect(summary.programmes).toEqual({
      upcoming: 1,
      next: { id: 'Today', title: 'Today', dates: 'Sat 14 Feb 2026' },
    });
    const nextMorning = new Date(2026, 1, 15, 0, 30);
    expect(
      dashboardSummary(
        lists({ programmes: [programme('Today', { startDate: '2026-02-14', endDate: '' })] }),
        nextMorning,
      ).programmes,
    ).toEqual({ upcoming: 0, next: null });
  });

  it('gives null for each read that failed, and only for those', () => {
    const read: Lists = {
      members: null,
      messages: { ...noMessages, youth_director: null },
      gallery: [image('a', null), image('b', null)],
      programmes: null,
    };
    const reads = recordsOf(read);
    const summary = dashboardSummary(read, new Date(2026, 1, 14));
    expect(summary.members).toBeNull();
    expect(summary.programmes).toBeNull();
    expect(tileCount(galleryTile(reads))).toBe('2 images');
    expect(summary.messages.map((line) => line.stats)).toEqual([
      { count: 0, newestYear: null },
      null,
      { count: 0, newestYear: null },
      { count: 0, newestYear: null },
    ]);
  });

  it('an empty list is a zero, not a failure', () => {
    const summary = dashboardSummary(lists(), new Date(2026, 1, 14));
    expect(summary.members).toEqual({ total: 0, newestTerm: null });
    expect(tileCount(galleryTile(recordsOf(lists())))).toBe('0 images');
    expect(summary.programmes).toEqual({ upcoming: 0, next: null });
  });
});

describe('the tiles', () => {
  const MESSAGES_TOGETHER = new Set([MESSAGES_GROUP.id]);
  const tilesOf = (l: Lists, groups: ReadonlySet<string> = MESSAGES_TOGETHER) =>
    dashboardTiles(recordsOf(l), groups).map(({ id, title, path, reads }) => ({
      id,
      title,
      path,
      count: tileCount({ reads }),
      screens: reads.map((read) => read.section.path),
    }));

  it('are one per screen that shows records, a group the dashboard draws sharing one, in the order of the reads', () => {
    expect(
      tilesOf(lists()).map(({ id, title, path, screens }) => [id, title, path, screens]),
    ).toEqual([
      ['members', 'Members', '/admin/members', ['members']],
      [
        'messages',
        'Messages',
        undefined,
        ['bishop', 'youth-director', 'associate-director', 'lady-animator'],
      ],
      ['gallery', 'Gallery', '/admin/gallery', ['gallery']],
      ['events', 'Events', '/admin/events', ['events']],
    ]);
  });

  it('give each screen of a group the dashboard does not draw a tile of its own, counted in its kind', () => {
    const messages = {
      ...noMessages,
      bishop: [message('bishop', 'a'), message('bishop', 'b')],
      lady_animator: null,
    };
    expect(
      tilesOf(lists({ messages }), new Set())
        .filter(({ screens }) => screens[0] !== 'members' && screens[0] !== 'gallery')
        .map(({ title, path, count }) => [title, path, count]),
    ).toEqual([
      ['Archbishop', '/admin/bishop', '2 archbishop messages'],
      ['Youth Director', '/admin/youth-director', '0 youth director messages'],
      ['Associate Director', '/admin/associate-director', '0 associate director messages'],
      ['Lady Animator', '/admin/lady-animator', null],
      ['Events', '/admin/events', '0 events'],
    ]);
  });

  it.each<[string, string, Lists, string | null]>([
    ['in the table’s word', 'Gallery', lists({ gallery: [image('a', null)] }), '1 image'],
    [
      'in the table’s word, many',
      'Gallery',
      lists({ gallery: 'abc'.split('').map((c) => image(c, null)) }),
      '3 images',
    ],
    [
      'in what its collection calls a record, where the table says nothing',
      'Members',
      lists({ members: [member('a', null, null), member('b', null, null)] }),
      '2 members',
    ],
    ['zero for an empty list', 'Gallery', lists({ gallery: [] }), '0 images'],
    ['a dash, not a zero, when its read failed', 'Gallery', lists({ gallery: null }), null],
  ])('count %s', (_, title, l, count) => {
    expect(tilesOf(l).find((tile) => tile.title === title)?.count).toBe(count);
  });
});

describe('readsFailed', () => {
  const allFailed: Lists = {
    members: null,
    messages: { bishop: null, youth_director: null, associate_director: null, lady_animator: null },
    gallery: null,
    programmes: null,
  };
  it.each<[string, Lists, 'none' | 'some' | 'all']>([
    ['all read', lists(), 'none'],
    ['all read, some empty', lists({ members: [member('a', null, null)] }), 'none'],
    ['members failed', lists({ members: null }), 'some'],
    [
      'one kind of message failed',
      lists({ messages: { ...noMessages, lady_animator: null } }),
      'some',
    ],
    ['gallery failed', lists({ gallery: null }), 'some'],
    ['events failed', lists({ programmes: null }), 'some'],
    ['all but one failed', { ...allFailed, gallery: [] }, 'some'],
    ['every read failed', allFailed, 'all'],
  ])('%s → %s', (_, l, failed) => {
    expect(readsFailed(recordsOf(l))).toBe(failed);
  });
});

describe('lastChange', () => {
  const jan = '2025-01-01T10:00:00.000Z';
  const feb = '2025-02-01T10:00:00.000Z';
  it.each<[string, string | Date | null | undefined, string | Date | undefined, string | null]>([
    ['created only', jan, undefined, `added ${jan}`],
    ['edited later', jan, feb, `edited ${feb}`],
    ['an updatedAt before createdAt (a clock off) counts as added', feb, jan, `added ${feb}`],
    ['both the same moment: added', jan, jan, `added ${jan}`],
    ['edited, with no createdAt (a legacy record)', null, feb, `edited ${feb}`],
    ['a gallery Date', new Date(jan), undefined, `added ${jan}`],
    ['an unreadable createdAt is ignored', 'not a date', feb, `edited ${feb}`],
    ['an unreadable updatedAt is ignored', jan, 'garbled', `added ${jan}`],
    ['an invalid Date is no date', new Date(Number.NaN), undefined, null],
    ['no date at all', null, undefined, null],
    ['an empty string is no date', '', '', null],
  ])('%s', (_, createdAt, updatedAt, expected) => {
    const change = lastChange(createdAt, updatedAt);
    expect(change && `${change.change} ${change.at.toISOString()}`).toBe(expected);
  });
});

describe('lastChange: who made the change', () => {
  const jan = '2025-01-01T10:00:00.000Z';
  const feb = '2025-02-01T10:00:00.000Z';
  const both = { createdBy: 'uid-anita', updatedBy: 'uid-ravi' };
  it.each<[string, string | null, string | undefined, Authors, string | null]>([
    ['added: its adder', jan, undefined, both, 'added by uid-anita'],
    ['edited: its last editor', jan, feb, both, 'edited by uid-ravi'],
    [
      'edited before edits were signed: nobody, not its adder',
      jan,
      feb,
      { createdBy: 'uid-anita' },
      'edited',
    ],
    ['added before additions were signed: nobody', jan, undefined, {}, 'added'],
    ['an updatedAt no later than createdAt: the adder', feb, jan, both, 'added by uid-anita'],
    ['an empty uid is nobody', jan, undefined, { createdBy: '' }, 'added'],
    ['no date: no change, whoever wrote it', null, undefined, both, null],
  ])('%s', (_, createdAt, updatedAt, authors, expected) => {
    const change = lastChange(createdAt, updatedAt, authors);
    expect(change && [change.change, ...(change.by ? ['by', change.by] : [])].join(' ')).toBe(
      expected,
    );
  });
});

describe('recentChanges', () => {
  const at = (day: number, hour = 12) => new Date(Date.UTC(2025, 0, day, hour)).toISOString();
  const shape = (l: Lists, max?: number) =>
    recentChanges(recordsOf(l), max).map((c) => `${c.kind}: ${c.name} (${c.change}) ${c.path}`);

  it('mixes every collection, newest first, with its kind, name and screen', () => {
    expect(
      shape({
        members: [member('Anita', 2025, 2027, { createdAt: at(3) })],
        messages: {
          bishop: [message('bishop', 'Rise up', { createdAt: at(1), updatedAt: at(6) })],
          youth_director: [message('youth_director', 'Walk on', { createdAt: at(2) })],
          associate_director: [message('associate_director', 'Serve', { createdAt: at(5) })],
          lady_animator: [message('lady_animator', 'Shine', { createdAt: at(4) })],
        },
        gallery: [image('Picnic', new Date(at(7)))],
        programmes: [programme('Youth Day', { createdAt: at(1), updatedAt: at(8) })],
      }),
    ).toEqual([
      'Event: Youth Day (edited) /admin/events',
      'Gallery image: Picnic (added) /admin/gallery',
      'Archbishop message: Rise up (edited) /admin/bishop',
      'Associate Director message: Serve (added) /admin/associate-director',
      'Lady Animator message: Shine (added) /admin/lady-animator',
      'Member: Anita (added) /admin/members',
      'Youth Director message: Walk on (added) /admin/youth-director',
    ]);
  });

  it('keeps the ten newest', () => {
    const members = Array.from({ length: 12 }, (_, i) =>
      member(`m${i + 1}`, 2025, 2027, { createdAt: at(i + 1) }),
    );
    const names = recentChanges(recordsOf(lists({ members }))).map((c) => c.name);
    expect(names).toEqual(['m12', 'm11', 'm10', 'm9', 'm8', 'm7', 'm6', 'm5', 'm4', 'm3']);
  });

  it.each<[string, Lists, number | undefined, string[]]>([
    ['nothing read', lists(), undefined, []],
    [
      'records without a readable date are left out',
      lists({
        members: [
          member('undated', null, null, { createdAt: null }),
          member('garbled', null, null, { createdAt: 'soon' }),
          member('dated', null, null, { createdAt: at(1) }),
        ],
        gallery: [image('no date', null)],
      }),
      undefined,
      ['Member: dated (added) /admin/members'],
    ],
    [
      'the same moment: members, messages by kind, gallery, events, each as read',
      lists({
        members: [member('B', 2025, 2027, { createdAt: at(1) })],
        messages: {
          ...noMessages,
          lady_animator: [message('lady_animator', 'Shine', { createdAt: at(1) })],
          bishop: [message('bishop', 'Rise', { createdAt: at(1) })],
        },
        gallery: [image('Picnic', new Date(at(1)))],
        programmes: [programme('Y', { createdAt: at(1) }), programme('X', { createdAt: at(1) })],
      }),
      undefined,
      [
        'Member: B (added) /admin/members',
        'Archbishop message: Rise (added) /admin/bishop',
        'Lady Animator message: Shine (added) /admin/lady-animator',
        'Gallery image: Picnic (added) /admin/gallery',
        'Event: Y (added) /admin/events',
        'Event: X (added) /admin/events',
      ],
    ],
    [
      'failed reads add nothing; the others still count',
      {
        members: null,
        messages: { ...noMessages, bishop: null },
        gallery: [image('Picnic', new Date(at(2)))],
        programmes: null,
      },
      undefined,
      ['Gallery image: Picnic (added) /admin/gallery'],
    ],
    [
      'a blank name reads (untitled)',
      lists({ programmes: [programme('  ', { createdAt: at(1) })] }),
      undefined,
      ['Event: (untitled) (added) /admin/events'],
    ],
    [
      'a smaller max',
      lists({
        members: [
          member('old', 2025, 2027, { createdAt: at(1) }),
          member('new', 2025, 2027, { createdAt: at(2) }),
        ],
      }),
      1,
      ['Member: new (added) /admin/members'],
    ],
    ['max 0', lists({ members: [member('a', 2025, 2027, { createdAt: at(1) })] }), 0, []],
  ])('%s', (_, l, max, expected) => {
    expect(shape(l, max)).toEqual(expected);
  });

  it('says who made each change, where the record says', () => {
    const changes = recentChanges(
      recordsOf(
        lists({
          members: [
            member('Anita', 2025, 2027, { createdAt: at(3), createdBy: 'uid-ravi' }),
            member('Old', 2020, 2022, { createdAt: at(1), updatedAt: at(4), updatedBy: 'uid-bea' }),
            member('Unsigned', 2020, 2022, { createdAt: at(2) }),
          ],
          gallery: [{ ...image('Picnic', new Date(at(5))), createdBy: 'uid-anita' }],
        }),
      ),
    );
    expect(changes.map((c) => [c.name, c.change, c.by])).toEqual([
      ['Picnic', 'added', 'uid-anita'],
      ['Old', 'edited', 'uid-bea'],
      ['Anita', 'added', 'uid-ravi'],
      ['Unsigned', 'added', undefined],
    ]);
  });

  it('keys are unique across collections that share ids', () => {
    const changes = recentChanges(
      recordsOf({
        members: [member('same', 2025, 2027, { createdAt: at(1) })],
        messages: {
          ...noMessages,
          bishop: [message('bishop', 'same', { createdAt: at(1) })],
          youth_director: [message('youth_director', 'same', { createdAt: at(1) })],
        },
        gallery: [image('same', new Date(at(1)))],
        programmes: [programme('same', { createdAt: at(1) })],
      }),
    );
    expect(new Set(changes.map((c) => c.key)).size).toBe(5);
  });
});

describe('relativeTime', () => {
  // Local times, so the calendar rules read the same in every time zone.
  const now = new Date(2025, 5, 18, 15, 30, 0); // Wed 18 June 2025, 3:30 PM
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const local = (month: number, day: number, hour = 15, minute = 30) =>
    new Date(2025, month - 1, day, hour, minute);

  it.each<[string, Date, string]>([
    ['the same moment', now, 'just now'],
    ['seconds: 1 s', ago(SECOND), 'just now'],
    ['seconds: 59 s', ago(59 * SECOND), 'just now'],
    ['minutes: exactly 1', ago(MINUTE), '1 minute ago'],
    ['minutes: 1 min 59 s', ago(MINUTE + 59 * SECOND), '1 minute ago'],
    ['minutes: 2', ago(2 * MINUTE), '2 minutes ago'],
    ['minutes: 59', ago(59 * MINUTE + 59 * SECOND), '59 minutes ago'],
    ['hours: exactly 1', ago(HOUR), '1 hour ago'],
    ['hours: 3', ago(3 * HOUR + 20 * MINUTE), '3 hours ago'],
    ['hours: before midnight is still hours', local(6, 17, 23, 0), '16 hours ago'],
    ['hours: 23 h 59 min', ago(24 * HOUR - MINUTE), '23 hours ago'],
    ['yesterday: exactly 24 h', ago(24 * HOUR), 'yesterday'],
    ['yesterday: the day before, early', local(6, 17, 0, 5), 'yesterday'],
    ['yesterday: 30 h ago', local(6, 17, 9, 30), 'yesterday'],
    ['days: two dates back, though under 48 h', local(6, 16, 23, 0), '2 days ago'],
    ['days: 2', local(6, 16), '2 days ago'],
    ['days: 6', local(6, 12), '6 days ago'],
    ['days: 29', local(5, 20), '29 days ago'],
    ['months: 30 days', local(5, 19), '1 month ago'],
    ['months: 59 days', local(4, 20), '1 month ago'],
    ['months: 60 days', local(4, 19), '2 months ago'],
    ['months: 364 days, never 12 months', new Date(2024, 5, 19, 15, 30), '11 months ago'],
    ['years: 365 days', new Date(2024, 5, 18, 15, 30), '1 year ago'],
    ['years: two and a half', new Date(2022, 11, 1), '2 years ago'],
    ['future: within a minute is just now', ago(-30 * SECOND), 'just now'],
    ['future: minutes', ago(-5 * MINUTE), 'in 5 minutes'],
    ['future: 1 hour', ago(-HOUR), 'in 1 hour'],
    ['future: tomorrow', local(6, 19, 16, 0), 'tomorrow'],
    ['future: days', local(6, 22), 'in 4 days'],
    ['future: months', local(8, 20), 'in 2 months'],
    ['future: a year', new Date(2026, 5, 18, 15, 30), 'in 1 year'],
  ])('%s → %s', (_, at, expected) => {
    expect(relativeTime(at, now)).toBe(expected);
  });

  it('counts the days before midnight as hours, then by the date', () => {
    const justAfterMidnight = new Date(2025, 5, 18, 0, 10);
    expect(relativeTime(new Date(2025, 5, 17, 23, 50), justAfterMidnight)).toBe('20 minutes ago');
    expect(relativeTime(new Date(2025, 5, 17, 0, 20), justAfterMidnight)).toBe('23 hours ago');
    expect(relativeTime(new Date(2025, 5, 17, 0, 5), justAfterMidnight)).toBe('yesterday');
    // Just over a day, but two dates back.
    expect(relativeTime(new Date(2025, 5, 16, 23, 50), justAfterMidnight)).toBe('2 days ago');
  });
});

describe('exactDateTime', () => {
  it.each<[Date, string]>([
    [new Date(2025, 2, 12, 14, 5), 'Wed 12 Mar 2025, 2:05 PM'],
    [new Date(2025, 0, 1, 0, 0), 'Wed 1 Jan 2025, 12:00 AM'],
    [new Date(2025, 11, 31, 12, 0), 'Wed 31 Dec 2025, 12:00 PM'],
    [new Date(2024, 1, 29, 9, 41), 'Thu 29 Feb 2024, 9:41 AM'],
    [new Date(2026, 5, 7, 23, 59), 'Sun 7 Jun 2026, 11:59 PM'],
  ])('%s → %s', (at, expected) => {
    expect(exactDateTime(at)).toBe(expected);
  });
});
