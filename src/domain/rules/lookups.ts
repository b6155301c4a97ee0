/**
 * A request as Firestore judges it whole: a commit (checkCommit: each document it writes, then
 * the documents the rules looked up for all of them) and a read (checkRead: of a document, or a
 * query by its filters), as firestore.rules allows them. Pure TypeScript.
 *
 * A request's document lookups: what the rules read with get(), exists(), getAfter() and
 * existsAfter(). Firestore refuses a request whose rules make more of these "access calls" than
 * it allows (10 for a request writing one document, 20 for several), where a call it has made
 * already in the request counts once. Counted as Google's emulator counts them (measured there):
 * a document read as stored before the request counts twice, as the rules ask whether it exists
 * and then get it; one read as the request leaves it counts only when the request does not write
 * it, twice but once when the rules only ask whether it exists (existsAfter(), as for a photo's
 * programme). So an editor moves 9 records to the Trash in one write and not 10 (their team
 * document and each record, 2 calls each: 20), the owner by the claim, whose team document the
 * rules never read, 10 and not 11, and the trash items and the change marker the same write makes
 * cost nothing; the owner by the claim moves 9 records to the Trash and photos to 2 programmes in
 * one write (18 + 2) but not to 3.
 */
import { COLLECTIONS, isCollection, type RecordFilter } from '../collections';
import { REGISTRATION_SHARES } from '../registration/registrations';
import {
  existsAfter,
  isRegistrant,
  standing,
  verifiedAddress,
  type AccessContext,
  type Caller,
  type DocumentWrite,
  type Documents,
} from './access';
import { checkWrite } from './writes';

/** The most access calls the rules may make in a request writing one document, and several. */
export const LOOKUP_LIMITS = { oneDocument: 10, severalDocuments: 20 } as const;

/** The documents, counting the access calls made to read them (see this module's header). */
export function countingLookups(
  documents: Documents,
  written: ReadonlySet<string>,
): Documents & { looked: () => number } {
  const before = new Set<string>();
  const after = new Set<string>();
  const existing = new Set<string>();
  return {
    before: (path) => {
      before.add(path);
      return documents.before(path);
    },
    after: (path) => {
      if (!written.has(path)) after.add(path);
      return documents.after(path);
    },
    existsAfter: (path) => {
      if (!written.has(path)) existing.add(path);
      return existsAfter(documents, path);
    },
    looked: () => {
      const afterOnly = [...after].filter((path) => !before.has(path));
      const existsOnly = [...existing].filter((path) => !before.has(path) && !after.has(path));
      return 2 * before.size + 2 * afterOnly.length + existsOnly.length;
    },
  };
}

/** Why a request writing `written` documents made too many access calls, or null. */
export function lookupProblem(looked: number, written: number): string | null {
  const limit = written > 1 ? LOOKUP_LIMITS.severalDocuments : LOOKUP_LIMITS.oneDocument;
  return looked > limit
    ? `the rules may make at most ${limit} document access calls in one request, and this one needs ${looked}`
    : null;
}

/**
 * Checks a commit the way Firestore does: each document it writes by checkWrite (the first
 * refusal is the commit's), then the number of documents the rules looked up for all of them.
 * `writes` holds each written document once, as the whole commit leaves it.
 */
export function checkCommit(
  writes: readonly DocumentWrite[],
  context: AccessContext,
): string | null {
  const written = new Set(writes.map(({ collection, id }) => `${collection}/${id}`));
  const documents = countingLookups(context.documents, written);
  for (const write of writes) {
    const refusal = checkWrite(write, { ...context, documents });
    if (refusal) return refusal;
  }
  return lookupProblem(documents.looked(), writes.length);
}

/**
 * Checks a read the way firestore.rules does: a document (`id`) or a query of a collection
 * (`id` null) whose equality filters are `filters` (`where(field, '==', value)`, ANDed). Returns
 * the reason for refusal, or null. A registration is read by the team, or by the account that
 * made it: a get of its own document (or of one not made yet: its id names no one), a query only
 * when it filters on that account, as the rules can then prove of every document it may return.
 */
export function checkRead(
  collection: string,
  id: string | null,
  { caller, documents }: Pick<AccessContext, 'caller' | 'documents'>,
  filters: readonly RecordFilter[] = [],
): string | null {
  if (!isCollection(collection)) return `reads of ${collection} are not allowed`;
  const { isOwner, isOnTeam } = standing(caller, documents);
  switch (COLLECTIONS[collection].readers) {
    case 'everyone':
      return null;
    case 'team':
      // A person reads their own team document, to learn they are no longer on the team; a
      // registrant their own share of a programme, whether it exists yet or not.
      if (isOnTeam || (collection === 'team' && id !== null && caller?.uid === id)) return null;
      if (collection === REGISTRATION_SHARES && id !== null && isOwnShareId(id, caller))
        return null;
      return `only the site's team reads ${collection}`;
    case 'owners':
      if (isOwner || (id !== null && verifiedAddress(caller) === id)) return null;
      return `only an owner reads ${collection}`;
    case 'registrant':
      if (isOnTeam) return null;
      if (!caller) return `sign in to read your ${collection}`;
      if (!isRegistrant(caller))
        return `only the team, and an account of the registrants' sign-in (by e-mail link), read ${collection}`;
      if (id === null)
        return filters.some(({ field, equals }) => field === 'account' && equals === caller.uid)
          ? null
          : `a query of ${collection} names your own account: where account == your uid`;
      return registrantReadProblem(collection, id, caller, documents);
  }
}

/**
 * Whether a share's id ends with the caller's account, as the rules' isOwnShareId reads it: a
 * registrant's own share of a programme.
 */
function isOwnShareId(id: string, caller: Caller | null): boolean {
  if (!caller || !isRegistrant(caller)) return false;
  const tail = `_${caller.uid}`;
  return id.length > tail.length && id.endsWith(tail);
}

/**
 * Whether the account may get registration `id`: its own, which exists. Another's and an id not
 * made are refused alike, so that no get tells whether an id exists.
 */
function registrantReadProblem(
  collection: string,
  id: string,
  caller: Caller,
  documents: Documents,
): string | null {
  const stored = documents.before(`${collection}/${id}`);
  return stored !== null && stored.account === caller.uid
    ? null
    : `only the team and the account that made it read ${collection}/${id}`;
}
