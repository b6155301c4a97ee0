/**
 * Judge (a) of the rules table: src/domain/validation.ts, the TypeScript copy of the rules that
 * the local backend enforces, row by row, pure (every row's stored documents and writes become
 * validation.ts's Documents). Then the rules files' own limits and patterns against the same
 * table and module; firestore.rules itself is judged by Google's engine in tests/rules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_TOLERANCE_MS,
  IMAGE_CONTENT_TYPES as MODULE_CONTENT_TYPES,
  LIMITS,
  PATTERNS,
  isBlank,
  isSingleLine,
  localStorageTarget,
  storageUrlStart,
  whole,
  type StorageTarget,
} from '../../src/domain/limits';
import {
  checkDocumentWrite,
  checkRead,
  checkStorageUpload,
  checkStorageWrite,
  checkCommit,
  isPublicStoragePath,
  type Caller,
  type Documents,
  type WriteContext,
} from '../../src/domain/validation';
import { MESSAGE_KINDS, OFFICE_BEARER_ROLES as MODULE_ROLES } from '../../src/domain/types';
import { LOCAL_REGISTRANT_TENANT } from '../../src/domain/registration/registrantTenant';
import { NOTICE_VERSIONS } from '../../src/domain/registration/notice';
import {
  DOWNLOAD_KEEP_DAYS,
  KEEP_DAYS,
  MIN_KEEP_DAYS,
  REGISTRATION_LIMITS,
  SHARE_PLACES,
} from '../../src/domain/registration/registrations';
import {
  galleryFileName,
  galleryMediumFileName,
  galleryPath,
  galleryThumbFileName,
  memberImagePath,
  messageImagePath,
  programmeImagePath,
} from '../../src/domain/storagePaths';
import {
  ALLOWED_FIELDS,
  BAD_PATHS,
  FromNow,
  BUCKET,
  GOOD,
  GOOD_PATHS,
  IMAGE_CONTENT_TYPES,
  LIMIT,
  OFFICE_BEARER_ROLES,
  OTHER_NAME_PATHS,
  PUBLIC_COLLECTIONS,
  SERVER_TIME,
  TEXT_FIELDS,
  UPLOAD_CASES,
  storageUrl,
  toCheckedDoc,
  type FixtureDoc,
  type PublicCollection,
} from '../fixtures/documents';
import { CALLERS, CALLER_NAMES, type CallerName } from '../fixtures/callers';
import { VERIFY_ROWS } from '../fixtures/registrations';
import {
  lastWrites,
  splitPath,
  storedBefore,
  titleOf,
  type ReadRow,
  type StorageRow,
  type WriteRow,
} from '../fixtures/rows';
import {
  MATRIX_COLLECTIONS,
  MATRIX_ROWS,
  OPS,
  READ_ROWS,
  STORAGE_ROWS,
  WRITE_ROWS,
} from '../fixtures/roles';

/** The local emulators' bucket, which the table's URLs name. */
const LOCAL = localStorageTarget('demo-youth-commission');
/** A write of the owner by the claim, who may also restore a backup. */
const at = (now: Date, storage: StorageTarget = LOCAL): WriteContext => ({
  now,
  storage,
  byOwner: true,
});

/** The caller as validation.ts reads request.auth. */
function callerOf(name: CallerName): Caller | null {
  const { account } = CALLERS[name];
  return account && { ...account };
}

/** The stored documents before a request and after its writes, as the rules read them. */
function documentsOf(
  row: { caller: CallerName; stored: WriteRow['stored'] },
  writes: WriteRow['writes'],
  now: Date,
): Documents {
  const before = storedBefore(row);
  const last = lastWrites(writes);
  const checked = (doc: FixtureDoc | null | undefined) => (doc ? toCheckedDoc(doc, now) : null);
  return {
    before: (path) => checked(Object.hasOwn(before, path) ? before[path] : null),
    after: (path) =>
      checked(last.has(path) ? last.get(path) : Object.hasOwn(before, path) ? before[path] : null),
  };
}

/** validation.ts's verdict on a commit: the first refusal among its documents, or null. */
function judgeWrite(row: WriteRow): string | null {
  const now = new Date();
  const documents = documentsOf(row, row.writes, now);
  const writes = [...lastWrites(row.writes).keys()].map((path) => ({
    ...splitPath(path),
    before: documents.before(path),
    after: documents.after(path),
  }));
  return checkCommit(writes, { now, storage: LOCAL, caller: callerOf(row.caller), documents });
}

function judgeRead(row: ReadRow): string | null {
  const documents = documentsOf(row, [], new Date());
  const access = { caller: callerOf(row.caller), documents };
  if ('list' in row.read)
    return checkRead(row.read.list, null, access, row.read.where ? [row.read.where] : []);
  const { collection, id } = splitPath(row.read.get);
  return checkRead(collection, id, access);
}

function judgeStorage(row: StorageRow): string | null {
  const documents = documentsOf(row, [], new Date());
  const write =
    'delete' in row.write
      ? { delete: true as const }
      : { upload: { ...row.write.upload, exists: row.existing === true } };
  return checkStorageWrite(row.path, write, { caller: callerOf(row.caller), documents });
}

const expectVerdict = (refusal: string | null, expected: 'allow' | 'deny') => {
  if (expected === 'allow') expect(refusal).toBeNull();
  else expect(refusal).toMatch(/\w+/);
};

describe('the table', () => {
  it('names every row uniquely and covers both verdicts', () => {
    for (const rows of [WRITE_ROWS, READ_ROWS, STORAGE_ROWS]) {
      const titles = rows.map(titleOf);
      expect(new Set(titles).size).toBe(titles.length);
      expect(rows.filter((r) => r.expected === 'allow').length).toBeGreaterThan(10);
      expect(rows.filter((r) => r.expected === 'deny').length).toBeGreaterThan(10);
    }
  });

  it('has a create, an update and a delete of every collection by every caller', () => {
    for (const caller of CALLER_NAMES)
      for (const collection of MATRIX_COLLECTIONS)
        for (const op of OPS)
          expect(
            MATRIX_ROWS.some(
              (r) => r.caller === caller && r.reason.startsWith(`${collection} ${op}:`),
            ),
            `${caller} ${collection} ${op}`,
          ).toBe(true);
  });

  it('has a get and a list of every collection by every caller', () => {
    for (const caller of CALLER_NAMES)
      for (const collection of MATRIX_COLLECTIONS) {
        const reads = READ_ROWS.filter((r) => r.caller === caller);
        expect(reads.some((r) => 'list' in r.read && r.read.list === collection)).toBe(true);
        expect(
          reads.some((r) => 'get' in r.read && splitPath(r.read.get).collection === collection),
        ).toBe(true);
      }
  });

  it('stores only documents of the past: SERVER_TIME and FromNow are times of a write', () => {
    for (const row of [...WRITE_ROWS, ...READ_ROWS, ...VERIFY_ROWS])
      for (const doc of Object.values(storedBefore(row))) {
        expect(Object.values(doc)).not.toContain(SERVER_TIME);
        expect(Object.values(doc).some((value) => value instanceof FromNow)).toBe(false);
      }
  });
});

describe('checkWrite agrees with the table', () => {
  it.each(WRITE_ROWS.map((r) => [r.expected, titleOf(r), r] as const))('%s: %s', (_e, _t, row) =>
    expectVerdict(judgeWrite(row), row.expected),
  );
});

describe('checkRead agrees with the table', () => {
  it.each(READ_ROWS.map((r) => [r.expected, titleOf(r), r] as const))('%s: %s', (_e, _t, row) =>
    expectVerdict(judgeRead(row), row.expected),
  );
});

describe("a commit's verify is judged as checkRead judges a get", () => {
  it.each(VERIFY_ROWS.map((r) => [r.expected, titleOf(r), r] as const))('%s: %s', (_e, _t, row) => {
    const { collection, id } = splitPath(row.verify);
    const access = { caller: callerOf(row.caller), documents: documentsOf(row, [], new Date()) };
    expectVerdict(checkRead(collection, id, access), row.expected);
  });
});

describe('checkStorageWrite agrees with the table', () => {
  it.each(STORAGE_ROWS.map((r) => [r.expected, titleOf(r), r] as const))('%s: %s', (_e, _t, row) =>
    expectVerdict(judgeStorage(row), row.expected),
  );
});

describe('checkDocumentWrite', () => {
  it('uses the UTC year of the write for the end-year bound', () => {
    const doc = toCheckedDoc(
      {
        name: 'A',
        role: 'B',
        startYear: 2020,
        endYear: 2036,
        createdAt: '2026-12-31T23:30:00.000Z',
      },
      new Date(),
    );
    // 2026-12-31 23:30 UTC: this year + 10 is 2036 whatever the local time zone says.
    expect(
      checkDocumentWrite('members', doc, null, at(new Date('2026-12-31T23:30:00Z'))),
    ).toBeNull();
    expect(checkDocumentWrite('members', doc, null, at(new Date('2025-12-31T23:30:00Z')))).toMatch(
      /2035/,
    );
  });
});

describe('checkStorageUpload and isPublicStoragePath agree with the table', () => {
  const uploads = UPLOAD_CASES.flatMap((r) =>
    'upload' in r.write ? [[r, r.write.upload] as const] : [],
  );
  it.each(uploads.map(([r, upload]) => [r.expected, titleOf(r), r, upload] as const))(
    '%s: %s',
    (_e, _t, row, upload) =>
      expectVerdict(
        checkStorageUpload(row.path, upload.contentType, upload.size, row.existing),
        row.expected,
      ),
  );

  it("reads every file of the site's folders publicly, older names too, and nothing else", () => {
    for (const path of [...GOOD_PATHS, ...OTHER_NAME_PATHS])
      expect(isPublicStoragePath(path), path).toBe(true);
    for (const path of BAD_PATHS) expect(isPublicStoragePath(path), path).toBe(false);
  });

  it('leaves a size not yet known to the finished upload', () => {
    expect(checkStorageUpload(GOOD_PATHS[0] ?? '', 'image/jpeg', null)).toBeNull();
  });
});

describe('the names and URLs the app makes pass the rules', () => {
  // File names as people pick them, and what safeFileName makes of them.
  const picked = [
    'rally.jpg',
    'Youth Rally (1).JPG',
    'Ãgra façade été.webp',
    '../../members/x.png',
    '.hidden',
    '',
    'photo?alt=media&token=x#y.png',
    `${'x'.repeat(60)}_${'y'.repeat(99)}.jpeg`,
    '😀.png',
  ];
  const now = 1_705_312_800_000;
  // The local emulators, and a deployed project's own bucket on Firebase Storage.
  const HOSTED: StorageTarget = {
    bucket: 'youth-commission-agra.firebasestorage.app',
    emulators: false,
  };
  const sites = [
    { storage: LOCAL, host: 'http://127.0.0.1:9199' },
    { storage: LOCAL, host: 'http://localhost:9199' },
    { storage: HOSTED, host: 'https://firebasestorage.googleapis.com' },
  ];
  const accepts = (collection: string, doc: FixtureDoc, storage: StorageTarget = LOCAL) =>
    checkDocumentWrite(collection, toCheckedDoc(doc, new Date()), null, at(new Date(), storage));

  it.each(picked)('%j', (name) => {
    const paths = {
      member: memberImagePath(now),
      messages: MESSAGE_KINDS.map((kind) => [kind, messageImagePath(kind, name, now)] as const),
      gallery: galleryFileName(name, now),
      poster: programmeImagePath(name, now),
    };
    const galleryFile = galleryPath(paths.gallery);
    const thumbFile = galleryPath(galleryThumbFileName(paths.gallery));
    const mediumFile = galleryPath(galleryMediumFileName(paths.gallery));
    const uploads = [
      paths.member,
      ...paths.messages.map(([, path]) => path),
      galleryFile,
      thumbFile,
      mediumFile,
      paths.poster,
    ];
    for (const path of uploads)
      expect(checkStorageUpload(path, 'image/jpeg', 1000), path).toBeNull();

    for (const { storage, host } of sites) {
      const url = (path: string) => storageUrl(path, { host, bucket: storage.bucket });
      const accepts = (collection: string, doc: FixtureDoc) =>
        checkDocumentWrite(
          collection,
          toCheckedDoc(doc, new Date()),
          null,
          at(new Date(), storage),
        );
      expect(accepts('members', { ...GOOD.members, imageUrl: url(paths.member) })).toBeNull();
      for (const [kind, path] of paths.messages) {
        const doc =
          kind === 'bishop'
            ? { ...GOOD.bishopMessages, imageUrl: url(path) }
            : { ...GOOD.officeBearerMessages, role: kind, imageUrl: url(path) };
        expect(
          accepts(kind === 'bishop' ? 'bishopMessages' : 'officeBearerMessages', doc),
        ).toBeNull();
      }
      const entry = {
        ...GOOD.gallery,
        fileName: paths.gallery,
        imageUrl: url(galleryFile),
        thumbFileName: galleryThumbFileName(paths.gallery),
        thumbUrl: url(thumbFile),
        mediumFileName: galleryMediumFileName(paths.gallery),
        mediumUrl: url(mediumFile),
      };
      expect(accepts('gallery', entry)).toBeNull();
      expect(accepts('events', { ...GOOD.events, imageUrl: url(paths.poster) })).toBeNull();
    }
  });

  it("accepts only the configured bucket: a deployed site refuses the emulators' and others'", () => {
    const member = (url: string) => ({ ...GOOD.members, imageUrl: url });
    const file = 'members/1705312800000_cropped.jpeg';
    const hosted = (bucket: string) =>
      storageUrl(file, { host: 'https://firebasestorage.googleapis.com', bucket });
    expect(accepts('members', member(hosted(HOSTED.bucket)), HOSTED)).toBeNull();
    expect(accepts('members', member(hosted(BUCKET)), HOSTED)).toMatch(/bucket/);
    expect(accepts('members', member(hosted(`${HOSTED.bucket}x`)), HOSTED)).toMatch(/bucket/);
    expect(accepts('members', member(storageUrl(file, { bucket: HOSTED.bucket })), HOSTED)).toMatch(
      /bucket/,
    );
    expect(accepts('members', member(hosted(BUCKET)))).toMatch(/bucket/);
  });

  it('writes the bucket into the URL pattern with its dots as literal dots', () => {
    expect(storageUrlStart(HOSTED)).toBe(
      'https://firebasestorage[.]googleapis[.]com/v0/b/youth-commission-agra[.]firebasestorage[.]app/o/',
    );
    expect(storageUrlStart(LOCAL)).toBe(
      'http://(127[.]0[.]0[.]1|localhost):[0-9]+/v0/b/demo-youth-commission[.]appspot[.]com/o/',
    );
  });

  it('accepts the stamps toISOString() writes, now and for every month of a leap year', () => {
    const stamps = [
      new Date(),
      ...Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2024, m + 1, 0, 23, 59, 59, 999))),
    ];
    for (const date of stamps)
      expect(accepts('members', { ...GOOD.members, createdAt: date.toISOString() })).toBeNull();
  });
});

describe('the validation module states the same limits', () => {
  it('has the limits, content types and roles of the table', () => {
    expect(LIMITS).toMatchObject({
      shortText: LIMIT.shortText,
      message: LIMIT.message,
      year: LIMIT.year,
      url: LIMIT.url,
      time: LIMIT.time,
      minYear: LIMIT.minYear,
      endYearAhead: LIMIT.endYearAhead,
      maxImageBytes: LIMIT.maxImageBytes,
    });
    expect([...MODULE_CONTENT_TYPES]).toEqual(IMAGE_CONTENT_TYPES);
    expect([...MODULE_ROLES]).toEqual(OFFICE_BEARER_ROLES);
  });
});

/** A rules file without its comment lines (they hold apostrophes, which are not quotes). */
const withoutComments = (rules: string) => rules.replace(/^\s*\/\/.*$/gm, '');

/** The body of `function name(...) { ... }` in a rules file: up to the brace that closes it. */
function functionBody(rules: string, name: string): string {
  const start = new RegExp(`function ${name}\\([^)]*\\) \\{`).exec(rules);
  if (!start) throw new Error(`no function ${name} in the rules`);
  let depth = 1;
  for (let i = start.index + start[0].length; i < rules.length; i++) {
    const char = rules[i];
    if (char === "'" || char === '"')
      i = rules.indexOf(char, i + 1); // braces in strings
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return rules.slice(start.index + start[0].length, i);
  }
  throw new Error(`function ${name} does not end`);
}

const quotedList = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((m) => m[1]);

/** The string literals of a piece of rules, as the rules read them (\\ is one backslash). */
const literals = (text: string) =>
  [...text.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) =>
    (m[1] ?? m[2] ?? '').replace(/\\\\/g, '\\'),
  );

/**
 * The Hindi fields of a programme and of a message, which the rules check together
 * (isHindiTexts); a photo's Hindi title is checked as any optional line.
 */
const HINDI_FIELDS: Partial<Record<PublicCollection, readonly string[]>> = {
  events: ['titleHi', 'placeHi', 'descriptionHi'],
  bishopMessages: ['titleHi', 'fullMessageHi'],
  officeBearerMessages: ['titleHi', 'fullMessageHi'],
};

/** How the rules check a field of each kind: one line, or several for a message's text. */
const CALLS = {
  text: '(isText|isParagraphs)',
  string: '(isLine|isString)',
  optional: 'isOptionalString',
} as const;

describe('firestore.rules states the limits and patterns of the validation module', () => {
  const rules = withoutComments(readFileSync('firestore.rules', 'utf8'));
  const validators = {
    members: 'isValidMember',
    bishopMessages: 'isValidBishopMessage',
    officeBearerMessages: 'isValidOfficeBearerMessage',
    gallery: 'isValidGalleryImage',
    events: 'isValidProgramme',
  } as const;

  it.each(PUBLIC_COLLECTIONS)('%s: the allowed keys and each text field with its cap', (name) => {
    const body = functionBody(rules, validators[name]);
    const keys =
      /hasOnly\(\s*(\[[^\]]*\])/.exec(body) ?? /isValidMessage\(data,\s*(\[[^\]]*\])/.exec(body);
    expect(quotedList(keys?.[1] ?? '').sort()).toEqual([...ALLOWED_FIELDS[name]].sort());

    // Text fields are checked in the validator, or in isValidMessage for the two message kinds.
    const checked = name.endsWith('Messages') ? body + functionBody(rules, 'isValidMessage') : body;
    for (const { name: field, max, kind } of TEXT_FIELDS[name])
      if (!HINDI_FIELDS[name]?.includes(field))
        expect(checked, field).toMatch(new RegExp(`${CALLS[kind]}\\(data, '${field}', ${max}\\)`));
    expect(checked).toContain(
      name === 'gallery' ? 'data.createdAt is timestamp' : 'hasValidStamps(data)',
    );
  });

  // A programme's Hindi texts are checked together, in few expressions (isHindiTexts).
  it('events: the Hindi title, place and description, each absent or a text within its cap', () => {
    expect(functionBody(rules, 'isValidProgramme')).toMatch(
      /isHindiTexts\(data\.get\('titleHi', ''\), data\.get\('placeHi', ''\),\s*data\.get\('descriptionHi', ''\)\)/,
    );
    const caps = Object.fromEntries(TEXT_FIELDS.events.map(({ name, max }) => [name, max]));
    const body = functionBody(rules, 'isHindiTexts');
    expect(body).toContain(
      `title.size() <= ${caps.titleHi} && place.size() <= ${caps.placeHi} && description.size() <= ${caps.descriptionHi}`,
    );
    expect(literals(body)).toEqual([PATTERNS.singleLine]);
    expect(body).toContain('isLines(description)');
  });

  // A page's Hindi words are held to the caps of a programme's Hindi texts, by the same function:
  // the title and the description one line of at most 200 characters, the body lines of at most
  // 20,000 (the caps of their English twins); and a version keeps them as it keeps the English.
  it('pages: the Hindi title, description and body, each absent or a text within its cap', () => {
    expect(functionBody(rules, 'hasPageWords')).toMatch(
      /isHindiTexts\(data\.get\('titleHi', ''\), data\.get\('descriptionHi', ''\),\s*data\.get\('bodyHi', ''\)\)/,
    );
    expect(functionBody(rules, 'hasPageWords')).toMatch(
      /isText\(data, 'title', 200\)[^]*isText\(data, 'description', 200\)[^]*isParagraphs\(data, 'body', 20000\)/,
    );
    expect(functionBody(rules, 'isHindiTexts')).toContain(
      'title.size() <= 200 && place.size() <= 200 && description.size() <= 20000',
    );
    const kept = functionBody(rules, 'isKeptAs');
    for (const field of ['titleHi', 'descriptionHi', 'bodyHi'])
      expect(kept).toContain(`version.get('${field}', '') == page.get('${field}', '')`);
    for (const [name, validator] of [
      ['pages', 'isValidPage'],
      ['pageVersions', 'isValidPageVersion'],
    ] as const) {
      const keys = /hasOnly\(\s*(\[[^\]]*\])/.exec(functionBody(rules, validator));
      expect(quotedList(keys?.[1] ?? '').sort()).toEqual([...ALLOWED_FIELDS[name]].sort());
    }
  });

  // A message's Hindi title and text are checked as a programme's Hindi title and description.
  it('messages: the Hindi title and message, each absent or a text within its cap', () => {
    expect(functionBody(rules, 'isValidMessage')).toContain(
      "isHindiTexts(data.get('titleHi', ''), '', data.get('fullMessageHi', ''))",
    );
    for (const name of ['bishopMessages', 'officeBearerMessages'] as const) {
      const caps = Object.fromEntries(TEXT_FIELDS[name].map(({ name, max }) => [name, max]));
      expect([caps.titleHi, caps.fullMessageHi]).toEqual([
        TEXT_FIELDS.events.find((f) => f.name === 'titleHi')?.max,
        TEXT_FIELDS.events.find((f) => f.name === 'descriptionHi')?.max,
      ]);
    }
  });

  it('siteDetails: the about text in Hindi, absent or lines within the cap of the English', () => {
    const body = functionBody(rules, 'isValidSiteDetails');
    expect(body).toContain(`isParagraphs(data, 'about', ${LIMITS.about})`);
    expect(body).toContain(`isOptionalLines(data, 'aboutHi', ${LIMITS.about})`);
    expect(functionBody(rules, 'isOptionalLines')).toBe(
      '\n      return !(field in data) || (isString(data, field, max) && isLines(data[field]));\n    ',
    );
  });

  it('states the patterns of the validation module', () => {
    const literalsOf = (name: string) => literals(functionBody(rules, name));
    expect(literalsOf('isBlank')).toEqual([PATTERNS.blank]);
    expect(literalsOf('isOneLine')).toEqual([PATTERNS.singleLine]);
    expect(literalsOf('isLines')).toEqual([PATTERNS.multiLine]);
    expect(literalsOf('calendarDate').join('')).toBe(PATTERNS.calendarDate);
    expect(literalsOf('isIsoStamp')).toContain(PATTERNS.isoTime);
    expect(literalsOf('storageUrlStart')).toEqual([storageUrlStart(LOCAL)]);
    expect(literalsOf('isStorageUrlIn').join('')).toBe(
      PATTERNS.encodedName + PATTERNS.storageUrlEnd,
    );
    expect(literalsOf('isValidGalleryImage')).toContain(PATTERNS.galleryFileName);
    expect(literalsOf('isValidProgramme')).toContain(PATTERNS.httpsUrl);
    expect(literalsOf('isRecordId')).toEqual([PATTERNS.recordId]);
    expect(literalsOf('isShownAddress')).toEqual([PATTERNS.emailAddress]);
    expect(literalsOf('isEmailAddress')).toEqual([PATTERNS.invitedAddress]);
    // The rules' own trim() is not relied on for blank text.
    expect(rules).not.toMatch(/\.trim\(\)/);
  });

  it("states the registration rules' patterns", () => {
    const literalsOf = (name: string) => literals(functionBody(rules, name));
    expect(literalsOf('textLinePattern')).toEqual([PATTERNS.textLine]);
    expect(literalsOf('textLinesPattern')).toEqual([
      `${PATTERNS.textLine}(\\n${PATTERNS.textLine})*`,
    ]);
    expect(literalsOf('isPhone')).toEqual([PATTERNS.phone]);
    expect(literalsOf('isRegistrationId')).toContain(PATTERNS.registrationHash);
  });

  it("states the registration rules' constants: the tenant, the notice, the share, the days present, how long kept", () => {
    expect(literals(functionBody(rules, 'registrantTenant'))).toEqual([LOCAL_REGISTRANT_TENANT]);
    // Each language the notice is shown in, with its versions in force.
    expect(literals(functionBody(rules, 'noticeVersions'))).toEqual(
      Object.entries(NOTICE_VERSIONS).flatMap(([language, versions]) => [language, ...versions]),
    );
    expect(functionBody(rules, 'sharePlaces')).toMatch(new RegExp(`return ${SHARE_PLACES};`));
    expect(functionBody(rules, 'isDayList')).toContain(
      `days.size() <= ${REGISTRATION_LIMITS.daysPresent}`,
    );
    expect(functionBody(rules, 'isKeptAMonth')).toContain(`duration.value(${MIN_KEEP_DAYS}, 'd')`);
    expect(functionBody(rules, 'expiryOf')).toContain(`duration.value(${KEEP_DAYS}, 'd')`);
    const downloads = /match \/registrationDownloads\/\{downloadId\} \{[^}]*\}/.exec(rules)?.[0];
    expect(downloads).toContain(`duration.value(${DOWNLOAD_KEEP_DAYS}, 'd')`);
    expect(downloads).toContain(`duration.value(${CLOCK_TOLERANCE_MS / 60_000}, 'm')`);
  });

  // The registration rules check one line of text that is not blank in one match (textLine), as
  // they count their expressions; the forms and validation.ts in two (isSingleLine, isBlank).
  it.each([
    ['a name', 'Asha Verma', true],
    ['Devanagari', 'आशा वर्मा', true],
    ['an emoji', '😀', true],
    ['empty', '', false],
    ['spaces of every kind', ' \u00a0\u3000', false],
    ['a zero-width space and a filler', '\u200b\u3164', false],
    ['a word among fillers', '\u2800a\u2800', true],
    ['a line break', 'a\nb', false],
    ['a tab', 'a\tb', false],
    ['a C1 control', 'a\u0085', false],
    ['the line separator alone', '\u2028', false],
  ])('textLine: %s', (_label, text, expected) => {
    expect(whole(PATTERNS.textLine).test(text)).toBe(expected);
    expect(isSingleLine(text) && !isBlank(text)).toBe(expected);
  });

  it('ties each image URL to its own folder and a gallery entry to its file', () => {
    const folderOf = (name: string) =>
      /isImageUrl\(data, ([^)]*)\)/.exec(functionBody(rules, name))?.[1];
    expect(folderOf('isValidMember')).toBe("'members%2F'");
    expect(functionBody(rules, 'isValidBishopMessage')).toContain("'bishops%2F'");
    expect(functionBody(rules, 'isValidOfficeBearerMessage')).toContain(
      "'officeBearers%2F' + data.role + '%2F'",
    );
    expect(folderOf('isValidProgramme')).toBe("'events%2F'");
    const gallery = functionBody(rules, 'isValidGalleryImage');
    expect(gallery).toContain("storageObjectOf(data.imageUrl) == 'gallery%2F' + data.fileName");
    expect(gallery).toContain("== 'thumb_' + data.fileName");
    expect(gallery).toContain(
      "storageObjectOf(data.thumbUrl) == 'gallery%2Fthumb_' + data.fileName",
    );
    expect(gallery).toContain("== 'medium_' + data.fileName");
    expect(gallery).toContain(
      "storageObjectOf(data.mediumUrl) == 'gallery%2Fmedium_' + data.fileName",
    );
    expect(gallery).toContain('data.createdAt <= request.time');
  });

  it('keeps an office-bearer message on its page when it is edited', () => {
    const block = /match \/officeBearerMessages\/\{messageId\} \{[^}]*\}/.exec(rules)?.[0] ?? '';
    expect(block).toMatch(
      /allow update: [^;]*request\.resource\.data\.role == resource\.data\.role/,
    );
  });

  it('bounds member years by 1900 and this year + 10, and lists the office-bearer roles', () => {
    const years = functionBody(rules, 'hasValidYears');
    expect(years).toContain(`${LIMIT.minYear} <= data.startYear`);
    expect(years).toContain(`data.endYear <= request.time.year() + ${LIMIT.endYearAhead}`);
    const roles = /data\.role in (\[[^\]]*\])/.exec(rules)?.[1] ?? '';
    expect(quotedList(roles)).toEqual(OFFICE_BEARER_ROLES);
  });
});

describe('storage.rules states the same limits', () => {
  const rules = withoutComments(readFileSync('storage.rules', 'utf8'));

  it('allows the table’s content types, not empty and under 10 MB, and the office-bearer roles', () => {
    const upload = functionBody(rules, 'isImageUpload');
    expect(quotedList(upload)).toEqual(IMAGE_CONTENT_TYPES);
    expect(upload).toContain('request.resource.size > 0');
    expect(upload).toContain('request.resource.size < 10 * 1024 * 1024');
    expect(10 * 1024 * 1024).toBe(LIMIT.maxImageBytes);
    expect(quotedList(functionBody(rules, 'isOfficeBearerRole'))).toEqual(OFFICE_BEARER_ROLES);
  });

  it('matches exactly the folders of the site', () => {
    const folders = [...rules.matchAll(/match \/(\S+) \{/g)].map((m) => m[1]);
    expect(folders).toEqual([
      'b/{bucket}/o',
      'members/{fileName}',
      'bishops/{fileName}',
      'officeBearers/{role}/{fileName}',
      'gallery/{fileName}',
      'events/{fileName}',
      'banner/{fileName}',
    ]);
  });

  it('lets anyone get a file but not list a folder, and the team create or delete, not replace', () => {
    const allowed = [...rules.matchAll(/allow ([a-z, ]+):/g)].map((m) => m[1]);
    expect(allowed).toEqual(Array.from({ length: 6 }, () => ['get', 'create', 'delete']).flat());
  });

  // The Storage emulator does not run in `npm test`: this is what ties storage.rules' idea of the
  // team to checkStorageWrite's, which the storage rows judge.
  it('lets the team write: the admin claim, or the role owner or editor in the team document', () => {
    const team = functionBody(rules, 'isOnTeam');
    expect(team).toContain("request.auth.token.get('admin', false) == true");
    expect(team).toContain(
      'firestore.get(/databases/(default)/documents/team/$(request.auth.uid)).data.role',
    );
    expect(quotedList(team.slice(team.indexOf('.data.role')))).toEqual(['owner', 'editor']);
    for (const folder of ['members', 'bishops', 'gallery', 'events', 'officeBearers/{role}']) {
      const block = rules.slice(rules.indexOf(`match /${folder}/{fileName}`));
      const create = /allow create: ([^;]*);/.exec(block)?.[1] ?? '';
      const remove = /allow delete: ([^;]*);/.exec(block)?.[1] ?? '';
      expect(create, folder).toContain('isOnTeam()');
      expect(remove, folder).toContain('isOnTeam()');
    }
  });

  it("keeps the banner's folder to owners, WebP and JPEG within 120 KB", () => {
    const owner = functionBody(rules, 'isOwner');
    expect(owner).toContain("request.auth.token.get('admin', false) == true");
    expect(owner).toMatch(/\.data\.role\s*== 'owner'/);
    const block = rules.slice(rules.indexOf('match /banner/{fileName}'));
    const create = /allow create: ([^;]*);/.exec(block)?.[1] ?? '';
    expect(/allow delete: if ([^;]*);/.exec(block)?.[1]).toBe('isOwner()');
    expect(create).toContain('isOwner()');
    expect(quotedList(/contentType in (\[[^\]]*\])/.exec(create)?.[1] ?? '')).toEqual([
      'image/webp',
      'image/jpeg',
    ]);
    expect(create).toContain('request.resource.size > 0');
    expect(create).toContain('request.resource.size <= 120 * 1024');
    expect(literals(create)).toContain(PATTERNS.bannerUpload);
  });

  it('states the names the app gives uploads', () => {
    const names = literals(rules);
    expect(literals(functionBody(rules, 'isNamedUpload'))).toEqual([PATTERNS.namedUpload]);
    expect(names).toContain(PATTERNS.memberUpload);
    expect(names).toContain(`(thumb_|medium_)?${PATTERNS.galleryFileName}`);
  });
});
