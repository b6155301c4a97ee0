/**
 * The Write messages of `documents:commit`: update (whole document, or the fields of an
 * updateMask), delete, verify and transforms, each with its optional precondition. They are
 * applied in order to a draft of the documents; then each document the commit writes is judged
 * once, as the security rules judge a commit. Any refusal throws and the draft is dropped.
 */
import type { Documents, StoredDocument } from './firestoreStore';
import {
  canonicalJson,
  compareValues,
  doubleOf,
  formatTimestamp,
  getField,
  isNaNValue,
  isReservedFieldName,
  normalizeFields,
  normalizeValue,
  parseFieldPath,
  parseTimestamp,
  reservedFieldName,
  toDoubleValue,
  typeOrder,
  withField,
  type Fields,
  type Timestamp,
  type Value,
} from './firestoreValues';
import { ApiError, badRequest } from './http';

const MAX_WRITES = 500;
const MAX_DOCUMENT_BYTES = 1024 * 1024;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

type TransformOp = 'serverTime' | 'increment' | 'maximum' | 'minimum' | 'append' | 'remove';

interface Transform {
  segments: string[];
  op: TransformOp;
  operand: Value[];
}

interface Precondition {
  exists?: boolean;
  updateTime?: Timestamp;
}

export interface ParsedWrite {
  kind: 'update' | 'delete' | 'verify' | 'transform';
  /** Document path relative to the database root. */
  path: string;
  fields: Fields;
  /** Field paths of the updateMask; null replaces the whole document. */
  mask: string[][] | null;
  transforms: Transform[];
  precondition: Precondition | null;
}

export interface WriteResult {
  updateTime: string;
  transformResults?: Value[];
}

/** What the rules see of a commit besides the one document they judge. */
export interface CommitView {
  /** The commit time: the rules' request.time. */
  time: Timestamp;
  /** Every document as stored before the commit (what the rules' get() reads). */
  before: ReadonlyMap<string, StoredDocument>;
  /** Every document as it will be after the commit (what the rules' getAfter() reads). */
  after: ReadonlyMap<string, StoredDocument>;
  /** The paths of the documents the commit writes (the rules' lookups are capped per request). */
  written: ReadonlySet<string>;
}

/**
 * The security rules, called once for each document a commit writes, as Firestore evaluates
 * them: `before` is the document as stored before the commit (`resource`), `after` as it will be
 * after all of the commit's writes to it (`request.resource`); null when absent. A delete and a
 * create of one document in a commit are thus an update, and a write that leaves a document
 * absent before and after is a delete of a missing document. Throws an ApiError to refuse the
 * whole commit.
 */
export type Authorize = (
  path: string,
  after: Fields | null,
  before: Fields | null,
  commit: CommitView,
) => void;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field path a write sets or removes: never a name Firestore reserves. */
function writableFieldPath(raw: unknown): string[] {
  const segments = parseFieldPath(raw);
  if (segments.some(isReservedFieldName)) throw reservedFieldName(String(raw));
  return segments;
}

function parseTransform(raw: unknown, where: string): Transform {
  if (!isObject(raw)) throw badRequest(`${where} must be an object`);
  const segments = writableFieldPath(raw.fieldPath);
  const ops = Object.keys(raw).filter((k) => k !== 'fieldPath');
  if (ops.length !== 1) throw badRequest(`${where} must have exactly one transform`);
  const key = ops[0] as string;
  const v = raw[key];
  switch (key) {
    case 'setToServerValue':
      if (v !== 'REQUEST_TIME')
        throw badRequest(`${where}: unknown server value ${JSON.stringify(v)}`);
      return { segments, op: 'serverTime', operand: [] };
    case 'increment':
    case 'maximum':
    case 'minimum': {
      const operand = normalizeValue(v, `${where}.${key}`);
      if (typeOrder(operand) !== 2) throw badRequest(`${where}: ${key} needs a number`);
      return { segments, op: key, operand: [operand] };
    }
    case 'appendMissingElements':
    case 'removeAllFromArray': {
      const array = normalizeValue({ arrayValue: v }, `${where}.${key}`);
      const values = 'arrayValue' in array ? (array.arrayValue.values ?? []) : [];
      return {
        segments,
        op: key === 'appendMissingElements' ? 'append' : 'remove',
        operand: values,
      };
    }
    default:
      throw badRequest(`${where}: unknown transform ${key}`);
  }
}

function parsePrecondition(raw: unknown, where: string): Precondition | null {
  if (raw === undefined) return null;
  if (!isObject(raw)) throw badRequest(`${where} must be an object`);
  if (raw.exists !== undefined) {
    if (typeof raw.exists !== 'boolean') throw badRequest(`${where}.exists must be a boolean`);
    return { exists: raw.exists };
  }
  if (raw.updateTime !== undefined) {
    const updateTime = parseTimestamp(raw.updateTime);
    if (!updateTime) throw badRequest(`${where}.updateTime must be a timestamp`);
    return { updateTime };
  }
  return null;
}

function parseTransforms(raw: unknown, where: string): Transform[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw badRequest(`${where} must be an array`);
  return raw.map((t, i) => parseTransform(t, `${where}[${i}]`));
}

/** Validates the `writes` of a commit request; `parseName` turns a resource name into a path. */
export function parseWrites(
  raw: unknown,
  parseName: (name: unknown, where: string) => string,
): ParsedWrite[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw badRequest('writes must be an array');
  if (raw.length > MAX_WRITES) throw badRequest(`A commit may hold at most ${MAX_WRITES} writes`);
  return raw.map((w, i): ParsedWrite => {
    const where = `writes[${i}]`;
    if (!isObject(w)) throw badRequest(`${where} must be an object`);
    const precondition = parsePrecondition(w.currentDocument, `${where}.currentDocument`);
    const transforms = parseTransforms(w.updateTransforms, `${where}.updateTransforms`);
    const base = { fields: {}, mask: null, transforms, precondition };
    const operations = ['update', 'delete', 'verify', 'transform'].filter(
      (k) => w[k] !== undefined,
    );
    if (operations.length !== 1)
      throw badRequest(`${where} must have exactly one of update, delete, verify, transform`);
    if (w.update !== undefined) {
      if (!isObject(w.update)) throw badRequest(`${where}.update must be a Document`);
      const path = parseName(w.update.name, `${where}.update.name`);
      const fields = normalizeFields(w.update.fields ?? {}, '');
      let mask: string[][] | null = null;
      if (w.updateMask !== undefined) {
        if (!isObject(w.updateMask)) throw badRequest(`${where}.updateMask must be an object`);
        const paths = w.updateMask.fieldPaths ?? [];
        if (!Array.isArray(paths))
          throw badRequest(`${where}.updateMask.fieldPaths must be an array`);
        mask = paths.map((p) => writableFieldPath(p));
      }
      return { ...base, kind: 'update', path, fields, mask };
    }
    if (transforms.length > 0) throw badRequest(`${where}: updateTransforms need an update`);
    if (w.delete !== undefined)
      return { ...base, kind: 'delete', path: parseName(w.delete, `${where}.delete`) };
    if (w.verify !== undefined)
      return { ...base, kind: 'verify', path: parseName(w.verify, `${where}.verify`) };
    const t = w.transform;
    if (!isObject(t)) throw badRequest(`${where}.transform must be a DocumentTransform`);
    return {
      ...base,
      kind: 'transform',
      path: parseName(t.document, `${where}.transform.document`),
      transforms: parseTransforms(t.fieldTransforms, `${where}.transform.fieldTransforms`),
    };
  });
}

function checkPrecondition(p: Precondition | null, doc: StoredDocument | undefined, name: string) {
  if (!p) return;
  if (p.exists === true && !doc) throw new ApiError('NOT_FOUND', `No document to update: ${name}`);
  if (p.exists === false && doc)
    throw new ApiError('ALREADY_EXISTS', `Document already exists: ${name}`);
  if (p.updateTime) {
    const stored = doc ? parseTimestamp(doc.updateTime) : null;
    const wanted = formatTimestamp(p.updateTime);
    if (!stored || formatTimestamp(stored) !== wanted)
      throw new ApiError(
        'FAILED_PRECONDITION',
        `the stored version (${doc?.updateTime ?? 'none'}) does not match the required base version (${wanted}) of ${name}`,
      );
  }
}

const isNumber = (v: Value | undefined): v is Value => v !== undefined && typeOrder(v) === 2;

function addNumbers(a: Value, b: Value): Value {
  if ('integerValue' in a && 'integerValue' in b) {
    const sum = BigInt(a.integerValue) + BigInt(b.integerValue);
    // Integer increments saturate at the int64 bounds, as the service does.
    const clamped = sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum;
    return { integerValue: clamped.toString() };
  }
  const n = (v: Value) =>
    'integerValue' in v
      ? Number(v.integerValue)
      : doubleOf((v as { doubleValue: number | string }).doubleValue);
  return toDoubleValue(n(a) + n(b));
}

function applyTransform(t: Transform, current: Value | undefined, now: Timestamp): Value {
  const operand = t.operand[0] as Value;
  switch (t.op) {
    case 'serverTime':
      return { timestampValue: formatTimestamp(now) };
    case 'increment':
      return isNumber(current) ? addNumbers(current, operand) : operand;
    case 'maximum':
    case 'minimum': {
      if (!isNumber(current)) return operand;
      if (isNaNValue(current)) return current;
      if (isNaNValue(operand)) return operand;
      const c = compareValues(operand, current);
      return (t.op === 'maximum' ? c > 0 : c < 0) ? operand : current;
    }
    case 'append':
    case 'remove': {
      const items = current && 'arrayValue' in current ? (current.arrayValue.values ?? []) : [];
      const same = (a: Value, b: Value) =>
        typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
      const result =
        t.op === 'append'
          ? t.operand.reduce((acc, v) => (acc.some((x) => same(x, v)) ? acc : [...acc, v]), items)
          : items.filter((x) => !t.operand.some((v) => same(x, v)));
      return { arrayValue: result.length ? { values: result } : {} };
    }
  }
}

/**
 * Applies the writes in order to `draft` (a copy of `committed`), then has each document they
 * touched authorized once against its state before the commit; throws (and the caller drops
 * the draft) on refusal. Transforms and the size cap apply write by write. Preconditions are
 * judged after the rules, as Google's Firestore emulator judges them (measured there): a commit
 * the rules refuse is PERMISSION_DENIED even when a precondition of it fails too, and only a
 * commit they allow gets the precondition's error. So a transaction that read what another
 * changed since, and writes what the rules refuse as things now stand, is refused, not retried
 * (Firestore Lite retries FAILED_PRECONDITION, ABORTED and ALREADY_EXISTS only).
 */
export function applyWrites(
  committed: ReadonlyMap<string, StoredDocument>,
  draft: Documents,
  writes: ParsedWrite[],
  commitTime: Timestamp,
  fullName: (path: string) => string,
  authorize: Authorize,
): WriteResult[] {
  const time = formatTimestamp(commitTime);
  const written = new Set<string>();
  let unmet: unknown = null;
  const results = writes.map((write): WriteResult => {
    const before = draft.get(write.path);
    const name = fullName(write.path);
    try {
      checkPrecondition(write.precondition, before, name);
    } catch (error) {
      unmet ??= error;
    }
    if (write.kind === 'verify') return { updateTime: before?.updateTime ?? time };
    written.add(write.path);
    if (write.kind === 'delete') {
      draft.delete(write.path);
      return { updateTime: time };
    }
    let after: Fields;
    if (write.kind === 'transform') after = before?.fields ?? {};
    else if (write.mask === null) after = write.fields;
    else {
      after = before?.fields ?? {};
      for (const segments of write.mask)
        after = withField(after, segments, getField(write.fields, segments));
    }
    const transformResults: Value[] = [];
    for (const t of write.transforms) {
      const value = applyTransform(t, getField(after, t.segments), commitTime);
      after = withField(after, t.segments, value);
      transformResults.push(value);
    }
    if (Buffer.byteLength(JSON.stringify(after)) > MAX_DOCUMENT_BYTES)
      throw badRequest(`Document ${name} exceeds the maximum size of 1 MiB`);
    // A write that changes nothing keeps the document's update time.
    const unchanged = before !== undefined && canonicalJson(after) === canonicalJson(before.fields);
    const doc: StoredDocument = unchanged
      ? before
      : { fields: after, createTime: before?.createTime ?? time, updateTime: time };
    draft.set(write.path, doc);
    return {
      updateTime: doc.updateTime,
      ...(write.transforms.length > 0 ? { transformResults } : {}),
    };
  });
  const view: CommitView = {
    time: commitTime,
    before: committed,
    after: draft,
    written,
  };
  for (const path of written)
    authorize(path, draft.get(path)?.fields ?? null, committed.get(path)?.fields ?? null, view);
  if (unmet) throw unmet;
  return results;
}
