/**
 * The year's report's reads, with the modules they read through mocked: which programmes a year
 * takes, one photo count per programme, and that a part that cannot be read fails the whole.
 */
import type * as FirestoreLite from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirestoreRest from '../../../src/services/firestoreRest';
import { runQuery } from '../../../src/services/firestoreRest';
import { countProgrammePhotos } from '../../../src/services/gallery';
import { readCountsOfYear } from '../../../src/services/registration/programmeCounts';
import { readFirstReportYear, readYearReport } from '../../../src/services/registration/yearReport';

const lite = vi.hoisted(() => ({ firstDays: [] as unknown[] }));

vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<typeof FirestoreLite>()),
  getDocs: async () => ({
    docs: lite.firstDays.map((firstDay) => ({ get: (field: string) => ({ firstDay })[field] })),
  }),
}));
vi.mock('../../../src/services/firestoreRest', async (importOriginal) => ({
  ...(await importOriginal<typeof FirestoreRest>()),
  runQuery: vi.fn(),
}));
vi.mock('../../../src/services/gallery', () => ({ countProgrammePhotos: vi.fn() }));
vi.mock('../../../src/services/registration/programmeCounts', () => ({
  readCountsOfYear: vi.fn(),
}));

const event = (id: string, startDate: string) => ({
  id,
  fields: { title: id, startDate, endDate: startDate, place: '', description: '' },
});

beforeEach(() => {
  vi.resetAllMocks();
  lite.firstDays = [];
});

describe('readYearReport', () => {
  beforeEach(() => {
    vi.mocked(runQuery).mockResolvedValue([
      event('camp', '2026-03-12'),
      event('day', '2026-01-26'),
    ]);
    vi.mocked(readCountsOfYear).mockResolvedValue([]);
    vi.mocked(countProgrammePhotos).mockImplementation(async (id) => (id === 'camp' ? 12 : 0));
  });

  it('reads the programmes that begin in the year, its counts, and each programme’s photos', async () => {
    const sources = await readYearReport(2026);
    expect(runQuery).toHaveBeenCalledWith({
      collection: 'events',
      where: [
        ['startDate', '>=', '2026-01-01'],
        ['startDate', '<=', '2026-12-31'],
      ],
      orderBy: ['startDate'],
    });
    expect(readCountsOfYear).toHaveBeenCalledWith(2026);
    expect(sources.programmes.map((p) => p.id)).toEqual(['camp', 'day']);
    // One count query per programme: the reads stay one per programme.
    expect(countProgrammePhotos).toHaveBeenCalledTimes(2);
    expect(sources.photos).toEqual({ camp: 12, day: 0 });
  });

  it.each([
    ['the programmes', () => vi.mocked(runQuery).mockRejectedValue(new Error('offline'))],
    ['the counts', () => vi.mocked(readCountsOfYear).mockRejectedValue(new Error('offline'))],
    [
      'a photo count',
      () => vi.mocked(countProgrammePhotos).mockRejectedValue(new Error('offline')),
    ],
  ])('fails whole when %s cannot be read: never a report of a part', async (_part, fail) => {
    fail();
    await expect(readYearReport(2026)).rejects.toThrow('offline');
  });
});

describe('readFirstReportYear', () => {
  it.each<[string, string[], unknown[], number | null]>([
    ['none of either', [], [], null],
    ['a programme only', ['2024-05-01'], [], 2024],
    ['counts older than any programme (deleted since)', ['2024-05-01'], ['2022-11-20'], 2022],
    ['a programme older than any counts', ['2021-01-10'], ['2023-02-01'], 2021],
    ['a day that is not a date', ['someday'], ['2025-02-01'], 2025],
  ])('%s', async (_name, programmeDays, countDays, year) => {
    vi.mocked(runQuery).mockResolvedValue(programmeDays.map((day) => event('p', day)));
    lite.firstDays = countDays;
    expect(await readFirstReportYear()).toBe(year);
    expect(runQuery).toHaveBeenCalledWith({
      collection: 'events',
      orderBy: ['startDate'],
      limit: 1,
    });
  });
});
