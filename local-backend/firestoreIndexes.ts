/**
 * The composite indexes a query needs, judged as hosted Firestore judges them, never more
 * leniently: a query the declared indexes (firestore.indexes.json, firebase-tools' format) do not
 * serve is refused with 400 FAILED_PRECONDITION 'The query requires an index', naming the index to
 * add. Google's Firestore emulator answers every query; hosted Firestore refuses such a query, so
 * without this check it would first fail in production.
 *
 * The rule, per term of the filter in disjunctive normal form (each term of an OR runs on its own
 * index):
 * - A query of one field needs no declared index: Firestore keeps an ascending and a descending
 *   index of every field, and an array-contains one, each ending with the document name (in the
 *   field's direction; ascending for array-contains). So an equality or array-contains on one
 *   field, or ranges and an ordering on one field with the document name in the same direction,
 *   are served.
 * - Anything else that filters or orders on two or more fields needs a declared index of its
 *   collection whose fields are: the equality fields (`==`, `in`, `is null`, `is NaN`, in any
 *   order and either direction; `array-contains` and `array-contains-any` as arrayConfig
 *   CONTAINS), then the query's orderings in order with their directions (its orderBy, then its
 *   inequality fields that orderBy leaves out, which Firestore orders by implicitly), then the
 *   document name in the direction of the last ordering (firebase-tools adds it so when an index
 *   does not end with `__name__`). An ordering on a field that also has an equality filter stays
 *   an ordering (it is not counted among the equality fields).
 *
 * Stricter than Firestore where its documentation leaves room:
 * - Equalities on several fields alone need a declared index here, though Firestore may merge
 *   the single-field indexes: it may also refuse the merge and ask for an index, so this
 *   backend always asks.
 * - An index must match exactly: no field more, and only in its own directions (a query read
 *   from its end, as limitToLast sends it, reverses every ordering and needs the reversed
 *   index); a collection group index does not serve a collection's query.
 * Filters on the document name (`__name__`) are ranges over the name every index ends with, like
 * a cursor, and add no field.
 *
 * Field overrides (the file's `fieldOverrides`) replace a field's automatic indexes in a
 * collection by the ones they list (none: `"indexes": []`), and may ask for a time-to-live policy
 * on the field (`"ttl": true`), which the backend applies by deleting the documents whose field is
 * a timestamp in the past (timeToLive.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NAME, type Filter, type ParsedQuery } from './firestoreQuery';
import { parseFieldPath } from './firestoreValues';
import { ApiError } from './http';

/** One field of a declared index: ordered either way, or an array's values (CONTAINS). */
export type IndexField =
  | { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }
  | { fieldPath: string; arrayConfig: 'CONTAINS' };

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

/** A single-field index a field override keeps or adds: ordered either way, or CONTAINS. */
export type FieldIndex = { queryScope: 'COLLECTION' | 'COLLECTION_GROUP' } & (
  { order: 'ASCENDING' | 'DESCENDING' } | { arrayConfig: 'CONTAINS' }
);

/**
 * A field override: the single-field indexes of one field of a collection (group), in place of
 * Firestore's automatic ones, and whether a time-to-live policy deletes documents by it.
 */
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl: boolean;
  indexes: FieldIndex[];
}

/** What an index file declares: its composite indexes and its field overrides. */
export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

/**
 * The composite indexes and field overrides a backend knows, and the file they were read from
 * (for messages).
 */
export interface DeclaredIndexes {
  file: string;
  indexes: CompositeIndex[];
  /** Absent: none. */
  fieldOverrides?: FieldOverride[];
}

/** The time-to-live policies of the field overrides: which field of which collection (group). */
export const timeToLivePolicies = (declared: Pick<DeclaredIndexes, 'fieldOverrides'>) =>
  (declared.fieldOverrides ?? [])
    .filter((override) => override.ttl)
    .map(({ collectionGroup, fieldPath }) => ({ collectionGroup, fieldPath }));

/** The project's index file, which `firebase deploy` deploys: the backend's default. */
export const PROJECT_INDEXES_FILE = path.resolve(
  import.meta.dirname,
  '..',
  'firestore.indexes.json',
);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function onlyKeys(value: Record<string, unknown>, allowed: readonly string[], where: string) {
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
  if (unknown.length)
    throw new Error(`${where} has ${unknown.map((k) => `"${k}"`).join(', ')}, which is not known`);
}

function parseField(raw: unknown, where: string): IndexField {
  if (!isObject(raw)) throw new Error(`${where} must be an object`);
  if (typeof raw.fieldPath !== 'string' || raw.fieldPath === '')
    throw new Error(`${where}.fieldPath must be a field path`);
  if ('arrayConfig' in raw) {
    onlyKeys(raw, ['fieldPath', 'arrayConfig'], where);
    if (raw.arrayConfig !== 'CONTAINS') throw new Error(`${where}.arrayConfig must be "CONTAINS"`);
    return { fieldPath: raw.fieldPath, arrayConfig: 'CONTAINS' };
  }
  onlyKeys(raw, ['fieldPath', 'order'], where);
  if (raw.order !== 'ASCENDING' && raw.order !== 'DESCENDING')
    throw new Error(`${where} must have "order" ("ASCENDING" or "DESCENDING") or "arrayConfig"`);
  return { fieldPath: raw.fieldPath, order: raw.order };
}

function parseIndex(raw: unknown, where: string): CompositeIndex {
  if (!isObject(raw)) throw new Error(`${where} must be an object`);
  onlyKeys(raw, ['collectionGroup', 'queryScope', 'fields'], where);
  if (typeof raw.collectionGroup !== 'string' || raw.collectionGroup === '')
    throw new Error(`${where}.collectionGroup must be a collection id`);
  if (raw.queryScope !== 'COLLECTION' && raw.queryScope !== 'COLLECTION_GROUP')
    throw new Error(`${where}.queryScope must be "COLLECTION" or "COLLECTION_GROUP"`);
  if (!Array.isArray(raw.fields)) throw new Error(`${where}.fields must be an array`);
  const fields = raw.fields.map((field, i) => parseField(field, `${where}.fields[${i}]`));
  if (fields.filter((f) => f.fieldPath !== NAME).length < 2)
    throw new Error(
      `${where} has fewer than two fields besides ${NAME}: Firestore keeps such indexes itself and refuses to create them`,
    );
  return { collectionGroup: raw.collectionGroup, queryScope: raw.queryScope, fields };
}

/** Whether text is a field path Firestore reads ('expiresAt', 'a.b', '`odd name`'). */
function isFieldPath(text: string): boolean {
  try {
    parseFieldPath(text);
    return true;
  } catch {
    return false;
  }
}

function parseFieldIndex(raw: unknown, where: string): FieldIndex {
  if (!isObject(raw)) throw new Error(`${where} must be an object`);
  onlyKeys(raw, ['order', 'arrayConfig', 'queryScope'], where);
  const queryScope = raw.queryScope ?? 'COLLECTION';
  if (queryScope !== 'COLLECTION' && queryScope !== 'COLLECTION_GROUP')
    throw new Error(`${where}.queryScope must be "COLLECTION" or "COLLECTION_GROUP"`);
  if ('arrayConfig' in raw) {
    if (raw.arrayConfig !== 'CONTAINS' || 'order' in raw)
      throw new Error(`${where} must have "order" or "arrayConfig": "CONTAINS", not both`);
    return { queryScope, arrayConfig: 'CONTAINS' };
  }
  if (raw.order !== 'ASCENDING' && raw.order !== 'DESCENDING')
    throw new Error(`${where} must have "order" ("ASCENDING" or "DESCENDING") or "arrayConfig"`);
  return { queryScope, order: raw.order };
}

function parseFieldOverride(raw: unknown, where: string): FieldOverride {
  if (!isObject(raw)) throw new Error(`${where} must be an object`);
  onlyKeys(raw, ['collectionGroup', 'fieldPath', 'ttl', 'indexes'], where);
  if (typeof raw.collectionGroup !== 'string' || raw.collectionGroup === '')
    throw new Error(`${where}.collectionGroup must be a collection id`);
  if (typeof raw.fieldPath !== 'string' || !isFieldPath(raw.fieldPath))
    throw new Error(`${where}.fieldPath must be a field path`);
  if (raw.ttl !== undefined && typeof raw.ttl !== 'boolean')
    throw new Error(`${where}.ttl must be true or false`);
  // firebase-tools requires the list, an empty one turning the field's indexes off.
  if (!Array.isArray(raw.indexes)) throw new Error(`${where}.indexes must be an array`);
  return {
    collectionGroup: raw.collectionGroup,
    fieldPath: raw.fieldPath,
    ttl: raw.ttl === true,
    indexes: raw.indexes.map((index, i) => parseFieldIndex(index, `${where}.indexes[${i}]`)),
  };
}

/** The indexes and field overrides of an index file's text, checked; `file` names it in errors. */
export function parseIndexFile(text: string, file: string): IndexFile {
  const shown = path.relative(process.cwd(), file) || file;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${shown} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!isObject(json) || !Array.isArray(json.indexes))
    throw new Error(`${shown} must be an object with an "indexes" array`);
  onlyKeys(json, ['indexes', 'fieldOverrides'], shown);
  const overrides = json.fieldOverrides ?? [];
  if (!Array.isArray(overrides)) throw new Error(`${shown}: "fieldOverrides" must be an array`);
  const fieldOverrides = overrides.map((override, i) =>
    parseFieldOverride(override, `${shown}: fieldOverrides[${i}]`),
  );
  const seen = new Set<string>();
  for (const { collectionGroup, fieldPath } of fieldOverrides) {
    const key = `${collectionGroup} ${fieldPath}`;
    if (seen.has(key))
      throw new Error(`${shown} overrides ${fieldPath} of ${collectionGroup} more than once`);
    seen.add(key);
  }
  return {
    indexes: json.indexes.map((index, i) => parseIndex(index, `${shown}: indexes[${i}]`)),
    fieldOverrides,
  };
}

/** Reads and checks an index file (by default the project's); a missing or bad file throws. */
export async function loadIndexFile(file = PROJECT_INDEXES_FILE): Promise<DeclaredIndexes> {
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    throw new Error(`The index file ${file} cannot be read: ${(error as Error).message}`, {
      cause: error,
    });
  });
  return { file, ...parseIndexFile(text, file) };
}

// ---------------------------------------------------------------------------------------------

/** A filter of one field: the leaves of a query's filter. */
type Condition = Exclude<Filter, { kind: 'composite' }>;

/**
 * The filter in disjunctive normal form: the AND-ed conditions of each term. (A query has at
 * most 30 terms, counting each value of an `in` as one; here an `in` stays one condition.)
 */
function termsOf(filter: Filter | null): Condition[][] {
  if (filter === null) return [[]];
  if (filter.kind !== 'composite') return [[filter]];
  const parts = filter.filters.map(termsOf);
  if (filter.op === 'OR') return parts.flat();
  return parts.reduce<Condition[][]>(
    (terms, part) => terms.flatMap((term) => part.map((more) => [...term, ...more])),
    [[]],
  );
}

const EQUALITIES = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const CONTAINS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

/** What one term of a query needs of an index. */
interface Requirement {
  /** Fields with an equality (any direction) or an array-contains filter (contains). */
  equalities: { fieldPath: string; contains: boolean }[];
  orderings: { fieldPath: string; descending: boolean }[];
  /** The direction of the document name, which every index ends with. */
  nameDescending: boolean;
}

function requirementOf(query: ParsedQuery, term: Condition[]): Requirement {
  // Orderings after the document name never decide anything: names are unique.
  const named = query.orderBy.findIndex((o) => o.field.text === NAME);
  const orderings = query.orderBy
    .slice(0, named === -1 ? undefined : named)
    .map((o) => ({ fieldPath: o.field.text, descending: o.descending }));
  const nameDescending = query.orderBy[named]?.descending ?? orderings.at(-1)?.descending ?? false;
  const ordered = new Set(orderings.map((o) => o.fieldPath));
  const equalities: Requirement['equalities'] = [];
  for (const condition of term) {
    const fieldPath = condition.field.text;
    if (fieldPath === NAME) continue;
    const contains = CONTAINS.has(condition.op);
    if (!contains && (!EQUALITIES.has(condition.op) || ordered.has(fieldPath))) continue;
    if (!equalities.some((e) => e.fieldPath === fieldPath && e.contains === contains))
      equalities.push({ fieldPath, contains });
  }
  return { equalities, orderings, nameDescending };
}

/** Whether the requirement is of one field at most (which single-field indexes may serve). */
function isOfOneField({ equalities, orderings }: Requirement): boolean {
  const fields = new Set([...equalities, ...orderings].map((f) => f.fieldPath));
  const [equality] = equalities;
  const [ordering] = orderings;
  return fields.size <= 1 && !(equality && ordering);
}

/**
 * Whether a single-field index serves a requirement of one field (isOfOneField): one Firestore
 * keeps for every field of a collection, or, where a field override names the field, one it
 * lists. Each ends with the document name in its own direction (ascending for CONTAINS).
 */
function servedByFieldIndex(
  requirement: Requirement,
  collectionId: string,
  scope: CompositeIndex['queryScope'],
  overrides: readonly FieldOverride[],
): boolean {
  const { equalities, orderings, nameDescending } = requirement;
  const [equality] = equalities;
  const [ordering] = orderings;
  const field = equality?.fieldPath ?? ordering?.fieldPath;
  if (field === undefined) return true;
  const override = overrides.find(
    (o) => o.collectionGroup === collectionId && o.fieldPath === field,
  );
  const kept: readonly FieldIndex[] = override
    ? override.indexes.filter((index) => index.queryScope === scope)
    : scope === 'COLLECTION'
      ? [
          { queryScope: scope, order: 'ASCENDING' },
          { queryScope: scope, order: 'DESCENDING' },
          { queryScope: scope, arrayConfig: 'CONTAINS' },
        ]
      : [];
  const has = (wanted: 'ASCENDING' | 'DESCENDING' | 'CONTAINS') =>
    kept.some((index) =>
      'order' in index ? index.order === wanted : wanted === index.arrayConfig,
    );
  if (equality?.contains) return !nameDescending && has('CONTAINS');
  if (equality) return has(nameDescending ? 'DESCENDING' : 'ASCENDING');
  return ordering?.descending === nameDescending && has(direction(nameDescending));
}

/** An index's fields as Firestore keeps them: ending with the document name. */
function withNameLast(fields: readonly IndexField[]): IndexField[] {
  if (fields.at(-1)?.fieldPath === NAME) return [...fields];
  const lastOrder = fields.findLast((f) => 'order' in f);
  const order = lastOrder && 'order' in lastOrder ? lastOrder.order : 'ASCENDING';
  return [...fields, { fieldPath: NAME, order }];
}

const direction = (descending: boolean) => (descending ? 'DESCENDING' : 'ASCENDING');

function serves(index: CompositeIndex, requirement: Requirement): boolean {
  const fields = withNameLast(index.fields);
  const { equalities, orderings } = requirement;
  if (fields.length !== equalities.length + orderings.length + 1) return false;
  const prefix = fields.slice(0, equalities.length);
  const equalitiesServed = equalities.every((equality) =>
    prefix.some(
      (f) => f.fieldPath === equality.fieldPath && equality.contains === 'arrayConfig' in f,
    ),
  );
  const tail = fields.slice(equalities.length);
  const wanted = [...orderings, { fieldPath: NAME, descending: requirement.nameDescending }].map(
    ({ fieldPath, descending }) => ({ fieldPath, order: direction(descending) }),
  );
  return (
    equalitiesServed &&
    new Set(prefix.map((f) => f.fieldPath)).size === prefix.length &&
    wanted.every((w, i) => {
      const f = tail[i];
      return f !== undefined && f.fieldPath === w.fieldPath && 'order' in f && f.order === w.order;
    })
  );
}

/** The index that serves the requirement, as firestore.indexes.json declares it. */
function indexFor(query: ParsedQuery, requirement: Requirement): CompositeIndex {
  const fields: IndexField[] = [
    ...requirement.equalities.map(({ fieldPath, contains }): IndexField =>
      contains ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: 'ASCENDING' },
    ),
    ...requirement.orderings.map(({ fieldPath, descending }): IndexField => ({
      fieldPath,
      order: direction(descending),
    })),
  ];
  // The document name is written out only where firebase-tools would add another direction.
  const implied = withNameLast(fields).at(-1) as IndexField;
  const name: IndexField = { fieldPath: NAME, order: direction(requirement.nameDescending) };
  return {
    collectionGroup: query.collectionId,
    queryScope: query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    fields: 'order' in implied && implied.order === name.order ? fields : [...fields, name],
  };
}

/**
 * Why hosted Firestore, with `declared` deployed, would refuse `query` for want of an index (in
 * its words, then the indexes to add in the file's format), or null when it would answer.
 */
export function indexProblem(query: ParsedQuery, declared: DeclaredIndexes): string | null {
  const missing: string[] = [];
  const scope = query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  const candidates = declared.indexes.filter(
    (index) => index.collectionGroup === query.collectionId && index.queryScope === scope,
  );
  const overrides = declared.fieldOverrides ?? [];
  for (const term of termsOf(query.filter)) {
    const requirement = requirementOf(query, term);
    const ofOneField = isOfOneField(requirement);
    if (ofOneField && servedByFieldIndex(requirement, query.collectionId, scope, overrides))
      continue;
    // A query that the automatic single-field indexes of a collection would serve: Firestore keeps
    // those of a collection group only where a field override asks for them, and none of a field
    // whose override lists none.
    if (ofOneField && servedByFieldIndex(requirement, query.collectionId, 'COLLECTION', [])) {
      const field = [...requirement.equalities, ...requirement.orderings][0]?.fieldPath ?? '';
      return `${REQUIRES_AN_INDEX} A query of ${field} alone needs its single-field index${query.allDescendants ? ' of queryScope COLLECTION_GROUP' : ''}: add it to the field override of ${field} in "fieldOverrides" of ${path.basename(declared.file)}.`;
    }
    if (candidates.some((index) => serves(index, requirement))) continue;
    const needed = JSON.stringify(indexFor(query, requirement));
    if (!missing.includes(needed)) missing.push(needed);
  }
  if (missing.length === 0) return null;
  const file = path.basename(declared.file);
  const them = missing.length === 1 ? 'it' : 'them';
  return `${REQUIRES_AN_INDEX} Add ${them} to "indexes" in ${file}: ${missing.join(', ')}`;
}

/** The words of hosted Firestore's refusal, which begin the local backend's. */
export const REQUIRES_AN_INDEX = 'The query requires an index.';

/** Refuses, as hosted Firestore does (400 FAILED_PRECONDITION), a query `indexProblem` refuses. */
export function requireIndexes(query: ParsedQuery, declared: DeclaredIndexes) {
  const problem = indexProblem(query, declared);
  if (problem) throw new ApiError('FAILED_PRECONDITION', problem);
}
