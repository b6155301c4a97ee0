/**
 * The good/bad table of the security issue against the TypeScript mirror of the rules, which the
 * local backend enforces; and the rules files' own limits against the same table, since the
 * rules themselves only run on the official emulators (npm run test:emulators).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_CONTENT_TYPES as MODULE_CONTENT_TYPES,
  LIMITS,
  checkDocumentWrite,
  checkStorageUpload,
  isPublicStoragePath,
} from '../../src/domain/validation';
import { OFFICE_BEARER_ROLES as MODULE_ROLES } from '../../src/domain/types';
import {
  ALLOWED_FIELDS,
  BAD_PATHS,
  DOCUMENT_CASES,
  GOOD_PATHS,
  IMAGE_CONTENT_TYPES,
  LIMIT,
  OFFICE_BEARER_ROLES,
  PUBLIC_COLLECTIONS,
  TEXT_FIELDS,
  UPLOAD_CASES,
  toCheckedDoc,
} from '../fixtures/documents';

describe('the table', () => {
  it('names every row uniquely and covers both verdicts', () => {
    const reasons = DOCUMENT_CASES.map((c) => c.reason);
    expect(new Set(reasons).size).toBe(reasons.length);
    const uploads = UPLOAD_CASES.map((c) => c.reason);
    expect(new Set(uploads).size).toBe(uploads.length);
    expect(DOCUMENT_CASES.filter((c) => c.expected === 'allow').length).toBeGreaterThan(20);
    expect(DOCUMENT_CASES.filter((c) => c.expected === 'deny').length).toBeGreaterThan(60);
  });
});

describe('checkDocumentWrite agrees with the table', () => {
  it.each(DOCUMENT_CASES.map((c) => [c.reason, c] as const))('%s', (_reason, c) => {
    const before = c.before ? toCheckedDoc(c.before) : null;
    const refusal = checkDocumentWrite(c.collection, toCheckedDoc(c.data), before);
    if (c.expected === 'allow') expect(refusal).toBeNull();
    else expect(refusal).toMatch(/\w+/);
  });

  it('uses the UTC year of the write for the end-year bound', () => {
    const doc = toCheckedDoc({
      name: 'A',
      role: 'B',
      startYear: 2020,
      endYear: 2036,
      createdAt: '2026-12-31T23:30:00.000Z',
    });
    // 2026-12-31 23:30 UTC: this year + 10 is 2036 whatever the local time zone says.
    expect(checkDocumentWrite('members', doc, null, new Date('2026-12-31T23:30:00Z'))).toBeNull();
    expect(checkDocumentWrite('members', doc, null, new Date('2025-12-31T23:30:00Z'))).toMatch(
      /2035/,
    );
  });
});

describe('checkStorageUpload and isPublicStoragePath agree with the table', () => {
  it.each(UPLOAD_CASES.map((c) => [c.reason, c] as const))('%s', (_reason, c) => {
    const refusal = checkStorageUpload(c.path, c.contentType, c.size);
    if (c.expected === 'allow') expect(refusal).toBeNull();
    else expect(refusal).toMatch(/\w+/);
  });

  it('reads SPEC folders publicly and nothing else', () => {
    for (const path of GOOD_PATHS) expect(isPublicStoragePath(path), path).toBe(true);
    for (const path of BAD_PATHS) expect(isPublicStoragePath(path), path).toBe(false);
  });
});

describe('the validation module states the same limits', () => {
  it('has the limits, content types and roles of the table', () => {
    expect(LIMITS).toMatchObject({
      shortText: LIMIT.shortText,
      message: LIMIT.message,
      year: LIMIT.year,
      url: LIMIT.url,
      minYear: LIMIT.minYear,
      endYearAhead: LIMIT.endYearAhead,
      maxImageBytes: LIMIT.maxImageBytes,
    });
    expect([...MODULE_CONTENT_TYPES]).toEqual(IMAGE_CONTENT_TYPES);
    expect([...MODULE_ROLES]).toEqual(OFFICE_BEARER_ROLES);
  });
});

/** The body of `function name(...) { ... }` in a rules file (bodies there hold no braces). */
function functionBody(rules: string, name: string): string {
  const match = new RegExp(`function ${name}\\([^)]*\\) \\{([^}]*)\\}`).exec(rules);
  if (!match?.[1]) throw new Error(`no function ${name} in the rules`);
  return match[1];
}

const quotedList = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((m) => m[1]);

describe('firestore.rules states the same limits (it only runs on the official emulators)', () => {
  const rules = readFileSync('firestore.rules', 'utf8');
  const validators = {
    members: 'isValidMember',
    bishopMessages: 'isValidBishopMessage',
    officeBearerMessages: 'isValidOfficeBearerMessage',
    gallery: 'isValidGalleryImage',
  } as const;

  it.each(PUBLIC_COLLECTIONS)('%s: the allowed keys and each text field with its cap', (name) => {
    const body = functionBody(rules, validators[name]);
    const keys =
      /hasOnly\(\s*(\[[^\]]*\])/.exec(body) ?? /isValidMessage\(data,\s*(\[[^\]]*\])/.exec(body);
    expect(quotedList(keys?.[1] ?? '').sort()).toEqual([...ALLOWED_FIELDS[name]].sort());

    // Text fields are checked in the validator, or in isValidMessage for the two message kinds.
    const checked = name.endsWith('Messages') ? body + functionBody(rules, 'isValidMessage') : body;
    const stamps = functionBody(rules, 'hasValidStamps');
    for (const { name: field, max, required } of TEXT_FIELDS[name]) {
      const call = `${required ? 'isText' : 'isOptionalString'}(data, '${field}', ${max})`;
      expect(field === 'createdAt' ? stamps : checked, field).toContain(call);
    }
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
  const rules = readFileSync('storage.rules', 'utf8');

  it('allows the table’s content types under 10 MB, and the office-bearer roles', () => {
    const upload = functionBody(rules, 'isImageUpload');
    expect(quotedList(upload)).toEqual(IMAGE_CONTENT_TYPES);
    expect(upload).toContain('request.resource.size < 10 * 1024 * 1024');
    expect(10 * 1024 * 1024).toBe(LIMIT.maxImageBytes);
    expect(quotedList(functionBody(rules, 'isOfficeBearerRole'))).toEqual(OFFICE_BEARER_ROLES);
  });

  it('matches exactly the folders of SPEC §3', () => {
    const folders = [...rules.matchAll(/match \/(\S+) \{/g)].map((m) => m[1]);
    expect(folders).toEqual([
      'b/{bucket}/o',
      'members/{fileName}',
      'bishops/{fileName}',
      'officeBearers/{role}/{fileName}',
      'gallery/{fileName}',
    ]);
  });
});
