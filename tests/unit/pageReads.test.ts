/**
 * Early reads (src/services/pageReads.ts, started by src/app/earlyReads.ts from the names the
 * rendered page carries): which reads each public page opens with, per the route table, and that a
 * page takes a read started early instead of reading again.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, routeFor } from '../../src/app/routes';
import { startEarlyReads } from '../../src/app/earlyReads';
import { CONSTANTS } from '../../src/config/site';

const services = vi.hoisted(() => ({
  listMembers: vi.fn(),
  listGallery: vi.fn(),
  listMessages: vi.fn(),
}));
vi.mock('../../src/services/members', () => ({ listMembers: services.listMembers }));
vi.mock('../../src/services/gallery', () => ({ listGallery: services.listGallery }));
vi.mock('../../src/services/messages', () => ({ listMessages: services.listMessages }));

const { GALLERY_READ, MEMBERS_READ, MESSAGES_READS, NEWEST_GALLERY_READ, startReads } =
  await import('../../src/services/pageReads');

/** What the table says a path opens with, and whether it starts early. */
const readsOf = (path: string) => routeFor(path)?.reads ?? [];
const readsEarly = (path: string) => Boolean(routeFor(path)?.readsEarly);

beforeEach(() => {
  vi.clearAllMocks();
  services.listMembers.mockResolvedValue(['member']);
  services.listGallery.mockResolvedValue(['picture']);
  services.listMessages.mockResolvedValue(['message']);
  // Nothing left over from another test.
  for (const read of [
    MEMBERS_READ,
    NEWEST_GALLERY_READ,
    GALLERY_READ,
    ...Object.values(MESSAGES_READS),
  ])
    void read.take();
  vi.clearAllMocks();
});

describe('the reads each route opens with', () => {
  it.each([
    ['/', ['members', 'newest-gallery']],
    ['/gallery', ['gallery']],
    ['/bishop', ['messages/bishop']],
    ['/youth-director', ['messages/youth_director']],
    ['/associate-director', ['messages/associate_director']],
    ['/lady-animator', ['messages/lady_animator']],
    ['/about-us', []],
    ['/contact', []],
    ['/admin/members', []],
  ])('%s opens with %j', (path, names) => {
    expect(readsOf(path)).toEqual(names);
  });

  it('only these routes read Firestore', () => {
    const reading = ROUTES.filter((route) => route.reads?.length).map((route) => route.path);
    expect(reading).toEqual([
      '/',
      '/bishop',
      '/youth-director',
      '/associate-director',
      '/lady-animator',
      '/gallery',
    ]);
  });
});

describe('readsEarly', () => {
  it.each([
    ['/', false], // its lists are below the banner
    ['/bishop', true],
    ['/lady-animator', true],
    ['/gallery', true],
    ['/about-us', false],
    ['/admin/members', false],
  ])('%s: %s', (path, early) => {
    expect(readsEarly(path)).toBe(early);
  });
});

describe('early reads', () => {
  it('a page takes the reads started for its path, without reading again (here both of /)', async () => {
    startReads(readsOf('/'));
    expect(services.listMembers).toHaveBeenCalledTimes(1);
    expect(services.listGallery).toHaveBeenCalledWith(CONSTANTS.homeGalleryLimit);

    await expect(MEMBERS_READ.take()).resolves.toEqual(['member']);
    await expect(NEWEST_GALLERY_READ.take()).resolves.toEqual(['picture']);
    expect(services.listMembers).toHaveBeenCalledTimes(1);
    expect(services.listGallery).toHaveBeenCalledTimes(1);
  });

  it('an early read is taken once; the next visit reads afresh', async () => {
    startReads(readsOf('/bishop'));
    await MESSAGES_READS.bishop.take();
    await MESSAGES_READS.bishop.take();
    expect(services.listMessages).toHaveBeenCalledTimes(2);
    expect(services.listMessages).toHaveBeenCalledWith('bishop');
  });

  it('reads nothing early for a page of plain text', () => {
    startReads(readsOf('/about-us'));
    expect(services.listMembers).not.toHaveBeenCalled();
    expect(services.listGallery).not.toHaveBeenCalled();
    expect(services.listMessages).not.toHaveBeenCalled();
  });

  it('hands a failed early read to the page that takes it, and leaves no unhandled rejection', async () => {
    const failure = new Error('unavailable');
    services.listGallery.mockRejectedValueOnce(failure);
    startReads(readsOf('/gallery'));
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
    expect(services.listMembers).not.toHaveBeenCalled();
    expect(services.listGallery).not.toHaveBeenCalled();
    expect(services.listMessages).not.toHaveBeenCalled();
  });
});
