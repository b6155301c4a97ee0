/** The backup file: what is written is read back unchanged, and every malformed file is refused. */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  InvalidBackupError,
  backupContentJson,
  backupFileName,
  backupSummary,
  formatSize,
  imagePathsOf,
  readBackupZip,
  sortRecords,
  storagePathOfUrl,
  writeBackupZip,
  type Backup,
  type BackupRecord,
} from '../../src/domain/backupFormat';
import { GOOD, storageUrl } from '../fixtures/documents';

const NOW = new Date('2025-06-01T09:30:00.000Z');
const EMULATOR = { host: 'http://127.0.0.1:9199', token: 'token-a' };

const MEMBER_PHOTO = 'members/1705312800000_cropped.jpeg';
const GALLERY_FILE = 'gallery_1705312800000_rally.jpg';
const POSTER = 'events/1705312800000_poster.jpg';

/** Bytes that stand for an image (the format does not look inside). */
const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * seed) % 256);

const member: BackupRecord = {
  collection: 'members',
  id: 'm1',
  fields: { ...GOOD.members, imageUrl: storageUrl(MEMBER_PHOTO, EMULATOR) },
};
const noPeriod: BackupRecord = {
  collection: 'members',
  id: 'm2',
  fields: { ...GOOD.members, startYear: null, endYear: null, imageUrl: '' },
};
const bishop: BackupRecord = {
  collection: 'bishopMessages',
  id: 'b1',
  fields: { ...GOOD.bishopMessages, updatedAt: '2024-02-20T09:30:00.000Z' },
};
const officeBearer: BackupRecord = {
  collection: 'officeBearerMessages',
  id: 'o1',
  fields: { ...GOOD.officeBearerMessages, imageUrl: '' },
};
const gallery: BackupRecord = {
  collection: 'gallery',
  id: 'g1',
  fields: {
    title: 'Youth rally 2024',
    fileName: GALLERY_FILE,
    imageUrl: storageUrl(`gallery/${GALLERY_FILE}`),
    thumbFileName: `thumb_${GALLERY_FILE}`,
    thumbUrl: storageUrl(`gallery/thumb_${GALLERY_FILE}`),
    createdAt: new Date('2024-03-01T08:00:00.123Z'),
  },
};
const programme: BackupRecord = {
  collection: 'events',
  id: 'e1',
  fields: { ...GOOD.events, imageUrl: storageUrl(POSTER) },
};

const image = (path: string, size = 64, contentType = 'image/jpeg') => ({
  path,
  contentType,
  bytes: bytes(size, path.length),
});

function sampleBackup(): Backup {
  return {
    createdAt: NOW.toISOString(),
    site: {
      projectId: 'demo-youth-commission',
      storageBucket: 'demo-youth-commission.appspot.com',
    },
    records: [member, noPeriod, bishop, officeBearer, gallery, programme],
    unrestorable: [
      {
        collection: 'gallery',
        id: 'legacy',
        reason: 'fileName must be a gallery file name (gallery_{timestamp}_{name})',
        fields: {
          title: 'Old',
          imageUrl: storageUrl('gallery/IMG 001.jpg'),
          fileName: 'IMG 001.jpg',
        },
      },
    ],
    images: [
      image(MEMBER_PHOTO),
      image(`gallery/${GALLERY_FILE}`, 300, 'image/webp'),
      image(`gallery/thumb_${GALLERY_FILE}`, 80, 'image/webp'),
    ],
    missingImages: [
      { path: POSTER, collection: 'events', id: 'e1', reason: 'Object events/... does not exist' },
    ],
  };
}

describe('write, then read', () => {
  it('gives the same content: documents, ids, dates, nulls, images, missing images', () => {
    const backup = sampleBackup();
    const read = readBackupZip(writeBackupZip(backup), NOW);
    expect(read).toEqual({
      ...backup,
      images: [...backup.images].sort((a, b) => (a.path < b.path ? -1 : 1)),
    });
    const rally = read.records.find((r) => r.id === 'g1');
    expect(rally?.fields.createdAt).toEqual(new Date('2024-03-01T08:00:00.123Z'));
  });

  it('keeps every image byte for byte under its storage path', () => {
    const backup = sampleBackup();
    const read = readBackupZip(writeBackupZip(backup), NOW);
    for (const original of backup.images) {
      const copy = read.images.find((i) => i.path === original.path);
      expect(copy?.bytes).toEqual(original.bytes);
      expect(copy?.contentType).toBe(original.contentType);
    }
  });

  it('writes content.json with the format, the version, sorted records and timestamps as $timestamp', () => {
    const content = JSON.parse(backupContentJson(sampleBackup()));
    expect(content).toMatchObject({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: NOW.toISOString(),
    });
    expect(Object.keys(content.collections)).toEqual([
      'members',
      'bishopMessages',
      'officeBearerMessages',
      'gallery',
      'events',
    ]);
    expect(content.collections.members.map((r: { id: string }) => r.id)).toEqual(['m1', 'm2']);
    expect(content.collections.gallery[0].fields.createdAt).toEqual({
      $timestamp: '2024-03-01T08:00:00.123Z',
    });
    expect(content.images).toContainEqual({
      path: MEMBER_PHOTO,
      contentType: 'image/jpeg',
      size: 64,
    });
  });

  it('reads an empty website', () => {
    const empty = {
      ...sampleBackup(),
      records: [],
      unrestorable: [],
      images: [],
      missingImages: [],
    };
    expect(readBackupZip(writeBackupZip(empty), NOW).records).toEqual([]);
  });

  it('refuses to write an image outside the image folders', () => {
    const backup = { ...sampleBackup(), images: [image('secrets/x.jpg')] };
    expect(() => writeBackupZip(backup)).toThrow('secrets/x.jpg');
  });
});

// ---------------------------------------------------------------------------------------------
// Malformed files, each refused with its reason.

type Content = Record<string, unknown>;

/** content.json of the sample backup as an object, to spoil. */
const sampleContent = (): Content => JSON.parse(backupContentJson(sampleBackup()));

/** The zip entries of the sample backup besides content.json. */
const sampleImages = (): Zippable =>
  Object.fromEntries(sampleBackup().images.map((i) => [i.path, i.bytes]));

function zipOf(content: Content | string | Uint8Array | null, images: Zippable = sampleImages()) {
  const files: Zippable = { ...images };
  if (content !== null)
    files['content.json'] =
      content instanceof Uint8Array
        ? content
        : strToU8(typeof content === 'string' ? content : JSON.stringify(content));
  return zipSync(files);
}

/** The sample content with one collection's list changed. */
function withRecords(collection: string, change: (list: Content[]) => unknown): Content {
  const content = sampleContent();
  const collections = content.collections as Record<string, Content[]>;
  collections[collection] = change(structuredClone(collections[collection] ?? [])) as Content[];
  return content;
}

const zipWithRecords = (collection: string, change: (list: Content[]) => unknown) =>
  zipOf(withRecords(collection, change));

const firstMember = (list: Content[]) => list[0] as { id: string; fields: Content };

type MalformedCase = [what: string, file: () => Uint8Array, reason: string | RegExp];
const good = zipOf(sampleContent());

const MALFORMED: MalformedCase[] = [
  ['a text file', () => strToU8('name,role\nAnjali,President\n'), 'it is not a zip file'],
  ['an empty file', () => new Uint8Array(), 'it is not a zip file'],
  ['a zip cut short', () => good.slice(0, Math.floor(good.length / 2)), 'it is not a zip file'],
  ['a zip without content.json', () => zipOf(null), 'it holds no content.json'],
  ['content.json that is not JSON', () => zipOf('{"format":'), 'content.json is not readable JSON'],
  [
    'content.json that is not UTF-8',
    () => zipOf(Uint8Array.from([0x7b, 0xff, 0xfe, 0x7d])),
    'content.json is not readable JSON',
  ],
  ['content.json that is a list', () => zipOf('[]'), 'does not describe a backup of this website'],
  [
    'another format',
    () => zipOf({ ...sampleContent(), format: 'wordpress-export' }),
    'does not describe a backup of this website',
  ],
  [
    'a later version',
    () => zipOf({ ...sampleContent(), version: 2 }),
    'it is written in backup format version 2; this website reads version 1',
  ],
  [
    'no version',
    () => zipOf({ ...sampleContent(), version: undefined }),
    'backup format version undefined',
  ],
  [
    'the version as text',
    () => zipOf({ ...sampleContent(), version: '1' }),
    'backup format version "1"',
  ],
  [
    'no date',
    () => zipOf({ ...sampleContent(), createdAt: 'yesterday' }),
    'content.json has no valid createdAt',
  ],
  [
    'no collections',
    () => zipOf({ ...sampleContent(), collections: undefined }),
    'content.json has no collections',
  ],
  [
    'a collection the site does not have',
    () => zipWithRecords('users', () => []),
    'content.json holds an unknown collection "users"',
  ],
  [
    'a collection left out',
    () => zipWithRecords('events', () => undefined),
    'content.json has no list of events',
  ],
  [
    'a record without an id',
    () =>
      zipWithRecords('members', (list) => {
        delete (list[0] as Content).id;
        return list;
      }),
    'members entry 1 has no valid id',
  ],
  [
    'an id with a slash',
    () =>
      zipWithRecords('members', (list) => {
        firstMember(list).id = 'a/b';
        return list;
      }),
    'members entry 1 has no valid id',
  ],
  [
    'a reserved id',
    () =>
      zipWithRecords('members', (list) => {
        firstMember(list).id = '__name__';
        return list;
      }),
    'members entry 1 has no valid id',
  ],
  [
    'a record without fields',
    () => zipWithRecords('members', (list) => [{ id: 'm9' }, ...list]),
    'members/m9 is not a set of fields',
  ],
  [
    'the same id twice',
    () => zipWithRecords('members', (list) => [...list, list[0]]),
    'members/m1 appears twice',
  ],
  [
    'a member without a name (checkDocumentWrite)',
    () =>
      zipWithRecords('members', (list) => {
        firstMember(list).fields.name = '   ';
        return list;
      }),
    'members/m1: name must not be empty',
  ],
  [
    'a member photo pointing into the gallery folder',
    () =>
      zipWithRecords('members', (list) => {
        firstMember(list).fields.imageUrl = storageUrl(`gallery/${GALLERY_FILE}`);
        return list;
      }),
    'members/m1: imageUrl must be a Storage download URL of a file in members/',
  ],
  [
    'a photo on another website',
    () =>
      zipWithRecords('members', (list) => {
        firstMember(list).fields.imageUrl = 'https://evil.example/x.jpg';
        return list;
      }),
    'members/m1: imageUrl must be a Storage download URL',
  ],
  [
    'a field the collection does not have',
    () =>
      zipWithRecords('events', (list) => {
        firstMember(list).fields.published = true;
        return list;
      }),
    'events/e1: unexpected field published',
  ],
  [
    'a gallery date that is no timestamp',
    () =>
      zipWithRecords('gallery', (list) => {
        firstMember(list).fields.createdAt = { $timestamp: '1 March 2024' };
        return list;
      }),
    'gallery/g1.createdAt is not a valid timestamp',
  ],
  [
    'a gallery date as plain text',
    () =>
      zipWithRecords('gallery', (list) => {
        firstMember(list).fields.createdAt = '2024-03-01T08:00:00.000Z';
        return list;
      }),
    'gallery/g1: createdAt must be a timestamp',
  ],
  [
    'a gallery entry dated in the future',
    () =>
      zipWithRecords('gallery', (list) => {
        firstMember(list).fields.createdAt = { $timestamp: '2099-01-01T00:00:00.000Z' };
        return list;
      }),
    'gallery/g1: createdAt cannot be in the future',
  ],
  [
    'a document pointing at an image the zip lacks',
    () => {
      const images = sampleImages();
      delete images[MEMBER_PHOTO];
      const content = sampleContent();
      content.images = (content.images as Array<{ path: string }>).filter(
        (i) => i.path !== MEMBER_PHOTO,
      );
      return zipOf(content, images);
    },
    `members/m1 points at ${MEMBER_PHOTO}, which the backup does not hold`,
  ],
  [
    'an image listed but not in the zip',
    () => {
      const images = sampleImages();
      delete images[MEMBER_PHOTO];
      return zipOf(sampleContent(), images);
    },
    `${MEMBER_PHOTO} is listed but the zip does not hold it`,
  ],
  [
    'an image of another size than listed',
    () => zipOf(sampleContent(), { ...sampleImages(), [MEMBER_PHOTO]: bytes(10) }),
    `${MEMBER_PHOTO} is damaged (its size differs)`,
  ],
  [
    'a file in the zip that is not listed',
    () => zipOf(sampleContent(), { ...sampleImages(), 'members/2_cropped.jpeg': bytes(5) }),
    'members/2_cropped.jpeg is in the zip but not listed in content.json',
  ],
  [
    'a file outside the image folders',
    () => zipOf(sampleContent(), { ...sampleImages(), 'notes/readme.txt': bytes(5) }),
    "notes/readme.txt is outside the website's image folders",
  ],
  [
    'a file climbing out of its folder',
    () => zipOf(sampleContent(), { ...sampleImages(), 'members/../../etc/x.jpg': bytes(5) }),
    "members/../../etc/x.jpg is outside the website's image folders",
  ],
  [
    'an image listed outside the image folders',
    () => {
      const content = sampleContent();
      content.images = [
        ...(content.images as unknown[]),
        { path: 'secrets/key.png', contentType: 'image/png', size: 5 },
      ];
      return zipOf(content, { ...sampleImages(), 'secrets/key.png': bytes(5) });
    },
    "secrets/key.png is outside the website's image folders",
  ],
  [
    'an office-bearer folder of no office bearer',
    () =>
      zipOf(sampleContent(), { ...sampleImages(), 'officeBearers/treasurer/1_x.jpg': bytes(5) }),
    "officeBearers/treasurer/1_x.jpg is outside the website's image folders",
  ],
  [
    'no list of images',
    () => zipOf({ ...sampleContent(), images: 'all of them' }),
    'content.json has no list of images',
  ],
  [
    'a missing image outside the image folders',
    () =>
      zipOf({
        ...sampleContent(),
        missingImages: [{ path: '../x.jpg', collection: 'events', id: 'e1', reason: '' }],
      }),
    "../x.jpg is outside the website's image folders",
  ],
];

describe('a file that is not a valid backup is refused with its reason', () => {
  it('reads the unspoilt file used by the cases below', () => {
    expect(readBackupZip(good, NOW).records).toHaveLength(6);
  });

  it.each(MALFORMED)('%s', (_what, file, reason) => {
    let error: unknown;
    try {
      readBackupZip(file(), NOW);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidBackupError);
    expect((error as Error).message).toMatch(reason);
  });
});

describe('images the backup could not read', () => {
  it('are accepted when content.json names them for that document, and only then', () => {
    const content = sampleContent();
    // The poster of e1 is named as missing: fine. Pointing m1 at it is not explained for m1.
    expect(readBackupZip(zipOf(content), NOW).missingImages).toHaveLength(1);
    const spoilt = withRecords('members', (list) => {
      firstMember(list).fields.imageUrl = storageUrl('members/9_cropped.jpeg');
      return list;
    });
    spoilt.missingImages = [
      { path: 'members/9_cropped.jpeg', collection: 'members', id: 'm2', reason: '' },
    ];
    expect(() => readBackupZip(zipOf(spoilt), NOW)).toThrow(
      'members/m1 points at members/9_cropped.jpeg, which the backup does not hold',
    );
  });
});

describe('facts about documents', () => {
  it.each([
    [storageUrl(MEMBER_PHOTO), MEMBER_PHOTO],
    [
      storageUrl('officeBearers/youth_director/1_a b.jpg', EMULATOR),
      'officeBearers/youth_director/1_a b.jpg',
    ],
    ['http://localhost:9199/v0/b/b/o/gallery%2Fx.jpg?alt=media&token=t', 'gallery/x.jpg'],
    ['https://example.org/photo.jpg', null],
    ['', null],
    ['https://firebasestorage.googleapis.com/v0/b/b/o/%E0%A4%A?alt=media', null],
  ])('the storage path of %s is %s', (url, path) => {
    expect(storagePathOfUrl(url)).toBe(path);
  });

  it('finds the images a document points to: imageUrl and thumbUrl', () => {
    expect(imagePathsOf(gallery.fields)).toEqual([
      { field: 'imageUrl', path: `gallery/${GALLERY_FILE}` },
      { field: 'thumbUrl', path: `gallery/thumb_${GALLERY_FILE}` },
    ]);
    expect(imagePathsOf(noPeriod.fields)).toEqual([]);
  });

  it('keeps aside the documents that the rules would refuse to create', () => {
    const legacy: BackupRecord = {
      collection: 'members',
      id: 'old',
      fields: { name: 'Old member', role: 'Member', imageUrl: '' },
    };
    const { records, unrestorable } = sortRecords([programme, legacy, member], NOW);
    expect(records.map((r) => r.id)).toEqual(['m1', 'e1']);
    expect(unrestorable).toEqual([{ ...legacy, reason: 'createdAt is required' }]);
  });
});

describe('naming and describing a backup', () => {
  it.each([
    [new Date(2025, 0, 5, 23, 59), 'youth-commission-backup-2025-01-05.zip'],
    [new Date(2025, 11, 31, 0, 0), 'youth-commission-backup-2025-12-31.zip'],
  ])('names the file of %s by the local date', (now, name) => {
    expect(backupFileName(now)).toBe(name);
  });

  it.each([
    [48, 39, 18.3 * 1024 * 1024, '48 records and 39 images, 18.3 MB'],
    [1, 1, 2048, '1 record and 1 image, 2 KB'],
    [0, 0, 22, '0 records and 0 images, 1 KB'],
  ])('%i records, %i images, %i bytes: %s', (records, images, size, text) => {
    expect(backupSummary(records, images, size)).toBe(text);
  });

  it.each([
    [512 * 1024, '512 KB'],
    [1024 * 1024, '1.0 MB'],
    [10.25 * 1024 * 1024, '10.3 MB'],
  ])('%i bytes are %s', (size, text) => {
    expect(formatSize(size)).toBe(text);
  });
});
