/**
 * Reads of Firestore through its REST API with plain fetch, for the read services the public
 * pages use: they read public collections with simple queries, and the Firebase SDK (about 35 kB
 * gzip) would be a quarter of their JavaScript. The admin area writes with the SDK (records.ts).
 *
 * A query goes as the SDK's Firestore Lite sends it, to `…/documents:runQuery` with the API key in
 * the address, but as a CORS "simple" request: a text/plain body and no header of Google's, so a
 * browser asks no preflight first. The documents come back in the form of the domain, as
 * storedFields.ts makes the SDK's: timestamps as Date, integers and doubles as numbers, and a
 * value of a kind the site never writes (bytes, a reference, a geographic point, a vector) as null.
 *
 * The command-line tools that act on a project with a credential (scripts/openProject.ts) read
 * through the same queries, with an access token in place of the API key.
 */
import type { DocMap, DocValue } from '../domain/schema';
import type { Cursor, ListPage } from '../domain/types';
import { dataOrigins } from './firebaseConfig';
import { settings } from './settings';

/** A project's (default) database: on hosted Firestore or on an emulator (`origin`). */
export interface Database {
  origin: string;
  projectId: string;
  /** The web API key the site's reads carry in the address; a tool with a credential has none. */
  apiKey?: string;
  /**
   * A tool's OAuth access token, asked for before each request and sent as `Authorization:
   * Bearer`: the rules do not apply to it (on the emulators, 'owner'). The site has none.
   */
  accessToken?: () => Promise<string>;
}

/** This build's database, as the settings say: hosted Firestore, or the local emulators. */
export const siteDatabase: Database = {
  origin: dataOrigins(settings).firestore,
  projectId: settings.options.projectId,
  apiKey: settings.options.apiKey,
};

/** The field that stands for a document's id in a condition (the SDK's documentId()). */
export const DOCUMENT_ID = '__name__';

const OPERATORS = {
  '==': 'EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  in: 'IN',
} as const;

export type Operator = keyof typeof OPERATORS;

/**
 * A value a condition or a cursor compares with: a text, a whole number or a time (a Date, or a
 * time as the database wrote it, from a cursor).
 */
export type QueryValue = string | number | Date | { timestamp: string };

/** The most values an 'in' condition may list (Firestore's limit of a query's disjunctions). */
export const MAX_IN_VALUES = 30;

/**
 * One condition: a field against a value, or DOCUMENT_ID against a document's id; with 'in', a
 * field (or the id) against any of a list of them (at most MAX_IN_VALUES).
 */
export type Condition =
  | readonly [field: string, operator: Exclude<Operator, 'in'>, value: QueryValue]
  | readonly [field: string, operator: 'in', values: readonly QueryValue[]];

/** One ordering, ascending unless 'desc'. */
export type Ordering = readonly [field: string, direction?: 'asc' | 'desc'];

/**
 * A query of one collection. Fields are named plainly (letters, digits, underscores): a field
 * path of other characters would need quoting. A query that filters or orders on two or more
 * fields needs its composite index in firestore.indexes.json.
 */
export interface Query {
  collection: string;
  /** One condition, or several that must all hold. */
  where?: Condition | readonly Condition[];
  /**
   * One ordering or several. Firestore orders documents that tie (or every document, without an
   * ordering) by their name, in the direction of the last ordering: the order the SDK asked for
   * outright.
   */
  orderBy?: Ordering | readonly Ordering[];
  /** Only these fields of each document (DOCUMENT_ID alone: its name only); all without it. */
  select?: readonly string[];
  /**
   * Where the page starts: after the document with these values of the orderings, its id last
   * (a cursor: the values of the last document of the page before).
   */
  startAfter?: readonly QueryValue[];
  limit?: number;
}

/** A value as Firestore's REST API writes it (google.firestore.v1.Value). */
export type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  /** A number, or 'NaN', 'Infinity', '-Infinity'. */
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: Value[] } }
  | { mapValue: { fields?: Record<string, Value> } };

/** A document as read: its id and its fields. */
export interface ReadDocument {
  id: string;
  fields: DocMap;
}

export const documentsOf = ({ projectId }: Pick<Database, 'projectId'>) =>
  `projects/${projectId}/databases/(default)/documents`;

/** The address of one of the database's methods ('runQuery'), with the API key if it has one. */
const methodAddress = (database: Database, method: string) =>
  `${database.origin}/v1/${documentsOf(database)}:${method}` +
  (database.apiKey === undefined ? '' : `?key=${encodeURIComponent(database.apiKey)}`);

/**
 * The headers of a request: a CORS-safelisted Content-Type only, so that a browser sends it
 * without a preflight; and a tool's access token, when it has one.
 */
const headersOf = (accessToken?: string): Record<string, string> => ({
  'Content-Type': 'text/plain',
  ...(accessToken !== undefined && { Authorization: `Bearer ${accessToken}` }),
});

/** Whether a query's `where` or `orderBy` is one item rather than a list of them. */
const isOne = <T>(items: T | readonly T[]): items is T =>
  Array.isArray(items) && typeof items[0] === 'string';
const listOf = <T>(items: T | readonly T[] | undefined): readonly T[] =>
  items === undefined ? [] : isOne(items) ? [items] : (items as readonly T[]);

/** A value of a condition or a cursor, as the REST API writes it. */
function valueOf(field: string, value: QueryValue, collection: string, database: Database): Value {
  if (field === DOCUMENT_ID)
    return { referenceValue: `${documentsOf(database)}/${collection}/${String(value)}` };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'object') return { timestampValue: value.timestamp };
  if (typeof value === 'number') return { integerValue: String(value) };
  return { stringValue: value };
}

/** The structuredQuery of runQuery for `query`. */
export function structuredQuery(query: Query, database: Database) {
  const { collection, limit } = query;
  const filters = listOf<Condition>(query.where).map(([field, op, value]) => ({
    fieldFilter: {
      field: { fieldPath: field },
      op: OPERATORS[op],
      value: Array.isArray(value)
        ? {
            arrayValue: {
              values: (value as readonly QueryValue[]).map((v) =>
                valueOf(field, v, collection, database),
              ),
            },
          }
        : valueOf(field, value as QueryValue, collection, database),
    },
  }));
  const orderings = listOf<Ordering>(query.orderBy);
  // A cursor names a document by the values of the orderings and then its id.
  const cursorFields = [...orderings.map(([field]) => field), DOCUMENT_ID];
  return {
    ...(query.select && {
      select: { fields: query.select.map((fieldPath) => ({ fieldPath })) },
    }),
    from: [{ collectionId: collection }],
    ...(filters.length === 1 && { where: filters[0] }),
    ...(filters.length > 1 && { where: { compositeFilter: { op: 'AND', filters } } }),
    ...(orderings.length > 0 && {
      orderBy: orderings.map(([field, direction]) => ({
        field: { fieldPath: field },
        direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
      })),
    }),
    ...(query.startAfter && {
      startAt: {
        values: query.startAfter.map((value, i) =>
          valueOf(cursorFields[i] ?? DOCUMENT_ID, value, collection, database),
        ),
        before: false,
      },
    }),
    ...(limit !== undefined && { limit }),
  };
}

/**
 * The address and request of a query: a simple request, with the API key as the SDK sends it;
 * or, for a tool, with its access token.
 */
export function queryRequest(
  query: Query,
  database: Database,
  accessToken?: string,
): [string, RequestInit] {
  return [
    methodAddress(database, 'runQuery'),
    {
      method: 'POST',
      headers: headersOf(accessToken),
      body: JSON.stringify({ structuredQuery: structuredQuery(query, database) }),
    },
  ];
}

/** A timestamp ('2024-01-02T03:04:05.123456789Z') as the SDK's Timestamp.toDate() gives it. */
function dateOf(text: string): Date {
  const nanos = Number((/\.(\d+)/.exec(text)?.[1] ?? '').padEnd(9, '0').slice(0, 9));
  return new Date(Date.parse(text.replace(/\.\d+/, '')) + nanos / 1e6);
}

/** A stored value in the form of the domain. */
export function decodeValue(value: Value): DocValue {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return dateOf(value.timestampValue);
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  if ('mapValue' in value) {
    const fields = value.mapValue.fields ?? {};
    const type = fields.__type__;
    // A vector is a map marked so.
    return type && 'stringValue' in type && type.stringValue === '__vector__'
      ? null
      : decodeFields(fields);
  }
  // Null, and the kinds the site never writes.
  return null;
}

export const decodeFields = (fields: Record<string, Value>): DocMap =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, decodeValue(value)]));

/** One item of runQuery's answer: a document, or only a read time when there is none. */
interface QueryAnswerItem {
  document?: { name: string; fields?: Record<string, Value> };
  error?: { message?: string };
}

/** A document of runQuery's answer as Firestore wrote it: its id and its fields' values. */
interface AnsweredDocument {
  id: string;
  values: Record<string, Value>;
}

/**
 * The documents of runQuery's answer, in its order. A failed answer (`ok` false), or one that
 * carries an error, throws with Firestore's message.
 */
function documentsOfAnswer(
  answer: unknown,
  { ok, status, statusText }: Pick<Response, 'ok' | 'status' | 'statusText'>,
): AnsweredDocument[] {
  // An error comes alone ({ error }) or as an item of the answer's list.
  const items = [answer].flat() as Array<QueryAnswerItem | null>;
  const error = items.find((item) => item?.error)?.error;
  if (!ok || error || !Array.isArray(answer))
    throw new Error(
      `Firestore answered ${status}: ${
        error?.message ?? (ok ? 'not a list of documents' : statusText || 'no message')
      }`,
    );
  return items.flatMap((item) => {
    const document = item?.document;
    if (!document) return [];
    const { name, fields = {} } = document;
    return [{ id: name.slice(name.lastIndexOf('/') + 1), values: fields }];
  });
}

const decoded = ({ id, values }: AnsweredDocument): ReadDocument => ({
  id,
  fields: decodeFields(values),
});

/** The answer of `query`, as Firestore wrote it. Rejects as runQuery does. */
async function answerOf(query: Query, database: Database): Promise<AnsweredDocument[]> {
  const accessToken = database.accessToken ? await database.accessToken() : undefined;
  let response: Response;
  try {
    response = await fetch(...queryRequest(query, database, accessToken));
  } catch (error) {
    throw new Error(`Firestore could not be reached: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return documentsOfAnswer(await response.json().catch(() => null), response);
}

/**
 * The documents `query` finds, in Firestore's order. Rejects with an Error naming Firestore's
 * message when Firestore refuses or cannot be reached (then with the request's failure as its
 * `cause`).
 */
export async function runQuery(
  query: Query,
  database: Database = siteDatabase,
): Promise<ReadDocument[]> {
  return (await answerOf(query, database)).map(decoded);
}

/** A value of an ordering as a cursor holds it; null for a kind no cursor of the site holds. */
function cursorValue(value: Value | undefined): Cursor[number] | null {
  if (value === undefined) return null;
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('timestampValue' in value) return { timestamp: value.timestampValue };
  return null;
}

/**
 * A page of `query`: at most `size` documents, after `query.startAfter` when it has one, and the
 * cursor of the next page (null when there is none). It reads one document more than it returns,
 * to tell whether there is a next page. The query must order by every field the cursor holds.
 */
export async function runPageQuery<T>(
  query: Omit<Query, 'limit'>,
  size: number,
  decode: (document: ReadDocument) => T,
  database: Database = siteDatabase,
): Promise<ListPage<T>> {
  const answer = await answerOf({ ...query, limit: size + 1 }, database);
  const shown = answer.slice(0, size);
  const last = shown.at(-1);
  let next: Cursor | null = null;
  if (answer.length > size && last) {
    const values = listOf<Ordering>(query.orderBy).map(([field]) =>
      cursorValue(last.values[field]),
    );
    next = values.every((v) => v !== null) ? [...(values as Cursor), last.id] : null;
  }
  return { items: shown.map((document) => decode(decoded(document))), next };
}

/**
 * How many documents `query` finds, counted by Firestore (a count query: one read per thousand
 * documents counted, rather than one a document). Rejects as runQuery does.
 */
export async function countDocuments(
  query: Query,
  database: Database = siteDatabase,
): Promise<number> {
  const accessToken = database.accessToken ? await database.accessToken() : undefined;
  let response: Response;
  try {
    response = await fetch(methodAddress(database, 'runAggregationQuery'), {
      method: 'POST',
      headers: headersOf(accessToken),
      body: JSON.stringify({
        structuredAggregationQuery: {
          structuredQuery: structuredQuery(query, database),
          aggregations: [{ alias: 'count', count: {} }],
        },
      }),
    });
  } catch (error) {
    throw new Error(`Firestore could not be reached: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const answer: unknown = await response.json().catch(() => null);
  const item = [answer].flat()[0] as
    | { result?: { aggregateFields?: { count?: Value } }; error?: { message?: string } }
    | null
    | undefined;
  const count = item?.result?.aggregateFields?.count;
  if (!response.ok || !count || !('integerValue' in count))
    throw new Error(`Firestore answered ${response.status}: ${item?.error?.message ?? 'no count'}`);
  return Number(count.integerValue);
}
