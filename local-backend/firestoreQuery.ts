/**
 * StructuredQuery of the Firestore REST API: parsed strictly (a malformed query is a 400) and run
 * over the stored documents with the service's semantics — filters, orderBy with the implicit
 * inequality and `__name__` orderings, documents lacking an orderBy field left out, cursors,
 * offset, limit and projection.
 */
import type { StoredDocument } from './firestoreStore';
import {
  compareValues,
  compareStrings,
  getField,
  isNaNValue,
  normalizeValue,
  parseFieldPath,
  typeOrder,
  valuesEqual,
  withField,
  type Fields,
  type Value,
} from './firestoreValues';
import { badRequest } from './http';

const COMPARISONS = [
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
] as const;
const FIELD_OPS = [
  ...COMPARISONS,
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'NOT_IN',
  'ARRAY_CONTAINS_ANY',
] as const;
const UNARY_OPS = ['IS_NULL', 'IS_NAN', 'IS_NOT_NULL', 'IS_NOT_NAN'] as const;
const INEQUALITIES: readonly string[] = [
  ...COMPARISONS,
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NULL',
  'IS_NOT_NAN',
];

type FieldOp = (typeof FIELD_OPS)[number];
type UnaryOp = (typeof UNARY_OPS)[number];

export type Filter =
  | { kind: 'field'; field: FieldRef; op: FieldOp; value: Value }
  | { kind: 'unary'; field: FieldRef; op: UnaryOp }
  | { kind: 'composite'; op: 'AND' | 'OR'; filters: Filter[] };

export interface FieldRef {
  /** Canonical text, e.g. "a.b" or "__name__". */
  text: string;
  segments: string[];
}

export interface Order {
  field: FieldRef;
  descending: boolean;
}

interface Cursor {
  values: Value[];
  before: boolean;
}

export interface ParsedQuery {
  collectionId: string;
  allDescendants: boolean;
  filter: Filter | null;
  orderBy: Order[];
  startAt: Cursor | null;
  endAt: Cursor | null;
  offset: number;
  limit: number | null;
  select: FieldRef[] | null;
}

export interface QueryResult {
  path: string;
  fields: Fields;
  doc: StoredDocument;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const NAME = '__name__';
/** The most terms a query's filter may have in disjunctive normal form (an OR of ANDs). */
const MAX_DISJUNCTIONS = 30;
/** The most values of a NOT_IN filter. */
const MAX_NOT_IN_VALUES = 10;

function fieldRef(raw: unknown, where: string): FieldRef {
  if (!isObject(raw) || typeof raw.fieldPath !== 'string')
    throw badRequest(`${where}: expected {fieldPath}`);
  const segments = parseFieldPath(raw.fieldPath);
  return { text: raw.fieldPath, segments };
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], where: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw badRequest(`${where}: unknown value ${JSON.stringify(value)}`);
  return value as T;
}

function nonNegativeInt(raw: unknown, where: string): number {
  const v = isObject(raw) ? raw.value : raw;
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 2 ** 31 - 1)
    throw badRequest(`${where} must be a non-negative integer`);
  return n;
}

function parseFilter(raw: unknown, where: string, depth = 0): Filter {
  if (depth > 10) throw badRequest(`${where}: filters nested too deeply`);
  if (!isObject(raw)) throw badRequest(`${where} must be an object`);
  const keys = Object.keys(raw);
  if (keys.length !== 1) throw badRequest(`${where} must have exactly one filter type`);
  if (isObject(raw.fieldFilter)) {
    const f = raw.fieldFilter;
    const field = fieldRef(f.field, `${where}.fieldFilter.field`);
    const op = oneOf(f.op, FIELD_OPS, `${where}.fieldFilter.op`);
    const value = normalizeValue(f.value, `${where}.fieldFilter.value`);
    if (op === 'IN' || op === 'NOT_IN' || op === 'ARRAY_CONTAINS_ANY') {
      // IN and ARRAY_CONTAINS_ANY count as one disjunction per value (see disjunctionCount).
      const items = 'arrayValue' in value ? (value.arrayValue.values ?? []) : null;
      if (!items || items.length === 0) throw badRequest(`${where}: ${op} needs a non-empty array`);
      if (op === 'NOT_IN' && items.length > MAX_NOT_IN_VALUES)
        throw badRequest(`${where}: NOT_IN takes at most ${MAX_NOT_IN_VALUES} values`);
    }
    if (field.text === NAME && !(op === 'IN' || op === 'NOT_IN') && !('referenceValue' in value))
      throw badRequest(`${where}: a __name__ filter needs a referenceValue`);
    return { kind: 'field', field, op, value };
  }
  if (isObject(raw.unaryFilter)) {
    const f = raw.unaryFilter;
    return {
      kind: 'unary',
      field: fieldRef(f.field, `${where}.unaryFilter.field`),
      op: oneOf(f.op, UNARY_OPS, `${where}.unaryFilter.op`),
    };
  }
  if (isObject(raw.compositeFilter)) {
    const f = raw.compositeFilter;
    const op = oneOf(f.op, ['AND', 'OR'] as const, `${where}.compositeFilter.op`);
    if (!Array.isArray(f.filters) || f.filters.length === 0)
      throw badRequest(`${where}.compositeFilter.filters must be a non-empty array`);
    return {
      kind: 'composite',
      op,
      filters: f.filters.map((sub, i) =>
        parseFilter(sub, `${where}.compositeFilter.filters[${i}]`, depth + 1),
      ),
    };
  }
  throw badRequest(`${where}: expected fieldFilter, unaryFilter or compositeFilter`);
}

/**
 * The number of terms of a filter in disjunctive normal form, as Firestore counts them: an IN or
 * ARRAY_CONTAINS_ANY of n values is n, an OR the sum of its filters, an AND their product.
 */
function disjunctionCount(filter: Filter): number {
  if (filter.kind === 'composite') {
    const counts = filter.filters.map(disjunctionCount);
    return filter.op === 'OR'
      ? counts.reduce((sum, n) => sum + n, 0)
      : counts.reduce((product, n) => product * n, 1);
  }
  if (filter.kind === 'field' && (filter.op === 'IN' || filter.op === 'ARRAY_CONTAINS_ANY'))
    return arrayItems(filter.value)?.length ?? 1;
  return 1;
}

function parseCursor(raw: unknown, where: string): Cursor {
  if (!isObject(raw)) throw badRequest(`${where} must be an object`);
  const values = raw.values ?? [];
  if (!Array.isArray(values)) throw badRequest(`${where}.values must be an array`);
  return {
    values: values.map((v, i) => normalizeValue(v, `${where}.values[${i}]`)),
    before: raw.before === true,
  };
}

function collectInequalityFields(filter: Filter | null, out: Map<string, FieldRef>) {
  if (!filter) return;
  if (filter.kind === 'composite') {
    for (const f of filter.filters) collectInequalityFields(f, out);
  } else if (INEQUALITIES.includes(filter.op)) {
    out.set(filter.field.text, filter.field);
  }
}

/** Validates a StructuredQuery and adds the orderings the service adds implicitly. */
export function parseStructuredQuery(raw: unknown): ParsedQuery {
  if (!isObject(raw)) throw badRequest('structuredQuery must be an object');
  const known = ['select', 'from', 'where', 'orderBy', 'startAt', 'endAt', 'offset', 'limit'];
  for (const key of Object.keys(raw)) {
    if (!known.includes(key)) throw badRequest(`structuredQuery: unknown field ${key}`);
  }
  if (!Array.isArray(raw.from) || raw.from.length !== 1 || !isObject(raw.from[0]))
    throw badRequest('structuredQuery.from must name exactly one collection');
  const from = raw.from[0];
  if (
    typeof from.collectionId !== 'string' ||
    from.collectionId === '' ||
    from.collectionId.includes('/')
  )
    throw badRequest('structuredQuery.from[0].collectionId must be a collection id');

  const filter = raw.where === undefined ? null : parseFilter(raw.where, 'structuredQuery.where');
  const disjunctions = filter ? disjunctionCount(filter) : 1;
  if (disjunctions > MAX_DISJUNCTIONS)
    throw badRequest(
      `Invalid query: its filters make ${disjunctions} disjunctions in disjunctive normal form; a query may have at most ${MAX_DISJUNCTIONS}`,
    );

  const explicit: Order[] = [];
  if (raw.orderBy !== undefined) {
    if (!Array.isArray(raw.orderBy)) throw badRequest('structuredQuery.orderBy must be an array');
    raw.orderBy.forEach((o, i) => {
      if (!isObject(o)) throw badRequest(`structuredQuery.orderBy[${i}] must be an object`);
      const direction =
        o.direction === undefined
          ? 'ASCENDING'
          : oneOf(
              o.direction,
              ['ASCENDING', 'DESCENDING', 'DIRECTION_UNSPECIFIED'] as const,
              `structuredQuery.orderBy[${i}].direction`,
            );
      explicit.push({
        field: fieldRef(o.field, `structuredQuery.orderBy[${i}].field`),
        descending: direction === 'DESCENDING',
      });
    });
  }
  // Implicit orderings: inequality fields not ordered explicitly (lexicographically), then the
  // document name, in the direction of the last explicit ordering.
  const orderBy = [...explicit];
  const descending = explicit.at(-1)?.descending ?? false;
  const inequalities = new Map<string, FieldRef>();
  collectInequalityFields(filter, inequalities);
  const ordered = new Set(explicit.map((o) => o.field.text));
  [...inequalities.values()]
    .filter((f) => !ordered.has(f.text) && f.text !== NAME)
    .sort((a, b) => compareFieldPaths(a.segments, b.segments))
    .forEach((field) => orderBy.push({ field, descending }));
  if (!orderBy.some((o) => o.field.text === NAME))
    orderBy.push({ field: { text: NAME, segments: [NAME] }, descending });

  let select: FieldRef[] | null = null;
  if (raw.select !== undefined) {
    if (!isObject(raw.select)) throw badRequest('structuredQuery.select must be an object');
    const fields = raw.select.fields ?? [];
    if (!Array.isArray(fields)) throw badRequest('structuredQuery.select.fields must be an array');
    select = fields.map((f, i) => fieldRef(f, `structuredQuery.select.fields[${i}]`));
  }

  const startAt =
    raw.startAt === undefined ? null : parseCursor(raw.startAt, 'structuredQuery.startAt');
  const endAt = raw.endAt === undefined ? null : parseCursor(raw.endAt, 'structuredQuery.endAt');
  for (const cursor of [startAt, endAt]) {
    if (cursor && cursor.values.length > orderBy.length)
      throw badRequest('A cursor has more values than the query has orderings');
  }
  return {
    collectionId: from.collectionId,
    allDescendants: from.allDescendants === true,
    filter,
    orderBy,
    startAt,
    endAt,
    offset: raw.offset === undefined ? 0 : nonNegativeInt(raw.offset, 'structuredQuery.offset'),
    limit: raw.limit === undefined ? null : nonNegativeInt(raw.limit, 'structuredQuery.limit'),
    select,
  };
}

function compareFieldPaths(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareStrings(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

// ---------------------------------------------------------------------------------------------

type Row = { path: string; name: Value; doc: StoredDocument };

function valueAt(row: Row, field: FieldRef): Value | undefined {
  return field.text === NAME ? row.name : getField(row.doc.fields, field.segments);
}

const arrayItems = (v: Value | undefined) =>
  v && 'arrayValue' in v ? (v.arrayValue.values ?? []) : null;

function matches(filter: Filter, row: Row): boolean {
  if (filter.kind === 'composite') {
    return filter.op === 'AND'
      ? filter.filters.every((f) => matches(f, row))
      : filter.filters.some((f) => matches(f, row));
  }
  const v = valueAt(row, filter.field);
  if (filter.kind === 'unary') {
    switch (filter.op) {
      case 'IS_NULL':
        return v !== undefined && 'nullValue' in v;
      case 'IS_NAN':
        return v !== undefined && isNaNValue(v);
      case 'IS_NOT_NULL':
        return v !== undefined && !('nullValue' in v);
      case 'IS_NOT_NAN':
        return v !== undefined && !('nullValue' in v) && !isNaNValue(v);
    }
  }
  if (v === undefined) return false;
  const target = filter.value;
  switch (filter.op) {
    case 'EQUAL':
      return valuesEqual(v, target);
    case 'NOT_EQUAL':
      return !('nullValue' in v) && !valuesEqual(v, target);
    case 'ARRAY_CONTAINS':
      return (arrayItems(v) ?? []).some((item) => valuesEqual(item, target));
    case 'ARRAY_CONTAINS_ANY': {
      const wanted = arrayItems(target) ?? [];
      return (arrayItems(v) ?? []).some((item) => wanted.some((w) => valuesEqual(item, w)));
    }
    case 'IN':
      return (arrayItems(target) ?? []).some((w) => valuesEqual(v, w));
    case 'NOT_IN':
      return !('nullValue' in v) && !(arrayItems(target) ?? []).some((w) => valuesEqual(v, w));
    default: {
      // Range filters only match values of the filter value's type; NaN is never in a range.
      if (typeOrder(v) !== typeOrder(target) || isNaNValue(v) || isNaNValue(target)) return false;
      const c = compareValues(v, target);
      if (filter.op === 'LESS_THAN') return c < 0;
      if (filter.op === 'LESS_THAN_OR_EQUAL') return c <= 0;
      if (filter.op === 'GREATER_THAN') return c > 0;
      return c >= 0;
    }
  }
}

function compareRows(a: Row, b: Row, orderBy: Order[]): number {
  for (const order of orderBy) {
    const c = compareValues(valueAt(a, order.field) as Value, valueAt(b, order.field) as Value);
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

/** Compares a row with a cursor position over the first orderings the cursor gives. */
function compareToCursor(row: Row, cursor: Cursor, orderBy: Order[]): number {
  for (let i = 0; i < cursor.values.length; i++) {
    const order = orderBy[i] as Order;
    const c = compareValues(valueAt(row, order.field) as Value, cursor.values[i] as Value);
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

/**
 * Runs a parsed query over `documents` under the parent document path (`''` for the root).
 * `fullName` turns a relative path into the document's resource name.
 */
export function executeQuery(
  documents: ReadonlyMap<string, StoredDocument>,
  parent: string,
  query: ParsedQuery,
  fullName: (path: string) => string,
): QueryResult[] {
  const prefix = parent ? `${parent}/` : '';
  const rows: Row[] = [];
  for (const [path, doc] of documents) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length).split('/');
    const inCollection = query.allDescendants
      ? rest.at(-2) === query.collectionId
      : rest.length === 2 && rest[0] === query.collectionId;
    if (inCollection) rows.push({ path, name: { referenceValue: fullName(path) }, doc });
  }
  let result = rows
    .filter((row) => query.filter === null || matches(query.filter, row))
    // Documents lacking a field the query orders by are not in its results.
    .filter((row) => query.orderBy.every((o) => valueAt(row, o.field) !== undefined))
    .sort((a, b) => compareRows(a, b, query.orderBy));
  const { startAt, endAt } = query;
  if (startAt) {
    result = result.filter((row) => {
      const c = compareToCursor(row, startAt, query.orderBy);
      return c > 0 || (c === 0 && startAt.before);
    });
  }
  if (endAt) {
    result = result.filter((row) => {
      const c = compareToCursor(row, endAt, query.orderBy);
      return c < 0 || (c === 0 && !endAt.before);
    });
  }
  result = result.slice(
    query.offset,
    query.limit === null ? undefined : query.offset + query.limit,
  );
  return result.map((row) => ({
    path: row.path,
    doc: row.doc,
    fields: query.select ? project(row.doc.fields, query.select) : row.doc.fields,
  }));
}

function project(fields: Fields, select: FieldRef[]): Fields {
  let out: Fields = {};
  for (const field of select) {
    if (field.text === NAME) continue;
    const v = getField(fields, field.segments);
    if (v !== undefined) out = withField(out, field.segments, v);
  }
  return out;
}
