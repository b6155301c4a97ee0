/**
 * The writes of the site's content and what keeps it (firestore.rules): a record added, edited
 * and moved to the Trash by the team, signed; put back from the Trash as it was; deleted for good
 * by an owner, who records its removal; the site's settings saved by an owner. Pure TypeScript.
 */
import { COLLECTIONS, type Collection, type CollectionInfo } from '../collections';
import {
  type AccessContext,
  type Caller,
  type DocumentWrite,
  type Documents,
  existsAfter,
  standing,
} from './access';
import { changedFields, fieldOf, isMap, sameDoc, sameValue, type Doc } from './documents';
import { TRASH_DAYS, daysAfter } from './periods';

const trashId = (collection: string, id: string) => `${collection}_${id}`;

/**
 * A new record is one taken back from the Trash: exactly its copy there, which the same write
 * deletes (firestore.rules, isTakenFromTrash).
 */
export function isTakenFromTrash(
  collection: Collection,
  id: string,
  after: Doc,
  documents: Documents,
) {
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
export function fillsSortYear(collection: string, { before, after }: DocumentWrite): boolean {
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
export function contentWrite(
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
export function settingsWrite(
  { after }: DocumentWrite,
  { caller, documents }: AccessContext,
): string | null {
  if (!caller || !standing(caller, documents).isOwner)
    return "only an owner saves the site's settings";
  if (!after) return "the site's settings are replaced, never deleted";
  return null;
}

/** The path of the record a trash item or a removal is about. */
function recordPathOf(doc: Doc): string {
  return `${String(doc.collection)}/${String(doc.recordId)}`;
}

/** trash/{collection}_{id}: a record moved here, put back, or let go. */
export function trashWrite(
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
export function removalWrite(
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
