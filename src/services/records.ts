/**
 * Writing records of any collection of the table (src/domain/collections.ts), and reading whole
 * collections as stored: what the admin screens, the dashboard, the backup and the seed share.
 * How a record is stamped follows its collection's entry: an ISO `createdAt` from this device's
 * clock and a new `updatedAt` on every edit, or a `createdAt` of the server's clock (the gallery,
 * whose order the rules protect from a device running ahead); a signed collection's record also
 * says who wrote it (createdBy, updatedBy: the signed-in uid). Deleting moves a record to the
 * Trash (trash.ts). Dates (Date) are stored as timestamps. The public pages read through the
 * collections' own modules and never load this one. The gallery's own writes (an entry added under
 * an id chosen before its upload, photos moved between programmes, a programme deleted with its
 * photos) are in galleryWrites.ts, built on these.
 */
import {
  Timestamp,
  collection,
  doc,
  getDocs,
  query,
  serverTimestamp,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import {
  COLLECTIONS,
  type Collection,
  type RecordFilter,
  type StoredRecord,
} from '../domain/collections';
import { programmeFields } from '../domain/recordFields';
import type { DocMap } from '../domain/schema';
import type { MemberInput, MessageInput, MessageKind, ProgrammeInput } from '../domain/types';
import { signedInUid } from './auth';
import { db } from './firebase';
import { messageCollection, messageKindFields } from '../domain/messageKinds';
import { sortYearOf } from '../domain/messages';
import { stampChanges } from './stamps';
import { storedFields, storedFieldsExactly } from './storedFields';
import { moveToTrash } from './trash';

export { moveToTrash };

/** Whether the collection's records are dated by the server's clock rather than the device's. */
const datedByServer = (name: Collection) =>
  COLLECTIONS[name].fields.createdAt?.type === 'timestamp';

/**
 * Who makes a write, where the collection's records say it: `{ createdBy: uid }` on an add,
 * `{ updatedBy: uid }` on an edit, with the signed-in person's uid. Nothing when the collection is
 * not signed or has no such field, or nobody is signed in (the rules then refuse the write).
 */
export async function signature(
  name: Collection,
  field: 'createdBy' | 'updatedBy',
): Promise<DocMap> {
  const { signed, fields } = COLLECTIONS[name];
  if (!signed || !Object.hasOwn(fields, field)) return {};
  const uid = await signedInUid();
  return uid ? { [field]: uid } : {};
}

/**
 * Adds a record with a new id and returns it, signed by the person adding it. It is dated `now`
 * (a seed passes the date its content was written); a collection dated by the server gets the
 * server's time unless `now` is given.
 */
export async function addRecord(name: Collection, fields: DocMap, now?: Date): Promise<string> {
  const createdAt = datedByServer(name)
    ? now
      ? Timestamp.fromDate(now)
      : serverTimestamp()
    : (now ?? new Date()).toISOString();
  const signed = await signature(name, 'createdBy');
  const ref = doc(collection(db, name));
  const batch = writeBatch(db);
  batch.set(ref, { ...fields, ...signed, createdAt });
  stampChanges(batch, [name]);
  await batch.commit();
  return ref.id;
}

/**
 * Changes the given fields of a record, sets its new updatedAt and signs the edit; the others
 * (createdBy among them) stay.
 */
export async function updateRecord(
  name: Collection,
  id: string,
  fields: DocMap,
  now: Date = new Date(),
): Promise<void> {
  const signed = await signature(name, 'updatedBy');
  const batch = writeBatch(db);
  batch.update(doc(db, name, id), { ...fields, ...signed, updatedAt: now.toISOString() });
  stampChanges(batch, [name]);
  await batch.commit();
}

/**
 * Writes a whole record under its own id, as a backup holds it: created when missing, replaced
 * when present, in one write (the rules judge a replacement as an update).
 */
export async function writeRecord(name: Collection, id: string, fields: DocMap): Promise<void> {
  await writeRecords([{ collection: name, id, fields }]);
}

/**
 * Writes several whole records in one commit, as writeRecord does each: all of them or none. The
 * change marker is stamped once for them all, so a restore of thousands of records stamps it once
 * a commit rather than once a record.
 */
export async function writeRecords(records: readonly StoredRecord[]): Promise<void> {
  const batch = writeBatch(db);
  for (const { collection: name, id, fields } of records) batch.set(doc(db, name, id), fields);
  stampChanges(
    batch,
    records.map((r) => r.collection),
  );
  await batch.commit();
}

/**
 * Every record of a collection as stored, or only those whose `where.field` holds `where.equals`
 * (an admin screen's records). `exactly` (a backup): a value of a kind the site never writes fails
 * the read; otherwise it reads as null.
 */
export async function readRecords(
  name: Collection,
  { exactly = false, where: only }: { exactly?: boolean; where?: RecordFilter } = {},
): Promise<StoredRecord[]> {
  const records = collection(db, name);
  const snapshot = await getDocs(
    only ? query(records, where(only.field, '==', only.equals)) : records,
  );
  return snapshot.docs.map((d) => ({
    collection: name,
    id: d.id,
    fields: exactly ? storedFieldsExactly(d.data(), d.ref.path) : storedFields(d.data()),
  }));
}

// ---------------------------------------------------------------------------------------------
// The records of the admin screens, by kind. Deleting one moves it to the Trash and resolves with
// its trash item, which restoreFromTrash (trash.ts) puts back: the screens' Undo.

/**
 * An edit's fields: an image URL only when a new image was saved ('' means "keep the stored
 * one"), so that an edit without a new picture never removes the old.
 */
function editOf<I extends { imageUrl: string }>({ imageUrl, ...rest }: I): DocMap {
  return { ...rest, ...(imageUrl ? { imageUrl } : {}) } as DocMap;
}

export const addMember = (input: MemberInput, now?: Date) =>
  addRecord('members', { ...input }, now);
export const updateMember = (id: string, input: MemberInput, now?: Date) =>
  updateRecord('members', id, editOf(input), now);
export const deleteMember = (id: string) => moveToTrash('members', id);

/** A message's stored fields besides the form's: its office bearer, and its sortYear. */
const messageExtras = (kind: MessageKind, input: MessageInput) => ({
  ...messageKindFields(kind),
  sortYear: sortYearOf(input.year),
});

export const addMessage = (kind: MessageKind, input: MessageInput, now?: Date) =>
  addRecord(messageCollection(kind), { ...input, ...messageExtras(kind, input) }, now);
export const updateMessage = (kind: MessageKind, id: string, input: MessageInput, now?: Date) =>
  updateRecord(
    messageCollection(kind),
    id,
    { ...editOf(input), ...messageExtras(kind, input) },
    now,
  );
export const deleteMessage = (kind: MessageKind, id: string) =>
  moveToTrash(messageCollection(kind), id);

export const addProgramme = (input: ProgrammeInput, now?: Date) =>
  addRecord('events', programmeFields(input), now);
export const updateProgramme = (id: string, input: ProgrammeInput, now?: Date) =>
  updateRecord('events', id, editOf(programmeFields(input)), now);
export const deleteProgramme = (id: string) => moveToTrash('events', id);
