/**
 * The Firestore REST v1 front end: routes, resource names, and the security rules over a
 * DocumentStore. Reads and writes are judged as firestore.rules judges them, through their
 * TypeScript copy (src/domain/validation.ts: checkRead, checkWrite; applied in firestoreRules.ts):
 * the caller is the verified ID token (auth.ts), the documents the rules look at are the store's.
 * The public collections are read without checking the caller's JWT; a token that is not a JWT at
 * all is refused on every request, and `Bearer owner` passes every rule, as on Google's emulator.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkRead } from '../src/domain/validation';
import type { RecordFilter } from '../src/domain/collections';
import { callerOf, OWNER_CREDENTIAL, type TokenVerifier } from './auth';
import { requireIndexes, type DeclaredIndexes } from './firestoreIndexes';
import { executeQuery, parseStructuredQuery, type ParsedQuery } from './firestoreQuery';
import {
  allowEverything,
  authorizeVerify,
  denied,
  equalityFilters,
  isPublicCollection,
  refuseTokenThatIsNoJwt,
  rulesDocuments,
  rulesFor,
  splitPath,
  type Access,
  type AccessOf,
} from './firestoreRules';
import type { DocumentStore, StoredDocument } from './firestoreStore';
import {
  doubleOf,
  formatTimestamp,
  normalizeValue,
  toDoubleValue,
  parseFieldPath,
  getField,
  setOwnField,
  typeOrder,
  withField,
  type Fields,
  type Value,
} from './firestoreValues';
import { applyWrites, parseWrites } from './firestoreWrites';
import {
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
   * `indexes`: the composite indexes declared, without which a query that needs one is refused
   * as hosted Firestore refuses it; null judges no query by its indexes, only for tests of the
   * protocol's query semantics (the served backend always has the project's file).
   * `access: 'open'` drops the security rules: only for tests that need documents of any shape
   * (every value type) anywhere; the served backend never uses it.
   */
  constructor(
    private readonly projectId: string,
    private readonly store: DocumentStore,
    private readonly verifier: TokenVerifier,
    private readonly indexes: DeclaredIndexes | null,
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

  /** The request's Access: `Bearer owner`, or the caller of its token (verified, async). */
  private accessOf(req: IncomingMessage): Promise<Access> {
    if (this.access === 'open' || req.headers.authorization === OWNER_CREDENTIAL)
      return Promise.resolve({ owner: true });
    return callerOf(this.verifier, req).then((caller) => ({ owner: false, caller }));
  }

  /**
   * Judges a read as the rules do: a document (`id`) or a query (`id` null, its equality filters
   * `filters`) of `collection`, a collection's path ('team'; 'members/x/notes' for a
   * subcollection, which no rule matches). The public collections need no token, so their pages
   * never wait for a check; anything else needs the caller, verified, and the rules' verdict on
   * the stored documents (a get of a registration by the document's own account; a query of
   * registrations by what its filters prove of every document it may return).
   */
  private async authorizeRead(
    collection: string,
    id: string | null,
    accessOf: AccessOf,
    filters: readonly RecordFilter[] = [],
  ) {
    if (this.access === 'open' || isPublicCollection(collection)) return;
    const access = await accessOf();
    if (access.owner) return;
    const reason = checkRead(
      collection,
      id,
      { caller: access.caller, documents: rulesDocuments(this.store.snapshot()) },
      filters,
    );
    if (reason)
      throw denied(
        `${reason} (${id === null ? `query of ${collection}` : `get of ${collection}/${id}`})`,
      );
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
    refuseTokenThatIsNoJwt(req);
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
    let access: Promise<Access> | undefined;
    const accessOf: AccessOf = () => (access ??= this.accessOf(req));

    if (req.method === 'GET' && !method) {
      const answer =
        segments.length % 2 === 0 && segments.length > 0
          ? await this.getDocument(path, accessOf)
          : await this.listDocuments(path, url, accessOf);
      sendJson(res, 200, answer, headers);
      return;
    }
    if (req.method !== 'POST' || !method)
      throw notFound(`Unknown route ${req.method} ${url.pathname}`);
    if (segments.length % 2 !== 0) throw badRequest(`${path} is not a document path`);
    // Only a signed-in account (or the emulator's owner) may make the server read a commit's body.
    if (method === 'commit') await this.requireWriter(accessOf);
    const limit = method === 'commit' ? MAX_BODY_BYTES : await this.readerBodyLimit(req, accessOf);
    const body = parseJsonObject(await readBody(req, limit));
    switch (method) {
      case 'runQuery':
        sendJson(res, 200, await this.runQuery(path, body, accessOf), headers);
        return;
      case 'runAggregationQuery':
        sendJson(res, 200, await this.runAggregationQuery(path, body, accessOf), headers);
        return;
      case 'batchGet':
        if (path) throw badRequest('batchGet is called on the database root');
        sendJson(res, 200, await this.batchGet(body, accessOf), headers);
        return;
      case 'commit':
        if (path) throw badRequest('commit is called on the database root');
        sendJson(res, 200, await this.commit(body, await accessOf()), headers);
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

  private async getDocument(path: string, accessOf: AccessOf) {
    const { collection, id } = splitPath(path);
    await this.authorizeRead(collection, id, accessOf);
    const doc = this.store.snapshot().get(path);
    if (!doc) throw notFound(`Document "${this.fullName(path)}" not found`);
    return this.documentJson(path, doc);
  }

  private async listDocuments(collectionPath: string, url: URL, accessOf: AccessOf) {
    const segments = collectionPath.split('/');
    const collectionId = segments.pop() ?? '';
    const parent = segments.join('/');
    const pageSize = url.searchParams.get('pageSize');
    const query = await this.parseQuery(
      parent,
      { from: [{ collectionId }], ...(pageSize ? { limit: pageSize } : {}) },
      accessOf,
    );
    const results = executeQuery(this.store.snapshot(), parent, query, this.fullName);
    return { documents: results.map((r) => this.documentJson(r.path, r.doc)) };
  }

  /**
   * A query, judged as the rules judge a list of its collection, then by the indexes it needs
   * (for everyone: the Admin SDK of a script needs them as much as a page does). The rules match
   * collections at the root only, so a collection group query is for the emulator's owner alone.
   */
  private async parseQuery(parent: string, raw: unknown, accessOf: AccessOf): Promise<ParsedQuery> {
    const query = parseStructuredQuery(raw);
    if (query.allDescendants) {
      if (!(await accessOf()).owner)
        throw denied(`collection group queries of ${query.collectionId} are not allowed`);
    } else {
      await this.authorizeRead(
        parent ? `${parent}/${query.collectionId}` : query.collectionId,
        null,
        accessOf,
        equalityFilters(query.filter),
      );
    }
    if (this.indexes) requireIndexes(query, this.indexes);
    return query;
  }

  private async runQuery(parent: string, body: Record<string, unknown>, accessOf: AccessOf) {
    if (body.structuredQuery === undefined) throw badRequest('runQuery needs a structuredQuery');
    const query = await this.parseQuery(parent, body.structuredQuery, accessOf);
    const readTime = this.store.readTime();
    const results = executeQuery(this.store.snapshot(), parent, query, this.fullName);
    // The service streams one answer per document; an empty result is a lone read time.
    if (results.length === 0) return [{ readTime }];
    return results.map((r) => ({ document: this.documentJson(r.path, r.doc, r.fields), readTime }));
  }

  private async runAggregationQuery(
    parent: string,
    body: Record<string, unknown>,
    accessOf: AccessOf,
  ) {
    const aggregation = body.structuredAggregationQuery as Record<string, unknown> | undefined;
    if (typeof aggregation !== 'object' || aggregation === null)
      throw badRequest('runAggregationQuery needs a structuredAggregationQuery');
    const query = await this.parseQuery(parent, aggregation.structuredQuery, accessOf);
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

  private async batchGet(body: Record<string, unknown>, accessOf: AccessOf) {
    const names = body.documents;
    if (!Array.isArray(names)) throw badRequest('batchGet needs a documents array');
    if (names.length > 1000) throw badRequest('batchGet accepts at most 1000 documents');
    const paths = names.map((n, i) => this.parseName(n, `documents[${i}]`));
    // One refused document refuses the whole request, as the service does.
    for (const path of paths) {
      const { collection, id } = splitPath(path);
      await this.authorizeRead(collection, id, accessOf);
    }
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
   * request has a valid token (or is the emulator's owner), which is checked only when a larger
   * body is announced or its length is not.
   */
  private async readerBodyLimit(req: IncomingMessage, accessOf: AccessOf): Promise<number> {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared <= ANONYMOUS_BODY_BYTES) return ANONYMOUS_BODY_BYTES;
    if (authorizationToken(req) === null) return ANONYMOUS_BODY_BYTES;
    const signedIn = await accessOf().then(
      (access) => access.owner || access.caller !== null,
      () => false,
    );
    return signedIn ? MAX_BODY_BYTES : ANONYMOUS_BODY_BYTES;
  }

  /**
   * Who commits, known before the body is read: a commit without a token is refused at once
   * (403), a token that is not valid with 401. Whoever else writes, the rules judge each
   * document of the commit.
   */
  private async requireWriter(accessOf: AccessOf) {
    const access = await accessOf();
    if (!access.owner && access.caller === null) throw denied('writes need a signed-in account');
  }

  private async commit(body: Record<string, unknown>, writer: Access) {
    if (body.transaction !== undefined)
      throw badRequest('Transactions are not supported by the local backend');
    const writes = parseWrites(body.writes, this.parseName);
    const authorize = writer.owner ? allowEverything : rulesFor(this.projectId, writer.caller);
    const { results, commitTime } = await this.store.commit((draft, time, committed) => {
      // A verify (a transaction's document read and not written) is judged as a read of its
      // document, before its precondition, as Google's emulator judges it: so no caller learns
      // from a precondition whether a document they may not read exists.
      if (!writer.owner)
        for (const write of writes)
          if (write.kind === 'verify') authorizeVerify(write.path, writer.caller, committed);
      return {
        results: applyWrites(committed, draft, writes, time, this.fullName, authorize),
        commitTime: time,
      };
    });
    return { writeResults: results, commitTime: formatTimestamp(commitTime) };
  }
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
