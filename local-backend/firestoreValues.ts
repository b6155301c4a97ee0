/**
 * Firestore values in their REST (proto3 JSON) encoding: validation into one canonical stored
 * form, Firestore's cross-type ordering, field paths, and the decoding the rules checks expect.
 * Stored values are exactly what the service answers, so reads need no conversion.
 */
import type { CheckedValue } from '../src/domain/schema';
import { badRequest } from './http';

export type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: Value[] } }
  | { mapValue: { fields?: Fields } };

export type Fields = Record<string, Value>;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const MAX_DEPTH = 20;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// Field names are data: `constructor`, `toString` or `__proto__` are fields like any other. So
// fields are read as own properties only, and written by definition, never by assignment
// (assigning `__proto__` would replace the object's prototype instead of adding a field).

/** The own property `name` of `object`, or undefined. */
export function ownField<T>(object: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(object, name) ? object[name] : undefined;
}

/** Sets the own property `name` of `object`, whatever the name. */
export function setOwnField<T>(object: Record<string, T>, name: string, value: T): void {
  Object.defineProperty(object, name, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

// ---------------------------------------------------------------------------------------------
// Timestamps: seconds + nanoseconds, stored with the microsecond precision Firestore keeps.

export interface Timestamp {
  seconds: number;
  nanos: number;
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;
const MIN_SECONDS = -62135596800; // 0001-01-01T00:00:00Z
const MAX_SECONDS = 253402300799; // 9999-12-31T23:59:59Z

export function parseTimestamp(text: unknown): Timestamp | null {
  if (typeof text !== 'string') return null;
  const m = RFC3339.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, fraction, sign, oh, om] = m;
  const date = new Date(0);
  date.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  date.setUTCHours(Number(h), Number(mi), Number(s), 0);
  if (date.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59)
    return null;
  let seconds = Math.floor(date.getTime() / 1000);
  if (sign) seconds -= (sign === '-' ? -1 : 1) * (Number(oh) * 3600 + Number(om) * 60);
  const nanos = fraction ? Number(fraction.padEnd(9, '0')) : 0;
  if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) return null;
  return { seconds, nanos };
}

/** RFC 3339 in UTC with 0, 3, 6 or 9 fractional digits, as Google's JSON encoding prints it. */
export function formatTimestamp({ seconds, nanos }: Timestamp): string {
  const base = new Date(seconds * 1000).toISOString().slice(0, 19);
  if (nanos === 0) return `${base}Z`;
  const digits = nanos % 1_000_000 === 0 ? 3 : nanos % 1000 === 0 ? 6 : 9;
  return `${base}.${String(nanos).padStart(9, '0').slice(0, digits)}Z`;
}

export const compareTimestamps = (a: Timestamp, b: Timestamp) =>
  a.seconds - b.seconds || a.nanos - b.nanos;

/** The instant of a timestamp, to the millisecond, as a Date. */
export const dateOfTimestamp = ({ seconds, nanos }: Timestamp) =>
  new Date(seconds * 1000 + Math.floor(nanos / 1e6));

export function timestampFromMicros(micros: number): Timestamp {
  const seconds = Math.floor(micros / 1_000_000);
  return { seconds, nanos: (micros - seconds * 1_000_000) * 1000 };
}

// ---------------------------------------------------------------------------------------------
// Validation into the canonical form.

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const REFERENCE = /^projects\/[^/]+\/databases\/[^/]+\/documents(?:\/[^/]+\/[^/]+)+$/;

/** Validates a Value from a request and returns its canonical form; a bad encoding is a 400. */
export function normalizeValue(raw: unknown, where: string, depth = 0): Value {
  if (depth > MAX_DEPTH) throw badRequest(`${where}: values are nested too deeply`);
  if (!isObject(raw)) throw badRequest(`${where}: a Value must be a JSON object`);
  const keys = Object.keys(raw);
  if (keys.length !== 1) throw badRequest(`${where}: a Value must have exactly one value field`);
  const kind = keys[0] as string;
  const v = raw[kind];
  const invalid = () => badRequest(`${where}: invalid ${kind} ${JSON.stringify(v)}`);
  switch (kind) {
    case 'nullValue':
      if (v !== null && v !== 'NULL_VALUE' && v !== 0) throw invalid();
      return { nullValue: null };
    case 'booleanValue':
      if (typeof v !== 'boolean') throw invalid();
      return { booleanValue: v };
    case 'integerValue': {
      const text = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v;
      if (typeof text !== 'string' || !/^-?\d{1,19}$/.test(text)) throw invalid();
      const n = BigInt(text);
      if (n < INT64_MIN || n > INT64_MAX) throw invalid();
      return { integerValue: n.toString() };
    }
    case 'doubleValue': {
      const n =
        typeof v === 'string' && /^(?:NaN|-?Infinity|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)$/i.test(v)
          ? Number(v)
          : v;
      if (typeof n !== 'number') throw invalid();
      return { doubleValue: encodeDouble(n) };
    }
    case 'timestampValue': {
      const ts = parseTimestamp(v);
      if (!ts) throw invalid();
      return {
        timestampValue: formatTimestamp({
          seconds: ts.seconds,
          nanos: ts.nanos - (ts.nanos % 1000),
        }),
      };
    }
    case 'stringValue':
      if (typeof v !== 'string') throw invalid();
      return { stringValue: v };
    case 'bytesValue': {
      if (typeof v !== 'string') throw invalid();
      const standard = v.replace(/-/g, '+').replace(/_/g, '/');
      const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
      if (!BASE64.test(padded)) throw invalid();
      return { bytesValue: Buffer.from(padded, 'base64').toString('base64') };
    }
    case 'referenceValue':
      if (typeof v !== 'string' || !REFERENCE.test(v)) throw invalid();
      return { referenceValue: v };
    case 'geoPointValue': {
      if (!isObject(v)) throw invalid();
      const latitude = v.latitude ?? 0;
      const longitude = v.longitude ?? 0;
      if (typeof latitude !== 'number' || latitude < -90 || latitude > 90) throw invalid();
      if (typeof longitude !== 'number' || longitude < -180 || longitude > 180) throw invalid();
      return { geoPointValue: { latitude, longitude } };
    }
    case 'arrayValue': {
      if (!isObject(v)) throw invalid();
      const values = v.values ?? [];
      if (!Array.isArray(values)) throw invalid();
      const items = values.map((item, i) => {
        const value = normalizeValue(item, `${where}[${i}]`, depth + 1);
        if ('arrayValue' in value) throw badRequest(`${where}: an array cannot contain an array`);
        return value;
      });
      return { arrayValue: items.length ? { values: items } : {} };
    }
    case 'mapValue': {
      if (!isObject(v)) throw invalid();
      const fields = normalizeFields(v.fields ?? {}, where, depth + 1);
      return { mapValue: Object.keys(fields).length ? { fields } : {} };
    }
    default:
      throw badRequest(`${where}: unknown value type ${kind}`);
  }
}

/** Validates a map of field name to Value (a document's or a map value's fields). */
export function normalizeFields(raw: unknown, where: string, depth = 0): Fields {
  if (!isObject(raw)) throw badRequest(`${where}: fields must be a JSON object`);
  const fields: Fields = {};
  for (const [name, value] of Object.entries(raw)) {
    const path = where ? `${where}.${name}` : name;
    if (name === '') throw badRequest(`${where}: field names must not be empty`);
    if (isReservedFieldName(name)) throw reservedFieldName(path);
    setOwnField(fields, name, normalizeValue(value, path, depth));
  }
  return fields;
}

/** Firestore reserves field names of the form __x__, at any depth (`__name__` in queries). */
export const isReservedFieldName = (name: string) => /^__.*__$/.test(name);

/** The 400 of a field name Firestore reserves; the SDK refuses it with the same words. */
export const reservedFieldName = (path: string) =>
  badRequest(`Document fields cannot begin and end with "__": ${path}`);

function encodeDouble(n: number): number | string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return 'Infinity';
  if (n === -Infinity) return '-Infinity';
  if (Object.is(n, -0)) return '-0';
  return n;
}

export const toDoubleValue = (n: number): Value => ({ doubleValue: encodeDouble(n) });

export const doubleOf = (v: number | string): number => (typeof v === 'number' ? v : Number(v));

// ---------------------------------------------------------------------------------------------
// Ordering: null < booleans < numbers < timestamps < strings < bytes < references < geo points
// < arrays < maps. Integers and doubles compare as numbers; NaN sorts before every number.

export function typeOrder(v: Value): number {
  if ('nullValue' in v) return 0;
  if ('booleanValue' in v) return 1;
  if ('integerValue' in v || 'doubleValue' in v) return 2;
  if ('timestampValue' in v) return 3;
  if ('stringValue' in v) return 4;
  if ('bytesValue' in v) return 5;
  if ('referenceValue' in v) return 6;
  if ('geoPointValue' in v) return 7;
  if ('arrayValue' in v) return 8;
  return 9;
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
const compareBig = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** Strings compare by their UTF-8 bytes, as the service does. */
export const compareStrings = (a: string, b: string) =>
  a === b ? 0 : Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

function compareIntDouble(i: bigint, d: number): number {
  if (Number.isNaN(d)) return 1;
  if (d === Infinity) return -1;
  if (d === -Infinity) return 1;
  const floor = Math.floor(d);
  const c = compareBig(i, BigInt(floor));
  if (c !== 0) return c;
  return d > floor ? -1 : 0;
}

function compareNumbers(a: Value, b: Value): number {
  if ('integerValue' in a && 'integerValue' in b)
    return compareBig(BigInt(a.integerValue), BigInt(b.integerValue));
  if ('integerValue' in a && 'doubleValue' in b)
    return compareIntDouble(BigInt(a.integerValue), doubleOf(b.doubleValue));
  if ('doubleValue' in a && 'integerValue' in b)
    return 0 - compareIntDouble(BigInt(b.integerValue), doubleOf(a.doubleValue)) || 0;
  const x = doubleOf((a as { doubleValue: number | string }).doubleValue);
  const y = doubleOf((b as { doubleValue: number | string }).doubleValue);
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return sign(x - y);
}

/** Document paths and references compare segment by segment. */
export function comparePaths(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = compareStrings(x[i] as string, y[i] as string);
    if (c !== 0) return c;
  }
  return sign(x.length - y.length);
}

export function compareValues(a: Value, b: Value): number {
  const order = typeOrder(a) - typeOrder(b);
  if (order !== 0) return sign(order);
  if ('nullValue' in a) return 0;
  if ('booleanValue' in a && 'booleanValue' in b)
    return Number(a.booleanValue) - Number(b.booleanValue);
  if (typeOrder(a) === 2) return compareNumbers(a, b);
  if ('timestampValue' in a && 'timestampValue' in b)
    return sign(
      compareTimestamps(
        parseTimestamp(a.timestampValue) as Timestamp,
        parseTimestamp(b.timestampValue) as Timestamp,
      ),
    );
  if ('stringValue' in a && 'stringValue' in b) return compareStrings(a.stringValue, b.stringValue);
  if ('bytesValue' in a && 'bytesValue' in b)
    return Buffer.compare(Buffer.from(a.bytesValue, 'base64'), Buffer.from(b.bytesValue, 'base64'));
  if ('referenceValue' in a && 'referenceValue' in b)
    return comparePaths(a.referenceValue, b.referenceValue);
  if ('geoPointValue' in a && 'geoPointValue' in b)
    return (
      sign(a.geoPointValue.latitude - b.geoPointValue.latitude) ||
      sign(a.geoPointValue.longitude - b.geoPointValue.longitude)
    );
  if ('arrayValue' in a && 'arrayValue' in b) {
    const x = a.arrayValue.values ?? [];
    const y = b.arrayValue.values ?? [];
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const c = compareValues(x[i] as Value, y[i] as Value);
      if (c !== 0) return c;
    }
    return sign(x.length - y.length);
  }
  if ('mapValue' in a && 'mapValue' in b) {
    const x = a.mapValue.fields ?? {};
    const y = b.mapValue.fields ?? {};
    const xk = Object.keys(x).sort(compareStrings);
    const yk = Object.keys(y).sort(compareStrings);
    for (let i = 0; i < Math.min(xk.length, yk.length); i++) {
      const kx = xk[i] as string;
      const ky = yk[i] as string;
      const c = compareStrings(kx, ky) || compareValues(x[kx] as Value, y[ky] as Value);
      if (c !== 0) return c;
    }
    return sign(xk.length - yk.length);
  }
  return 0;
}

export const isNaNValue = (v: Value) => 'doubleValue' in v && Number.isNaN(doubleOf(v.doubleValue));

/** Equality as queries see it: 1 equals 1.0; NaN equals nothing (IS_NAN exists for that). */
export const valuesEqual = (a: Value, b: Value) =>
  !isNaNValue(a) && !isNaNValue(b) && compareValues(a, b) === 0;

/** Canonical JSON with sorted keys, to tell whether a write changed a document. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------------
// Field paths: dot-separated segments, back-quoted when not plain identifiers (`a.b`.c).

export function parseFieldPath(text: unknown): string[] {
  if (typeof text !== 'string' || text === '') throw badRequest('Invalid field path: empty');
  const segments: string[] = [];
  let i = 0;
  while (i < text.length) {
    let segment = '';
    if (text[i] === '`') {
      i++;
      while (i < text.length && text[i] !== '`') {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        segment += text[i];
        i++;
      }
      if (text[i] !== '`') throw badRequest(`Invalid field path: ${text}`);
      i++;
    } else {
      while (i < text.length && text[i] !== '.') segment += text[i++];
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(segment))
        throw badRequest(`Invalid field path: ${text}`);
    }
    if (segment === '') throw badRequest(`Invalid field path: ${text}`);
    segments.push(segment);
    if (i < text.length) {
      if (text[i] !== '.' || i === text.length - 1) throw badRequest(`Invalid field path: ${text}`);
      i++;
    }
  }
  return segments;
}

export function getField(fields: Fields, path: readonly string[]): Value | undefined {
  let current: Value | undefined = { mapValue: { fields } };
  for (const segment of path) {
    if (!current || !('mapValue' in current)) return undefined;
    current = ownField(current.mapValue.fields ?? {}, segment);
  }
  return current;
}

/** Returns a copy of `fields` with the value at `path` set, or removed when value is undefined. */
export function withField(
  fields: Fields,
  path: readonly string[],
  value: Value | undefined,
): Fields {
  const [head, ...rest] = path;
  if (head === undefined) return fields;
  const copy = { ...fields };
  if (rest.length === 0) {
    if (value === undefined) delete copy[head];
    else setOwnField(copy, head, value);
    return copy;
  }
  const child = ownField(copy, head);
  const childFields = child && 'mapValue' in child ? (child.mapValue.fields ?? {}) : undefined;
  if (value === undefined && childFields === undefined) return fields;
  const updated = withField(childFields ?? {}, rest, value);
  setOwnField(copy, head, { mapValue: Object.keys(updated).length ? { fields: updated } : {} });
  return copy;
}

// ---------------------------------------------------------------------------------------------
// Decoding for src/domain/validation.ts: integers tagged, timestamps as Date.

export function toCheckedValue(v: Value): CheckedValue {
  if ('nullValue' in v) return null;
  if ('booleanValue' in v) return v.booleanValue;
  if ('integerValue' in v) return { integer: Number(v.integerValue) };
  if ('doubleValue' in v) return doubleOf(v.doubleValue);
  if ('timestampValue' in v) return dateOfTimestamp(parseTimestamp(v.timestampValue) as Timestamp);
  if ('stringValue' in v) return v.stringValue;
  if ('bytesValue' in v) return { bytes: v.bytesValue };
  if ('referenceValue' in v) return { reference: v.referenceValue };
  if ('geoPointValue' in v) return { geoPoint: v.geoPointValue };
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map(toCheckedValue);
  return toCheckedFields(v.mapValue.fields ?? {});
}

/** The decoded fields, in an object without a prototype: only the document's fields are in it. */
export function toCheckedFields(fields: Fields): Record<string, CheckedValue> {
  const out = Object.create(null) as Record<string, CheckedValue>;
  for (const [k, v] of Object.entries(fields)) setOwnField(out, k, toCheckedValue(v));
  return out;
}
