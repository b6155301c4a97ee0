/**
 * What restoring a backup would do to the website, worked out before anything is written: the
 * records to add back, to replace and already identical, the images to upload, and what cannot
 * be restored and why. Pure: the service reads the website, this decides, the service writes
 * (what the plan holds and how it is written: restoreWrites.ts).
 *
 * The rules a restore follows:
 * - It writes records under their own ids and never deletes a record, nor a file.
 * - Every write is one whole document (a set): a missing record is created, a present one
 *   replaced, as the rules judge a create and an update. A write either happens whole or not at
 *   all, so a record that existed before a restore exists after it.
 * - Every record it plans to write passes checkDocumentWrite first, as the rules will judge it:
 *   against the stored document it replaces, with image URLs of this site's bucket and the new
 *   updatedAt. One that fails is not restored, with the reason.
 * - A record is identical when its fields equal the backup's, comparing images by storage path
 *   (download-URL tokens and hosts differ from one website to another and after every upload)
 *   and leaving updatedAt out (a replacement sets a new one). So restoring the same file twice
 *   changes nothing the second time.
 * - A differing record is replaced by the backup's, with its original createdAt (an owner may put
 *   it back, also on a record stored without one), its office bearer and, for members, messages
 *   and programmes, a new updatedAt (the restore's time).
 * - No two records may refer to one file: the rules tie a file to a folder, not to a record, and
 *   deleting one record deletes its files. The owner of a file is the record the website already
 *   has that refers to it, else the first record of the backup that does; a record of the backup
 *   pointing at a file another record owns is not restored, and the reason names the owner.
 * - Storage files are never replaced: an image whose path exists on the website is not uploaded,
 *   and the record gets that file's current download URL. Other images are uploaded from the
 *   backup to their own paths. No file is deleted.
 * - An image that is neither on the website nor in the backup (it could not be read when the
 *   backup was made), or that the storage rules would refuse (an older file name, a type or size
 *   the site no longer takes), is left out: the record is restored without it, except a gallery
 *   entry, which is nothing without its image and is reported as not restorable. A gallery
 *   entry without its thumbnail or its medium-size copy is restored without that copy.
 * - A record whose image file is missing on the website is replaced even when its fields match,
 *   since the upload gives the file a new download URL.
 * - 'Only add what is missing' writes the records to add back and the images they need, and
 *   leaves every record the website holds as it is.
 * - What an owner deleted for good (the website's removals: a photo taken down on request) stays
 *   deleted: such a record is not put back nor written over (even when a record with its id is on
 *   the website again), and such a file is not uploaded again (its record is restored without
 *   it, a gallery entry not at all). The plan lists them.
 * - A record under an id its collection cannot hold (a fixed document's other ids, a content id
 *   the app would not make) cannot be restored, with the reason.
 * - A record that refers to another (a photo's programme, whose existence the rules check after
 *   the write) is written after it: the records it refers to come first (restoreOrder of
 *   restoreWrites.ts), so that a restore writing them in order, in commits, never writes a photo
 *   before its programme. A photo whose programme is neither on the website nor restored with it
 *   is restored without it, in the general gallery; the plan lists it.
 */
import {
  imagePathsOf,
  recordKey,
  siteDownloadUrl,
  type Backup,
  type BackupImage,
  type BackupRecord,
  type RecordRef,
} from './format';
import {
  documentToWrite,
  recordsCalled,
  restoreOrder,
  writeProblem,
  type LeftOutImage,
  type PlannedRecord,
  type PlannedUpload,
  type PlannedWrite,
  type RestorePlan,
  type SiteState,
} from './restoreWrites';
import { filePathsOf, storagePathOfUrl } from '../storagePaths';
import { checkStorageUpload, recordIdProblem, type WriteContext } from '../validation';
import { COLLECTIONS, IMAGE_KINDS, fieldsOf, recordLabel, type Collection } from '../collections';
import { sortYearOf } from '../messages';
import type { DocMap, DocValue, FieldRule } from '../schema';

/** The rule of an image field of a collection (imagePathsOf gives only those). */
function imageRuleOf(collection: Collection, field: string): FieldRule {
  return fieldsOf(collection).find(([name]) => name === field)?.[1] ?? { type: 'string' };
}

/** The fields of a record that name the file at `path` (a gallery entry's file names). */
function fileFieldsNaming(collection: Collection, fields: DocMap, path: string): string[] {
  return fieldsOf(collection).flatMap(([field, rule]) =>
    rule.fileIn &&
    Object.hasOwn(fields, field) &&
    `${rule.fileIn.path}/${String(fields[field])}` === path
      ? [field]
      : [],
  );
}

// ---------------------------------------------------------------------------------------------
// Comparing.

/** A value in a form that compares by JSON text: dates as their instant, keys sorted. */
function comparable(value: DocValue | undefined): unknown {
  if (value instanceof Date) return { $timestamp: value.getTime() };
  if (Array.isArray(value)) return value.map(comparable);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, comparable(value[k])]),
    );
  return value;
}

/**
 * A stored document as compared with a backup's: updatedAt left out, each image URL replaced by
 * its storage path.
 */
function storedForm(collection: Collection, fields: DocMap): string {
  const images = new Set(imagePathsOf(collection, fields).map(({ field }) => field));
  const rest = Object.entries(fields)
    .filter(([key]) => key !== 'updatedAt')
    .map(([key, value]): [string, DocValue] => {
      const path = images.has(key) && typeof value === 'string' ? storagePathOfUrl(value) : null;
      return [key, path === null ? value : `storage:${path}`];
    });
  return JSON.stringify(comparable(Object.fromEntries(rest)));
}

/** The document a write will store, in the same form. */
function plannedForm(fields: DocMap, images: Readonly<Record<string, string>>): string {
  const all = Object.fromEntries([
    ...Object.entries(fields).filter(([key]) => key !== 'updatedAt'),
    ...Object.entries(images).map(([field, path]) => [field, `storage:${path}`]),
  ]) as DocMap;
  return JSON.stringify(comparable(all));
}

// ---------------------------------------------------------------------------------------------
// Planning.

/** The records that own the files they refer to: the website's, then the backup's, in order. */
class FileOwners {
  private readonly owners = new Map<string, PlannedRecord & { where: string }>();

  constructor(site: SiteState) {
    for (const [key, fields] of site.records) {
      const slash = key.indexOf('/');
      const collection = key.slice(0, slash) as Collection;
      const record = { collection, id: key.slice(slash + 1), fields };
      for (const path of filePathsOf(collection, fields))
        if (!this.owners.has(path))
          this.owners.set(path, { ...record, label: recordLabel(record), where: 'on the website' });
    }
  }

  /** Why `record` may not refer to these files, or null when no other record owns them. */
  problem(record: RecordRef, paths: readonly string[]): string | null {
    for (const path of paths) {
      const owner = this.owners.get(path);
      if (owner && recordKey(owner) !== recordKey(record))
        return (
          `it points at ${path}, which belongs to ${owner.label} (${recordsCalled(owner.collection)}) ` +
          `${owner.where}; two records cannot share a file`
        );
    }
    return null;
  }

  /** Makes `record` the owner of those of these files no record owns yet. */
  claim(record: PlannedRecord, paths: readonly string[]) {
    for (const path of paths)
      if (!this.owners.has(path))
        this.owners.set(path, { ...record, where: 'earlier in this backup' });
  }
}

/**
 * A record's fields, with the sortYear a message of a backup made before messages had one is
 * ordered by (the public pages show only messages that have it).
 */
function withSortYear(collection: Collection, fields: DocMap): DocMap {
  const { year } = fields;
  if (
    !Object.hasOwn(COLLECTIONS[collection].fields, 'sortYear') ||
    fields.sortYear !== undefined ||
    typeof year !== 'string'
  )
    return { ...fields };
  return { ...fields, sortYear: sortYearOf(year) };
}

/**
 * Takes out of `fields` each reference (a photo's programmeId) to a record that is not among
 * `kept` (keyed collection/id), and says which.
 */
function dropMissingReferences(
  collection: Collection,
  fields: DocMap,
  kept: ReadonlySet<string>,
): Array<{ field: string; id: string; reason: string }> {
  return fieldsOf(collection).flatMap(([field, rule]) => {
    const id = Object.hasOwn(fields, field) ? fields[field] : undefined;
    if (!rule.refersTo || typeof id !== 'string' || kept.has(`${rule.refersTo}/${id}`)) return [];
    delete fields[field];
    const called = isCollectionName(rule.refersTo) ? recordsCalled(rule.refersTo) : rule.refersTo;
    return [
      {
        field,
        id,
        reason: `its ${called.toLowerCase().replace(/s$/, '')} ${id} is neither on the website nor in the backup`,
      },
    ];
  });
}

const isCollectionName = (name: string): name is Collection => Object.hasOwn(COLLECTIONS, name);

/**
 * Works out what restoring `backup` would do to the website `site`, judging every write as the
 * rules would at `context` (the time, and this site's Storage bucket). Every record of the backup
 * is judged, those it kept as unrestorable too: the website may take them now, as an update.
 */
export function planRestore(backup: Backup, site: SiteState, context: WriteContext): RestorePlan {
  const plan: RestorePlan = {
    add: [],
    replace: [],
    identical: [],
    uploads: [],
    withoutImage: [],
    cannotRestore: [],
    deletedForGood: [],
    withoutReference: [],
  };
  const removedRecords = site.removed?.records ?? new Set<string>();
  const removedFiles = site.removed?.files ?? new Set<string>();
  const inZip = new Map(backup.images.map((image) => [image.path, image]));
  const missingReason = new Map(
    backup.missingImages.map((m) => [`${recordKey(m)} ${m.path}`, m.reason]),
  );
  const uploads = new Map<string, PlannedUpload>();
  const owners = new FileOwners(site);
  // The URLs the rules see before a write: stored files' own, a stand-in for an upload's.
  const urls = new Map(site.existingImages);
  const urlOf = (path: string) => urls.get(path) ?? siteDownloadUrl(path, context.storage);

  // The records a record may refer to: those on the website, and those this restore writes or
  // finds identical (planned before the records that refer to them: restoreOrder).
  const kept = new Set(site.records.keys());
  for (const record of restoreOrder<BackupRecord>([...backup.records, ...backup.unrestorable])) {
    const key = recordKey(record);
    const ref: PlannedRecord = {
      collection: record.collection,
      id: record.id,
      label: recordLabel(record),
    };
    const refuse = (reason: string) => plan.cannotRestore.push({ ...ref, reason });
    const idProblem = recordIdProblem(record.collection, record.id);
    if (idProblem) {
      refuse(`the website's rules would refuse it: ${idProblem}`);
      continue;
    }
    // Deleted for good stays deleted, even when a record with its id is on the website again.
    if (removedRecords.has(key)) {
      plan.deletedForGood.push(ref);
      continue;
    }
    const before = site.records.get(key) ?? null;

    // Where each image comes from: the website, the backup, or nowhere.
    const fields: DocMap = withSortYear(record.collection, record.fields);
    const withoutReference = dropMissingReferences(record.collection, fields, kept).map(
      (missing) => ({ record: ref, ...missing }),
    );
    const images: Record<string, string> = {};
    const toUpload: Array<{ field: string; image: BackupImage }> = [];
    const withoutImage: LeftOutImage[] = [];
    let refusal: string | null = null;
    for (const { field, path } of imagePathsOf(record.collection, record.fields)) {
      delete fields[field];
      if (site.existingImages.has(path)) {
        images[field] = path;
        continue;
      }
      const image = removedFiles.has(path) ? undefined : inZip.get(path);
      const problem = image
        ? checkStorageUpload(path, image.contentType, image.bytes.length)
        : null;
      if (image && !problem) {
        images[field] = path;
        toUpload.push({ field, image });
        continue;
      }
      const stored = missingReason.get(`${key} ${path}`);
      const reason = removedFiles.has(path)
        ? `${path} was deleted for good on the website, and stays deleted`
        : image
          ? `${path} was not found on the website, and the backup's copy cannot be uploaded: ${problem}`
          : `${path} was not found on the website, and the backup could not read it when it was made${stored ? ` (${stored})` : ''}`;
      const rule = imageRuleOf(record.collection, field);
      if (rule.nonEmpty) {
        // A record that is nothing without its image (a gallery entry).
        refusal = reason;
        continue;
      }
      withoutImage.push({ record: ref, path, reason });
      const namers = fileFieldsNaming(record.collection, fields, path);
      // A file named by another field too (a gallery entry's smaller copies) goes with that field;
      // another image field is written empty.
      if (namers.length > 0) for (const namer of namers) delete fields[namer];
      else fields[field] = '';
    }
    if (refusal) {
      refuse(refusal);
      continue;
    }

    const write: PlannedWrite = { ...ref, fields, images, before };
    const document = documentToWrite(
      write,
      new Map(Object.values(images).map((p) => [p, urlOf(p)])),
      context.now,
    );
    const paths = filePathsOf(record.collection, document);
    if (
      before &&
      toUpload.length === 0 &&
      storedForm(record.collection, before) === plannedForm(fields, images)
    ) {
      plan.identical.push(ref);
      owners.claim(ref, paths);
      kept.add(key);
      continue;
    }
    const problem = writeProblem(write, document, context) ?? owners.problem(record, paths);
    if (problem) {
      refuse(problem);
      continue;
    }

    owners.claim(ref, paths);
    kept.add(key);
    plan.withoutImage.push(...withoutImage);
    plan.withoutReference.push(...withoutReference);
    for (const { field, image } of toUpload)
      if (!uploads.has(image.path))
        uploads.set(image.path, {
          path: image.path,
          kind: imageRuleOf(record.collection, field).image?.kind ?? field,
          name: image.path.split('/').pop() ?? image.path,
          image,
        });
    (before ? plan.replace : plan.add).push(write);
  }

  plan.uploads = [...uploads.values()].sort(
    (a, b) =>
      IMAGE_KINDS.indexOf(a.kind) - IMAGE_KINDS.indexOf(b.kind) || (a.path < b.path ? -1 : 1),
  );
  return plan;
}

/** The image paths a backup's records point to: those whose presence on the website matters. */
export function referencedImagePaths(backup: Backup): string[] {
  const paths = new Set<string>();
  for (const record of [...backup.records, ...backup.unrestorable])
    for (const { path } of imagePathsOf(record.collection, record.fields)) paths.add(path);
  return [...paths].sort();
}
