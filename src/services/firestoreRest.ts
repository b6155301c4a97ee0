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
 */
import type { DocMap, DocValue } from '../domain/schema';
import { dataOrigins } from './firebaseConfig';
import { settings } from './settings';

/** A project's (default) database: on hosted Firestore or on an emulator (`origin`). */
export interface Database {
  origin: string;
  projectId: string;
  apiKey: string;
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
  '>=': 'GREATER_THAN_OR_EQUAL',
} as const;

export type Operator = keyof typeof OPERATORS;

/**
 * A query of one collection. Fields are named plainly (letters, digits, underscores): a field
 * path of other characters would need quoting.
 */
export interface Query {
  collection: string;
  /** One condition: a field against a text, or DOCUMENT_ID against a document's id. */
  where?: readonly [field: string, operator: Operator, value: string];
  /**
   * One ordering, ascending unless 'desc'. Firestore orders documents that tie (or every
   * document, without an ordering) by their name, in the direction of the last ordering: the
   * order the SDK asked for outright.
   */
  orderBy?: readonly [field: string, direction?: 'asc' | 'desc'];
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

const documentsOf = ({ projectId }: Database) =>
  `projects/${projectId}/databases/(default)/documents`;

/** The structuredQuery of runQuery for `query`. */
export function structuredQuery(query: Query, database: Database) {
  const { collection, where, orderBy, limit } = query;
  return {
    from: [{ collectionId: collection }],
    ...(where && {
      where: {
        fieldFilter: {
          field: { fieldPath: where[0] },
          op: OPERATORS[where[1]],
          value:
            where[0] === DOCUMENT_ID
              ? { referenceValue: `${documentsOf(database)}/${collection}/${where[2]}` }
              : { stringValue: where[2] },
        },
      },
    }),
    ...(orderBy && {
      orderBy: [
        {
          field: { fieldPath: orderBy[0] },
          direction: orderBy[1] === 'desc' ? 'DESCENDING' : 'ASCENDING',
        },
      ],
    }),
    ...(limit !== undefined && { limit }),
  };
}

/** The address and request of a query: a simple request, with the API key as the SDK sends it. */
export function queryRequest(query: Query, database: Database): [string, RequestInit] {
  return [
    `${database.origin}/v1/${documentsOf(database)}:runQuery?key=${encodeURIComponent(database.apiKey)}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
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

/**
 * The documents of runQuery's answer, in its order. A failed answer (`ok` false), or one that
 * carries an error, throws with Firestore's message.
 */
function documentsOfAnswer(
  answer: unknown,
  { ok, status, statusText }: Pick<Response, 'ok' | 'status' | 'statusText'>,
): ReadDocument[] {
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
    return [{ id: name.slice(name.lastIndexOf('/') + 1), fields: decodeFields(fields) }];
  });
}

/**
 * The documents `query` finds, in Firestore's order. Rejects with an Error naming Firestore's
 * message when Firestore refuses or cannot be reached.
 */
export async function runQuery(
  query: Query,
  database: Database = siteDatabase,
): Promise<ReadDocument[]> {
  let response: Response;
  try {
    response = await fetch(...queryRequest(query, database));
  } catch (error) {
    throw new Error(`Firestore could not be reached: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return documentsOfAnswer(await response.json().catch(() => null), response);
}
