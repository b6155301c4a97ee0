/**
 * What restoring a backup would do: missing, differing and identical records, images to upload,
 * and what cannot be restored: every write judged first as the rules will judge it, and no two
 * records sharing a file.
 */
import { describe, expect, it } from 'vitest';
import {
  recordKey,
  type Backup,
  type BackupImage,
  type BackupRecord,
} from '../../../src/domain/backup/format';
import { planRestore, referencedImagePaths } from '../../../src/domain/backup/restorePlan';
import {
  documentToWrite,
  nothingToDo,
  restoreOrder,
  uploadsOf,
  writeProblem,
  writesOf,
  type RestorePlan,
  type SiteState,
} from '../../../src/domain/backup/restoreWrites';
import { IMAGE_KINDS, recordLabel } from '../../../src/domain/collections';
import { localStorageTarget } from '../../../src/domain/limits';
import { sortYearOf } from '../../../src/domain/messages';
import type { DocMap } from '../../../src/domain/schema';
import type { WriteContext } from '../../../src/domain/validation';
import { BUCKET, GOOD, storageUrl } from '../../fixtures/documents';

const NOW = new Date('2025-06-01T09:30:00.000Z');
/** The website restored to runs on the emulators, with the demo project's bucket. */
const CONTEXT: WriteContext = {
  now: NOW,
  storage: localStorageTarget('demo-youth-commission'),
  byOwner: true,
};
/** The backup came from the hosted site of another project. */
const OLD = {
  host: 'https://firebasestorage.googleapis.com',
  bucket: 'old-project.appspot.com',
  token: 'old-token',
};
const SITE = { host: 'http://127.0.0.1:9199', bucket: BUCKET, token: 'site-token' };

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
  // A message is stored with the sortYear its year gives.
  if (record.collection.endsWith('Messages') && fields.sortYear === undefined)
    fields.sortYear = sortYearOf(String(fields.year));
  for (const field of ['imageUrl', 'thumbUrl', 'mediumUrl'])
    if (typeof fields[field] === 'string' && fields[field] !== '') {
      const path = decodeURIComponent(String(fields[field]).split('/o/')[1]!.split('?')[0]!);
      fields[field] = storageUrl(path, SITE);
    }
  return { ...record, fields };
}

const ids = (list: ReadonlyArray<{ id: string }>) => list.map((r) => r.id);

/**
 * The website after a restore as planned: uploads get new URLs (a new token), records are
 * written whole as documentToWrite says. Nothing else changes.
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
  const plan = planRestore(backupOf(ALL), siteOf([]), CONTEXT);

  it('adds every record back under its id and uploads every image', () => {
    // A programme before the gallery: a photo may refer to it.
    expect(ids(plan.add)).toEqual(['m1', 'b1', 'o1', 'e1', 'g1']);
    expect(plan.add.every((w) => w.before === null)).toBe(true);
    expect(plan.cannotRestore).toEqual([]);
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
    const plan = planRestore(backupOf(ALL), site, CONTEXT);
    expect(ids(plan.identical)).toEqual(['m1', 'b1', 'o1', 'e1', 'g1']);
    expect(nothingToDo(plan)).toBe(true);
  });

  it('give a message of a backup from before sortYear the one its year gives', () => {
    const site = siteOf([onSite(bishopMessage)]);
    expect(ids(planRestore(backupOf([bishopMessage]), site, CONTEXT).identical)).toEqual(['b1']);
    const added = planRestore(backupOf([bishopMessage]), siteOf([]), CONTEXT).add[0]!;
    expect(documentToWrite(added, new Map(), NOW)).toMatchObject({ sortYear: 2023 });
    const noYear = { ...bishopMessage, fields: { ...bishopMessage.fields, year: 'Jubilee' } };
    const write = planRestore(backupOf([noYear]), siteOf([]), CONTEXT).add[0]!;
    expect(documentToWrite(write, new Map(), NOW)).toMatchObject({ sortYear: 0 });
  });

  it('are not a message stored without sortYear, which the restore gives its one', () => {
    const legacy = { ...bishopMessage, fields: { ...bishopMessage.fields } };
    const plan = planRestore(backupOf([bishopMessage]), siteOf([legacy]), CONTEXT);
    expect(ids(plan.replace)).toEqual(['b1']);
    expect(documentToWrite(plan.replace[0]!, new Map(), NOW)).toMatchObject({ sortYear: 2023 });
  });

  it('leave out an updatedAt that only the stored record has', () => {
    const site = siteOf([onSite(bishopMessage, { updatedAt: '2025-01-01T00:00:00.000Z' })]);
    expect(ids(planRestore(backupOf([bishopMessage]), site, CONTEXT).identical)).toEqual(['b1']);
  });

  it('compare a gallery date to the millisecond', () => {
    const later = onSite(galleryEntry, { createdAt: new Date('2024-03-01T08:00:00.001Z') });
    const files = [`gallery/${FILE}`, `gallery/thumb_${FILE}`];
    const plan = planRestore(backupOf([galleryEntry]), siteOf([later], files), CONTEXT);
    expect(ids(plan.replace)).toEqual(['g1']);
  });
});

describe('differing records', () => {
  const files = referencedImagePaths(backupOf(ALL));

  it('are replaced whole, createdAt kept, a new updatedAt, the stored file’s URL', () => {
    const stored = onSite(member, { name: 'Renamed', updatedAt: '2025-05-20T00:00:00.000Z' });
    const site = siteOf([stored], files);
    const plan = planRestore(backupOf([member]), site, CONTEXT);
    const write = plan.replace[0]!;
    expect(write).toMatchObject({ id: 'm1', before: stored.fields });
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
    const write = planRestore(backupOf([member]), site, CONTEXT).replace[0]!;
    expect(documentToWrite(write, site.existingImages, NOW).updatedAt).toBe(
      '2025-06-01T09:30:00.001Z',
    );
  });

  it('differ also in a field the backup lacks (a removed photo)', () => {
    const stored = onSite(bishopMessage, { imageUrl: storageUrl('bishops/1_x.jpg', SITE) });
    const plan = planRestore(backupOf([bishopMessage]), siteOf([stored], files), CONTEXT);
    expect(ids(plan.replace)).toEqual(['b1']);
  });

  type ReplaceCase = [what: string, backup: BackupRecord, stored: BackupRecord];
  const REPLACED: ReplaceCase[] = [
    ['a gallery entry', galleryEntry, onSite(galleryEntry, { title: 'Another title' })],
    [
      'a record with another createdAt',
      member,
      onSite(member, { createdAt: '2020-01-01T00:00:00.000Z' }),
    ],
    [
      'a legacy record without createdAt',
      programme,
      { ...programme, fields: { ...onSite(programme).fields, createdAt: undefined as never } },
    ],
    [
      'an office-bearer message of another office bearer',
      message,
      onSite(message, { role: 'lady_animator' }),
    ],
  ];
  it.each(REPLACED)(
    'are replaced in one write, as the rules let an owner: %s',
    (_what, backup, stored) => {
      const storedFields = Object.fromEntries(
        Object.entries(stored.fields).filter(([, v]) => v !== undefined),
      );
      const site = siteOf([{ ...stored, fields: storedFields }], files);
      const plan = planRestore(backupOf([backup]), site, CONTEXT);
      expect(plan.cannotRestore).toEqual([]);
      const [write] = plan.replace;
      expect(write?.before).toEqual(storedFields);
      // The backup's createdAt and role; a new updatedAt but for a gallery entry.
      const written = documentToWrite(write!, site.existingImages, NOW);
      expect(written.createdAt).toEqual(backup.fields.createdAt);
      expect(written.role).toEqual(backup.fields.role);
      expect(written.updatedAt).toEqual(
        backup.collection === 'gallery' ? undefined : NOW.toISOString(),
      );
      expect(writeProblem(write!, written, CONTEXT)).toBeNull();
    },
  );
});

describe('every write is judged first, as the rules will judge it', () => {
  const spoilt = (record: BackupRecord, changes: DocMap): BackupRecord => ({
    ...record,
    fields: { ...record.fields, ...changes },
  });
  const withOwn = (record: BackupRecord, name: string): BackupRecord => {
    const fields = { ...record.fields };
    Object.defineProperty(fields, name, { value: 'x', enumerable: true });
    return { ...record, fields };
  };
  type RefusedCase = [what: string, record: BackupRecord, reason: string];
  const REFUSED: RefusedCase[] = [
    ['a member without a name', spoilt(member, { name: '   ' }), 'name must not be empty'],
    [
      'a member photo pointing into the gallery folder',
      spoilt(member, { imageUrl: storageUrl(`gallery/${FILE}`, OLD) }),
      'imageUrl must be a download URL of a file in members/',
    ],
    [
      'a photo on another website',
      spoilt(member, { imageUrl: 'https://evil.example/x.jpg' }),
      'imageUrl must be a download URL of a file in members/',
    ],
    [
      'a field the collection does not have',
      spoilt(programme, { published: true }),
      'unexpected field published',
    ],
    ['a field named __proto__', withOwn(member, '__proto__'), 'unexpected field __proto__'],
    ['a field named constructor', withOwn(member, 'constructor'), 'unexpected field constructor'],
    ['a field named toString', withOwn(programme, 'toString'), 'unexpected field toString'],
    [
      'a gallery date as plain text',
      spoilt(galleryEntry, { createdAt: '2024-03-01T08:00:00.000Z' }),
      'createdAt must be a timestamp',
    ],
    [
      'a gallery entry dated in the future',
      spoilt(galleryEntry, { createdAt: new Date('2099-01-01T00:00:00.000Z') }),
      'createdAt cannot be in the future',
    ],
    [
      'a record dated ahead of the clock',
      spoilt(bishopMessage, { createdAt: '2099-01-01T00:00:00.000Z' }),
      "createdAt is more than 10 minutes away from the server's time",
    ],
    [
      'a new record without createdAt',
      spoilt(member, { createdAt: undefined as never }),
      'createdAt is required',
    ],
  ];
  it.each(REFUSED)('%s cannot be restored, with the reason', (_what, record, reason) => {
    const fields = { ...record.fields };
    for (const [key, value] of Object.entries(fields)) if (value === undefined) delete fields[key];
    const plan = planRestore(backupOf([{ ...record, fields }]), siteOf([]), CONTEXT);
    expect(plan.add).toEqual([]);
    expect(plan.uploads).toEqual([]);
    expect(plan.cannotRestore).toEqual([
      expect.objectContaining({
        id: record.id,
        reason: expect.stringContaining(`the website's rules would refuse it: ${reason}`),
      }),
    ]);
  });

  it('a replacement is judged against the stored record: a legacy member stays legacy', () => {
    const legacy = spoilt(member, { createdAt: undefined as never, name: 'Old name' });
    delete legacy.fields.createdAt;
    const stored = onSite(member, { name: 'Edited' });
    delete stored.fields.createdAt;
    // Without createdAt the rules refuse to create it, but take it over a stored legacy record.
    expect(planRestore(backupOf([legacy]), siteOf([]), CONTEXT).cannotRestore).toHaveLength(1);
    const plan = planRestore(backupOf([legacy]), siteOf([stored], [PHOTO]), CONTEXT);
    expect(ids(plan.replace)).toEqual(['m1']);
    // A record that has createdAt cannot lose it.
    const dated = planRestore(backupOf([legacy]), siteOf([onSite(member)], [PHOTO]), CONTEXT);
    expect(dated.cannotRestore[0]?.reason).toContain('createdAt cannot be removed');
  });

  it('image URLs of another bucket are judged as this site’s, by their paths', () => {
    const plan = planRestore(backupOf([member]), siteOf([]), CONTEXT);
    const write = plan.add[0]!;
    expect(write.images).toEqual({ imageUrl: PHOTO });
    expect(documentToWrite(write, new Map([[PHOTO, storageUrl(PHOTO, SITE)]])).imageUrl).toBe(
      storageUrl(PHOTO, SITE),
    );
  });

  it('a write judged at another site’s bucket would be refused: the check uses this site’s', () => {
    const elsewhere: WriteContext = {
      ...CONTEXT,
      storage: { bucket: 'other.appspot.com', emulators: true },
    };
    const write = planRestore(backupOf([member]), siteOf([]), CONTEXT).add[0]!;
    const document = documentToWrite(write, new Map([[PHOTO, storageUrl(PHOTO, SITE)]]));
    expect(writeProblem(write, document, CONTEXT)).toBeNull();
    expect(writeProblem(write, document, elsewhere)).toContain('of the bucket other.appspot.com');
  });
});

describe('files two records would share', () => {
  const twin: BackupRecord = { ...member, id: 'm2', fields: { ...member.fields, name: 'Twin' } };

  it('the first record of the backup owns a file; a later one pointing at it is refused', () => {
    const plan = planRestore(backupOf([member, twin]), siteOf([]), CONTEXT);
    expect(ids(plan.add)).toEqual(['m1']);
    expect(plan.uploads.map((u) => u.path)).toEqual([PHOTO]);
    expect(plan.cannotRestore).toEqual([
      {
        collection: 'members',
        id: 'm2',
        label: 'Twin',
        reason: `it points at ${PHOTO}, which belongs to ${GOOD.members.name} (Members) earlier in this backup; two records cannot share a file`,
      },
    ]);
  });

  it('a record the website holds owns its file, whatever the backup says', () => {
    const owner: BackupRecord = {
      ...member,
      id: 'on-site',
      fields: { ...onSite(member).fields, name: 'Owner' },
    };
    const plan = planRestore(backupOf([member]), siteOf([owner], [PHOTO]), CONTEXT);
    expect(plan.add).toEqual([]);
    expect(plan.cannotRestore[0]?.reason).toBe(
      `it points at ${PHOTO}, which belongs to Owner (Members) on the website; two records cannot share a file`,
    );
  });

  it('a gallery entry cannot take another entry’s file name, nor its thumbnail', () => {
    const other: BackupRecord = {
      ...galleryEntry,
      id: 'g0',
      fields: { ...onSite(galleryEntry).fields, title: 'First' },
    };
    const files = [`gallery/${FILE}`, `gallery/thumb_${FILE}`];
    const plan = planRestore(backupOf([galleryEntry]), siteOf([other], files), CONTEXT);
    expect(plan.cannotRestore[0]?.reason).toMatch(
      /which belongs to First \(Gallery images\) on the website/,
    );
  });

  it('a record may keep the file it already has on the website', () => {
    const stored = onSite(member, { name: 'Edited' });
    const plan = planRestore(backupOf([member]), siteOf([stored], [PHOTO]), CONTEXT);
    expect(ids(plan.replace)).toEqual(['m1']);
  });

  it('a record refused for another reason owns nothing', () => {
    const broken: BackupRecord = { ...member, fields: { ...member.fields, name: '' } };
    const plan = planRestore(backupOf([broken, twin]), siteOf([]), CONTEXT);
    expect(ids(plan.add)).toEqual(['m2']);
  });
});

describe('images', () => {
  it('are not uploaded when their path is stored on the website; the record gets that URL', () => {
    const plan = planRestore(backupOf([member]), siteOf([], [PHOTO]), CONTEXT);
    expect(plan.uploads).toEqual([]);
    expect(documentToWrite(plan.add[0]!, new Map([[PHOTO, 'https://site/photo']])).imageUrl).toBe(
      'https://site/photo',
    );
  });

  it('missing on the website make a record of the same fields differ (its URL will change)', () => {
    const plan = planRestore(backupOf([member]), siteOf([onSite(member)], []), CONTEXT);
    expect(plan.identical).toEqual([]);
    expect(ids(plan.replace)).toEqual(['m1']);
    expect(plan.uploads.map((u) => u.path)).toEqual([PHOTO]);
  });

  it('that could not be looked up on the website count as not found there', () => {
    // The lookup failed (SiteState holds no URL for it) and the backup's copy has a name the
    // storage rules no longer take: the record is restored without it, and says why.
    const odd = 'members/1_a\u0001.jpg';
    const record = { ...member, fields: { ...member.fields, imageUrl: storageUrl(odd, OLD) } };
    const plan = planRestore(backupOf([record], { images: [image(odd)] }), siteOf([]), CONTEXT);
    expect(ids(plan.add)).toEqual(['m1']);
    expect(plan.withoutImage[0]?.reason).toBe(
      `${odd} was not found on the website, and the backup's copy cannot be uploaded: ${odd} is not a file name the app writes`,
    );
  });

  it('that the backup could not read leave the record without that image', () => {
    const backup = backupOf([member, programme], {
      images: [],
      missingImages: [{ path: PHOTO, collection: 'members', id: 'm1', reason: 'object not found' }],
    });
    const plan = planRestore(backup, siteOf([], [POSTER]), CONTEXT);
    expect(ids(plan.add)).toEqual(['m1', 'e1']);
    expect(plan.add[0]!.fields.imageUrl).toBe('');
    expect(plan.add[0]!.images).toEqual({});
    expect(plan.withoutImage).toEqual([
      {
        record: { collection: 'members', id: 'm1', label: GOOD.members.name },
        path: PHOTO,
        reason: `${PHOTO} was not found on the website, and the backup could not read it when it was made (object not found)`,
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
      const plan = planRestore(backupOf([record], { images: [file] }), siteOf([]), CONTEXT);
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
    const plan = planRestore(backup, siteOf([]), CONTEXT);
    expect(plan.add).toEqual([]);
    expect(plan.uploads).toEqual([]);
    expect(plan.cannotRestore).toEqual([
      expect.objectContaining({ id: 'g1', reason: expect.stringContaining(`gallery/${FILE}`) }),
    ]);
  });

  it('a gallery entry whose thumbnail is unavailable is restored with its image alone', () => {
    const backup = backupOf([galleryEntry], { images: [image(`gallery/${FILE}`)] });
    const plan = planRestore(backup, siteOf([]), CONTEXT);
    const write = plan.add[0]!;
    expect(write.fields).not.toHaveProperty('thumbFileName');
    expect(write.fields).not.toHaveProperty('thumbUrl');
    expect(write.images).toEqual({ imageUrl: `gallery/${FILE}` });
    expect(plan.withoutImage.map((w) => w.path)).toEqual([`gallery/thumb_${FILE}`]);
  });
});

describe('a gallery entry with a medium-size copy', () => {
  const MEDIUM = `gallery/medium_${FILE}`;
  const entry: BackupRecord = {
    ...galleryEntry,
    fields: {
      ...galleryEntry.fields,
      mediumFileName: `medium_${FILE}`,
      mediumUrl: storageUrl(MEDIUM, OLD),
    },
  };
  const FILES = [`gallery/${FILE}`, `gallery/thumb_${FILE}`, MEDIUM];
  const backup = (changes: Partial<Backup> = {}) =>
    backupOf([entry], { images: FILES.map((p) => image(p)), ...changes });

  it('is restored with its three files, each uploaded and pointed at', () => {
    const plan = planRestore(backup(), siteOf([]), CONTEXT);
    expect(plan.uploads.map((u) => [u.kind, u.path])).toEqual([
      ['Gallery images', `gallery/${FILE}`],
      ['Gallery thumbnails', `gallery/thumb_${FILE}`],
      ['Gallery medium-size copies', MEDIUM],
    ]);
    const urls = new Map(FILES.map((p) => [p, storageUrl(p, SITE)]));
    expect(documentToWrite(plan.add[0]!, urls)).toEqual({
      ...entry.fields,
      imageUrl: storageUrl(`gallery/${FILE}`, SITE),
      thumbUrl: storageUrl(`gallery/thumb_${FILE}`, SITE),
      mediumUrl: storageUrl(MEDIUM, SITE),
    });
  });

  it('is identical on a website holding it and its files', () => {
    const plan = planRestore(backup(), siteOf([onSite(entry)], FILES), CONTEXT);
    expect(ids(plan.identical)).toEqual(['g1']);
    expect(nothingToDo(plan)).toBe(true);
  });

  it('whose medium-size copy is unavailable is restored with its image and thumbnail', () => {
    const plan = planRestore(
      backup({
        images: FILES.filter((p) => p !== MEDIUM).map((p) => image(p)),
        missingImages: [{ path: MEDIUM, collection: 'gallery', id: 'g1', reason: 'gone' }],
      }),
      siteOf([]),
      CONTEXT,
    );
    const write = plan.add[0]!;
    expect(write.fields).not.toHaveProperty('mediumFileName');
    expect(write.fields).not.toHaveProperty('mediumUrl');
    expect(write.images).toEqual({
      imageUrl: `gallery/${FILE}`,
      thumbUrl: `gallery/thumb_${FILE}`,
    });
    expect(plan.withoutImage.map((w) => w.path)).toEqual([MEDIUM]);
  });

  it('cannot take the medium-size copy of an entry on the website', () => {
    const other: BackupRecord = {
      collection: 'gallery',
      id: 'g0',
      fields: {
        ...onSite(entry).fields,
        title: 'First',
        fileName: 'gallery_1705312800001_other.jpg',
        imageUrl: storageUrl('gallery/gallery_1705312800001_other.jpg', SITE),
        thumbFileName: 'thumb_gallery_1705312800001_other.jpg',
        thumbUrl: storageUrl('gallery/thumb_gallery_1705312800001_other.jpg', SITE),
      },
    };
    const plan = planRestore(backup(), siteOf([other], FILES), CONTEXT);
    expect(plan.add).toEqual([]);
    expect(plan.cannotRestore[0]?.reason).toMatch(
      /which belongs to First \(Gallery images\) on the website/,
    );
  });
});

describe('records the backup kept as unrestorable', () => {
  const legacy = {
    collection: 'gallery' as const,
    id: 'old',
    reason: 'fileName must be a gallery file name (gallery_{timestamp}_{name})',
    fields: {
      title: 'Old',
      imageUrl: storageUrl('gallery/IMG 1.jpg', OLD),
      fileName: 'IMG 1.jpg',
      createdAt: new Date('2020-01-01T00:00:00.000Z'),
    },
  };

  it('are judged again, and reported with the rules’ reason when still refused', () => {
    const backup = backupOf([], { unrestorable: [legacy], images: [image('gallery/IMG 1.jpg')] });
    const plan = planRestore(backup, siteOf([], ['gallery/IMG 1.jpg']), CONTEXT);
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
    const plan = planRestore(
      backupOf([], { unrestorable: [legacy] }),
      siteOf([onSite(legacy)], ['gallery/IMG 1.jpg']),
      CONTEXT,
    );
    expect(ids(plan.identical)).toEqual(['old']);
    expect(plan.cannotRestore).toEqual([]);
  });

  it('are written where the rules now take them: a legacy member over the stored legacy one', () => {
    const fields: DocMap = { ...onSite(member).fields, imageUrl: '' };
    delete fields.createdAt;
    const kept = {
      collection: 'members' as const,
      id: 'm9',
      reason: 'createdAt is required',
      fields,
    };
    const stored = { ...kept, fields: { ...fields, name: 'Edited' } };
    const plan = planRestore(backupOf([], { unrestorable: [kept] }), siteOf([stored]), CONTEXT);
    expect(ids(plan.replace)).toEqual(['m9']);
  });
});

describe('only adding what is missing', () => {
  const files = referencedImagePaths(backupOf(ALL));
  // The edited member's photo is gone too: only a full restore uploads it again.
  const site = siteOf([onSite(member, { name: 'Edited' }), onSite(bishopMessage)]);
  const plan = planRestore(backupOf(ALL), site, CONTEXT);

  it('writes the records to add back and the images they need, and replaces nothing', () => {
    expect(ids(writesOf(plan, 'all'))).toEqual(['o1', 'e1', 'g1', 'm1']);
    expect(ids(writesOf(plan, 'missing'))).toEqual(['o1', 'e1', 'g1']);
    expect(uploadsOf(plan, 'all').map((u) => u.path)).toContain(PHOTO);
    expect(
      uploadsOf(plan, 'missing')
        .map((u) => u.path)
        .sort(),
    ).toEqual(files.filter((p) => p !== PHOTO).sort());
  });

  it('has nothing to do when nothing is missing, even if records differ', () => {
    const edited = planRestore(
      backupOf([member]),
      siteOf([onSite(member, { name: 'Edited' })], [PHOTO]),
      CONTEXT,
    );
    expect(nothingToDo(edited, 'all')).toBe(false);
    expect(nothingToDo(edited, 'missing')).toBe(true);
  });
});

describe('records only the website holds', () => {
  it('are left alone: never deleted, never listed', () => {
    const extra: BackupRecord = { ...member, id: 'only-on-site' };
    const plan = planRestore(
      backupOf([bishopMessage]),
      siteOf([extra, onSite(bishopMessage)]),
      CONTEXT,
    );
    const listed = [...plan.add, ...plan.replace, ...plan.identical, ...plan.cannotRestore];
    expect(ids(listed)).toEqual(['b1']);
  });
});

describe('what an owner deleted for good on the website', () => {
  /** The website without these records, which were deleted for good with these files. */
  const removedSite = (records: readonly BackupRecord[], files: readonly string[]): SiteState => ({
    ...siteOf([]),
    removed: { records: new Set(records.map(recordKey)), files: new Set(files) },
  });

  it('is not put back: the record is listed as deleted for good, its image not uploaded', () => {
    const plan = planRestore(
      backupOf(ALL),
      removedSite([galleryEntry], [`gallery/${FILE}`]),
      CONTEXT,
    );
    expect(ids(plan.deletedForGood)).toEqual(['g1']);
    expect(ids(writesOf(plan, 'all'))).not.toContain('g1');
    expect(plan.uploads.map((u) => u.path)).not.toContain(`gallery/${FILE}`);
  });

  it('keeps a file deleted for good off the website: another record is restored without it', () => {
    const plan = planRestore(backupOf([member]), removedSite([], [PHOTO]), CONTEXT);
    expect(ids(plan.add)).toEqual(['m1']);
    expect(plan.add[0]?.fields.imageUrl).toBe('');
    expect(plan.uploads).toEqual([]);
    expect(plan.withoutImage).toEqual([
      {
        record: expect.objectContaining({ id: 'm1' }) as unknown,
        path: PHOTO,
        reason: `${PHOTO} was deleted for good on the website, and stays deleted`,
      },
    ]);
  });

  it('refuses a gallery entry whose image was deleted for good', () => {
    const plan = planRestore(
      backupOf([galleryEntry]),
      removedSite([], [`gallery/${FILE}`]),
      CONTEXT,
    );
    expect(plan.cannotRestore).toEqual([
      expect.objectContaining({
        id: 'g1',
        reason: `gallery/${FILE} was deleted for good on the website, and stays deleted`,
      }),
    ]);
  });

  it('is neither put back nor written over when a record with its id is on the website again', () => {
    const again = onSite(member, { name: 'Someone new', updatedAt: '2025-05-30T00:00:00.000Z' });
    const site = { ...siteOf([again], [PHOTO]), removed: removedSite([member], []).removed };
    const plan = planRestore(backupOf([member]), site, CONTEXT);
    expect(ids(plan.deletedForGood)).toEqual(['m1']);
    expect(writesOf(plan, 'all')).toEqual([]);
    expect(plan.identical).toEqual([]);
  });

  it('is also left out when only adding what is missing', () => {
    const plan = planRestore(backupOf([member, bishopMessage]), removedSite([member], []), CONTEXT);
    expect(ids(writesOf(plan, 'missing'))).toEqual(['b1']);
  });
});

describe('ids a collection cannot hold', () => {
  const settings = (id: string): BackupRecord => ({
    collection: 'siteDetails',
    id,
    fields: {
      address: 'Agra',
      phone: '+91 562 000 0000',
      email: 'youth@example.org',
      secondaryEmail: '',
      about: 'About',
      mapPlace: 'Agra',
      facebook: '',
      instagram: '',
      youtube: '',
      updatedAt: '2025-05-01T00:00:00.000Z',
      updatedBy: 'owner',
    },
  });

  it.each([
    [
      'a second document of the site details',
      settings('evil'),
      'siteDetails holds only the documents site',
    ],
    [
      'a member under an id with a dot',
      { ...bishopMessage, collection: 'members', id: 'a.b', fields: { ...GOOD.members } },
      "a record's id is letters, digits, _ and -, at most 100 characters",
    ],
    [
      'a message under an id of 101 characters',
      { ...bishopMessage, id: 'b'.repeat(101) },
      "a record's id is letters, digits, _ and -, at most 100 characters",
    ],
  ] satisfies Array<[string, BackupRecord, string]>)(
    '%s cannot be restored',
    (_what, record, reason) => {
      const plan = planRestore(backupOf([record]), siteOf([]), CONTEXT);
      expect(plan.cannotRestore).toEqual([
        expect.objectContaining({
          id: record.id,
          reason: `the website's rules would refuse it: ${reason}`,
        }),
      ]);
      expect(writesOf(plan, 'all')).toEqual([]);
    },
  );

  it('restores the site details under their own id', () => {
    const plan = planRestore(backupOf([settings('site')]), siteOf([]), CONTEXT);
    expect(plan.cannotRestore).toEqual([]);
    expect(ids(plan.add)).toEqual(['site']);
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
    const first = planRestore(backup, site, CONTEXT);
    expect(nothingToDo(first)).toBe(false);
    const after = applyPlan(site, first);
    const second = planRestore(backup, after, CONTEXT);
    expect(nothingToDo(second)).toBe(true);
    expect(ids(second.identical).sort()).toEqual(['b1', 'e1', 'g1', 'm1', 'o1']);
    expect(second.cannotRestore).toEqual([]);
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
    [
      { ...message, fields: { ...message.fields, role: 'constructor' } },
      'Rise up, by Fr. Thomas Joseph, constructor, 2024-2025',
    ],
  ])('%# %s', (record, label) => {
    expect(recordLabel(record)).toBe(label);
  });

  it('names the kinds of image in the order of the collection table', () => {
    expect(IMAGE_KINDS).toEqual([
      'Member photos',
      'Archbishop portraits',
      'Office-bearer portraits',
      'Gallery images',
      'Gallery thumbnails',
      'Gallery medium-size copies',
      'Programme posters',
      'Banner photos',
    ]);
  });
});

describe('photos of a programme', () => {
  const photo: BackupRecord = {
    ...galleryEntry,
    fields: { ...galleryEntry.fields, programmeId: 'e1', width: 1920, height: 1280 },
  };
  const writes = (plan: RestorePlan) => [...plan.add, ...plan.replace].map(recordKey);

  it('are restored with their programme and size when the backup restores the programme', () => {
    const plan = planRestore(backupOf([photo, programme]), siteOf([]), CONTEXT);
    expect(plan.add.find((w) => w.id === 'g1')?.fields).toMatchObject({
      programmeId: 'e1',
      width: 1920,
      height: 1280,
    });
    expect(plan.withoutReference).toEqual([]);
  });

  it('are written after their programme, whatever the order of a backup', () => {
    const plan = planRestore(backupOf([photo, programme, member]), siteOf([]), CONTEXT);
    expect(writes(plan)).toEqual(['members/m1', 'events/e1', 'gallery/g1']);
    expect(ids(restoreOrder([galleryEntry, programme]))).toEqual(['e1', 'g1']);
  });

  it('keep their programme when it is on the website, not in the backup', () => {
    const plan = planRestore(backupOf([photo]), siteOf([onSite(programme)], [POSTER]), CONTEXT);
    expect(plan.add[0]?.fields.programmeId).toBe('e1');
    expect(plan.withoutReference).toEqual([]);
  });

  it('land in the general gallery when their programme is neither on the website nor in the backup', () => {
    const plan = planRestore(backupOf([photo]), siteOf([]), CONTEXT);
    const write = plan.add[0]!;
    expect(write.fields).not.toHaveProperty('programmeId');
    expect(write.fields).toMatchObject({ width: 1920, height: 1280 });
    expect(plan.withoutReference).toEqual([
      {
        record: { collection: 'gallery', id: 'g1', label: 'Youth rally' },
        field: 'programmeId',
        id: 'e1',
        reason: 'its programme e1 is neither on the website nor in the backup',
      },
    ]);
  });

  it('land in the general gallery when the backup cannot restore their programme', () => {
    const unrestorable = { ...programme, fields: { ...programme.fields, startDate: 'soon' } };
    const plan = planRestore(backupOf([photo, unrestorable]), siteOf([]), CONTEXT);
    expect(plan.cannotRestore.map((r) => r.id)).toEqual(['e1']);
    expect(plan.add.map((w) => w.id)).toEqual(['g1']);
    expect(plan.add[0]?.fields).not.toHaveProperty('programmeId');
  });

  it('are identical on a website that holds them so, and replaced when moved there since', () => {
    const site = siteOf(
      [onSite(programme), onSite(photo)],
      [POSTER, `gallery/${FILE}`, `gallery/thumb_${FILE}`],
    );
    expect(ids(planRestore(backupOf([photo]), site, CONTEXT).identical)).toEqual(['g1']);
    const moved = siteOf(
      [onSite(programme), onSite(galleryEntry)],
      [POSTER, `gallery/${FILE}`, `gallery/thumb_${FILE}`],
    );
    expect(ids(planRestore(backupOf([photo]), moved, CONTEXT).replace)).toEqual(['g1']);
  });

  it('are refused with a width the rules refuse', () => {
    const wide = { ...photo, fields: { ...photo.fields, width: 20001 } };
    const plan = planRestore(backupOf([wide, programme]), siteOf([]), CONTEXT);
    expect(plan.cannotRestore.map((r) => [r.id, r.reason])).toEqual([
      ['g1', expect.stringContaining('width must be a whole number from 1 to 20000')],
    ]);
  });
});
