/**
 * The public pages' reads over Firestore's REST API (src/services/firestoreRest.ts and the read
 * services on it) against a backend, side by side with the Firebase SDK's reads of the same
 * documents, made as the services made them before: the same records, the same fields, in the
 * same order. The documents are written past the rules as the emulator's owner, so that they hold
 * every kind of value, ties in the orderings and ids of any characters; they are removed after.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Query as SdkQuery,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import {
  galleryImageFromFields,
  memberFromFields,
  messageFromFields,
  programmeFromFields,
} from '../../src/domain/recordFields';
import {
  MESSAGE_KINDS,
  type Cursor,
  type ListPage,
  type MessageKind,
} from '../../src/domain/types';
import { db } from '../../src/services/firebase';
import { dataOrigins, firebaseSettings } from '../../src/services/firebaseConfig';
import { runQuery, siteDatabase, type Value } from '../../src/services/firestoreRest';
import { listGallery, listGalleryPage } from '../../src/services/gallery';
import { listMembers } from '../../src/services/members';
import { messageCollection } from '../../src/domain/messageKinds';
import { listMessages, listMessagesPage } from '../../src/services/messages';
import {
  getProgramme,
  listPastProgrammesPage,
  listProgrammes,
  listProgrammesBetween,
  listUpcomingProgrammes,
} from '../../src/services/programmes';
import { storedFields } from '../../src/services/storedFields';

const run = `${Date.now()}`;
const settings = firebaseSettings(process.env);
const origin = dataOrigins(settings).firestore;
const documents = `projects/${settings.options.projectId}/databases/(default)/documents`;

/** Writes (or with `null`, deletes) documents past the rules, as the emulator's owner. */
async function asOwner(changes: Record<string, Record<string, Value> | null>): Promise<void> {
  const writes = Object.entries(changes).map(([path, fields]) =>
    fields
      ? { update: { name: `${documents}/${path}`, fields } }
      : { delete: `${documents}/${path}` },
  );
  const response = await fetch(`${origin}/v1/${documents}:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`owner commit: ${response.status} ${await response.text()}`);
}

const text = (stringValue: string): Value => ({ stringValue });
const int = (n: number): Value => ({ integerValue: String(n) });
const time = (timestampValue: string): Value => ({ timestampValue });

/** A year of this run's own, far from the programmes other files write. */
const YEAR = 2200 + (Number(run.slice(-7)) % 7000);
const day = (monthDay: string) => `${YEAR}-${monthDay}`;
const TODAY = day('06-15');

const EVERY_KIND = `rest-${run}-every-kind`;
const ODD_ID = `rest ${run} ü é`;

/** What the tests write: every path to the fields it holds. */
const written: Record<string, Record<string, Value>> = {
  [`members/${EVERY_KIND}`]: {
    name: text('Every Kind'),
    role: text('Tester'),
    startYear: int(2023),
    endYear: { nullValue: null },
    imageUrl: text(''),
    createdAt: text('2024-01-02T03:04:05.000Z'),
    double: { doubleValue: 2.5 },
    notANumber: { doubleValue: 'NaN' },
    infinity: { doubleValue: 'Infinity' },
    yes: { booleanValue: true },
    stamped: time('2024-03-04T05:06:07.123456Z'),
    list: { arrayValue: { values: [text('a'), int(1), { bytesValue: 'AAEC' }] } },
    emptyList: { arrayValue: {} },
    map: {
      mapValue: {
        fields: { inner: { mapValue: { fields: { at: time('2020-01-01T00:00:00Z') } } } },
      },
    },
    emptyMap: { mapValue: {} },
    bytes: { bytesValue: 'AAEC' },
    reference: { referenceValue: `${documents}/members/${EVERY_KIND}` },
    place: { geoPointValue: { latitude: 27.18, longitude: 78.01 } },
  },
  // Written by an older version: a year as text, fields missing.
  [`members/rest-${run}-legacy`]: { name: text('Legacy'), startYear: text('2019') },
  [`members/${ODD_ID}`]: { name: text('Odd Id'), role: text('Member') },
  [`bishopMessages/rest-${run}-1`]: {
    year: text('2024-2025'),
    name: text('Archbishop'),
    title: text('Greetings'),
    fullMessage: text('One.\n\nTwo.'),
  },
  // Ordered by sortYear and createdAt: ties on both (ordered then by id, descending), and one
  // without a sortYear (on no page until it has one).
  ...Object.fromEntries(
    (
      [
        ['sorted-1', 2024, '2024-06-01T00:00:00.000Z'],
        ['sorted-2', 2024, '2024-06-01T00:00:00.000Z'],
        ['sorted-3', 2024, '2024-05-01T00:00:00.000Z'],
        ['sorted-4', 2019, '2025-01-01T00:00:00.000Z'],
        ['sorted-5', 0, '2025-01-01T00:00:00.000Z'],
      ] as const
    ).map(([name, sortYear, createdAt]) => [
      `bishopMessages/rest-${run}-${name}`,
      { year: text(`${sortYear}`), sortYear: int(sortYear), createdAt: text(createdAt) },
    ]),
  ),
  ...Object.fromEntries(
    ['youth_director', 'associate_director', 'lady_animator', 'someone_else'].map((role) => [
      `officeBearerMessages/rest-${run}-${role}`,
      { role: text(role), name: text(`Bearer ${role}`), year: int(2024) },
    ]),
  ),
  // Two of one moment (ordered then by id, descending), one without a date (left out of the
  // ordered list) and one dated with text, which orders after every timestamp.
  [`gallery/rest-${run}-a`]: { title: text('A'), createdAt: time('2001-02-03T04:05:06.789Z') },
  [`gallery/rest-${run}-b`]: { title: text(''), createdAt: time('2001-02-03T04:05:06.789Z') },
  [`gallery/rest-${run}-c`]: { title: text('C'), createdAt: time('2001-01-01T00:00:00.000001Z') },
  [`gallery/rest-${run}-undated`]: { title: text('Undated') },
  // Three of one microsecond (a batch's server time), which a Date cannot tell apart from the
  // rest of its millisecond.
  ...Object.fromEntries(
    ['d', 'e', 'f', 'g'].map((name, i) => [
      `gallery/rest-${run}-${name}`,
      { title: text(name), createdAt: time(`2001-03-03T04:05:06.${i < 3 ? '789123' : '789000'}Z`) },
    ]),
  ),
  [`gallery/rest-${run}-text-date`]: { title: text('Text date'), createdAt: text('2001') },
  // Upcoming, past with ties on the last day, and one of a day before today's month.
  ...Object.fromEntries(
    (
      [
        ['going-on', '06-13', '06-15'],
        ['tomorrow', '06-16', '06-16'],
        ['camp', '06-20', '06-22'],
        ['yesterday', '06-14', '06-14'],
        ['rally-a', '05-30', '06-01'],
        ['rally-b', '06-01', '06-01'],
        ['rally-c', '06-01', '06-01'],
        ['spring', '03-10', '03-12'],
      ] as const
    ).map(([name, start, end]) => [
      `events/rest-${run}-${name}`,
      { title: text(name), startDate: text(day(start)), endDate: text(day(end)), time: int(9) },
    ]),
  ),
  [`events/${ODD_ID}`]: {
    title: text('Odd id'),
    startDate: text(day('07-01')),
    endDate: text(day('07-01')),
  },
};

beforeAll(() => asOwner(written));
afterAll(() => asOwner(Object.fromEntries(Object.keys(written).map((path) => [path, null]))));

/** The SDK's reads, as the read services made them with Firestore Lite. */
async function sdkRead<T>(
  sdkQuery: SdkQuery,
  record: (id: string, fields: ReturnType<typeof storedFields>) => T,
): Promise<T[]> {
  const snapshot = await getDocs(sdkQuery);
  return snapshot.docs.map((d) => record(d.id, storedFields(d.data())));
}
const sdkEvents = (...constraints: QueryConstraint[]) =>
  sdkRead(query(collection(db, 'events'), ...constraints), programmeFromFields);
const sdk = {
  members: () => sdkRead(collection(db, 'members'), memberFromFields),
  messages: (kind: MessageKind) => {
    const messages = collection(db, messageCollection(kind));
    return sdkRead(
      kind === 'bishop' ? messages : query(messages, where('role', '==', kind)),
      (id, f) => messageFromFields(id, f, kind),
    );
  },
  sortedMessages: (kind: MessageKind) => {
    const messages = collection(db, messageCollection(kind));
    const order = [orderBy('sortYear', 'desc'), orderBy('createdAt', 'desc')];
    return sdkRead(
      kind === 'bishop'
        ? query(messages, ...order)
        : query(messages, where('role', '==', kind), ...order),
      (id, f) => messageFromFields(id, f, kind),
    );
  },
  gallery: (max?: number) =>
    sdkRead(
      query(collection(db, 'gallery'), orderBy('createdAt', 'desc'), ...(max ? [limit(max)] : [])),
      galleryImageFromFields,
    ),
};

/**
 * Every page of a list read in pages, from the first to the one without a next, each of at most
 * `size` items.
 */
async function everyPage<T>(
  size: number,
  read: (after: Cursor | null, size: number) => Promise<ListPage<T>>,
): Promise<T[]> {
  const items: T[] = [];
  let after: Cursor | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const page: ListPage<T> = await read(after, size);
    expect(page.items.length).toBeLessThanOrEqual(size);
    items.push(...page.items);
    if (!page.next) return items;
    expect(page.items).toHaveLength(size);
    after = page.next;
  }
  throw new Error('a list without end');
}

describe('the values of a document', () => {
  it('are what the SDK reads, every kind of them', async () => {
    const [rest, withSdk] = await Promise.all([
      runQuery({ collection: 'members' }),
      sdkRead(collection(db, 'members'), (id, fields) => ({ id, fields })),
    ]);
    expect(rest).toEqual(withSdk);
    expect(rest.find((d) => d.id === EVERY_KIND)?.fields).toEqual({
      name: 'Every Kind',
      role: 'Tester',
      startYear: 2023,
      endYear: null,
      imageUrl: '',
      createdAt: '2024-01-02T03:04:05.000Z',
      double: 2.5,
      notANumber: NaN,
      infinity: Infinity,
      yes: true,
      stamped: new Date('2024-03-04T05:06:07.123Z'),
      list: ['a', 1, null],
      emptyList: [],
      map: { inner: { at: new Date('2020-01-01T00:00:00Z') } },
      emptyMap: {},
      bytes: null,
      reference: null,
      place: null,
    });
  });
});

describe('the read services give what the SDK gave', () => {
  it('members', async () => {
    const members = await listMembers();
    expect(members).toEqual(await sdk.members());
    expect(members.map((m) => m.id)).toEqual(
      expect.arrayContaining([EVERY_KIND, `rest-${run}-legacy`, ODD_ID]),
    );
  });

  it.each(MESSAGE_KINDS)('messages of kind %s', async (kind) => {
    const messages = await listMessages(kind);
    expect(messages).toEqual(await sdk.messages(kind));
    expect(messages.map((m) => m.id)).toContain(
      kind === 'bishop' ? `rest-${run}-1` : `rest-${run}-${kind}`,
    );
  });

  it.each([undefined, 2, 12])('the gallery, newest first, at most %s', async (max) => {
    const gallery = await listGallery(max);
    expect(gallery).toEqual(await sdk.gallery(max));
    if (max === undefined)
      expect(gallery.map((g) => g.id).filter((id) => id.startsWith(`rest-${run}-`))).toEqual([
        `rest-${run}-text-date`,
        `rest-${run}-f`,
        `rest-${run}-e`,
        `rest-${run}-d`,
        `rest-${run}-g`,
        `rest-${run}-b`,
        `rest-${run}-a`,
        `rest-${run}-c`,
      ]);
  });

  it('every programme', async () => {
    expect(await listProgrammes()).toEqual(await sdkEvents());
  });

  it('the upcoming programmes', async () => {
    const upcoming = await listUpcomingProgrammes(TODAY);
    expect(upcoming).toEqual(await sdkEvents(where('endDate', '>=', TODAY), orderBy('endDate')));
    expect(upcoming.map((p) => p.title)).toEqual(
      expect.arrayContaining(['going-on', 'tomorrow', 'camp', 'Odd id']),
    );
  });

  it("the programmes of a month's grid", async () => {
    const [from, to] = [day('06-01'), day('06-20')];
    const month = await listProgrammesBetween(from, to);
    expect(month).toEqual(
      (await sdkEvents(where('endDate', '>=', from), orderBy('endDate'))).filter(
        (p) => p.startDate <= to,
      ),
    );
    expect(month.map((p) => p.title)).toEqual(
      expect.arrayContaining(['rally-a', 'yesterday', 'going-on', 'camp']),
    );
    expect(month.map((p) => p.title)).not.toContain('spring');
  });
});

describe('lists read in pages give, page after page, what the SDK gives at once', () => {
  it.each([1, 2, 5])('the past programmes, pages of %s', async (size) => {
    const past = await everyPage(size, (after, n) => listPastProgrammesPage(TODAY, after, n));
    expect(past).toEqual(await sdkEvents(where('endDate', '<', TODAY), orderBy('endDate', 'desc')));
    expect(past.slice(0, 4).map((p) => p.title)).toEqual([
      'yesterday',
      'rally-c',
      'rally-b',
      'rally-a',
    ]);
  });

  it.each([1, 2, 3])('the gallery, pages of %s, ties of one microsecond included', async (size) => {
    const gallery = await everyPage(size, listGalleryPage);
    expect(gallery).toEqual(await sdk.gallery());
    const mine = gallery.map((g) => g.title).filter((t) => 'defg'.includes(t) && t !== '');
    expect(mine).toEqual(['f', 'e', 'd', 'g']);
  });

  it.each(MESSAGE_KINDS)('the messages of kind %s, by sortYear, pages of 2', async (kind) => {
    const messages = await everyPage(2, (after, n) => listMessagesPage(kind, after, n));
    expect(messages).toEqual(await sdk.sortedMessages(kind));
    if (kind === 'bishop')
      expect(messages.map((m) => m.id).filter((id) => id.startsWith(`rest-${run}-sorted`))).toEqual(
        [2, 1, 3, 4, 5].map((n) => `rest-${run}-sorted-${n}`),
      );
  });

  it.each([`rest-${run}-camp`, ODD_ID, `rest-${run}-missing`])('one programme: %s', async (id) => {
    const [withSdk = null] = await sdkEvents(where(documentId(), '==', id));
    expect(await getProgramme(id)).toEqual(withSdk);
    expect(withSdk === null).toBe(id.endsWith('missing'));
  });
});

describe('a read that fails', () => {
  it("rejects with the backend's message when the rules refuse it", async () => {
    await expect(runQuery({ collection: 'team' })).rejects.toThrow(
      /^Firestore answered 403: .*(permission|insufficient|refused|not allowed|denied)/i,
    );
  });

  it("rejects a query the backend finds malformed, with the backend's message", async () => {
    await expect(runQuery({ collection: 'members', limit: -1 })).rejects.toThrow(
      /^Firestore answered 400: .*limit/,
    );
  });

  it('rejects when nothing answers at the address', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    await expect(
      runQuery({ collection: 'members' }, { ...siteDatabase, origin: `http://127.0.0.1:${port}` }),
    ).rejects.toThrow(/^Firestore could not be reached: /);
  });
});
