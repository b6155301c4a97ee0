/**
 * Early reads (src/services/pageReads.ts, started by src/app/earlyReads.ts from the names the
 * rendered page carries): which reads each public page opens with, per the route table, and that a
 * page takes a read started early instead of reading again.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, readsFirestore, routeFor } from '../../src/app/routes';
import { startEarlyReads } from '../../src/app/earlyReads';

const services = vi.hoisted(() => ({
  listGallery: vi.fn(),
  listMessages: vi.fn(),
  listUpcomingProgrammes: vi.fn(),
  listPastProgrammes: vi.fn(),
}));
vi.mock('../../src/services/gallery', () => ({ listGallery: services.listGallery }));
vi.mock('../../src/services/messages', () => ({ listMessages: services.listMessages }));
vi.mock('../../src/services/programmes', () => ({
  listUpcomingProgrammes: services.listUpcomingProgrammes,
  listPastProgrammes: services.listPastProgrammes,
}));

const {
  GALLERY_READ,
  MESSAGES_READS,
  PAST_PROGRAMMES_READ,
  PAST_PROGRAMMES_SHOWN,
  UPCOMING_PROGRAMMES_READ,
  startReads,
} = await import('../../src/services/pageReads');

/** The reads the table starts early on a path. */
const earlyReadsOf = (path: string) => routeFor(path)?.earlyReads ?? [];

beforeEach(() => {
  vi.clearAllMocks();
  services.listGallery.mockResolvedValue(['picture']);
  services.listMessages.mockResolvedValue(['message']);
  services.listUpcomingProgrammes.mockResolvedValue(['upcoming']);
  services.listPastProgrammes.mockResolvedValue(['past']);
  // Nothing left over from another test.
  for (const read of [
    GALLERY_READ,
    UPCOMING_PROGRAMMES_READ,
    PAST_PROGRAMMES_READ,
    ...Object.values(MESSAGES_READS),
  ])
    void read.take();
  vi.clearAllMocks();
});

describe('the reads each route starts before React arrives', () => {
  it.each([
    ['/', []], // its lists are below the banner and load after the first paint
    ['/gallery', ['gallery']],
    ['/bishop', ['messages/bishop']],
    ['/youth-director', ['messages/youth_director']],
    ['/associate-director', ['messages/associate_director']],
    ['/lady-animator', ['messages/lady_animator']],
    ['/programmes', ['programmes/upcoming', 'programmes/past']],
    ['/calendar', []], // the visitor's month is known only in the browser
    ['/about-us', []],
    ['/contact', []],
    ['/admin/members', []],
  ])('%s starts %j', (path, names) => {
    expect(earlyReadsOf(path)).toEqual(names);
  });

  it('only these routes read Firestore', () => {
    expect(ROUTES.filter(readsFirestore).map((route) => route.path)).toEqual([
      '/',
      '/bishop',
      '/youth-director',
      '/associate-director',
      '/lady-animator',
      '/programmes',
      '/programmes/:id',
      '/calendar',
      '/gallery',
    ]);
  });
});

describe('early reads', () => {
  it('a page takes the reads started for it, without reading again (here those of /programmes)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 1, 14, 23, 30) });
    startReads(earlyReadsOf('/programmes'));
    vi.useRealTimers();
    // The visitor's date, and one more past programme than are shown: it tells whether there are older.
    expect(services.listUpcomingProgrammes).toHaveBeenCalledWith('2026-02-14');
    expect(services.listPastProgrammes).toHaveBeenCalledWith(
      '2026-02-14',
      PAST_PROGRAMMES_SHOWN + 1,
    );

    await expect(UPCOMING_PROGRAMMES_READ.take()).resolves.toEqual(['upcoming']);
    await expect(PAST_PROGRAMMES_READ.take()).resolves.toEqual(['past']);
    expect(services.listUpcomingProgrammes).toHaveBeenCalledTimes(1);
    expect(services.listPastProgrammes).toHaveBeenCalledTimes(1);
  });

  it('an early read is taken once; the next visit reads afresh', async () => {
    startReads(earlyReadsOf('/bishop'));
    await MESSAGES_READS.bishop.take();
    await MESSAGES_READS.bishop.take();
    expect(services.listMessages).toHaveBeenCalledTimes(2);
    expect(services.listMessages).toHaveBeenCalledWith('bishop');
  });

  it('reads nothing early for a page of plain text', () => {
    startReads(earlyReadsOf('/about-us'));
    expect(services.listGallery).not.toHaveBeenCalled();
    expect(services.listMessages).not.toHaveBeenCalled();
  });

  it('hands a failed early read to the page that takes it, and leaves no unhandled rejection', async () => {
    const failure = new Error('unavailable');
    services.listGallery.mockRejectedValueOnce(failure);
    startReads(earlyReadsOf('/gallery'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(GALLERY_READ.take()).rejects.toBe(failure);
  });
});

describe('startEarlyReads', () => {
  const rootWith = (reads?: string) => {
    const root = document.createElement('div');
    if (reads !== undefined) root.dataset.earlyReads = reads;
    return root;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('starts the reads the rendered page names, and the page takes them', async () => {
    startEarlyReads(rootWith('gallery'));
    await vi.waitFor(() => expect(services.listGallery).toHaveBeenCalledTimes(1));
    await GALLERY_READ.take();
    expect(services.listGallery).toHaveBeenCalledTimes(1);
  });

  it.each([undefined, '', 'no-such-read'])('starts nothing for %j', async (reads) => {
    startEarlyReads(rootWith(reads));
    await settle();
    expect(services.listGallery).not.toHaveBeenCalled();
    expect(services.listMessages).not.toHaveBeenCalled();
    expect(services.listUpcomingProgrammes).not.toHaveBeenCalled();
  });
});
