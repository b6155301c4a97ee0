/**
 * One document's write as firestore.rules judges it (checkWrite): its shape (documents.ts), its
 * id, the rules of its collection (contentWrites.ts, teamWrites.ts, pageWrites.ts, placeWrites.ts,
 * registrationWrites.ts, reminderWrites.ts), and the change marker a write of a public collection
 * stamps in the same commit. Pure TypeScript.
 */
import {
  CHANGES_ID,
  COLLECTIONS,
  isCollection,
  isRecordId,
  isStamped,
  type Collection,
  type CollectionInfo,
} from '../collections';
import { LIMITS, whole } from '../limits';
import { STAMPED_COLLECTIONS } from '../types';
import { standing, type AccessContext, type DocumentWrite } from './access';
import {
  contentWrite,
  fillsSortYear,
  isTakenFromTrash,
  removalWrite,
  settingsWrite,
  trashWrite,
} from './contentWrites';
import { checkDocumentWrite, fieldOf, sameValue } from './documents';
import { pageVersionWrite, pageWrite } from './pageWrites';
import { registrationSettingsWrite } from './placeWrites';
import { reminderSendWrite, remindersWrite } from './reminderWrites';
import { countsWrite, downloadWrite, registrationWrite, shareWrite } from './registrationWrites';
import { inviteWrite, teamWrite } from './teamWrites';

/**
 * Why a collection cannot hold a document under this id, or null: a collection of fixed documents
 * holds only those (siteDetails/site), and a record of the site's content is created only under
 * an id the app makes (letters, digits, _ and -, at most LIMITS.recordId characters), so that its
 * trash item's id stays within Firestore's limit and every record can be moved to the Trash.
 */
export function recordIdProblem(collection: Collection, id: string): string | null {
  const { single, trash, idPattern } = COLLECTIONS[collection] as CollectionInfo;
  if (single && !single.includes(id))
    return `${collection} holds only the documents ${single.join(', ')}`;
  if (idPattern && !whole(idPattern).test(id))
    return `${collection} holds only documents whose ids match ${idPattern}`;
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
    case 'pages':
      return pageWrite(write, context);
    case 'pageVersions':
      return pageVersionWrite(write, context);
    case 'programmeRegistration':
      return registrationSettingsWrite(write, context);
    case 'registrations':
      return registrationWrite(write, context);
    case 'registrationShares':
      return shareWrite(write, context);
    case 'registrationDownloads':
      return downloadWrite(write, context);
    case 'programmeCounts':
      return countsWrite(write, context);
    case 'programmeReminders':
      return remindersWrite(write, context);
    case 'reminderSends':
      return reminderSendWrite(write, context);
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
