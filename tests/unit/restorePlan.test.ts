/** What restoring a backup would do: missing, differing and identical records, images to upload. */
import { describe, expect, it } from 'vitest';
import type { Backup, BackupImage, BackupRecord } from '../../src/domain/backupFormat';
import {
  documentToWrite,
  imageKind,
  nothingToDo,
  planRestore,
  recordKey,
  recordLabel,
  referencedImagePaths,
  type RestorePlan,
  type SiteState,
} from '../../src/domain/restorePlan';
import type { DocMap } from '../../src/domain/validation';
import { GOOD, storageUrl } from '../fixtures/documents';

const NOW = new Date('2025-06-01T09:30:00.000Z');
/** The backup came from the hosted site; the website restored to runs on the emulators. */
const OLD = { token: 'old-token' };
const SITE = { host: 'http://127.0.0.1:9199', bucket: 'demo-site', token: 'site-token' };

const PHOTO = 'members/1705312800000_cropped.jpeg';
const PORTRAIT = 'officeBearers/youth_director/1705312800000_portrait.jpg';
const FILE = 'gallery_1705312800000_rally.jpg';
const POSTER = 'events/1705312800000_poster.jpg';

const image = (path: string, contentType = 'image/jpeg', size = 10): BackupImage => ({
  path,
  contentType,
  bytes: new Uint8Array(size),
});

const member: BackupRecord = {
  collection: 'members',
  id: 'm1',
  fields: {
    ...GOOD.members,
    imageUrl: storageUrl(PHOTO, OLD),
    updatedAt: '2024-05-01T00:00:00.000Z',
  },
};
const message: BackupRecord = {
  collection: 'officeBearerMessages',
  id: 'o1',
  fields: { ...GOOD.officeBearerMessages, imageUrl: storageUrl(PORTRAIT, OLD) },
};
const galleryEntry: BackupRecord = {
  collection: 'gallery',
  id: 'g1',
  fields: {
    title: 'Youth rally',
    fileName: FILE,
    imageUrl: storageUrl(`gallery/${FILE}`, OLD),
    thumbFileName: `thumb_${FILE}`,
    thumbUrl: storageUrl(`gallery/thumb_${FILE}`, OLD),
    createdAt: new Date('2024-03-01T08:00:00.000Z'),
  },
};
const programme: BackupRecord = {
  collection: 'events',
  id: 'e1',
  fields: { ...GOOD.events, imageUrl: storageUrl(POSTER, OLD) },
};
const bishopMessage: BackupRecord = {
  collection: 'bishopMessages',
  id: 'b1',
  fields: { ...GOOD.bishopMessages },
};

function backupOf(records: BackupRecord[], changes: Partial<Backup> = {}): Backup {
  return {
    createdAt: '2025-05-01T00:00:00.000Z',
    site: { projectId: 'p', storageBucket: 'b' },
    records,
    unrestorable: [],
    images: [PHOTO, PORTRAIT, `gallery/${FILE}`, `gallery/thumb_${FILE}`, POSTER].map((p) =>
      image(p),
    ),
    missingImages: [],
    ...changes,
  };
}

const ALL = [member, message, galleryEntry, programme, bishopMessage];

/** A website holding these documents and image files. */
function siteOf(records: BackupRecord[], files: readonly string[] = []): SiteState {
  return {
    records: new Map(records.map((r) => [recordKey(r), r.fields])),
    existingImages: new Map(files.map((path) => [path, storageUrl(path, SITE)])),
  };
}

/** A record as the website holds it after a restore to it: its URLs are the site's. */
function onSite(record: BackupRecord, changes: DocMap = {}): BackupRecord {
  const fields: DocMap = { ...record.fields, ...changes };
  for (const field of ['imageUrl', 'thumbUrl'])
    if (typeof fields[field] === 'string' && fields[field] !== '') {
      const path = decodeURIComponent(String(fields[field]).split('/o/')[1]!.split('?')[0]!);
      fields[field] = storageUrl(path, SITE);
    }
  return { ...record, fields };
}

const ids = (list: ReadonlyArray<{ id: string }>) => list.map((r) => r.id);

/**
 * The website after a restore as planned: uploads get new URLs (a new token), records are
 * written as documentToWrite says, recreated ones deleted first. Nothing else changes.
 */
function applyPlan(site: SiteState, plan: RestorePlan, now = NOW): SiteState {
  const existingImages = new Map(site.existingImages);
  for (const upload of plan.uploads)
    existingImages.set(upload.path, storageUrl(upload.path, { ...SITE, token: 'new-token' }));
  const records = new Map(site.records);
  for (const write of [...plan.add, ...plan.replace])
    records.set(recordKey(write), documentToWrite(write, existingImages, now));
  return { records, existingImages };
}

describe('a website missing everything', () => {
  const plan = planRestore(backupOf(ALL), siteOf([]));

  it('adds every record back under its id and uploads every image', () => {
    expect(ids(plan.add)).toEqual(['m1', 'o1', 'g1', 'e1', 'b1']);
    expect(plan.add.every((w) => w.mode === 'create' && w.before === null)).toBe(true);
    expect(plan.replace).toEqual([]);
    expect(plan.identical).toEqual([]);
    expect(nothingToDo(plan)).toBe(false);
  });

  it('lists the images by kind, then path, with their names', () => {
    expect(plan.uploads.map((u) => [u.kind, u.name])).toEqual([
      ['Member photos', '1705312800000_cropped.jpeg'],
      ['Office-bearer portraits', '1705312800000_portrait.jpg'],
      ['Gallery images', FILE],
      ['Gallery thumbnails', `thumb_${FILE}`],
      ['Programme posters', '1705312800000_poster.jpg'],
    ]);
  });

  it('writes each record as the backup holds it, dates kept, URLs of the new uploads', () => {
    const urls = new Map([[PHOTO, storageUrl(PHOTO, SITE)]]);
    const write = plan.add.find((w) => w.id === 'm1')!;
    expect(documentToWrite(write, urls, NOW)).toEqual({
      ...member.fields,
      imageUrl: storageUrl(PHOTO, SITE),
      updatedAt: '2024-05-01T00:00:00.000Z',
    });
    const entry = plan.add.find((w) => w.id === 'g1')!;
    const galleryUrls = new Map([
      [`gallery/${FILE}`, 'https://x/full'],
      [`gallery/thumb_${FILE}`, 'https://x/thumb'],
    ]);
    expect(documentToWrite(entry, galleryUrls)).toMatchObject({
      imageUrl: 'https://x/full',
      thumbUrl: 'https://x/thumb',
      createdAt: new Date('2024-03-01T08:00:00.000Z'),
    });
  });

  it('needs a URL for every image it writes', () => {
    expect(() => documentToWrite(plan.add[0]!, new Map())).toThrow(`No download URL of ${PHOTO}`);
  });
});

describe('identical records', () => {
  it('are the same fields with other download-URL tokens and hosts, and another updatedAt', () => {
    const site = siteOf(
      ALL.map((r) =>
        onSite(r, r.collection === 'members' ? { updatedAt: '2025-06-01T09:00:00.000Z' } : {}),
      ),
      referencedImagePaths(backupOf(ALL)),
    );
    const plan = planRestore(backupOf(ALL), site);
    expect(ids(plan.identical)).toEqual(['m1', 'o1', 'g1', 'e1', 'b1']);
    expect(nothingToDo(plan)).toBe(true);
  });

  it('leave out an updatedAt that only the stored record has', () => {
    const site = siteOf([onSite(bishopMessage, { updatedAt: '2025-01-01T00:00:00.000Z' })]);
    expect(ids(planRestore(backupOf([bishopMessage]), site).identical)).toEqual(['b1']);
  });

  it('compare a gallery date to the millisecond', () => {
    const later = onSite(galleryEntry, { createdAt: new Date('2024-03-01T08:00:00.001Z') });
    const files = [`gallery/${FILE}`, `gallery/thumb_${FILE}`];
    const plan = planRestore(backupOf([galleryEntry]), siteOf([later], files));
    expect(ids(plan.replace)).toEqual(['g1']);
  });
});

describe('differing records', () => {
  const files = referencedImagePaths(backupOf(ALL));

  it('are updated in place, createdAt kept, a new updatedAt, the stored file’s URL', () => {
    const stored = onSite(member, { name: 'Renamed', updatedAt: '2025-05-20T00:00:00.000Z' });
    const site = siteOf([stored], files);
    const plan = planRestore(backupOf([member]), site);
    const write = plan.replace[0]!;
    expect(write).toMatchObject({ id: 'm1', mode: 'update', before: stored.fields });
    expect(plan.uploads).toEqual([]);
    expect(documentToWrite(write, site.existingImages, NOW)).toEqual({
      ...member.fields,
      imageUrl: storageUrl(PHOTO, SITE),
      createdAt: member.fields.createdAt,
      updatedAt: NOW.toISOString(),
    });
  });

  it('get an updatedAt a millisecond later when the stored one is the time of the restore', () => {
    const stored = onSite(member, { name: 'Renamed', updatedAt: NOW.toISOString() });
    const site = siteOf([stored], files);
    const write = planRestore(backupOf([member]), site).replace[0]!;
    expect(documentToWrite(write, site.existingImages, NOW).updatedAt).toBe(
      '2025-06-01T09:30:00.001Z',
    );
  });

  it('differ also in a field the backup lacks (a removed photo)', () => {
    const stored = onSite(bishopMessage, { imageUrl: storageUrl('bishops/1_x.jpg', SITE) });
    const plan = planRestore(backupOf([bishopMessage]), siteOf([stored], files));
    expect(plan.replace.map((w) => w.mode)).toEqual(['update']);
  });

  type RecreateCase = [what: string, backup: BackupRecord, stored: BackupRecord, why: RegExp];
  const RECREATED: RecreateCase[] = [
    [
      'a gallery entry (entries cannot be edited)',
      galleryEntry,
      onSite(galleryEntry, { title: 'Another title' }),
      /gallery entries cannot be edited/,
    ],
    [
      'a record with another createdAt',
      member,
      onSite(member, { createdAt: '2020-01-01T00:00:00.000Z' }),
      /creation date differs/,
    ],
    [
      'a legacy record without createdAt',
      programme,
      { ...programme, fields: { ...onSite(programme).fields, createdAt: undefined as never } },
      /creation date differs/,
    ],
    [
      'an office-bearer message of another office bearer',
      message,
      onSite(message, { role: 'lady_animator' }),
      /office bearer differs/,
    ],
  ];
  it.each(RECREATED)('are deleted and created again: %s', (_what, backup, stored, why) => {
    const storedFields = Object.fromEntries(
      Object.entries(stored.fields).filter(([, v]) => v !== undefined),
    );
    const site = siteOf([{ ...stored, fields: storedFields }], files);
    const [write] = planRestore(backupOf([backup]), site).replace;
    expect(write).toMatchObject({ mode: 'recreate', why: expect.stringMatching(why) });
    // Created again: the backup's dates, no new updatedAt.
    const written = documentToWrite(write!, site.existingImages, NOW);
    expect(written.createdAt).toEqual(backup.fields.createdAt);
    expect(written.updatedAt).toEqual(backup.fields.updatedAt);
  });
});

describe('images', () => {
  it('are not uploaded when their path is stored on the website; the record gets that URL', () => {
    const plan = planRestore(backupOf([member]), siteOf([], [PHOTO]));
    expect(plan.uploads).toEqual([]);
    expect(documentToWrite(plan.add[0]!, new Map([[PHOTO, 'https://site/photo']])).imageUrl).toBe(
      'https://site/photo',
    );
  });

  it('missing on the website make a record of the same fields differ (its URL will change)', () => {
    const plan = planRestore(backupOf([member]), siteOf([onSite(member)], []));
    expect(plan.identical).toEqual([]);
    expect(ids(plan.replace)).toEqual(['m1']);
    expect(plan.uploads.map((u) => u.path)).toEqual([PHOTO]);
  });

  it('are uploaded once when two records point to the same file', () => {
    const twin: BackupRecord = { ...member, id: 'm2' };
    const plan = planRestore(backupOf([member, twin]), siteOf([]));
    expect(plan.uploads.map((u) => u.path)).toEqual([PHOTO]);
  });

  it('that the backup could not read leave the record without that image', () => {
    const backup = backupOf([member, programme], {
      images: [],
      missingImages: [{ path: PHOTO, collection: 'members', id: 'm1', reason: 'object not found' }],
    });
    const plan = planRestore(backup, siteOf([], [POSTER]));
    expect(ids(plan.add)).toEqual(['m1', 'e1']);
    expect(plan.add[0]!.fields.imageUrl).toBe('');
    expect(plan.add[0]!.images).toEqual({});
    expect(plan.withoutImage).toEqual([
      {
        record: { collection: 'members', id: 'm1', label: GOOD.members.name },
        path: PHOTO,
        reason: `${PHOTO} is not on the website and cannot be restored: it could not be read when the backup was made (object not found)`,
      },
    ]);
  });

  type RefusedCase = [what: string, record: BackupRecord, file: BackupImage, reason: string];
  const legacyName = 'members/photo 1.jpg';
  const REFUSED: RefusedCase[] = [
    [
      'an older file name the rules no longer take',
      { ...member, fields: { ...member.fields, imageUrl: storageUrl(legacyName) } },
      image(legacyName),
      'is not a file name the app writes',
    ],
    ['a file that is not an image', member, image(PHOTO, 'text/html'), 'only JPEG, PNG'],
    ['an empty file', member, image(PHOTO, 'image/jpeg', 0), 'empty files cannot be uploaded'],
  ];
  it.each(REFUSED)(
    'the storage rules would refuse leave the record without: %s',
    (_w, record, file, reason) => {
      const plan = planRestore(backupOf([record], { images: [file] }), siteOf([]));
      expect(plan.uploads).toEqual([]);
      expect(plan.add[0]!.fields.imageUrl).toBe('');
      expect(plan.withoutImage[0]!.reason).toContain(reason);
    },
  );

  it('a gallery entry whose image is unavailable cannot be restored', () => {
    const backup = backupOf([galleryEntry], {
      images: [image(`gallery/thumb_${FILE}`)],
      missingImages: [
        { path: `gallery/${FILE}`, collection: 'gallery', id: 'g1', reason: 'network' },
      ],
    });
    const plan = planRestore(backup, siteOf([]));
    expect(plan.add).toEqual([]);
    expect(plan.uploads).toEqual([]);
    expect(plan.cannotRestore).toEqual([
      expect.objectContaining({ id: 'g1', reason: expect.stringContaining(`gallery/${FILE}`) }),
    ]);
  });

  it('a gallery entry whose thumbnail is unavailable is restored with its image alone', () => {
    const backup = backupOf([galleryEntry], { images: [image(`gallery/${FILE}`)] });
    const plan = planRestore(backup, siteOf([]));
    const write = plan.add[0]!;
    expect(write.fields).not.toHaveProperty('thumbFileName');
    expect(write.fields).not.toHaveProperty('thumbUrl');
    expect(write.images).toEqual({ imageUrl: `gallery/${FILE}` });
    expect(plan.withoutImage.map((w) => w.path)).toEqual([`gallery/thumb_${FILE}`]);
  });
});

describe('records the backup keeps but cannot restore', () => {
  const legacy = {
    collection: 'gallery' as const,
    id: 'old',
    reason: 'fileName must be a gallery file name (gallery_{timestamp}_{name})',
    fields: { title: 'Old', imageUrl: storageUrl('gallery/IMG 1.jpg', OLD), fileName: 'IMG 1.jpg' },
  };

  it('are reported with the reason when the website lacks them', () => {
    const plan = planRestore(backupOf([], { unrestorable: [legacy] }), siteOf([]));
    expect(plan.cannotRestore).toEqual([
      {
        collection: 'gallery',
        id: 'old',
        label: 'Old',
        reason: `the website's rules would refuse it: ${legacy.reason}`,
      },
    ]);
    expect(nothingToDo(plan)).toBe(true);
  });

  it('count as identical when the website holds them unchanged', () => {
    const plan = planRestore(backupOf([], { unrestorable: [legacy] }), siteOf([onSite(legacy)]));
    expect(ids(plan.identical)).toEqual(['old']);
    expect(plan.cannotRestore).toEqual([]);
  });
});

describe('records only the website holds', () => {
  it('are left alone: never deleted, never listed', () => {
    const extra: BackupRecord = { ...member, id: 'only-on-site' };
    const plan = planRestore(backupOf([bishopMessage]), siteOf([extra, onSite(bishopMessage)]));
    const listed = [...plan.add, ...plan.replace, ...plan.identical, ...plan.cannotRestore];
    expect(ids(listed)).toEqual(['b1']);
  });
});

describe('restoring the same backup twice', () => {
  type SiteCase = [what: string, site: SiteState];
  const files = referencedImagePaths(backupOf(ALL));
  const SITES: SiteCase[] = [
    ['an empty website', siteOf([])],
    ['a website that lost some records and files', siteOf([onSite(message)], [PORTRAIT])],
    [
      'a website where every record was edited',
      siteOf(
        ALL.map((r) =>
          onSite(r, {
            ...(r.collection === 'gallery' ? { title: 'Edited' } : { name: 'Edited' }),
            ...(r.collection === 'gallery' ? {} : { updatedAt: '2025-05-30T00:00:00.000Z' }),
          }),
        ),
        files,
      ),
    ],
    [
      'a website whose records lost their files',
      siteOf(
        ALL.map((r) => onSite(r)),
        [],
      ),
    ],
    [
      'a website with a record of another createdAt and role',
      siteOf([onSite(message, { role: 'lady_animator', createdAt: '2020-01-01T00:00:00.000Z' })]),
    ],
  ];

  it.each(SITES)('changes nothing the second time: %s', (_what, site) => {
    const backup = backupOf(ALL, {
      images: backupOf(ALL).images.filter((i) => i.path !== `gallery/thumb_${FILE}`),
      missingImages: [
        { path: `gallery/thumb_${FILE}`, collection: 'gallery', id: 'g1', reason: 'gone' },
      ],
    });
    const first = planRestore(backup, site);
    expect(nothingToDo(first)).toBe(false);
    const after = applyPlan(site, first);
    const second = planRestore(backup, after);
    expect(nothingToDo(second)).toBe(true);
    expect(ids(second.identical).sort()).toEqual(['b1', 'e1', 'g1', 'm1', 'o1']);
  });
});

describe('names people read', () => {
  it.each([
    [member, GOOD.members.name],
    [bishopMessage, 'Walk in the light, by Most Rev. Raphy Manjaly, 2023-2024'],
    [message, 'Rise up, by Fr. Thomas Joseph, Youth Director, 2024-2025'],
    [galleryEntry, 'Youth rally'],
    [programme, 'Youth Day 2025, 2025-08-15'],
    [{ collection: 'members', id: 'x1', fields: { name: '  ' } } as BackupRecord, 'members/x1'],
  ])('%# %s', (record, label) => {
    expect(recordLabel(record)).toBe(label);
  });

  it.each([
    [PHOTO, 'Member photos'],
    ['bishops/1_a.jpg', 'Archbishop portraits'],
    [PORTRAIT, 'Office-bearer portraits'],
    [`gallery/${FILE}`, 'Gallery images'],
    [`gallery/thumb_${FILE}`, 'Gallery thumbnails'],
    [POSTER, 'Programme posters'],
  ])('%s is one of the %s', (path, kind) => {
    expect(imageKind(path)).toBe(kind);
  });
});
