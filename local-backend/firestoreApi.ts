/**
 * The Firestore REST v1 front end: routes, resource names, read access and the write checks of
 * the security rules (admin token + src/domain/validation.ts), over a DocumentStore.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkDocumentWrite } from '../src/domain/validation';
import { localStorageTarget } from '../src/domain/limits';
import { PUBLIC_COLLECTIONS } from '../src/domain/collections';
import { checkWriteAccess, type TokenVerifier } from './auth';
import { executeQuery, parseStructuredQuery, type ParsedQuery } from './firestoreQuery';
import type { DocumentStore, StoredDocument } from './firestoreStore';
import {
  dateOfTimestamp,
  doubleOf,
  formatTimestamp,
  normalizeValue,
  toDoubleValue,
  parseFieldPath,
  getField,
  setOwnField,
  toCheckedFields,
  typeOrder,
  withField,
  type Fields,
  type Value,
} from './firestoreValues';
import { applyWrites, parseWrites, type Authorize } from './firestoreWrites';
import {
  ApiError,
  authorizationToken,
  badRequest,
  notFound,
  parseJsonObject,
  readBody,
  requestUrl,
  sendJson,
} from './http';

/** Commits may carry up to 10 MiB of writes; a little more for the JSON around them. */
const MAX_BODY_BYTES = 11 * 1024 * 1024;
/**
 * The body of a request without a valid token: a visitor's query or batchGet (1000 document
 * names) is a few kilobytes.
 */
const ANONYMOUS_BODY_BYTES = 1024 * 1024;
const DEFAULT_DATABASE = '(default)';

const DOCUMENTS_URL =
  /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents(\/[^:]*)?(?::([A-Za-z]+))?$/;
const CLEAR_URL = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents\/?$/;

const isPublicCollection = (id: string | undefined) =>
  (PUBLIC_COLLECTIONS as readonly string[]).includes(id ?? '');

const denied = (what: string) =>
  new ApiError('PERMISSION_DENIED', `Missing or insufficient permissions: ${what}`);

function checkSegment(segment: string, where: string) {
  if (
    segment === '' ||
    segment === '.' ||
    segment === '..' ||
    /^__.*__$/.test(segment) ||
    Buffer.byteLength(segment) > 1500
  )
    throw badRequest(`${where}: invalid path segment ${JSON.stringify(segment)}`);
}

export class FirestoreApi {
  private readonly root: string;

  /**
   * `access: 'open'` drops the admin check and the document rules: only for tests that need
   * documents of any shape (every value type); the served backend never uses it.
   */
  constructor(
    private readonly projectId: string,
    private readonly store: DocumentStore,
    private readonly verifier: TokenVerifier,
    private readonly access: 'rules' | 'open' = 'rules',
  ) {
    this.root = `projects/${projectId}/databases/${DEFAULT_DATABASE}/documents`;
  }

  readonly fullName = (path: string) => `${this.root}/${path}`;

  /** A document resource name from a request body → its path; anything else is a 400. */
  readonly parseName = (name: unknown, where: string): string => {
    if (typeof name !== 'string') throw badRequest(`${where} must be a document name`);
    if (!name.startsWith(`${this.root}/`))
      throw badRequest(`${where}: ${name} is not a document of ${this.root}`);
    const path = name.slice(this.root.length + 1);
    const segments = path.split('/');
    if (segments.length % 2 !== 0)
      throw badRequest(`${where}: ${name} names a collection, not a document`);
    segments.forEach((s) => checkSegment(s, where));
    return path;
  };

  private documentJson(path: string, doc: StoredDocument, fields: Fields = doc.fields) {
    return {
      name: this.fullName(path),
      ...(Object.keys(fields).length ? { fields } : {}),
      createTime: doc.createTime,
      updateTime: doc.updateTime,
    };
  }

  /** Public reads: the top-level collections of the rules, anything else is denied. */
  private checkReadable(path: string) {
    if (this.access === 'open') return;
    const segments = path.split('/');
    if (segments.length !== 2 || !isPublicCollection(segments[0]))
      throw denied(`reads of ${path} are not allowed`);
  }

  async handle(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>) {
    const url = requestUrl(req);
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/plain' });
      res.end('Ok\n');
      return;
    }
    const clear = CLEAR_URL.exec(url.pathname);
    if (clear && req.method === 'DELETE') {
      this.checkDatabase(clear[1], clear[2]);
      await this.store.clear();
      sendJson(res, 200, {}, headers);
      return;
    }
    const m = DOCUMENTS_URL.exec(url.pathname);
    if (!m) throw notFound(`Unknown path ${url.pathname}`);
    this.checkDatabase(m[1], m[2]);
    let path: string;
    try {
      path = (m[3] ?? '').split('/').slice(1).map(decodeURIComponent).join('/');
    } catch {
      throw badRequest('The path is not valid URL encoding');
    }
    if (path) path.split('/').forEach((s) => checkSegment(s, 'path'));
    const method = m[4];
    const segments = path ? path.split('/') : [];

    if (req.method === 'GET' && !method) {
      const answer =
        segments.length % 2 === 0 && segments.length > 0
          ? this.getDocument(path)
          : this.listDocuments(path, url);
      sendJson(res, 200, answer, headers);
      return;
    }
    if (req.method !== 'POST' || !method)
      throw notFound(`Unknown route ${req.method} ${url.pathname}`);
    if (segments.length % 2 !== 0) throw badRequest(`${path} is not a document path`);
    // Only an administrator may make the server read a commit's body.
    if (method === 'commit') await this.requireWriter(req);
    const limit = method === 'commit' ? MAX_BODY_BYTES : await this.readerBodyLimit(req);
    const body = parseJsonObject(await readBody(req, limit));
    switch (method) {
      case 'runQuery':
        sendJson(res, 200, this.runQuery(path, body), headers);
        return;
      case 'runAggregationQuery':
        sendJson(res, 200, this.runAggregationQuery(path, body), headers);
        return;
      case 'batchGet':
        if (path) throw badRequest('batchGet is called on the database root');
        sendJson(res, 200, this.batchGet(body), headers);
        return;
      case 'commit':
        if (path) throw badRequest('commit is called on the database root');
        sendJson(res, 200, await this.commit(body), headers);
        return;
      default:
        throw notFound(`Unknown method ${method}`);
    }
  }

  private checkDatabase(project: string | undefined, database: string | undefined) {
    const decode = (text = '') => {
      try {
        return decodeURIComponent(text);
      } catch {
        throw badRequest('The path is not valid URL encoding');
      }
    };
    const p = decode(project);
    const d = decode(database);
    if (p !== this.projectId || d !== DEFAULT_DATABASE)
      throw notFound(
        `The database projects/${p}/databases/${d} does not exist (this backend serves ${this.projectId}/${DEFAULT_DATABASE})`,
      );
  }

  private getDocument(path: string) {
    this.checkReadable(path);
    const doc = this.store.snapshot().get(path);
    if (!doc) throw notFound(`Document "${this.fullName(path)}" not found`);
    return this.documentJson(path, doc);
  }

  private listDocuments(collectionPath: string, url: URL) {
    const segments = collectionPath.split('/');
    const collectionId = segments.pop() ?? '';
    const parent = segments.join('/');
    const pageSize = url.searchParams.get('pageSize');
    const query = this.parseQuery(parent, {
      from: [{ collectionId }],
      ...(pageSize ? { limit: pageSize } : {}),
    });
    const results = executeQuery(this.store.snapshot(), parent, query, this.fullName);
    return { documents: results.map((r) => this.documentJson(r.path, r.doc)) };
  }

  private parseQuery(parent: string, raw: unknown): ParsedQuery {
    const query = parseStructuredQuery(raw);
    if (this.access === 'open') return query;
    // The rules match the public collections at the root only, never a collection group.
    if (query.allDescendants)
      throw denied(`collection group queries of ${query.collectionId} are not allowed`);
    if (parent !== '' || !isPublicCollection(query.collectionId))
      throw denied(`queries of ${parent ? `${parent}/` : ''}${query.collectionId} are not allowed`);
    return query;
  }

  private runQuery(parent: string, body: Record<string, unknown>) {
    if (body.structuredQuery === undefined) throw badRequest('runQuery needs a structuredQuery');
    const query = this.parseQuery(parent, body.structuredQuery);
    const readTime = this.store.readTime();
    const results = executeQuery(this.store.snapshot(), parent, query, this.fullName);
    // The service streams one answer per document; an empty result is a lone read time.
    if (results.length === 0) return [{ readTime }];
    return results.map((r) => ({ document: this.documentJson(r.path, r.doc, r.fields), readTime }));
  }

  private runAggregationQuery(parent: string, body: Record<string, unknown>) {
    const aggregation = body.structuredAggregationQuery as Record<string, unknown> | undefined;
    if (typeof aggregation !== 'object' || aggregation === null)
      throw badRequest('runAggregationQuery needs a structuredAggregationQuery');
    const query = this.parseQuery(parent, aggregation.structuredQuery);
    const aggregations = aggregation.aggregations;
    if (!Array.isArray(aggregations) || aggregations.length === 0)
      throw badRequest('structuredAggregationQuery.aggregations must be a non-empty array');
    const results = executeQuery(this.store.snapshot(), parent, query, this.fullName);
    const aggregateFields: Record<string, Value> = {};
    aggregations.forEach((raw: unknown, i) => {
      const a = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const alias = typeof a.alias === 'string' && a.alias ? a.alias : `field_${i + 1}`;
      const value = aggregate(
        a,
        results.map((r) => r.fields),
        `aggregations[${i}]`,
      );
      setOwnField(aggregateFields, alias, value);
    });
    return [{ result: { aggregateFields }, readTime: this.store.readTime() }];
  }

  private batchGet(body: Record<string, unknown>) {
    const names = body.documents;
    if (!Array.isArray(names)) throw badRequest('batchGet needs a documents array');
    if (names.length > 1000) throw badRequest('batchGet accepts at most 1000 documents');
    const paths = names.map((n, i) => this.parseName(n, `documents[${i}]`));
    paths.forEach((p) => this.checkReadable(p));
    let mask: string[][] | null = null;
    if (body.mask !== undefined) {
      const fieldPaths = (body.mask as { fieldPaths?: unknown } | null)?.fieldPaths ?? [];
      if (!Array.isArray(fieldPaths)) throw badRequest('mask.fieldPaths must be an array');
      mask = fieldPaths.map((p) => parseFieldPath(p));
    }
    const readTime = this.store.readTime();
    const documents = this.store.snapshot();
    return paths.map((path) => {
      const doc = documents.get(path);
      if (!doc) return { missing: this.fullName(path), readTime };
      let fields = doc.fields;
      if (mask) {
        fields = {};
        for (const segments of mask) {
          const v = getField(doc.fields, segments);
          if (v !== undefined) fields = withField(fields, segments, v);
        }
      }
      return { found: this.documentJson(path, doc, fields), readTime };
    });
  }

  /**
   * How much of a read's body (a query, a batchGet) is read: ANONYMOUS_BODY_BYTES unless the
   * request has a valid token, which is checked only when a larger body is announced or its
   * length is not.
   */
  private async readerBodyLimit(req: IncomingMessage): Promise<number> {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared <= ANONYMOUS_BODY_BYTES) return ANONYMOUS_BODY_BYTES;
    const token = authorizationToken(req);
    if (!token) return ANONYMOUS_BODY_BYTES;
    const valid = await this.verifier.verify(token).then(
      () => true,
      () => false,
    );
    return valid ? MAX_BODY_BYTES : ANONYMOUS_BODY_BYTES;
  }

  /** Commits need an administrator's token, checked before the body is read. */
  private async requireWriter(req: IncomingMessage) {
    if (this.access === 'open') return;
    const access = await checkWriteAccess(this.verifier, authorizationToken(req));
    if (!access.ok) throw access.error;
  }

  private async commit(body: Record<string, unknown>) {
    if (body.transaction !== undefined)
      throw badRequest('Transactions are not supported by the local backend');
    const writes = parseWrites(body.writes, this.parseName);
    const { results, commitTime } = await this.store.commit((draft, time, committed) => ({
      results: applyWrites(committed, draft, writes, time, this.fullName, this.authorizeWrite),
      commitTime: time,
    }));
    return { writeResults: results, commitTime: formatTimestamp(commitTime) };
  }

  /**
   * The security rules for one document of an administrator's commit (before and after the
   * whole commit): the document checks of the domain, at the commit's time.
   */
  private readonly authorizeWrite: Authorize = (path, after, before, commit) => {
    if (this.access === 'open') return;
    const segments = path.split('/');
    const collection =
      segments.length === 2 ? (segments[0] as string) : segments.slice(0, -1).join('/');
    if (after === null) {
      if (!isPublicCollection(collection))
        throw denied(`deletes in ${collection} are not allowed (${path})`);
      return;
    }
    const reason = checkDocumentWrite(
      collection,
      toCheckedFields(after),
      before ? toCheckedFields(before) : null,
      { now: dateOfTimestamp(commit.time), storage: localStorageTarget(this.projectId) },
    );
    if (reason) throw denied(`${reason} (${before ? 'update' : 'create'} of ${path})`);
  };
}

function aggregate(a: Record<string, unknown>, rows: Fields[], where: string): Value {
  if (a.count !== undefined) {
    const upTo = (a.count as { upTo?: unknown } | null)?.upTo;
    const limit = upTo === undefined ? null : normalizeValue(upTo, `${where}.count.upTo`);
    const cap = limit && 'integerValue' in limit ? Number(limit.integerValue) : Infinity;
    return { integerValue: String(Math.min(rows.length, cap)) };
  }
  const spec = (a.sum ?? a.avg) as { field?: unknown } | undefined;
  if (!spec || typeof spec !== 'object') throw badRequest(`${where} must be count, sum or avg`);
  const field = parseFieldPath((spec.field as { fieldPath?: unknown } | undefined)?.fieldPath);
  const numbers = rows
    .map((f) => getField(f, field))
    .filter((v): v is Value => v !== undefined && typeOrder(v) === 2);
  const asNumber = (v: Value) =>
    'integerValue' in v
      ? Number(v.integerValue)
      : doubleOf((v as { doubleValue: number | string }).doubleValue);
  if (a.avg !== undefined) {
    if (numbers.length === 0) return { nullValue: null };
    return toDoubleValue(numbers.reduce((s, v) => s + asNumber(v), 0) / numbers.length);
  }
  if (numbers.every((v) => 'integerValue' in v)) {
    const total = numbers.reduce(
      (s, v) => s + BigInt((v as { integerValue: string }).integerValue),
      0n,
    );
    if (total >= -(2n ** 63n) && total < 2n ** 63n) return { integerValue: total.toString() };
  }
  return toDoubleValue(numbers.reduce((s, v) => s + asNumber(v), 0));
}
