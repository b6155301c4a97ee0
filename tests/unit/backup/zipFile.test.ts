/**
 * The backup file: what zipWriter.ts writes is read back unchanged by zipReader.ts, every
 * malformed file is refused, and no file can make the reader hold more than its caps or reach an
 * object's prototype.
 */
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  BACKUP_CAPS,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  InvalidBackupError,
  MAX_CONTENT_BYTES,
  MAX_RECORDS,
  backupContentJson,
  sortRecords,
  type Backup,
  type BackupCaps,
} from '../../../src/domain/backup/format';
import { BackupZipWriter, writeBackupZip } from '../../../src/domain/backup/zipWriter';
import { readBackupZip } from '../../../src/domain/backup/zipReader';
import { localStorageTarget } from '../../../src/domain/limits';
import { GOOD, LIMIT, storageUrl } from '../../fixtures/documents';
import {
  GALLERY_FILE,
  MEDIUM_FILE,
  MEMBER_PHOTO,
  NOW,
  POSTER,
  bytes,
  declareSize,
  galleryWithMedium,
  image,
  member,
  sampleBackup,
  streamedZip,
  writtenInPieces,
} from './samples';

describe('write, then read', () => {
  it('gives the same content: documents, ids, dates, nulls, images, missing images', () => {
    const backup = sampleBackup();
    const read = readBackupZip(writeBackupZip(backup));
    expect(read).toEqual({
      ...backup,
      images: [...backup.images].sort((a, b) => (a.path < b.path ? -1 : 1)),
    });
    const rally = read.records.find((r) => r.id === 'g1');
    expect(rally?.fields.createdAt).toEqual(new Date('2024-03-01T08:00:00.123Z'));
  });

  it('keeps every image byte for byte under its storage path', () => {
    const backup = sampleBackup();
    const read = readBackupZip(writeBackupZip(backup));
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
      'siteDetails',
      'banner',
      'pages',
      'pageVersions',
      'parishes',
      'programmeCounts',
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
    expect(readBackupZip(writeBackupZip(empty)).records).toEqual([]);
  });

  it("keeps a gallery entry's image, thumbnail and medium-size copy", () => {
    const backup: Backup = {
      ...sampleBackup(),
      records: [galleryWithMedium],
      unrestorable: [],
      images: [
        image(`gallery/${GALLERY_FILE}`, 300, 'image/webp'),
        image(`gallery/${MEDIUM_FILE}`, 150, 'image/webp'),
        image(`gallery/thumb_${GALLERY_FILE}`, 80, 'image/webp'),
      ],
      missingImages: [],
    };
    expect(readBackupZip(writeBackupZip(backup))).toEqual(backup);
    // A document pointing at a medium-size copy the backup neither holds nor explains is refused.
    const withoutMedium = writeBackupZip({
      ...backup,
      images: backup.images.filter((i) => i.path !== `gallery/${MEDIUM_FILE}`),
    });
    expect(() => readBackupZip(withoutMedium)).toThrow(
      `gallery/g1 points at gallery/${MEDIUM_FILE}, which the backup does not hold`,
    );
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
    files['content.json'] = ArrayBuffer.isView(content)
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
    'a collection whose list is not a list',
    () => zipWithRecords('events', () => 'none'),
    'content.json: the list of events is not a list',
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
    'a gallery date that is no timestamp',
    () =>
      zipWithRecords('gallery', (list) => {
        firstMember(list).fields.createdAt = { $timestamp: '1 March 2024' };
        return list;
      }),
    'gallery/g1.createdAt is not a valid timestamp',
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
  [
    'an image path holding half of a surrogate pair',
    () =>
      zipOf({
        ...sampleContent(),
        images: [{ path: 'gallery/gallery_1_\ud800.jpg', contentType: 'image/jpeg', size: 1 }],
      }),
    "is outside the website's image folders",
  ],
];

describe('a backup made before a collection existed', () => {
  it('reads a collection left out as empty', () => {
    const backup = readBackupZip(zipWithRecords('banner', () => undefined));
    expect(backup.records.filter((r) => r.collection === 'banner')).toEqual([]);
    expect(backup.records.length).toBeGreaterThan(0);
  });

  it('reads a backup made before the site details and the banner were backed up', () => {
    // Written by the backup code of that time: one record of each collection it had, with their
    // images; its content.json has no list of siteDetails nor of banner.
    const zip = new Uint8Array(readFileSync('tests/fixtures/backups/before-site-details.zip'));
    const content = JSON.parse(strFromU8(unzipSync(zip)['content.json']!)) as Content;
    expect(Object.keys(content.collections as Content)).not.toContain('siteDetails');
    const backup = readBackupZip(zip);
    expect(backup.records.map((r) => r.collection)).toEqual([
      'members',
      'bishopMessages',
      'officeBearerMessages',
      'gallery',
      'events',
    ]);
    expect(backup.images.map((i) => i.path)).toHaveLength(4);
    expect(backup.site.projectId).toBe('youth-commission-agra');
  });
});

describe('a file that is not a valid backup is refused with its reason', () => {
  it('reads the unspoilt file used by the cases below', () => {
    expect(readBackupZip(good).records).toHaveLength(6);
  });

  it.each(MALFORMED)('%s', (_what, file, reason) => {
    let error: unknown;
    try {
      readBackupZip(file());
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidBackupError);
    expect((error as Error).message).toMatch(reason);
  });
});

const SMALL: BackupCaps = {
  records: 10,
  files: 3,
  totalBytes: 200_000,
  contentBytes: 50_000,
  fileBytes: 20_000,
};

describe('ids a collection cannot hold', () => {
  it.each([
    [
      'a second document of the site details',
      'siteDetails',
      'evil',
      'siteDetails holds only the documents site',
    ],
    [
      'a member under an id with a space',
      'members',
      'a b',
      "a record's id is letters, digits, _ and -, at most 100 characters",
    ],
    [
      'a member under an id of 1,400 characters',
      'members',
      'i'.repeat(1400),
      "a record's id is letters, digits, _ and -, at most 100 characters",
    ],
  ])(
    '%s is left out of the records, kept aside with the reason',
    (_what, collection, id, reason) => {
      const content = withRecords(collection, (list) => [
        ...list,
        { id, fields: collection === 'members' ? { ...GOOD.members } : { address: 'Agra' } },
      ]);
      const read = readBackupZip(zipOf(content));
      expect(read.records.map((r) => r.id)).not.toContain(id);
      expect(read.unrestorable).toContainEqual(expect.objectContaining({ collection, id, reason }));
    },
  );

  it('keeps such a record aside when the backup is made', () => {
    const records = [
      { collection: 'members' as const, id: 'a.b', fields: { ...GOOD.members } },
      { collection: 'members' as const, id: 'ok', fields: { ...GOOD.members } },
    ];
    const sorted = sortRecords(records, {
      now: new Date(),
      storage: localStorageTarget('demo-youth-commission'),
      byOwner: true,
    });
    expect(sorted.records.map((r) => r.id)).toEqual(['ok']);
    expect(sorted.unrestorable.map((r) => [r.id, r.reason])).toEqual([
      ['a.b', "a record's id is letters, digits, _ and -, at most 100 characters"],
    ]);
  });
});

describe('what a reader does not judge', () => {
  it('reads records the rules would refuse: the restore plan judges each against the website', () => {
    const content = withRecords('members', (list) => {
      firstMember(list).fields.name = '   ';
      firstMember(list).fields.imageUrl = storageUrl(`gallery/${GALLERY_FILE}`);
      return list;
    });
    const read = readBackupZip(zipOf(content));
    expect(read.records.find((r) => r.id === 'm1')?.fields.name).toBe('   ');
  });

  it.each([
    ['a file the list does not name', 'members/2_cropped.jpeg'],
    ['a file outside the image folders', 'notes/readme.txt'],
    ['a file climbing out of its folder', 'members/../../etc/x.jpg'],
    ['an office-bearer folder of no office bearer', 'officeBearers/treasurer/1_x.jpg'],
    ['a file named __proto__', '__proto__'],
    ['a file named constructor', 'constructor'],
  ])('skips %s without reading it', (_what, name) => {
    // Written as a stream (zipSync cannot name an entry __proto__); 2 MB of zeros, which the
    // small caps would refuse if it were inflated.
    const read = readBackupZip(
      streamedZip([
        [name, new Uint8Array(2_000_000)],
        ['content.json', strToU8(JSON.stringify(sampleContent()))],
        ...sampleBackup().images.map((i): [string, Uint8Array] => [i.path, i.bytes]),
      ]),
      SMALL,
    );
    expect(read.images.map((i) => i.path)).not.toContain(name);
    expect(read.images).toHaveLength(3);
  });
});

describe('names like the members of every object', () => {
  it('are fields of their own, never a prototype', () => {
    const text = JSON.stringify(sampleContent()).replace(
      '"name":"Anjali Masih"',
      '"__proto__":{"name":"polluted"},"constructor":"x","toString":"x","name":"Anjali Masih"',
    );
    const read = readBackupZip(zipOf(text));
    const fields = read.records.find((r) => r.id === 'm1')!.fields;
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['__proto__', 'constructor', 'toString']),
    );
    expect(fields.__proto__).toEqual({ name: 'polluted' });
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });

  it.each([
    [
      'a collection named __proto__',
      '"collections":{"__proto__":[],',
      'holds an unknown collection "__proto__"',
    ],
    [
      'a collection named constructor',
      '"collections":{"constructor":[],',
      'holds an unknown collection "constructor"',
    ],
  ])('%s is refused', (_what, replacement, reason) => {
    const text = JSON.stringify(sampleContent()).replace('"collections":{', replacement);
    expect(() => readBackupZip(zipOf(text))).toThrow(reason);
  });

  it('an image listed as __proto__ is outside the image folders, and the zip entry is not looked up', () => {
    const content = sampleContent();
    content.images = [{ path: '__proto__', contentType: 'image/jpeg', size: 1 }];
    expect(() => readBackupZip(zipOf(content, {}))).toThrow(
      "__proto__ is outside the website's image folders",
    );
  });

  it('a record without fields of its own is refused, not read through its prototype', () => {
    const text = JSON.stringify(
      withRecords('members', (list) => [{ id: 'm9', constructor: {} }, ...list]),
    );
    expect(() => readBackupZip(zipOf(text))).toThrow('members/m9 is not a set of fields');
  });
});

// ---------------------------------------------------------------------------------------------
// Caps: counted as the bytes inflate, whatever the headers and content.json say.

/** content.json padded with spaces to `size` bytes: a real bomb, thousands to one. */
function paddedContent(size: number): Uint8Array {
  const text = JSON.stringify(sampleContent());
  return strToU8(text.slice(0, -1) + ' '.repeat(size - text.length) + '}');
}

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidBackupError);
    return (error as Error).message;
  }
  throw new Error('the file was read');
};

describe('caps', () => {
  it('reads the sample under small caps', () => {
    expect(readBackupZip(good, SMALL).records).toHaveLength(6);
  });

  it('refuses more records than the cap, before reading any', () => {
    const content = withRecords('events', (list) =>
      Array.from({ length: 5 }, (_, i) => ({ ...list[0], id: `e${i}` })),
    );
    expect(refusal(() => readBackupZip(zipOf(content), SMALL))).toBe(
      'it holds 11 records, more than the 10 a backup can hold',
    );
  });

  it('counts the records kept as unrestorable too', () => {
    const content = sampleContent();
    content.unrestorable = Array.from({ length: 5 }, (_, i) => ({
      collection: 'members',
      id: `u${i}`,
      reason: '',
      fields: {},
    }));
    expect(refusal(() => readBackupZip(zipOf(content), SMALL))).toMatch(/11 records/);
  });

  it('refuses more files than the cap, before inflating any', () => {
    const content = sampleContent();
    content.images = [
      ...(content.images as unknown[]),
      { path: 'members/2_cropped.jpeg', contentType: 'image/jpeg', size: 5 },
    ];
    const images = { ...sampleImages(), 'members/2_cropped.jpeg': bytes(5) };
    expect(refusal(() => readBackupZip(zipOf(content, images), SMALL))).toBe(
      'it holds 4 files, more than the 3 a backup can hold',
    );
  });

  it('refuses a listed image larger than one file may be', () => {
    const content = sampleContent();
    (content.images as Array<{ path: string; size: number }>)[0]!.size = 20_001;
    expect(refusal(() => readBackupZip(zipOf(content), SMALL))).toMatch(
      /is larger than a backup holds/,
    );
  });

  it('refuses files whose listed sizes together pass the cap, before inflating them', () => {
    // Room for content.json and 100 bytes more; the three images are listed at 444.
    const contentBytes = strToU8(JSON.stringify(sampleContent())).length;
    expect(
      refusal(() => readBackupZip(good, { ...SMALL, totalBytes: contentBytes + 100 })),
    ).toMatch(/uncompressed, more than a backup can hold/);
    expect(readBackupZip(good, { ...SMALL, totalBytes: contentBytes + 444 }).images).toHaveLength(
      3,
    );
  });

  it('counts content.json against the total cap as it inflates', () => {
    expect(refusal(() => readBackupZip(good, { ...SMALL, totalBytes: 1000 }))).toBe(
      'it holds more than 1 KB uncompressed, more than a backup can hold',
    );
  });

  it('refuses a real bomb: content.json of zeros far past its cap (its header honest)', () => {
    const zip = zipOf(paddedContent(2_000_000));
    expect(zip.length).toBeLessThan(20_000);
    expect(refusal(() => readBackupZip(zip, SMALL))).toBe(
      'content.json is larger than a backup holds (more than 49 KB)',
    );
  });

  it('refuses a real bomb written as a stream, which declares no size: while it inflates', () => {
    const zip = streamedZip([['content.json', paddedContent(2_000_000)]]);
    expect(refusal(() => readBackupZip(zip, SMALL))).toBe(
      'content.json is larger than a backup holds (more than 49 KB)',
    );
  });

  it('refuses a declared bomb: a header that says small, data that inflates large', () => {
    const zip = declareSize(zipOf(paddedContent(2_000_000)), 'content.json', 100);
    expect(refusal(() => readBackupZip(zip))).toBe(
      'content.json is damaged (it inflates to more than its zip entry says)',
    );
  });

  it('refuses a declared bomb among the images: listed and declared small, inflating large', () => {
    const content = sampleContent();
    const entry = (content.images as Array<{ path: string; size: number }>).find(
      (i) => i.path === MEMBER_PHOTO,
    )!;
    entry.size = 64;
    const files: Zippable = {
      ...sampleImages(),
      [MEMBER_PHOTO]: [new Uint8Array(5_000_000), { level: 9 }],
    };
    const zip = declareSize(zipOf(content, files), MEMBER_PHOTO, 64);
    expect(refusal(() => readBackupZip(zip))).toBe(`${MEMBER_PHOTO} is damaged (its size differs)`);
  });

  it('refuses an image whose content.json size lies, as soon as it passes that size', () => {
    const content = sampleContent();
    (content.images as Array<{ path: string; size: number }>)[0]!.size = 10;
    expect(refusal(() => readBackupZip(zipOf(content)))).toMatch(/is damaged \(its size differs\)/);
  });

  it('refuses an image that inflates short of its listed size', () => {
    const content = sampleContent();
    (content.images as Array<{ path: string; size: number }>)[0]!.size = 1000;
    expect(refusal(() => readBackupZip(zipOf(content)))).toMatch(/is damaged \(its size differs\)/);
  });

  it('reads content.json first wherever the zip puts it, then only the files it lists', () => {
    const images = sampleImages();
    const content = strToU8(JSON.stringify(sampleContent()));
    const last = zipSync({ ...images, ...{ 'content.json': content } });
    expect(readBackupZip(last).images).toHaveLength(3);
  });

  it('refuses a listed file that appears twice in the zip', () => {
    const content = strToU8(JSON.stringify(sampleContent()));
    const files: Array<[string, Uint8Array]> = [
      ['content.json', content],
      ...sampleBackup().images.map((i): [string, Uint8Array] => [i.path, i.bytes]),
      [MEMBER_PHOTO, bytes(64, 99)],
    ];
    expect(refusal(() => readBackupZip(streamedZip(files)))).toBe(
      `${MEMBER_PHOTO} appears twice in the zip`,
    );
  });

  it('holds content.json of 20,000 records of the largest size the rules allow', () => {
    const longest = {
      id: 'x'.repeat(20),
      fields: {
        ...GOOD.events,
        title: 'a'.repeat(LIMIT.shortText),
        time: 'a'.repeat(LIMIT.time),
        place: 'a'.repeat(LIMIT.shortText),
        description: 'a'.repeat(LIMIT.message),
        registrationUrl: `https://${'a'.repeat(LIMIT.url - 8)}`,
        imageUrl: storageUrl(POSTER, { token: 'a'.repeat(LIMIT.url) }).slice(0, LIMIT.url),
        updatedAt: NOW.toISOString(),
      },
    };
    const one = strToU8(JSON.stringify({ collections: { events: [longest] } }, null, 2)).length;
    expect(one * MAX_RECORDS).toBeLessThan(MAX_CONTENT_BYTES);
    expect(BACKUP_CAPS.contentBytes).toBe(MAX_CONTENT_BYTES);
  });
});

describe('a backup written piece by piece', () => {
  it('reads back identical, each image handed on as soon as it is added', () => {
    const backup = sampleBackup();
    const { zip, pieces, afterEachImage } = writtenInPieces(backup);
    expect(pieces.length).toBeGreaterThan(backup.images.length);
    // Each image is written out before the next is added: none is kept for the end.
    backup.images.forEach((_, i) =>
      expect(afterEachImage[i]).toBeGreaterThanOrEqual(
        backup.images.slice(0, i + 1).reduce((n, image) => n + image.bytes.length, 0),
      ),
    );
    const read = readBackupZip(zip);
    expect(read).toEqual({ ...backup, images: expect.any(Array) as unknown });
    expect([...read.images].sort((a, b) => (a.path < b.path ? -1 : 1))).toEqual(
      [...backup.images].sort((a, b) => (a.path < b.path ? -1 : 1)),
    );
  });

  it('keeps a photo whose bytes hold zip signatures, which a streaming reader looks for', () => {
    const photo = bytes(4096, 3);
    photo.set([0x50, 0x4b, 0x07, 0x08], 1000);
    photo.set([0x50, 0x4b, 0x03, 0x04], 2000);
    photo.set([0x50, 0x4b, 0x01, 0x02], 3000);
    const backup = { ...sampleBackup(), images: [{ ...image(MEMBER_PHOTO), bytes: photo }] };
    backup.records = [member];
    backup.unrestorable = [];
    backup.missingImages = [];
    expect(readBackupZip(writtenInPieces(backup).zip).images[0]?.bytes).toEqual(photo);
  });

  it('says which part of a backup in several files it is; a reader keeps only a plain one', () => {
    const backup = sampleBackup();
    expect(readBackupZip(writtenInPieces(backup, { number: 2, of: 3 }).zip).part).toEqual({
      number: 2,
      of: 3,
    });
    expect(readBackupZip(writeBackupZip(backup)).part).toBeUndefined();
    for (const part of [{ number: 4, of: 3 }, { number: 0, of: 1 }, { number: '1', of: 2 }, 7]) {
      const content = { ...sampleContent(), part };
      expect(readBackupZip(zipOf(content)).part).toBeUndefined();
    }
  });

  it('refuses to add an image twice, or one outside the image folders', () => {
    const writer = new BackupZipWriter(() => {}, NOW.toISOString());
    writer.addImage(image(MEMBER_PHOTO));
    expect(() => writer.addImage(image(MEMBER_PHOTO))).toThrow('already in the zip');
    expect(() => writer.addImage(image('secrets/key.jpg'))).toThrow("website's image folders");
  });
});

describe('images the backup could not read', () => {
  it('are accepted when content.json names them for that document, and only then', () => {
    const content = sampleContent();
    // The poster of e1 is named as missing: fine. Pointing m1 at it is not explained for m1.
    expect(readBackupZip(zipOf(content)).missingImages).toHaveLength(1);
    const spoilt = withRecords('members', (list) => {
      firstMember(list).fields.imageUrl = storageUrl('members/9_cropped.jpeg');
      return list;
    });
    spoilt.missingImages = [
      { path: 'members/9_cropped.jpeg', collection: 'members', id: 'm2', reason: '' },
    ];
    expect(() => readBackupZip(zipOf(spoilt))).toThrow(
      'members/m1 points at members/9_cropped.jpeg, which the backup does not hold',
    );
  });
});
