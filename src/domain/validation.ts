/**
 * The security rules in TypeScript: whether a document may be written (checkWrite, checkCommit)
 * or read (checkRead), and a file uploaded or deleted (checkStorageWrite; checkStorageUpload for
 * the file alone), judged as firestore.rules and storage.rules judge them, for every collection of
 * the table (collections.ts) from its entry. The local backend enforces these checks, a restore
 * applies them before it writes, and the rules table of tests/fixtures (documents.ts, roles.ts)
 * holds the good and bad writes and reads, by every kind of caller, that these checks, the local
 * backend and the rules on Google's own engine all meet. Pure TypeScript: no React, no Firebase.
 *
 * The checks live in rules/, one module per part of the rules; this module gathers what the rest
 * of the site uses of them. The periods the admin shows (TRASH_DAYS, INVITATION_DAYS) are in
 * rules/periods.ts, which imports nothing.
 */
export type { AccessContext, Caller, DocumentWrite, Documents } from './rules/access';
export { checkDocumentWrite, type WriteContext } from './rules/documents';
export {
  checkStorageUpload,
  checkStorageWrite,
  checkStorageWriter,
  collectionUsing,
  isPublicStoragePath,
  type StorageWrite,
} from './rules/files';
export {
  LOOKUP_LIMITS,
  checkCommit,
  checkRead,
  countingLookups,
  lookupProblem,
} from './rules/lookups';
export { checkWrite, recordIdProblem } from './rules/writes';
