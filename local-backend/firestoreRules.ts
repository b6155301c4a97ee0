/**
 * The security rules as the Firestore front end (firestoreApi.ts) applies them, through their
 * TypeScript copy (src/domain/validation.ts): who makes a request, the documents the rules read
 * (as stored, and as a commit leaves them), what a query's filters prove of every document it
 * may return, and the verdict on each document of a commit. A token that is not a JWT at all is
 * refused outright; `Bearer owner` passes every rule, as on Google's emulator.
 */
import type { IncomingMessage } from 'node:http';
import {
  checkRead,
  checkWrite,
  countingLookups,
  lookupProblem,
  type Documents as RulesDocuments,
} from '../src/domain/validation';
import { localStorageTarget } from '../src/domain/limits';
import { READ_BY_EVERYONE, type RecordFilter } from '../src/domain/collections';
import { OWNER_CREDENTIAL, isJwt, type VerifiedUser } from './auth';
import type { Filter } from './firestoreQuery';
import type { StoredDocument } from './firestoreStore';
import { dateOfTimestamp, toCheckedFields } from './firestoreValues';
import type { Authorize } from './firestoreWrites';
import { ApiError, authorizationToken, badRequest } from './http';

/** Who makes a request: the emulator's owner, or a caller (null: a visitor without a token). */
export type Access = { owner: true } | { owner: false; caller: VerifiedUser | null };

/** The request's Access, worked out once, when something first needs it. */
export type AccessOf = () => Promise<Access>;

/** A top-level collection that everyone reads (`readers: 'everyone'` in the table). */
export const isPublicCollection = (collection: string) =>
  (READ_BY_EVERYONE as readonly string[]).includes(collection);

/**
 * The equality filters on text that a query's every document meets (`where(field, '==', text)`,
 * alone or ANDed): what the rules can prove of each document a query may return. Those inside
 * an OR prove nothing of every document, and are left out.
 */
export function equalityFilters(filter: Filter | null): RecordFilter[] {
  if (filter === null) return [];
  if (filter.kind === 'composite')
    return filter.op === 'AND' ? filter.filters.flatMap(equalityFilters) : [];
  if (filter.kind === 'field' && filter.op === 'EQUAL' && 'stringValue' in filter.value)
    return [{ field: filter.field.text, equals: filter.value.stringValue }];
  return [];
}

/**
 * Refuses a request whose token is not a JWT at all, as Google's Firestore emulator does: 400
 * 'invalid jwt', whatever the request asks, a read of a public collection too, before its body is
 * read. A JWT's validity is checked only where the rules need the caller (see authorizeRead).
 */
export function refuseTokenThatIsNoJwt(req: IncomingMessage) {
  if (req.headers.authorization === OWNER_CREDENTIAL) return;
  const token = authorizationToken(req);
  if (token !== null && !isJwt(token)) throw badRequest('invalid jwt');
}

export const denied = (what: string) =>
  new ApiError('PERMISSION_DENIED', `Missing or insufficient permissions: ${what}`);

/** A document path as the rules' match sees it: its collection (path) and its id. */
export function splitPath(path: string): { collection: string; id: string } {
  const at = path.lastIndexOf('/');
  return { collection: path.slice(0, at), id: path.slice(at + 1) };
}

/**
 * The documents as the rules read them (validation.ts's Documents): decoded fields by path, as
 * stored before a commit (get, exists) and as it leaves them (getAfter, existsAfter). For a read
 * both are the stored documents.
 */
export function rulesDocuments(
  before: ReadonlyMap<string, StoredDocument>,
  after: ReadonlyMap<string, StoredDocument> = before,
): RulesDocuments {
  const decoder = (documents: ReadonlyMap<string, StoredDocument>) => {
    const decoded = new Map<string, ReturnType<typeof toCheckedFields> | null>();
    return (path: string) => {
      if (!decoded.has(path)) {
        const doc = documents.get(path);
        decoded.set(path, doc ? toCheckedFields(doc.fields) : null);
      }
      return decoded.get(path) ?? null;
    };
  };
  const readBefore = decoder(before);
  return { before: readBefore, after: after === before ? readBefore : decoder(after) };
}

/** A commit's verify of `path`, judged as the caller's get of it as stored before the commit. */
export function authorizeVerify(
  path: string,
  caller: VerifiedUser | null,
  committed: ReadonlyMap<string, StoredDocument>,
) {
  const { collection, id } = splitPath(path);
  const reason = checkRead(collection, id, { caller, documents: rulesDocuments(committed) });
  if (reason) throw denied(`${reason} (verify of ${path})`);
}

/**
 * The security rules for each document of a caller's commit (create, update or delete, as it
 * stands before and after the whole commit), judged by checkWrite at the commit's time, with
 * the documents before and after the commit for the rules' get() and getAfter().
 */
export function rulesFor(projectId: string, caller: VerifiedUser | null): Authorize {
  let documents: ReturnType<typeof countingLookups> | undefined;
  return (path, after, before, commit) => {
    documents ??= countingLookups(rulesDocuments(commit.before, commit.after), commit.written);
    const { collection, id } = splitPath(path);
    const reason = checkWrite(
      {
        collection,
        id,
        before: before && toCheckedFields(before),
        after: after && toCheckedFields(after),
      },
      {
        now: dateOfTimestamp(commit.time),
        storage: localStorageTarget(projectId),
        caller,
        documents,
      },
    );
    const kind = after === null ? 'delete' : before === null ? 'create' : 'update';
    if (reason) throw denied(`${reason} (${kind} of ${path})`);
    // Counted as the commit's documents are judged: the last one judged sees them all.
    const tooMany = lookupProblem(documents.looked(), commit.written.size);
    if (tooMany) throw denied(tooMany);
  };
}

/** The emulator's owner (and the rules-free test mode): every write passes. */
export const allowEverything: Authorize = () => {};
