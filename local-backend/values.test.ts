/** The pure parts of the backend as tables of cases: value encoding, ordering, paths, sniffing. */
import { describe, expect, it } from 'vitest';
import {
  compareValues,
  formatTimestamp,
  normalizeValue,
  parseFieldPath,
  parseTimestamp,
  withField,
  type Value,
} from './firestoreValues';
import { sniffImageType } from './imageSniff';
import { JPEG_HEADER, PDF_BYTES, PNG_BYTES } from './testSupport';

describe('normalizeValue', () => {
  it.each<[unknown, Value]>([
    [{ nullValue: 'NULL_VALUE' }, { nullValue: null }],
    [{ integerValue: 7 }, { integerValue: '7' }],
    [{ integerValue: '-0012' }, { integerValue: '-12' }],
    [{ doubleValue: 'Infinity' }, { doubleValue: 'Infinity' }],
    [{ doubleValue: '2.5' }, { doubleValue: 2.5 }],
    [
      { timestampValue: '2024-02-29T10:00:00.123456789+05:30' },
      { timestampValue: '2024-02-29T04:30:00.123456Z' },
    ],
    [
      { timestampValue: '2024-01-01T00:00:00.100Z' },
      { timestampValue: '2024-01-01T00:00:00.100Z' },
    ],
    [{ bytesValue: 'AQI' }, { bytesValue: 'AQI=' }],
    [{ geoPointValue: { latitude: 10 } }, { geoPointValue: { latitude: 10, longitude: 0 } }],
    [{ arrayValue: { values: [] } }, { arrayValue: {} }],
    [
      { mapValue: { fields: { a: { booleanValue: false } } } },
      { mapValue: { fields: { a: { booleanValue: false } } } },
    ],
  ])('canonicalises %j', (raw, canonical) => {
    expect(normalizeValue(raw, 'v')).toEqual(canonical);
  });

  it.each([
    [{ integerValue: '9223372036854775808' }, /invalid integerValue/],
    [{ integerValue: 1.5 }, /invalid integerValue/],
    [{ timestampValue: '2023-02-30T00:00:00Z' }, /invalid timestampValue/],
    [{ stringValue: 'a', integerValue: '1' }, /exactly one value field/],
    [{ arrayValue: { values: [{ arrayValue: {} }] } }, /cannot contain an array/],
    [{ geoPointValue: { latitude: 91, longitude: 0 } }, /invalid geoPointValue/],
    [{ referenceValue: 'members/x' }, /invalid referenceValue/],
    ['text', /must be a JSON object/],
  ])('refuses %j', (raw, message) => {
    expect(() => normalizeValue(raw, 'v')).toThrow(message);
  });
});

describe('compareValues', () => {
  const v = (raw: unknown) => normalizeValue(raw, 'v');
  it.each<[unknown, unknown, number]>([
    [{ integerValue: '2' }, { doubleValue: 2.5 }, -1],
    [{ integerValue: '3' }, { doubleValue: 3 }, 0],
    [{ integerValue: '9007199254740993' }, { doubleValue: 9007199254740992 }, 1],
    [{ doubleValue: 'NaN' }, { doubleValue: '-Infinity' }, -1],
    [{ booleanValue: true }, { integerValue: '0' }, -1],
    [{ stringValue: 'Z' }, { stringValue: 'a' }, -1],
    [{ stringValue: 'é' }, { stringValue: 'z' }, 1],
    [
      { timestampValue: '2024-01-01T00:00:00.5Z' },
      { timestampValue: '2024-01-01T00:00:00.25Z' },
      1,
    ],
    [
      { arrayValue: { values: [{ integerValue: '1' }] } },
      { arrayValue: { values: [{ integerValue: '1' }, { nullValue: null }] } },
      -1,
    ],
    [
      { mapValue: { fields: { a: { integerValue: '2' } } } },
      { mapValue: { fields: { b: { integerValue: '1' } } } },
      -1,
    ],
  ])('orders %j against %j as %i', (a, b, expected) => {
    expect(Math.sign(compareValues(v(a), v(b)))).toBe(expected);
    expect(Math.sign(compareValues(v(b), v(a)))).toBe(-expected || 0);
  });
});

describe('field paths and timestamps', () => {
  it.each([
    ['name', ['name']],
    ['a.b_c.d1', ['a', 'b_c', 'd1']],
    ['`my-field`.`a.b`', ['my-field', 'a.b']],
    ['`back\\`tick`', ['back`tick']],
  ])('parses %s', (text, segments) => {
    expect(parseFieldPath(text)).toEqual(segments);
  });

  it.each(['', 'a.', '.a', 'a..b', '1abc', '`open'])('refuses %j', (text) => {
    expect(() => parseFieldPath(text)).toThrow(/field path/);
  });

  it('sets and removes nested fields without touching the input', () => {
    const original = { a: { mapValue: { fields: { b: { integerValue: '1' } } } } } as const;
    const set = withField(original, ['a', 'c'], { stringValue: 'x' });
    expect(set).toEqual({
      a: { mapValue: { fields: { b: { integerValue: '1' }, c: { stringValue: 'x' } } } },
    });
    expect(withField(set, ['a', 'b'], undefined)).toEqual({
      a: { mapValue: { fields: { c: { stringValue: 'x' } } } },
    });
    expect(original.a.mapValue.fields).toEqual({ b: { integerValue: '1' } });
  });

  it('formats timestamps with 0, 3, 6 or 9 fraction digits', () => {
    expect(formatTimestamp({ seconds: 0, nanos: 0 })).toBe('1970-01-01T00:00:00Z');
    expect(formatTimestamp({ seconds: 0, nanos: 5_000_000 })).toBe('1970-01-01T00:00:00.005Z');
    expect(formatTimestamp({ seconds: 0, nanos: 5_000 })).toBe('1970-01-01T00:00:00.000005Z');
    expect(formatTimestamp({ seconds: -1, nanos: 1 })).toBe('1969-12-31T23:59:59.000000001Z');
    expect(parseTimestamp('0001-01-01T00:00:00Z')).toEqual({ seconds: -62135596800, nanos: 0 });
    expect(parseTimestamp('10000-01-01T00:00:00Z')).toBeNull();
  });
});

describe('sniffImageType', () => {
  const avif = Buffer.from('0000001c667479706d696631000000006d696631617669666d696166', 'hex');
  it.each([
    [PNG_BYTES, 'image/png'],
    [JPEG_HEADER, 'image/jpeg'],
    [Buffer.from('GIF89a\x01\x00'), 'image/gif'],
    [Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '), 'image/webp'],
    [avif, 'image/avif'],
    [PDF_BYTES, null],
    [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    [Buffer.alloc(0), null],
  ])('tells %#', (bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });
});
