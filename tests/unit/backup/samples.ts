/**
 * The sample backup the tests of the backup file share: one record of each kind, the images they
 * point to and one the backup could not read; the zip written piece by piece, as
 * createBackup writes each file; and the crafted zips of the refusals (a header that lies about a
 * size, a zip written as a stream), which the integration tests of a restore use too.
 */
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import type { Backup, BackupRecord } from '../../../src/domain/backup/format';
import { BackupZipWriter } from '../../../src/domain/backup/zipWriter';
import { localStorageTarget } from '../../../src/domain/limits';
import { GOOD, storageUrl } from '../../fixtures/documents';

export const NOW = new Date('2025-06-01T09:30:00.000Z');
/** The emulators' bucket, which the fixtures' URLs name. */
export const STORAGE = localStorageTarget('demo-youth-commission');
export const EMULATOR = { host: 'http://127.0.0.1:9199', token: 'token-a' };

export const MEMBER_PHOTO = 'members/1705312800000_cropped.jpeg';
export const GALLERY_FILE = 'gallery_1705312800000_rally.jpg';
export const POSTER = 'events/1705312800000_poster.jpg';

/** Bytes that stand for an image (the format does not look inside). */
export const bytes = (n: number, seed = 1) =>
  Uint8Array.from({ length: n }, (_, i) => (i * seed) % 256);

export const member: BackupRecord = {
  collection: 'members',
  id: 'm1',
  fields: { ...GOOD.members, imageUrl: storageUrl(MEMBER_PHOTO, EMULATOR) },
};
export const noPeriod: BackupRecord = {
  collection: 'members',
  id: 'm2',
  fields: { ...GOOD.members, startYear: null, endYear: null, imageUrl: '' },
};
export const bishop: BackupRecord = {
  collection: 'bishopMessages',
  id: 'b1',
  fields: { ...GOOD.bishopMessages, updatedAt: '2024-02-20T09:30:00.000Z' },
};
export const officeBearer: BackupRecord = {
  collection: 'officeBearerMessages',
  id: 'o1',
  fields: { ...GOOD.officeBearerMessages, imageUrl: '' },
};
export const gallery: BackupRecord = {
  collection: 'gallery',
  id: 'g1',
  fields: {
    title: 'Youth rally 2024',
    fileName: GALLERY_FILE,
    imageUrl: storageUrl(`gallery/${GALLERY_FILE}`),
    thumbFileName: `thumb_${GALLERY_FILE}`,
    thumbUrl: storageUrl(`gallery/thumb_${GALLERY_FILE}`),
    createdAt: new Date('2024-03-01T08:00:00.123Z'),
  },
};
/** An entry uploaded with its medium-size copy too (the sample's gallery entry is older). */
export const MEDIUM_FILE = `medium_${GALLERY_FILE}`;
export const galleryWithMedium: BackupRecord = {
  ...gallery,
  fields: {
    ...gallery.fields,
    mediumFileName: MEDIUM_FILE,
    mediumUrl: storageUrl(`gallery/${MEDIUM_FILE}`),
  },
};
export const programme: BackupRecord = {
  collection: 'events',
  id: 'e1',
  fields: { ...GOOD.events, imageUrl: storageUrl(POSTER) },
};

export const image = (path: string, size = 64, contentType = 'image/jpeg') => ({
  path,
  contentType,
  bytes: bytes(size, path.length),
});

export function sampleBackup(): Backup {
  return {
    createdAt: NOW.toISOString(),
    site: {
      projectId: 'demo-youth-commission',
      storageBucket: 'demo-youth-commission.appspot.com',
    },
    records: [member, noPeriod, bishop, officeBearer, gallery, programme],
    unrestorable: [
      {
        collection: 'gallery',
        id: 'legacy',
        reason: 'fileName must be a gallery file name (gallery_{timestamp}_{name})',
        fields: {
          title: 'Old',
          imageUrl: storageUrl('gallery/IMG 001.jpg'),
          fileName: 'IMG 001.jpg',
        },
      },
    ],
    images: [
      image(MEMBER_PHOTO),
      image(`gallery/${GALLERY_FILE}`, 300, 'image/webp'),
      image(`gallery/thumb_${GALLERY_FILE}`, 80, 'image/webp'),
    ],
    missingImages: [
      { path: POSTER, collection: 'events', id: 'e1', reason: 'Object events/... does not exist' },
    ],
  };
}

/** A backup written piece by piece, as createBackup writes each file: the pieces, in order. */
export function writtenInPieces(backup: Backup, part?: { number: number; of: number }) {
  const pieces: Uint8Array[] = [];
  const afterEachImage: number[] = [];
  const writer = new BackupZipWriter((piece) => pieces.push(piece), backup.createdAt);
  for (const one of backup.images) {
    writer.addImage(one);
    afterEachImage.push(pieces.reduce((n, piece) => n + piece.length, 0));
  }
  writer.finish({ ...backup, ...(part ? { part } : {}) });
  const zip = new Uint8Array(writer.bytesWritten);
  let offset = 0;
  for (const piece of pieces) {
    zip.set(piece, offset);
    offset += piece.length;
  }
  return { zip, pieces, afterEachImage };
}

/**
 * The zip with the uncompressed size its entry `name` declares, in its local and central headers,
 * set to `size`: a declared bomb when the data inflates larger.
 */
export function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  const nameBytes = strToU8(name);
  const named = (at: number) =>
    nameBytes.every((b, i) => out[at + i] === b) && out[at + nameBytes.length] !== undefined;
  for (let i = 0; i + 46 < out.length; i++) {
    const signature = view.getUint32(i, true);
    if (
      signature === 0x04034b50 &&
      view.getUint16(i + 26, true) === nameBytes.length &&
      named(i + 30)
    )
      view.setUint32(i + 22, size, true);
    if (
      signature === 0x02014b50 &&
      view.getUint16(i + 28, true) === nameBytes.length &&
      named(i + 46)
    )
      view.setUint32(i + 24, size, true);
  }
  return out;
}

/**
 * A zip written as a stream, each entry deflated: no entry declares its size before its data, and
 * any name is allowed (zipSync refuses `__proto__`).
 */
export function streamedZip(files: ReadonlyArray<[name: string, bytes: Uint8Array]>): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const [name, data] of files) {
    const entry = new ZipDeflate(name, { level: 9 });
    zip.add(entry);
    entry.push(data, true);
  }
  zip.end();
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
