/**
 * Every query the app's services make needs no composite index that firestore.indexes.json does
 * not declare: judged by the local backend's own judge (local-backend/firestoreIndexes.ts), which
 * refuses what hosted Firestore refuses. The services run as they are, with fetch answering every
 * query with no documents, so what is judged is the very request each one sends: the public
 * pages' reads over REST and the admin area's through the SDK. Every function of the public read
 * modules must be called here, so a new read (a paged list) cannot be left out; the admin area's
 * reads also run against the judging backend in the integration tests.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadIndexFile,
  indexProblem,
  type DeclaredIndexes,
} from '../../local-backend/firestoreIndexes';
import { parseStructuredQuery } from '../../local-backend/firestoreQuery';
import { COLLECTION_NAMES, MEMBER_PHOTOS } from '../../src/domain/collections';
import { MESSAGE_KINDS } from '../../src/domain/types';
import * as changes from '../../src/services/changes';
import * as gallery from '../../src/services/gallery';
import { deleteUnreferencedFiles } from '../../src/services/images';
import * as members from '../../src/services/members';
import * as messages from '../../src/services/messages';
import * as programmeRegistration from '../../src/services/registration/programmeRegistration';
import * as parishes from '../../src/services/parishes';
import * as programmes from '../../src/services/programmes';
import { programmePhotoIds } from '../../src/services/galleryWrites';
import { readRecords } from '../../src/services/records';
import { fillMissingSortYears } from '../../src/services/sortYears';
import { readFirstReportYear, readYearReport } from '../../src/services/registration/yearReport';
import * as siteDetails from '../../src/services/siteDetails';
import { listInvitations, listTeam } from '../../src/services/team';
import { listTrash, purgeExpiredTrash } from '../../src/services/trash';

// The unit tests' setup stands in for the change marker's, a programme's registration's and the
// parish list's reads; here they are the real ones.
vi.unmock('../../src/services/changes');
vi.unmock('../../src/services/registration/programmeRegistration');
vi.unmock('../../src/services/parishes');

type Call = [label: string, call: () => Promise<unknown>];

const TODAY = '2025-06-15';
const AT = { timestamp: '2025-06-01T10:00:00.123456Z' };

/**
 * The public read modules (REST), each function with the calls that make all its queries; a
 * function that makes no query of its own is listed with none.
 */
const PUBLIC_READS: Record<string, [module: object, calls: Record<string, Call[]>]> = {
  gallery: [
    gallery,
    {
      listGallery: [
        ['every image', () => gallery.listGallery()],
        ['the newest few', () => gallery.listGallery(8)],
      ],
      listGalleryPage: [
        ['the newest page', () => gallery.listGalleryPage()],
        ['a page after another', () => gallery.listGalleryPage([AT, 'g1'])],
      ],
      listProgrammePhotosPage: [
        ["a programme's newest photos", () => gallery.listProgrammePhotosPage('p1')],
        ["a programme's older photos", () => gallery.listProgrammePhotosPage('p1', [AT, 'g1'])],
      ],
      countProgrammePhotos: [
        ["a programme's photos counted", () => gallery.countProgrammePhotos('p1')],
      ],
    },
  ],
  members: [members, { listMembers: [['every member', () => members.listMembers()]] }],
  messages: [
    messages,
    {
      listMessages: MESSAGE_KINDS.map((kind): Call => [kind, () => messages.listMessages(kind)]),
      listMessagesPage: MESSAGE_KINDS.flatMap((kind): Call[] => [
        [`${kind}: the first page`, () => messages.listMessagesPage(kind)],
        [`${kind}: a page after another`, () => messages.listMessagesPage(kind, [2023, AT, 'm1'])],
      ]),
    },
  ],
  programmes: [
    programmes,
    {
      listProgrammes: [['every programme', () => programmes.listProgrammes()]],
      listUpcomingProgrammes: [['upcoming', () => programmes.listUpcomingProgrammes(TODAY)]],
      listPastProgrammesPage: [
        ['the latest past', () => programmes.listPastProgrammesPage(TODAY)],
        ['older past', () => programmes.listPastProgrammesPage(TODAY, ['2025-05-01', 'p1'])],
      ],
      listProgrammesBetween: [
        ['a month', () => programmes.listProgrammesBetween('2025-06-01', '2025-06-30')],
      ],
      getProgramme: [['one by id', () => programmes.getProgramme('p1')]],
    },
  ],
  programmeRegistration: [
    programmeRegistration,
    {
      getProgrammeRegistration: [
        ["a programme's registration", () => programmeRegistration.getProgrammeRegistration('p1')],
      ],
      listProgrammeRegistrations: [
        [
          "the registrations of a page's programmes",
          () => programmeRegistration.listProgrammeRegistrations(['p1', 'p2']),
        ],
      ],
    },
  ],
  changes: [changes, { readChanges: [['the change marker', () => changes.readChanges()]] }],
  parishes: [parishes, { readParishList: [['the parish list', () => parishes.readParishList()]] }],
  siteDetails: [
    siteDetails,
    {
      readSiteDetails: [['the details', () => siteDetails.readSiteDetails()]],
      readBanner: [['the banner', () => siteDetails.readBanner()]],
      savedSiteChanges: [['when saved', () => siteDetails.savedSiteChanges()]],
    },
  ],
};

/** The admin area's reads through the SDK. */
const ADMIN_READS: Call[] = [
  ...COLLECTION_NAMES.map((name): Call => [`records of ${name}`, () => readRecords(name)]),
  ...MESSAGE_KINDS.filter((kind) => kind !== 'bishop').map((kind): Call => [
    `the ${kind}'s messages`,
    () => readRecords('officeBearerMessages', { where: { field: 'role', equals: kind } }),
  ]),
  ['the messages without a sortYear', () => fillMissingSortYears()],
  ["a programme's photos (deleting it)", () => programmePhotoIds('p1')],
  ["the year's report: its years", () => readFirstReportYear()],
  ["the year's report: a year's programmes and counts", () => readYearReport(2026)],
  ['the Trash', () => listTrash()],
  ['the expired items of the Trash', () => purgeExpiredTrash(new Date('2025-06-15T00:00:00Z'))],
  ['the team', () => listTeam()],
  ['the invitations', () => listInvitations()],
  [
    'the records that may use a file',
    () => deleteUnreferencedFiles([{ path: `${MEMBER_PHOTOS.path}/1_cropped.jpeg` }]),
  ],
];

/** The structured queries sent while `call` runs (runQuery, and the query of a count). */
async function queriesOf(call: () => Promise<unknown>): Promise<unknown[]> {
  const sent: unknown[] = [];
  const readTime = '2025-06-15T00:00:00.000000Z';
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as {
      structuredQuery?: unknown;
      structuredAggregationQuery?: { structuredQuery?: unknown };
    };
    const json = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.includes(':runQuery')) {
      sent.push(body.structuredQuery);
      return json([{ readTime }]);
    }
    if (url.includes(':runAggregationQuery')) {
      sent.push(body.structuredAggregationQuery?.structuredQuery);
      return json([{ result: { aggregateFields: { count: { integerValue: '0' } } }, readTime }]);
    }
    // A file's deletion (the file no record uses): gone.
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return json({ error: { code: 404, message: `not answered here: ${url}` } }, 404);
  });
  await call();
  return sent;
}

let declared: DeclaredIndexes;
beforeAll(async () => {
  declared = await loadIndexFile();
});
afterEach(() => vi.unstubAllGlobals());

/** What the judge says of each query the calls send: null for a query Firestore answers. */
async function judged(calls: readonly Call[]) {
  const verdicts: [string, string | null][] = [];
  for (const [label, call] of calls) {
    const queries = await queriesOf(call);
    expect(queries.length, `${label} sends a query`).toBeGreaterThan(0);
    for (const query of queries)
      verdicts.push([label, indexProblem(parseStructuredQuery(query), declared)]);
  }
  return verdicts;
}

describe("the services' queries and firestore.indexes.json", () => {
  it.each(Object.entries(PUBLIC_READS))(
    'every function of the public reads of %s is called here',
    (_name, [module, calls]) => {
      const functions = Object.entries(module)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => name);
      expect(functions.sort()).toEqual(Object.keys(calls).sort());
    },
  );

  it.each(Object.entries(PUBLIC_READS))(
    'the public reads of %s need no undeclared index',
    async (_name, [, calls]) => {
      const verdicts = await judged(Object.values(calls).flat());
      expect(verdicts).toEqual(verdicts.map(([label]) => [label, null]));
    },
  );

  it("the admin area's reads need no undeclared index", async () => {
    const verdicts = await judged(ADMIN_READS);
    expect(verdicts).toEqual(verdicts.map(([label]) => [label, null]));
  });

  it('the judge refuses a query that needs an undeclared index (it is not blind)', () => {
    // Of a collection the site never has, so that no index of the file serves it.
    const needsAnIndex = {
      from: [{ collectionId: 'noSuchCollection' }],
      where: {
        fieldFilter: {
          field: { fieldPath: 'programmeId' },
          op: 'EQUAL',
          value: { stringValue: 'p1' },
        },
      },
      orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
    };
    expect(indexProblem(parseStructuredQuery(needsAnIndex), declared)).toMatch(
      /^The query requires an index\. Add it to "indexes" in firestore\.indexes\.json: \{"collectionGroup":"noSuchCollection"/,
    );
  });
});
