/**
 * The security rules in TypeScript: whether a document may be written (checkWrite) or read
 * (checkRead), and a file uploaded or deleted (checkStorageWrite; checkStorageUpload for the file
 * alone), judged as firestore.rules and storage.rules judge them, for every collection of the
 * table (collections.ts) from its entry. The local backend enforces these checks, a restore
 * applies them before it writes, and the rules table of tests/fixtures (documents.ts, roles.ts)
 * holds the good and bad writes and reads, by every kind of caller, that these checks, the local
 * backend and the rules on Google's own engine all meet. Pure TypeScript: no React, no Firebase.
 */
import { ADULT_AGE, ageOn } from './ages';
import {
  CHANGES_ID,
  COLLECTIONS,
  IMAGE_FOLDERS,
  REGISTRATION_ID_MAX,
  isCollection,
  isRecordId,
  isStamped,
  type Collection,
  type CollectionInfo,
  type RecordFilter,
} from './collections';
import {
  CLOCK_TOLERANCE_MS,
  IMAGE_CONTENT_TYPES,
  LIMITS,
  PATTERNS,
  isBlank,
  isIsoStamp,
  isLines,
  isSingleLine,
  isStorageUrlIn,
  tooLong,
  whole,
  type StorageTarget,
} from './limits';
import { LOCAL_REGISTRANT_TENANT } from './registrantTenant';
import {
  DOWNLOAD_KEEP_DAYS,
  KEEP_DAYS,
  MIN_KEEP_DAYS,
  NO_PLACES_TAKEN,
  REGISTRATIONS,
  REGISTRATION_SETTINGS,
  REGISTRATION_SHARES,
  SHARE_PLACES,
  ageRange,
  closingInstant,
  countsAfter,
  downloadExpiry,
  expiryOf,
  isKeptLongEnough,
  newPlace,
  shareId,
  type PlaceCounts,
  type RegistrationStatus,
} from './registrations';
import { isInteger, type CheckedValue, type FieldRule, type ImageFolder } from './schema';
import { STAMPED_COLLECTIONS } from './types';

/** What a document's own check is judged against besides the documents. */
export interface WriteContext {
  /** The server's time of the write (request.time). */
  now: Date;
  /** Whose download URLs image fields may hold. */
  storage: StorageTarget;
  /**
   * The writer is an owner, who may also restore a backup: put back a record's original
   * createdAt, an office-bearer message's role, a gallery entry's fields.
   */
  byOwner: boolean;
  /**
   * The record is taken back from the Trash exactly as it was: a record from before records were
   * dated may come back without createdAt.
   */
  fromTrash?: boolean;
  /**
   * The write gives a message from before sortYear its sortYear, and changes nothing else: no
   * edit of anyone's, so neither dated nor signed (firestore.rules, isSortYearFilled).
   */
  fillsSortYear?: boolean;
}

type Doc = Readonly<Record<string, CheckedValue>>;

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
const existsAfter = (documents: Documents, path: string) =>
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

/** A field of a document as the rules read it: absent unless it is the document's own. */
const fieldOf = (doc: Doc, field: string): CheckedValue | undefined =>
  Object.hasOwn(doc, field) ? doc[field] : undefined;

const isMap = (value: unknown): value is Doc =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !isInteger(value);

function fieldError(field: string, rule: FieldRule, value: unknown): string | null {
  switch (rule.type) {
    case 'string': {
      if (typeof value !== 'string') return `${field} must be a string`;
      if (rule.nonEmpty && isBlank(value)) return `${field} must not be empty`;
      if (rule.max !== undefined && tooLong(value, rule.max))
        return `${field} must be at most ${rule.max} characters`;
      if (rule.lines === 'several' ? !isLines(value) : !isSingleLine(value))
        return `${field} must not hold control characters${rule.lines === 'several' ? ' (line breaks are fine)' : ''}`;
      if (rule.oneOf && !rule.oneOf.includes(value))
        return `${field} must be one of ${rule.oneOf.join(', ')}`;
      if ((rule.refersTo || rule.idOf) && !isRecordId(value))
        return `${field} must be a record's id: letters, digits, _ and -, at most ${LIMITS.recordId} characters`;
      return null;
    }
    case 'int': {
      if (!isInteger(value)) return `${field} must be an integer`;
      const least = rule.atLeast ?? (rule.upTo === undefined ? undefined : 1);
      if (rule.upTo !== undefined && (value.integer < (least ?? 1) || value.integer > rule.upTo))
        return `${field} must be a whole number from ${least ?? 1} to ${rule.upTo}`;
      if (least !== undefined && value.integer < least)
        return `${field} must be a whole number of at least ${least}`;
      return null;
    }
    case 'bool':
      return typeof value === 'boolean' ? null : `${field} must be true or false`;
    case 'timestamp':
      return value instanceof Date ? null : `${field} must be a timestamp`;
    case 'map':
      return isMap(value) ? null : `${field} must be a map`;
    case 'list':
      if (!Array.isArray(value)) return `${field} must be a list`;
      if (rule.maxItems !== undefined && value.length > rule.maxItems)
        return `${field} must hold at most ${rule.maxItems} items`;
      return null;
  }
}

/**
 * The folder of an image of `doc`, URL-encoded as a download URL writes it ('officeBearers%2F
 * youth_director%2F'), or null when a `{field}` of its path is not one of the values it may take.
 */
function encodedFolder(folder: ImageFolder, doc: Doc): string | null {
  let unknown = false;
  const path = folder.path.replace(/\{(\w+)\}/g, (_, field: string) => {
    const value = fieldOf(doc, field);
    const allowed = folder.values?.[field] ?? [];
    if (typeof value !== 'string' || !allowed.includes(value)) unknown = true;
    return String(value);
  });
  return unknown ? null : `${path.split('/').join('%2F')}%2F`;
}

/** The instant an ISO stamp (already known to be well formed) names. */
const timeOfStamp = (value: string) => new Date(value).getTime();

const clockProblem = (field: string) =>
  `${field} is more than ${CLOCK_TOLERANCE_MS / 60_000} minutes away from the server's time: the device's clock is wrong`;

/** Equality as the rules see it: an absent field reads as null, maps and lists by content. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (isInteger(a) || isInteger(b)) return isInteger(a) && isInteger(b) && a.integer === b.integer;
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameValue(item, b[i]))
    );
  if (isMap(a) || isMap(b)) return isMap(a) && isMap(b) && sameDoc(a, b);
  return (a ?? null) === (b ?? null);
}

/** Two documents hold the same fields with the same values (the rules' map equality). */
function sameDoc(a: Doc, b: Doc): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]))
  );
}

/**
 * Checks a whole document as it would stand after a write, the way firestore.rules' isValid…
 * functions and stamps do. `before` is the stored document for an update, null for a create.
 * Returns the reason for refusal, or null when the document is allowed.
 */
export function checkDocumentWrite(
  collection: string,
  after: Doc,
  before: Doc | null,
  context: WriteContext,
): string | null {
  if (!isCollection(collection)) return `writes to ${collection} are not allowed`;
  const { fields, check } = COLLECTIONS[collection] as CollectionInfo;
  // Own fields only: a field named like a member of every object (constructor, toString,
  // __proto__) is not a field of the table.
  for (const key of Object.keys(after)) {
    if (!Object.hasOwn(fields, key)) return `unexpected field ${key}`;
  }
  for (const [field, rule] of Object.entries(fields)) {
    const value = fieldOf(after, field);
    if (value === undefined) {
      // createdAt is required on create; on update it must only stay as it was (checked below),
      // so a legacy record without one can still be edited, and put back from the Trash.
      const required =
        field === 'createdAt' && rule.stamp ? !before && !context.fromTrash : rule.required;
      if (required) return `${field} is required`;
      continue;
    }
    if (rule.nullable && value === null) continue;
    const error = fieldError(field, rule, value);
    if (error) return error;
  }
  const problem = check?.(after, context);
  if (problem) return problem;
  for (const [field, rule] of Object.entries(fields)) {
    const value = fieldOf(after, field);
    if (rule.stamp && typeof value === 'string') {
      // The rules turn the stamp into a timestamp, which starts in the year 1.
      if (!isIsoStamp(value))
        return `${field} must be a date-time as toISOString() writes it (YYYY-MM-DDTHH:mm:ss.sssZ)`;
      if (timeOfStamp(value) > context.now.getTime() + CLOCK_TOLERANCE_MS)
        return clockProblem(field);
    }
    if (rule.image && typeof value === 'string' && value !== '') {
      const folder = encodedFolder(rule.image.folder, after);
      if (folder === null || !isStorageUrlIn(value, folder, context.storage))
        return `${field} must be a download URL of a file in ${folder === null ? `${rule.image.folder.path}/` : decodeURIComponent(folder)} of the bucket ${context.storage.bucket}`;
    }
    if (rule.keptOnEdit && before && !context.byOwner && !sameValue(value, fieldOf(before, field)))
      return `${field} cannot be changed by an edit`;
  }
  if (before && fields.updatedAt?.stamp && !context.fillsSortYear) {
    // An edit keeps createdAt; an owner's restore may set the record's original one.
    const createdAt = fieldOf(after, 'createdAt');
    if (
      !sameValue(createdAt, fieldOf(before, 'createdAt')) &&
      (createdAt === undefined || !context.byOwner)
    )
      return createdAt === undefined
        ? 'createdAt cannot be removed'
        : 'createdAt cannot be changed by an edit';
    const updatedAt = fieldOf(after, 'updatedAt');
    if (updatedAt === undefined || sameValue(updatedAt, fieldOf(before, 'updatedAt')))
      return 'an update must set a new updatedAt';
    if (
      typeof updatedAt === 'string' &&
      timeOfStamp(updatedAt) < context.now.getTime() - CLOCK_TOLERANCE_MS
    )
      return clockProblem('updatedAt');
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Who may write and read: the team (firestore.rules, teamRole and what follows it).

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
function standing(caller: Caller | null, documents: Documents) {
  if (caller?.admin === true) return { isOwner: true, isOnTeam: true };
  const role = teamRole(caller, documents);
  return { isOwner: role === 'owner', isOnTeam: role === 'owner' || role === 'editor' };
}

/**
 * A registrant: signed in to the registrants' tenant (as committed, the local emulators'; the
 * deployed rules name the project's), with a verified address (firestore.rules, isRegistrant).
 */
const isRegistrant = (caller: Caller | null): caller is Caller =>
  caller !== null && caller.tenant === LOCAL_REGISTRANT_TENANT && caller.emailVerified === true;

/** The caller's own address, lower case, if the token says it is verified. */
const verifiedAddress = (caller: Caller | null) =>
  caller?.emailVerified === true && caller.email ? caller.email.toLowerCase() : null;

const trashId = (collection: string, id: string) => `${collection}_${id}`;

/** An invitation lasts 14 days from its creation. */
export const INVITATION_DAYS = 14;
/** Items stay in the Trash for 30 days; then any team member's visit lets them go. */
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date `days` after a timestamp, or null when it is not one. */
const daysAfter = (value: unknown, days: number) =>
  value instanceof Date ? value.getTime() + days * DAY_MS : null;

const IS_INVITED_ADDRESS = whole(PATTERNS.invitedAddress);

/**
 * Why a collection cannot hold a document under this id, or null: a collection of fixed documents
 * holds only those (siteDetails/site), and a record of the site's content is created only under
 * an id the app makes (letters, digits, _ and -, at most LIMITS.recordId characters), so that its
 * trash item's id stays within Firestore's limit and every record can be moved to the Trash.
 */
export function recordIdProblem(collection: Collection, id: string): string | null {
  const { single, trash } = COLLECTIONS[collection] as CollectionInfo;
  if (single && !single.includes(id))
    return `${collection} holds only the documents ${single.join(', ')}`;
  if (trash && !isRecordId(id))
    return `a record's id is letters, digits, _ and -, at most ${LIMITS.recordId} characters`;
  return null;
}

/**
 * Checks one document's write the way firestore.rules does: who the caller is (the claim, their
 * team document as stored before the write), what the document holds, and the documents the
 * rules look at (the Trash, the invitation). Returns the reason for refusal, or null.
 */
export function checkWrite(write: DocumentWrite, context: AccessContext): string | null {
  const { collection, after } = write;
  if (!isCollection(collection)) return `writes to ${collection} are not allowed`;
  if (after) {
    const { isOwner } = standing(context.caller, context.documents);
    const shape = checkDocumentWrite(collection, after, write.before, {
      now: context.now,
      storage: context.storage,
      byOwner: isOwner,
      fillsSortYear: fillsSortYear(collection, write),
      // Only a new record without createdAt needs to be the one in the Trash (the rules look
      // there only then).
      fromTrash:
        !write.before &&
        fieldOf(after, 'createdAt') === undefined &&
        isTakenFromTrash(collection, write.id, after, context.documents),
    });
    if (shape) return shape;
  }
  const { single, writers } = COLLECTIONS[collection] as CollectionInfo;
  // A record stored under another id before ids were checked may still be edited and deleted.
  const idProblem = single || !write.before ? recordIdProblem(collection, write.id) : null;
  if (idProblem) return idProblem;
  const refusal = writeProblem(collection, write, context, single && writers === 'owners');
  return refusal ?? (isStamped(collection) ? stampProblem(collection, context) : null);
}

/** Why the rules of its collection refuse a write, or null (checkWrite, before the stamp). */
function writeProblem(
  collection: Collection,
  write: DocumentWrite,
  context: AccessContext,
  isSettings: boolean | undefined,
): string | null {
  if (isSettings) return settingsWrite(write, context);
  switch (collection) {
    case 'changes':
      return changesWrite(write, context);
    case 'team':
      return teamWrite(write, context);
    case 'invites':
      return inviteWrite(write, context);
    case 'trash':
      return trashWrite(write, context);
    case 'removals':
      return removalWrite(write, context);
    case 'programmeRegistration':
      return registrationSettingsWrite(write, context);
    case 'registrations':
      return registrationWrite(write, context);
    case 'registrationShares':
      return shareWrite(write, context);
    case 'registrationDownloads':
      return downloadWrite(write, context);
    default:
      return contentWrite(collection, write, context);
  }
}

/** The change marker, as the rules read it (getAfter): the one document of changes. */
const CHANGES_PATH = `changes/${CHANGES_ID}`;

/**
 * A write of a public collection stamps the change marker in the same commit: its field there is
 * the time of the write (firestore.rules, isStamped).
 */
function stampProblem(collection: string, { documents, now }: AccessContext): string | null {
  return sameValue(documents.after(CHANGES_PATH)?.[collection], now)
    ? null
    : `a write of ${collection} stamps ${CHANGES_PATH}.${collection} with the time of the write, in the same commit`;
}

/**
 * changes/public: the team stamps when a public collection changed. Each field keeps its value or
 * becomes the time of the write; the document is never deleted.
 */
function changesWrite(
  { before, after }: DocumentWrite,
  { caller, documents, now }: AccessContext,
): string | null {
  if (!standing(caller, documents).isOnTeam) return "only the site's team stamps the change marker";
  if (!after) return 'the change marker is never deleted';
  for (const name of STAMPED_COLLECTIONS) {
    const value = fieldOf(after, name);
    if (value === undefined || sameValue(value, now)) continue;
    if (!before || !sameValue(value, fieldOf(before, name)))
      return `${name} is stamped with the time of the write, or kept as it was`;
  }
  return null;
}

/**
 * A new record is one taken back from the Trash: exactly its copy there, which the same write
 * deletes (firestore.rules, isTakenFromTrash).
 */
function isTakenFromTrash(collection: Collection, id: string, after: Doc, documents: Documents) {
  if (!COLLECTIONS[collection].trash) return false;
  const path = `trash/${trashId(collection, id)}`;
  const copy = documents.before(path)?.record;
  return isMap(copy) && isPutBackAs(copy, after) && !documents.after(path);
}

/**
 * A record put back from the Trash is its copy there, or that copy without the programme it
 * belonged to (a photo whose programme is gone comes back to the general gallery): the rules'
 * isPutBackAs.
 */
function isPutBackAs(copy: Doc, record: Doc): boolean {
  if (sameDoc(copy, record)) return true;
  const changed = changedFields(copy, record);
  return (
    changed.length === 1 &&
    changed[0] === 'programmeId' &&
    fieldOf(record, 'programmeId') === undefined
  );
}

/**
 * The records a document refers to exist once the write is made (a gallery entry's programme:
 * the rules' hasProgramme): the reason for refusal, or null.
 */
function referenceProblem(collection: Collection, after: Doc, documents: Documents) {
  for (const [field, rule] of Object.entries(
    COLLECTIONS[collection].fields as CollectionInfo['fields'],
  )) {
    const value = fieldOf(after, field);
    if (
      rule.refersTo &&
      typeof value === 'string' &&
      !existsAfter(documents, `${rule.refersTo}/${value}`)
    )
      return `${field} must be the id of a record of ${rule.refersTo} that exists`;
  }
  return null;
}

/** An update that changes a record's programme alone: sets it, changes it or removes it. */
function changesProgrammeOnly(before: Doc, after: Doc): boolean {
  const changed = changedFields(before, after);
  return changed.length > 0 && changed.every((field) => field === 'programmeId');
}

/** The write gives a message without sortYear its sortYear and changes nothing else. */
function fillsSortYear(collection: string, { before, after }: DocumentWrite): boolean {
  if (
    !before ||
    !after ||
    !Object.hasOwn(COLLECTIONS[collection as Collection]?.fields ?? {}, 'sortYear')
  )
    return false;
  const changed = changedFields(before, after);
  return (
    fieldOf(before, 'sortYear') === undefined && changed.length === 1 && changed[0] === 'sortYear'
  );
}

/**
 * A record of the site's content: added, edited and moved to the Trash by the team, signed; put
 * back from the Trash as it was; deleted for good by an owner. A message from before sortYear may
 * get it alone. The records it refers to (a photo's programme) exist after the write.
 */
function contentWrite(
  collection: Collection,
  { id, before, after }: DocumentWrite,
  { caller, documents }: AccessContext,
): string | null {
  const { isOwner, isOnTeam } = standing(caller, documents);
  if (!caller || !isOnTeam) return "only the site's team writes its content";
  const trashPath = `trash/${trashId(collection, id)}`;
  if (!after) {
    const copy = documents.after(trashPath)?.record;
    if (before && isMap(copy) && sameDoc(copy, before)) return null;
    // An owner deletes a record for good straight from the site, recording its removal.
    return isOwner && documents.after(`removals/${trashId(collection, id)}`)
      ? null
      : 'a record is deleted only by moving it to the Trash in the same write, or by an owner recording its removal';
  }
  return (
    recordWriteProblem(collection, { id, before, after }, caller, isOwner, documents) ??
    referenceProblem(collection, after, documents)
  );
}

/** Why the rules refuse a record's create or update by a team member (contentWrite), or null. */
function recordWriteProblem(
  collection: Collection,
  { id, before, after }: { id: string; before: Doc | null; after: Doc },
  caller: Caller,
  isOwner: boolean,
  documents: Documents,
): string | null {
  const { fields } = COLLECTIONS[collection] as CollectionInfo;
  if (!before) {
    // In the rules' order: a signed create, else a record taken back from the Trash.
    const updatedBy = fieldOf(after, 'updatedBy') ?? caller.uid;
    const signed =
      isOwner || (fieldOf(after, 'createdBy') === caller.uid && updatedBy === caller.uid);
    if (signed && fieldOf(after, 'createdAt') !== undefined) return null;
    return isTakenFromTrash(collection, id, after, documents)
      ? null
      : 'a new record says who added it: createdBy is the writer';
  }
  if (fillsSortYear(collection, { collection, id, before, after })) return null;
  // A collection whose records have no updatedAt (the gallery) is never edited: only an owner's
  // restore replaces a record, and the team moves a photo to another programme or to none.
  if (!fields.updatedAt)
    return isOwner || changesProgrammeOnly(before, after)
      ? null
      : `only an owner replaces a ${collection} record; the team changes only its programme`;
  if (isOwner) return null;
  return fieldOf(after, 'updatedBy') === caller.uid &&
    sameValue(fieldOf(after, 'createdBy'), fieldOf(before, 'createdBy'))
    ? null
    : 'an edit says who made it (updatedBy is the writer) and keeps createdBy';
}

/**
 * A document of the site's settings (its details, a banner slide): saved by an owner, never
 * deleted (a save replaces it). Its signature (updatedBy, required by the document's own check)
 * is the owner saving, or the one a restored backup holds, as an owner may put back for content.
 */
function settingsWrite(
  { after }: DocumentWrite,
  { caller, documents }: AccessContext,
): string | null {
  if (!caller || !standing(caller, documents).isOwner)
    return "only an owner saves the site's settings";
  if (!after) return "the site's settings are replaced, never deleted";
  return null;
}

/** Changed fields of an update: added, removed or with another value. */
function changedFields(before: Doc, after: Doc): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !sameValue(fieldOf(before, key), fieldOf(after, key)));
}

/** team/{uid}: joining (the owner by the claim, or an invitee) and owners changing roles. */
function teamWrite({ id, before, after }: DocumentWrite, context: AccessContext): string | null {
  const { caller, documents, now } = context;
  if (!after) return 'a team document is never deleted (a person removed keeps theirs)';
  if (!caller) return 'sign in first';
  const joinedNow = sameValue(fieldOf(after, 'addedAt'), now);
  const unedited =
    fieldOf(after, 'updatedBy') === undefined && fieldOf(after, 'updatedAt') === undefined;
  const isClaimOwnerJoining =
    !before &&
    caller.admin &&
    caller.uid === id &&
    after.role === 'owner' &&
    after.addedBy === id &&
    joinedNow &&
    after.email === (caller.email ?? '').toLowerCase() &&
    unedited;
  if (isClaimOwnerJoining) return null;
  const email = (caller.email ?? '').toLowerCase();
  const invite = documents.before(`invites/${email}`);
  const expires = daysAfter(invite?.createdAt, INVITATION_DAYS);
  const isInviteeJoining =
    (!before || before.role === 'removed') &&
    caller.uid === id &&
    verifiedAddress(caller) === email &&
    invite !== null &&
    expires !== null &&
    now.getTime() < expires &&
    after.email === email &&
    after.role === invite.role &&
    after.addedBy === invite.invitedBy &&
    joinedNow &&
    unedited &&
    !documents.after(`invites/${email}`);
  if (isInviteeJoining) return null;
  const { isOwner } = standing(caller, documents);
  const isRoleChange =
    before !== null &&
    isOwner &&
    caller.uid !== id &&
    before.addedBy !== id &&
    changedFields(before, after).every((f) => ['role', 'updatedBy', 'updatedAt'].includes(f)) &&
    after.updatedBy === caller.uid &&
    sameValue(fieldOf(after, 'updatedAt'), now);
  if (isRoleChange) return null;
  return before
    ? "an owner changes another person's role, signed; a removed person joins again by invitation"
    : 'a person joins the team with an unexpired invitation for their verified address, in its role, deleting it in the same write';
}

/** invites/{e-mail}: written by owners, deleted by them or by the person invited. */
function inviteWrite({ id, after }: DocumentWrite, { caller, documents, now }: AccessContext) {
  const { isOwner } = standing(caller, documents);
  if (!after)
    return isOwner || verifiedAddress(caller) === id
      ? null
      : 'only an owner or the person invited deletes an invitation';
  if (!isOwner || !caller) return 'only an owner invites';
  if (id.length > LIMITS.email || !IS_INVITED_ADDRESS.test(id))
    return 'an invitation is stored under an e-mail address in lower case';
  if (after.invitedBy !== caller.uid) return 'invitedBy is the owner who invites';
  if (!sameValue(after.createdAt, now)) return 'createdAt is the time of the invitation';
  return null;
}

/** The path of the record a trash item or a removal is about. */
function recordPathOf(doc: Doc): string {
  return `${String(doc.collection)}/${String(doc.recordId)}`;
}

/** trash/{collection}_{id}: a record moved here, put back, or let go. */
function trashWrite(
  { id, before, after }: DocumentWrite,
  { caller, documents, now }: AccessContext,
): string | null {
  const { isOwner, isOnTeam } = standing(caller, documents);
  if (!caller || !isOnTeam) return "only the site's team uses the Trash";
  if (after) {
    if (before && !isOwner) return 'a trash item is never replaced: only an owner may replace one';
    const path = recordPathOf(after);
    const record = documents.before(path);
    if (id !== trashId(String(after.collection), String(after.recordId)))
      return 'a trash item is stored as {collection}_{record id}';
    if (after.deletedBy !== caller.uid) return 'deletedBy is the person deleting';
    if (!sameValue(after.deletedAt, now)) return 'deletedAt is the time of the deletion';
    if (!record || !isMap(after.record) || !sameDoc(after.record, record))
      return 'a trash item holds the record exactly as it is stored';
    if (documents.after(path)) return 'the record is deleted in the same write';
    return null;
  }
  if (isOwner) return null;
  const expires = daysAfter(before?.deletedAt, TRASH_DAYS);
  if (expires !== null && now.getTime() > expires) return null;
  const putBack = before ? documents.after(recordPathOf(before)) : null;
  if (before && putBack && isMap(before.record) && isPutBackAs(before.record, putBack)) return null;
  return 'an item leaves the Trash put back, after 30 days, or by an owner';
}

/** removals/{collection}_{id}: what an owner deleted for good, written with that deletion. */
function removalWrite(
  { id, after }: DocumentWrite,
  { caller, documents, now }: AccessContext,
): string | null {
  const { isOwner } = standing(caller, documents);
  if (!isOwner) return 'only an owner deletes for good';
  if (!after) return 'a removal is never deleted';
  if (id !== trashId(String(after.collection), String(after.recordId)))
    return 'a removal is stored as {collection}_{record id}';
  if (!sameValue(after.removedAt, now)) return 'removedAt is the time of the removal';
  const record = recordPathOf(after);
  if (!documents.before(`trash/${id}`) && !documents.before(record))
    return 'a removal is of a record or a trash item that exists';
  if (documents.after(`trash/${id}`)) return 'its trash item is deleted in the same write';
  if (documents.after(record)) return 'the record is not on the site after the removal';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Registration for programmes (firestore.rules, the registration functions): a verified account
// registers an adult (itself) or, as a parent or guardian, a child; the team adds walk-ins, moves
// registrations on the waiting list, cancels them and marks arrivals; and the places a programme
// counts (programmeRegistration's confirmed, waiting, nextWait) move only together with the
// registration they count, which lastChange names, by exactly what countsAfter says.

/** The fields of programmeRegistration that count the places taken. */
const PLACE_FIELDS = ['confirmed', 'waiting', 'nextWait', 'lastChange'];
/** What the team changes of a registration: its status, why it is cancelled, its arrival. */
const MOVABLE_FIELDS = ['status', 'cancelReason', 'arrivedAt'];

const settingsPath = (programmeId: unknown) => `${REGISTRATION_SETTINGS}/${String(programmeId)}`;
const intOf = (value: unknown): number | null => (isInteger(value) ? value.integer : null);
const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const IS_REGISTRATION_HASH = whole(PATTERNS.registrationHash);

/** A programme's counts as stored, in registrations.ts's words. */
const placesOf = (settings: Doc): PlaceCounts => ({
  confirmed: intOf(settings.confirmed) ?? Number.NaN,
  waiting: intOf(settings.waiting) ?? Number.NaN,
  nextWait: intOf(settings.nextWait) ?? Number.NaN,
  lastChange: stringOf(settings.lastChange),
});

/** A programme's capacity as stored: null when it has none. */
const capacityOf = (settings: Doc) =>
  settings.capacity === null ? null : (intOf(settings.capacity) ?? Number.NaN);

const describePlaces = ({ confirmed, waiting, nextWait, lastChange }: PlaceCounts) =>
  `confirmed ${confirmed}, waiting ${waiting}, nextWait ${nextWait}, lastChange ${lastChange}`;

/**
 * Why the programme's counts do not move with registration `id` as it moves from `from` to `to`
 * (null: absent) by countsAfter, in the same write (firestore.rules, isPlacesAfter), or null.
 */
function placesProblem(
  programmeId: unknown,
  id: string,
  from: RegistrationStatus | null,
  to: RegistrationStatus | null,
  documents: Documents,
): string | null {
  const path = settingsPath(programmeId);
  const before = documents.before(path);
  if (!before) return `the programme takes no registrations (${path} does not exist)`;
  const expected = countsAfter(placesOf(before), id, from, to);
  const after = documents.after(path);
  const moved =
    after !== null &&
    intOf(after.confirmed) === expected.confirmed &&
    intOf(after.waiting) === expected.waiting &&
    intOf(after.nextWait) === expected.nextWait &&
    after.lastChange === expected.lastChange;
  return moved
    ? null
    : `the places taken move with the registration, in the same write: ${path} becomes ${describePlaces(expected)}`;
}

/**
 * A cancelled registration holds no place: deleting it leaves the counts as they are, lastChange
 * kept or naming it (firestore.rules, isPlacesKept). A programme without registration settings
 * (removed since) has no counts to keep.
 */
function cancelledLeavesProblem(programmeId: unknown, id: string, documents: Documents) {
  const path = settingsPath(programmeId);
  const before = documents.before(path);
  if (!before) return null;
  const after = documents.after(path);
  const kept =
    after !== null &&
    ['confirmed', 'waiting', 'nextWait'].every((field) => sameValue(after[field], before[field])) &&
    (sameValue(after.lastChange, before.lastChange) || after.lastChange === id);
  return kept ? null : 'a cancelled registration holds no place: deleting it moves no count';
}

/**
 * The write moves programmeRegistration/{programmeId}'s counts alone, with the registration its
 * lastChange names, of this programme, which the same write creates, deletes or gives another
 * status (firestore.rules, isPlacesMove). By how much is the registration's own check.
 */
function isPlacesMove(programmeId: string, before: Doc, after: Doc, documents: Documents) {
  if (!changedFields(before, after).every((field) => PLACE_FIELDS.includes(field))) return false;
  const { confirmed, waiting, nextWait } = placesOf(after);
  if (!(confirmed >= 0 && waiting >= 0 && nextWait >= 1)) return false;
  const named = after.lastChange;
  if (typeof named !== 'string' || named === '' || tooLong(named, REGISTRATION_ID_MAX))
    return false;
  if (!isSingleLine(named)) return false;
  const path = `${REGISTRATIONS}/${named}`;
  const was = documents.before(path);
  if (was) {
    if (was.programmeId !== programmeId) return false;
    const is = documents.after(path);
    return is === null || !sameValue(is.status, was.status);
  }
  const is = documents.after(path);
  return is !== null && is.programmeId === programmeId;
}

/**
 * programmeRegistration/{programmeId}: the team sets how a programme takes registrations (the
 * counts starting at none taken, for a programme that exists), edits the settings with the
 * counts kept, and removes it while nobody is registered or waiting; anyone whose registration
 * the same write moves moves the counts with it.
 */
function registrationSettingsWrite(
  { id, before, after }: DocumentWrite,
  { caller, documents, now }: AccessContext,
): string | null {
  if (before && after && isPlacesMove(id, before, after, documents)) return null;
  if (!caller || !standing(caller, documents).isOnTeam)
    return before && after
      ? 'the places taken move only with the registration they count, named by lastChange, in the same write'
      : "only the site's team sets how a programme takes registrations";
  if (!after) {
    if (intOf(before?.confirmed) === 0 && intOf(before?.waiting) === 0) return null;
    // Once every registration of the programme has expired, the counts no longer count anyone.
    const programme = documents.before(`events/${id}`);
    const expiry = programme ? programmeExpiry(programme) : null;
    return expiry !== null && expiry.getTime() <= now.getTime()
      ? null
      : "a programme's registration settings are removed only while nobody is registered or waiting, or once its registrations have expired";
  }
  if (after.programmeId !== id) return 'programmeId is the id of its document';
  if (!before) {
    const none = placesOf(after);
    if (describePlaces(none) !== describePlaces(NO_PLACES_TAKEN))
      return `a programme starts taking registrations with no place taken: ${describePlaces(NO_PLACES_TAKEN)}`;
    return documents.before(`events/${id}`)
      ? null
      : 'registration is set for a programme that exists (events/{programmeId})';
  }
  return changedFields(before, after).some(
    (field) => field === 'programmeId' || PLACE_FIELDS.includes(field),
  )
    ? 'an edit of the settings keeps the places taken as they are'
    : null;
}

/**
 * Why a new registration cannot take its place (firestore.rules, isNewRegistration), or null:
 * its id, a date of birth by the programme's first day within its ages, its place and the
 * counts moved with it, made now, not arrived, not cancelled, and kept until a year after the
 * programme.
 */
function placeTakenProblem(
  id: string,
  data: Doc,
  programme: Doc,
  settings: Doc,
  { now, documents }: AccessContext,
): string | null {
  const dob = stringOf(data.dob);
  const prefix = `${stringOf(data.programmeId)}_`;
  if (!id.startsWith(prefix) || !IS_REGISTRATION_HASH.test(id.slice(prefix.length)))
    return `a registration's id is ${prefix} and 16 hexadecimal digits (newRegistrationId)`;
  const firstDay = stringOf(programme.startDate);
  if (!(dob <= firstDay)) return "dob cannot be after the programme's first day";
  const age = ageOn(dob, firstDay) ?? Number.NaN;
  const minAge = intOf(settings.minAge);
  const maxAge = intOf(settings.maxAge);
  if ((minAge !== null && !(age >= minAge)) || (maxAge !== null && !(age <= maxAge)))
    return `this programme is for ages ${ageRange(minAge, maxAge)}: on its first day the person will be ${age}`;
  if (!sameValue(data.createdAt, now)) return 'createdAt is the time of the registration';
  if (data.arrivedAt !== null) return 'a new registration has not arrived yet: arrivedAt is null';
  if (data.cancelReason !== '') return 'a new registration is not cancelled: cancelReason is empty';
  const expiry = programmeExpiry(programme);
  if (!expiry || !sameValue(data.expiresAt, expiry))
    return `expiresAt is ${KEEP_DAYS} days after midnight UTC of the programme's last day${expiry ? `: ${expiry.toISOString()}` : ''}`;
  if (!isKeptLongEnough(expiry, now))
    return `a registration is kept at least ${MIN_KEEP_DAYS} days: this programme ended too long ago to take one`;
  const place = newPlace(capacityOf(settings), placesOf(settings));
  const waitNumber = data.waitNumber === null ? null : (intOf(data.waitNumber) ?? Number.NaN);
  if (data.status !== place.status || waitNumber !== place.waitNumber)
    return place.status === 'confirmed'
      ? 'a place is free and nobody waits: the registration is confirmed, waitNumber null'
      : `no place is free, or others wait: the registration waits, waitNumber ${place.waitNumber}`;
  return placesProblem(data.programmeId, id, null, place.status, documents);
}

/**
 * A new registration: by a verified account for itself (an adult) or, as a parent or guardian,
 * for a child under 18 on the programme's first day, while registration is open and before the
 * end of its closing day in India; or a walk-in the team adds, open or closed, the consent taken
 * on paper (firestore.rules, isRegistering and isAddingWalkIn).
 */
function newRegistrationProblem(id: string, data: Doc, context: AccessContext): string | null {
  const { caller, documents, now } = context;
  const programme = documents.before(`events/${stringOf(data.programmeId)}`);
  const settings = documents.before(settingsPath(data.programmeId));
  if (!programme || !settings)
    return 'registration is for a programme that takes registrations on this site';
  if (data.consent === 'paper') {
    if (!caller || !standing(caller, documents).isOnTeam)
      return "only the site's team adds a walk-in, the consent taken on paper";
    if (data.account !== '' || data.email !== '')
      return 'a walk-in has no account and no e-mail address';
    if (data.addedBy !== caller.uid) return 'addedBy is the team member adding the walk-in';
    return placeTakenProblem(id, data, programme, settings, context);
  }
  if (!caller) return 'sign in with your e-mail address to register';
  if (!isRegistrant(caller))
    return "registering needs an account of the registrants' sign-in, by the link e-mailed to your address";
  if (data.account !== caller.uid) return 'account is the signed-in account registering';
  if (data.email !== (caller.email ?? '')) return "email is the signed-in account's address";
  if (data.addedBy !== '') return 'addedBy is empty unless the team adds a walk-in';
  const adult = (ageOn(stringOf(data.dob), stringOf(programme.startDate)) ?? -1) >= ADULT_AGE;
  if (data.consent !== (adult ? 'self' : 'guardian'))
    return adult
      ? "someone 18 or over on the programme's first day registers themselves: consent self"
      : "someone under 18 on the programme's first day is registered by a parent or guardian: consent guardian";
  if (settings.open !== true) return 'registration for this programme is closed';
  const closes = closingInstant(stringOf(settings.closesOn));
  if (!closes || now.getTime() >= closes.getTime())
    return `registration for this programme closed at the end of ${stringOf(settings.closesOn)} (India)`;
  return (
    placeTakenProblem(id, data, programme, settings, context) ??
    shareTakenProblem(id, data, documents)
  );
}

// An account's share of a programme's places (registrationShares/{programmeId}_{account}): how
// many people it holds registered there, at most SHARE_PLACES, moved with each of its
// registrations in the same write (firestore.rules, isShareTaken, isShareFreed, isShareMove).

const sharePathOf = (data: Doc) =>
  `${REGISTRATION_SHARES}/${shareId(stringOf(data.programmeId), stringOf(data.account))}`;

/** The account's share goes up by one with its new registration, naming it, expiring with it. */
function shareTakenProblem(id: string, data: Doc, documents: Documents): string | null {
  const path = sharePathOf(data);
  const before = documents.before(path);
  const held = before ? (intOf(before.people) ?? Number.NaN) : 0;
  if (!(held < SHARE_PLACES))
    return `one account registers at most ${SHARE_PLACES} people for a programme`;
  const after = documents.after(path);
  const taken =
    after !== null &&
    intOf(after.people) === held + 1 &&
    after.lastChange === id &&
    sameValue(after.expiresAt, data.expiresAt);
  return taken
    ? null
    : `the account's share moves with the registration, in the same write: ${path} becomes people ${held + 1}, lastChange ${id}, expiring with it`;
}

/**
 * A registrant's registration leaves and its account's share goes down by one in the same write,
 * naming it (none to move for a registration made before shares were counted).
 */
function shareFreedProblem(id: string, data: Doc, documents: Documents): string | null {
  if (data.account === '') return null;
  const path = sharePathOf(data);
  const before = documents.before(path);
  const after = documents.after(path);
  if (!before)
    return after ? `a share starts with a registration of its account, not a deletion` : null;
  const held = intOf(before.people) ?? Number.NaN;
  const freed =
    after !== null && intOf(after.people) === (held > 0 ? held - 1 : 0) && after.lastChange === id;
  return freed
    ? null
    : `the account's share moves with the registration, in the same write: ${path} becomes people ${held > 0 ? held - 1 : 0}, lastChange ${id}`;
}

/**
 * registrationShares/{programmeId}_{account}: written only with a registration of its account and
 * programme that the same write creates or deletes (by how much is the registration's check), or
 * by the team moving its expiry with the programme's dates.
 */
function shareWrite({ id, before, after }: DocumentWrite, context: AccessContext): string | null {
  const { caller, documents } = context;
  if (!after) return "an account's share is never deleted: it expires";
  if (
    stringOf(after.account) === '' ||
    id !== shareId(stringOf(after.programmeId), stringOf(after.account))
  )
    return 'a share is {programmeId}_{account}, of an account';
  if (
    before &&
    caller &&
    standing(caller, documents).isOnTeam &&
    !expiryMoveProblem(before, after, context)
  )
    return null;
  if (
    before &&
    !changedFields(before, after).every((f) => ['people', 'lastChange', 'expiresAt'].includes(f))
  )
    return 'a share keeps its programme and account';
  const path = `${REGISTRATIONS}/${stringOf(after.lastChange)}`;
  const was = documents.before(path);
  const is = documents.after(path);
  const registration = was ?? is;
  const moved =
    (was === null) !== (is === null) &&
    registration !== null &&
    registration.account === after.account &&
    registration.programmeId === after.programmeId;
  return moved
    ? null
    : 'a share moves only with a registration of its account and programme that the same write makes or deletes';
}

/** When registrations of a programme expire: KEEP_DAYS after its last day, as stored. */
function programmeExpiry(programme: Doc): Date | null {
  return expiryOf(stringOf(programme.endDate) || stringOf(programme.startDate));
}

/**
 * Why a write is not the team moving a registration's (or a share's) expiry with its programme's
 * dates as the write leaves them (firestore.rules, isExpiryMove), or null: expiresAt alone
 * changed, to a year after the last day, at least a month from now.
 */
function expiryMoveProblem(
  before: Doc,
  after: Doc,
  { documents, now }: AccessContext,
): string | null {
  if (!changedFields(before, after).every((field) => field === 'expiresAt'))
    return 'only the expiry moves with the dates';
  const programme = documents.after(`events/${stringOf(before.programmeId)}`);
  const expiry = programme ? programmeExpiry(programme) : null;
  if (!expiry || !sameValue(after.expiresAt, expiry))
    return `expiresAt moves to ${KEEP_DAYS} days after midnight UTC of the programme's last day${expiry ? `: ${expiry.toISOString()}` : ''}`;
  if (!isKeptLongEnough(expiry, now))
    return `a registration is kept at least ${MIN_KEEP_DAYS} days from now: the programme's new dates would delete it sooner`;
  return null;
}

/**
 * The team moves a registration (firestore.rules, isRegistrationMove): from the waiting list into
 * a free place, its number kept; a confirmed or waiting one to cancelled, saying why; or marks an
 * arrival now, or takes it back. One move at a time, nothing else changed, the counts moved with
 * a move of status.
 */
function registrationMoveProblem(
  id: string,
  before: Doc,
  after: Doc,
  { documents, now }: AccessContext,
): string | null {
  const changed = changedFields(before, after);
  if (!changed.every((field) => MOVABLE_FIELDS.includes(field)))
    return 'a registration stays as registered: the team changes only its status, why it is cancelled and when the person arrived';
  if (!changed.includes('status')) {
    if (!changed.includes('arrivedAt') || changed.includes('cancelReason'))
      return 'the reason is given with the cancellation';
    const marked =
      before.arrivedAt === null ? sameValue(after.arrivedAt, now) : after.arrivedAt === null;
    return marked ? null : 'an arrival is marked with the time of the write, or taken back';
  }
  if (changed.includes('arrivedAt')) return 'a move and an arrival are written apart';
  const from = before.status;
  const to = after.status;
  if (from === 'waiting' && to === 'confirmed') {
    if (changed.includes('cancelReason')) return 'a confirmed registration gives no reason';
    const settings = documents.before(settingsPath(before.programmeId));
    if (!settings) return 'the programme takes no registrations';
    const capacity = capacityOf(settings);
    if (capacity !== null && !(placesOf(settings).confirmed < capacity))
      return 'no place is free: cancel a confirmed registration first, or raise the capacity';
  } else if ((from === 'confirmed' || from === 'waiting') && to === 'cancelled') {
    if (isBlank(stringOf(after.cancelReason))) return 'a cancellation says why: cancelReason';
  } else
    return `a registration moves from waiting to confirmed, or from confirmed or waiting to cancelled, not from ${String(from)} to ${String(to)}`;
  return placesProblem(before.programmeId, id, from, to, documents);
}

/**
 * registrations/{id}: created by a verified account or, for a walk-in, the team; moved by the
 * team; deleted by the account that made it or the team, freeing its place.
 */
function registrationWrite(
  { id, before, after }: DocumentWrite,
  context: AccessContext,
): string | null {
  const { caller, documents } = context;
  if (after && !before) return newRegistrationProblem(id, after, context);
  if (after && before) {
    if (!caller || !standing(caller, documents).isOnTeam)
      return "only the site's team moves a registration: from the waiting list, cancelled, arrived";
    const move = registrationMoveProblem(id, before, after, context);
    return move && expiryMoveProblem(before, after, context) === null ? null : move;
  }
  if (!before) return 'there is no registration to delete';
  const own = caller !== null && isRegistrant(caller) && before.account === caller.uid;
  if (!own && !standing(caller, documents).isOnTeam)
    return 'a registration is deleted by the account that made it, or by the team';
  return (
    (before.status === 'cancelled'
      ? cancelledLeavesProblem(before.programmeId, id, documents)
      : placesProblem(
          before.programmeId,
          id,
          before.status as RegistrationStatus,
          null,
          documents,
        )) ?? shareFreedProblem(id, before, documents)
  );
}

/**
 * registrationDownloads/{id}: a team member records their own download of a list, now, under
 * their name on the team, kept DOWNLOAD_KEEP_DAYS (as the device reckons it, within the clock
 * tolerance); never changed or deleted.
 */
function downloadWrite(
  { before, after }: DocumentWrite,
  { caller, documents, now }: AccessContext,
): string | null {
  if (!caller || !standing(caller, documents).isOnTeam)
    return "only the site's team downloads the lists of registrations";
  if (before || !after) return 'a download, once recorded, is never changed or deleted';
  if (after.by !== caller.uid) return 'by is the team member downloading';
  const name = documents.before(`team/${caller.uid}`)?.name;
  if (after.byName !== (typeof name === 'string' ? name : ''))
    return 'byName is the name the team knows the downloader by';
  if (!sameValue(after.at, now)) return 'at is the time of the download';
  const expires = after.expiresAt instanceof Date ? after.expiresAt.getTime() : Number.NaN;
  if (!(Math.abs(expires - downloadExpiry(now).getTime()) <= CLOCK_TOLERANCE_MS))
    return `expiresAt is ${DOWNLOAD_KEEP_DAYS} days after the download (the device's clock at most ${CLOCK_TOLERANCE_MS / 60_000} minutes off)`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// A request's document lookups: what the rules read with get(), exists(), getAfter() and
// existsAfter(). Firestore refuses a request whose rules make more of these "access calls" than
// it allows (10 for a request writing one document, 20 for several), where a call it has made
// already in the request counts once. Counted as Google's emulator counts them (measured there):
// a document read as stored before the request counts twice, as the rules ask whether it exists
// and then get it; one read as the request leaves it counts only when the request does not write
// it, twice but once when the rules only ask whether it exists (existsAfter(), as for a photo's
// programme). So an editor moves 9 records to the Trash in one write and not 10 (their team
// document and each record, 2 calls each: 20), the owner by the claim, whose team document the
// rules never read, 10 and not 11, and the trash items and the change marker the same write makes
// cost nothing; the owner by the claim moves 9 records to the Trash and photos to 2 programmes in
// one write (18 + 2) but not to 3.

/** The most access calls the rules may make in a request writing one document, and several. */
export const LOOKUP_LIMITS = { oneDocument: 10, severalDocuments: 20 } as const;

/** The documents, counting the access calls made to read them (see above). */
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

// ---------------------------------------------------------------------------------------------
// Files: the folders of the table's image fields, and the names the app gives new files there.

/** A folder's path as a pattern: each `{field}` one of its values. */
const folderPattern = ({ path, values = {} }: ImageFolder) =>
  path.replace(/\{(\w+)\}/g, (_, field: string) => `(${(values[field] ?? []).join('|')})`);

/** The folders of the site's images: one file name each, no subfolders. */
const STORAGE_FOLDERS = IMAGE_FOLDERS.map(({ folder }) => whole(`${folderPattern(folder)}/[^/]+`));

/** The names the app gives new files, folder by folder (see storagePaths.ts). */
const UPLOAD_NAMES = IMAGE_FOLDERS.flatMap(({ folder }) =>
  folder.uploads.map((name) => whole(`${folderPattern(folder)}/${name}`)),
);

/**
 * Checks an upload the way storage.rules does: a new file only (`exists`: a file is stored at
 * the path already), under a name the app writes, an image of an allowed type, not empty and
 * under the size cap. `size` is null while it is not known yet (the start of a resumable upload
 * that declares none); the finished file is checked again. Returns the reason for refusal, or
 * null.
 */
export function checkStorageUpload(
  path: string,
  contentType: string,
  size: number | null,
  exists = false,
): string | null {
  const folder = folderOf(path);
  if (!folder) return `uploads to ${path} are not allowed`;
  if (exists) return `${path} exists already; files are never replaced`;
  if (!UPLOAD_NAMES.some((p) => p.test(path))) return `${path} is not a file name the app writes`;
  if (folder.contentTypes) {
    if (!folder.contentTypes.includes(contentType))
      return `only ${folder.contentTypes.join(' or ')} files may be uploaded to ${folder.path}/`;
  } else if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType))
    return 'only JPEG, PNG, WebP, GIF or AVIF images may be uploaded';
  if (size !== null && size <= 0) return 'empty files cannot be uploaded';
  if (size !== null && size >= LIMITS.maxImageBytes) return 'images must be smaller than 10 MB';
  if (size !== null && folder.maxBytes !== undefined && size > folder.maxBytes)
    return `files in ${folder.path}/ may weigh at most ${folder.maxBytes / 1024} KB`;
  return null;
}

/**
 * A write to Storage: a new file (its content type; its size, null while not known yet; whether a
 * file is stored at the path already), or a file's deletion.
 */
export type StorageWrite =
  { upload: { contentType: string; size: number | null; exists: boolean } } | { delete: true };

/**
 * Whether the caller may write (upload to or delete from) `path`, as storage.rules' match blocks
 * say before they look at the file: a path in one of the site's folders, and a caller on the team
 * (the admin claim, or the role owner or editor in their team document as stored, which
 * storage.rules read with firestore.get). Returns the reason for refusal, or null.
 */
export function checkStorageWriter(
  path: string,
  what: 'uploads' | 'deletes',
  { caller, documents }: Pick<AccessContext, 'caller' | 'documents'>,
): string | null {
  const folder = folderOf(path);
  if (!folder) return `${what} of ${path} are not allowed`;
  const { isOwner, isOnTeam } = standing(caller, documents);
  if (folder.writers === 'owners')
    return isOwner ? null : `only an owner ${what} files in ${folder.path}/`;
  if (!isOnTeam) return `only the site's team ${what} files`;
  return null;
}

/**
 * Checks an upload or a deletion the way storage.rules does: the writer (checkStorageWriter), and
 * for an upload what checkStorageUpload checks. Returns the reason for refusal, or null.
 */
export function checkStorageWrite(
  path: string,
  write: StorageWrite,
  context: Pick<AccessContext, 'caller' | 'documents'>,
): string | null {
  const writer = checkStorageWriter(path, 'delete' in write ? 'deletes' : 'uploads', context);
  if (writer || 'delete' in write) return writer;
  const { contentType, size, exists } = write.upload;
  return checkStorageUpload(path, contentType, size, exists);
}

/**
 * Whether anyone may get the file at a storage path (and the team delete it): any name directly
 * in one of the folders, older names included. Folders are never listed.
 */
export function isPublicStoragePath(path: string): boolean {
  // A storage path is UTF-8 text: half of a UTF-16 surrogate pair names no object.
  return !LONE_SURROGATE.test(path) && STORAGE_FOLDERS.some((p) => p.test(path));
}

const LONE_SURROGATE = /\p{Cs}/u;

/** The image folder a storage path is directly in, or null outside the folders. */
function folderOf(path: string): ImageFolder | null {
  const index = STORAGE_FOLDERS.findIndex((p) => p.test(path));
  return index < 0 ? null : (IMAGE_FOLDERS[index]?.folder ?? null);
}

/** The collection whose records may refer to the file at `path`, or null outside the folders. */
export function collectionUsing(path: string): Collection | null {
  const index = STORAGE_FOLDERS.findIndex((p) => p.test(path));
  return index < 0 ? null : (IMAGE_FOLDERS[index]?.collection ?? null);
}
