/**
 * What restoring a backup would do to the website, worked out before anything is written: the
 * records to add back, to replace and already identical, the images to upload, and what cannot
 * be restored. Pure: the service reads the website, this decides, the service writes.
 *
 * The rules a restore follows:
 * - It writes records under their own ids and never deletes a record the backup does not hold.
 * - A record is identical when its fields equal the backup's, comparing images by storage path
 *   (download-URL tokens and hosts differ from one website to another and after every upload)
 *   and leaving updatedAt out (a replacement sets a new one). So restoring the same file twice
 *   changes nothing the second time.
 * - A differing record is updated in place, keeping its createdAt and with a new updatedAt (the
 *   restore's time), as every edit. The rules let no edit change createdAt or an office-bearer
 *   message's role, and no gallery entry be edited at all: such a record is deleted and created
 *   again from the backup, under the same id, with the backup's dates.
 * - Storage files are never replaced: an image whose path exists on the website is not uploaded,
 *   and the record gets that file's current download URL. Other images are uploaded from the
 *   backup to their own paths. No file is deleted.
 * - An image that is neither on the website nor in the backup (it could not be read when the
 *   backup was made), or that the storage rules would refuse (an older file name, a type or size
 *   the site no longer takes), is left out: the record is restored without it, except a gallery
 *   entry, which is nothing without its image and is reported as not restorable. A gallery
 *   entry without its thumbnail is restored with the image alone.
 * - A record whose image file is missing on the website is replaced even when its fields match,
 *   since the upload gives the file a new download URL.
 */
import type { Backup, BackupImage, BackupRecord, ImageField, RecordRef } from './backupFormat';
import { IMAGE_FIELDS, imagePathsOf, storagePathOfUrl } from './backupFormat';
import { OFFICE_BEARER_ROLES } from './types';
import { checkStorageUpload, type Collection, type DocMap, type DocValue } from './validation';

/** The website as it is now, read by the service. */
export interface SiteState {
  /** Its documents, keyed `collection/id`. */
  records: ReadonlyMap<string, DocMap>;
  /**
   * Of the image paths the backup's records point to, those stored on the website, with the
   * current download URL of each. A path not in the map is not stored there.
   */
  existingImages: ReadonlyMap<string, string>;
}

export type WriteMode = 'create' | 'update' | 'recreate';

/** One record the restore writes. */
export interface PlannedWrite extends RecordRef {
  label: string;
  /** create: missing; update: in place; recreate: deleted and created again. */
  mode: WriteMode;
  /** Why a record is replaced by deleting and creating it again. */
  why?: string;
  /** The document to write, without its image fields. */
  fields: DocMap;
  /** Its image fields, each the storage path whose download URL on the website it is set to. */
  images: Partial<Record<ImageField, string>>;
  /** The stored document it replaces, null when there is none. */
  before: DocMap | null;
}

export interface PlannedUpload {
  path: string;
  kind: ImageKind;
  /** The file name, the last part of the path. */
  name: string;
  image: BackupImage;
}

export interface PlannedRecord extends RecordRef {
  label: string;
}

export interface LeftOutImage {
  record: PlannedRecord;
  path: string;
  reason: string;
}

export interface RestorePlan {
  add: PlannedWrite[];
  replace: PlannedWrite[];
  identical: PlannedRecord[];
  uploads: PlannedUpload[];
  /** Images a record is restored without. */
  withoutImage: LeftOutImage[];
  /** Records of the backup the restore cannot write, with the reason. */
  cannotRestore: Array<PlannedRecord & { reason: string }>;
}

export const recordKey = (r: RecordRef) => `${r.collection}/${r.id}`;

/** Whether a restore would write or upload anything. */
export const nothingToDo = (plan: RestorePlan) =>
  plan.add.length === 0 && plan.replace.length === 0 && plan.uploads.length === 0;

// ---------------------------------------------------------------------------------------------
// Names people read.

export const RECORD_KINDS: Record<Collection, string> = {
  members: 'Members',
  bishopMessages: 'Archbishop messages',
  officeBearerMessages: 'Office-bearer messages',
  gallery: 'Gallery images',
  events: 'Programmes',
};

export type ImageKind =
  | 'Member photos'
  | 'Archbishop portraits'
  | 'Office-bearer portraits'
  | 'Gallery images'
  | 'Gallery thumbnails'
  | 'Programme posters';

export const IMAGE_KINDS: readonly ImageKind[] = [
  'Member photos',
  'Archbishop portraits',
  'Office-bearer portraits',
  'Gallery images',
  'Gallery thumbnails',
  'Programme posters',
];

/** The kind of image stored at a path of the image folders. */
export function imageKind(path: string): ImageKind {
  const [folder] = path.split('/');
  if (folder === 'members') return 'Member photos';
  if (folder === 'bishops') return 'Archbishop portraits';
  if (folder === 'officeBearers') return 'Office-bearer portraits';
  if (folder === 'events') return 'Programme posters';
  return path.startsWith('gallery/thumb_') ? 'Gallery thumbnails' : 'Gallery images';
}

const ROLE_NAMES: Record<string, string> = {
  youth_director: 'Youth Director',
  associate_director: 'Associate Director',
  lady_animator: 'Lady Animator',
};

/** How a record is named to the administrator: a member's name, a message's title, ... */
export function recordLabel(record: { collection: Collection; id: string; fields: DocMap }) {
  const text = (field: string) => {
    const value = record.fields[field];
    return typeof value === 'string' ? value.trim() : '';
  };
  const label = (() => {
    switch (record.collection) {
      case 'members':
        return text('name');
      case 'bishopMessages':
        return [text('title'), text('name') && `by ${text('name')}`, text('year')]
          .filter(Boolean)
          .join(', ');
      case 'officeBearerMessages':
        return [
          text('title'),
          text('name') && `by ${text('name')}`,
          ROLE_NAMES[text('role')] ?? text('role'),
          text('year'),
        ]
          .filter(Boolean)
          .join(', ');
      case 'gallery':
        return text('title');
      case 'events':
        return [text('title'), text('startDate')].filter(Boolean).join(', ');
    }
  })();
  return label || `${record.collection}/${record.id}`;
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
function storedForm(fields: DocMap): string {
  const rest: DocMap = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'updatedAt') continue;
    const path =
      (IMAGE_FIELDS as readonly string[]).includes(key) && typeof value === 'string'
        ? storagePathOfUrl(value)
        : null;
    rest[key] = path === null ? value : `storage:${path}`;
  }
  return JSON.stringify(comparable(rest));
}

/** The document a write will store, in the same form. */
function plannedForm(fields: DocMap, images: Partial<Record<ImageField, string>>): string {
  const all: DocMap = { ...fields };
  delete all.updatedAt;
  for (const [field, path] of Object.entries(images)) all[field] = `storage:${path}`;
  return JSON.stringify(comparable(all));
}

// ---------------------------------------------------------------------------------------------
// Planning.

const sameStamp = (a: DocValue | undefined, b: DocValue | undefined) =>
  JSON.stringify(comparable(a ?? null)) === JSON.stringify(comparable(b ?? null));

/** Why a differing record cannot be updated in place, or null when it can. */
function recreateReason(record: BackupRecord, before: DocMap): string | null {
  if (record.collection === 'gallery')
    return 'gallery entries cannot be edited, so it is deleted and added again';
  if (!sameStamp(record.fields.createdAt, before.createdAt))
    return 'its creation date differs, which no edit may change, so it is deleted and added again';
  if (record.collection === 'officeBearerMessages' && record.fields.role !== before.role)
    return 'its office bearer differs, which no edit may change, so it is deleted and added again';
  return null;
}

/** A new updatedAt for an update: now, or a millisecond later if the stored one is now. */
function newUpdatedAt(before: DocMap, now: Date): string {
  const stamp = now.toISOString();
  return before.updatedAt === stamp ? new Date(now.getTime() + 1).toISOString() : stamp;
}

export function planRestore(backup: Backup, site: SiteState): RestorePlan {
  const plan: RestorePlan = {
    add: [],
    replace: [],
    identical: [],
    uploads: [],
    withoutImage: [],
    cannotRestore: [],
  };
  const inZip = new Map(backup.images.map((image) => [image.path, image]));
  const missingReason = new Map(
    backup.missingImages.map((m) => [`${recordKey(m)} ${m.path}`, m.reason]),
  );
  const uploads = new Map<string, PlannedUpload>();

  for (const record of backup.records) {
    const key = recordKey(record);
    const ref: PlannedRecord = {
      collection: record.collection,
      id: record.id,
      label: recordLabel(record),
    };
    const before = site.records.get(key) ?? null;

    // Where each image comes from: the website, the backup, or nowhere.
    const fields: DocMap = { ...record.fields };
    const images: Partial<Record<ImageField, string>> = {};
    const toUpload: BackupImage[] = [];
    let refusal: string | null = null;
    for (const { field, path } of imagePathsOf(record.fields)) {
      delete fields[field];
      if (site.existingImages.has(path)) {
        images[field] = path;
        continue;
      }
      const image = inZip.get(path);
      const problem = image
        ? checkStorageUpload(path, image.contentType, image.bytes.length)
        : `it could not be read when the backup was made${
            missingReason.get(`${key} ${path}`) ? ` (${missingReason.get(`${key} ${path}`)})` : ''
          }`;
      if (image && !problem) {
        images[field] = path;
        toUpload.push(image);
        continue;
      }
      const reason = `${path} is not on the website and cannot be restored: ${problem}`;
      if (record.collection === 'gallery' && field === 'imageUrl') {
        refusal = reason;
      } else if (field === 'thumbUrl') {
        delete fields.thumbFileName;
        plan.withoutImage.push({ record: ref, path, reason });
      } else {
        fields[field] = '';
        plan.withoutImage.push({ record: ref, path, reason });
      }
    }
    if (refusal) {
      plan.cannotRestore.push({ ...ref, reason: refusal });
      continue;
    }

    if (before && toUpload.length === 0 && storedForm(before) === plannedForm(fields, images)) {
      plan.identical.push(ref);
      continue;
    }
    for (const image of toUpload)
      if (!uploads.has(image.path))
        uploads.set(image.path, {
          path: image.path,
          kind: imageKind(image.path),
          name: image.path.split('/').pop() ?? image.path,
          image,
        });

    if (!before) {
      plan.add.push({ ...ref, mode: 'create', fields, images, before: null });
      continue;
    }
    const why = recreateReason(record, before);
    if (why) plan.replace.push({ ...ref, mode: 'recreate', why, fields, images, before });
    else plan.replace.push({ ...ref, mode: 'update', fields, images, before });
  }

  for (const record of backup.unrestorable) {
    const ref = { collection: record.collection, id: record.id, label: recordLabel(record) };
    const before = site.records.get(recordKey(record));
    if (before && storedForm(before) === storedForm(record.fields)) plan.identical.push(ref);
    else
      plan.cannotRestore.push({
        ...ref,
        reason: `the website's rules would refuse it: ${record.reason}`,
      });
  }

  plan.uploads = [...uploads.values()].sort(
    (a, b) =>
      IMAGE_KINDS.indexOf(a.kind) - IMAGE_KINDS.indexOf(b.kind) || (a.path < b.path ? -1 : 1),
  );
  return plan;
}

/**
 * The document to store for a planned write, its image fields set to these download URLs. An
 * update (`now` being the time it is written) keeps createdAt and gets a new updatedAt; a record
 * created or created again keeps the backup's dates.
 */
export function documentToWrite(
  write: PlannedWrite,
  urls: ReadonlyMap<string, string>,
  now: Date = new Date(),
): DocMap {
  const document: DocMap = { ...write.fields };
  if (write.mode === 'update' && write.before) document.updatedAt = newUpdatedAt(write.before, now);
  for (const [field, path] of Object.entries(write.images)) {
    const url = urls.get(path);
    if (url === undefined) throw new Error(`No download URL of ${path}`);
    document[field] = url;
  }
  return document;
}

/** The image paths a backup's records point to: those whose presence on the website matters. */
export function referencedImagePaths(backup: Backup): string[] {
  const paths = new Set<string>();
  for (const record of backup.records)
    for (const { path } of imagePathsOf(record.fields)) paths.add(path);
  return [...paths].sort();
}

/** The office bearer a message belongs to, for the service that writes it. */
export function officeBearerRoleOf(fields: DocMap) {
  const role = fields.role;
  return OFFICE_BEARER_ROLES.find((r) => r === role) ?? null;
}
