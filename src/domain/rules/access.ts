/**
 * Who makes a request and what the rules may look at: the caller (request.auth), the documents
 * before and after the write (get, getAfter), and the caller's standing from them, as
 * firestore.rules' teamRole, isOwner, isOnTeam and isRegistrant read it. Pure TypeScript.
 */
import { LOCAL_REGISTRANT_TENANT } from '../registration/registrantTenant';
import type { StorageTarget } from '../limits';
import type { Doc } from './documents';

/** Who makes a request: the rules' request.auth, as its ID token says. */
export interface Caller {
  uid: string;
  /** The `admin` custom claim: an owner, whatever the team says. */
  admin: boolean;
  /** The account's e-mail address, if it has one. */
  email?: string;
  /** The token says the address is verified. */
  emailVerified?: boolean;
  /**
   * The Identity Platform tenant of the account (request.auth.token.firebase.tenant); absent for
   * an account of the project itself.
   */
  tenant?: string;
}

/**
 * The documents the rules may look at, by path ('team/abc'): as stored before the request (get,
 * exists) and as the whole write leaves them (getAfter, existsAfter). For a read, both are the
 * stored state.
 */
export interface Documents {
  before(path: string): Doc | null;
  after(path: string): Doc | null;
  /**
   * Whether a document exists as the write leaves it, when the rules ask only that (existsAfter()
   * without a getAfter()); without it, `after` answers.
   */
  existsAfter?(path: string): boolean;
}

/** Whether the document at `path` exists once the write is made (the rules' existsAfter()). */
export const existsAfter = (documents: Documents, path: string) =>
  documents.existsAfter ? documents.existsAfter(path) : documents.after(path) !== null;

export interface AccessContext {
  now: Date;
  storage: StorageTarget;
  /** Null for a visitor who is not signed in. */
  caller: Caller | null;
  documents: Documents;
}

/** One document's write: as stored before it (null: it is created) and after it (null: deleted). */
export interface DocumentWrite {
  collection: string;
  id: string;
  before: Doc | null;
  after: Doc | null;
}

/** The caller's role in the team: their team document's, '' when they have none. */
function teamRole(caller: Caller | null, documents: Documents): string {
  if (!caller) return '';
  const role = documents.before(`team/${caller.uid}`)?.role;
  return typeof role === 'string' ? role : '';
}

/**
 * What the caller may do, from the claim and their team document. As the rules' isOwner() does,
 * the team document is looked up only when the claim does not already make an owner.
 */
export function standing(caller: Caller | null, documents: Documents) {
  if (caller?.admin === true) return { isOwner: true, isOnTeam: true };
  const role = teamRole(caller, documents);
  return { isOwner: role === 'owner', isOnTeam: role === 'owner' || role === 'editor' };
}

/**
 * A registrant: signed in to the registrants' tenant (as committed, the local emulators'; the
 * deployed rules name the project's), with a verified address (firestore.rules, isRegistrant).
 */
export const isRegistrant = (caller: Caller | null): caller is Caller =>
  caller !== null && caller.tenant === LOCAL_REGISTRANT_TENANT && caller.emailVerified === true;

/** The caller's own address, lower case, if the token says it is verified. */
export const verifiedAddress = (caller: Caller | null) =>
  caller?.emailVerified === true && caller.email ? caller.email.toLowerCase() : null;
