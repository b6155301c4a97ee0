/**
 * Facts the backup format tells of documents (the images they point to, whether the rules would
 * create them again), and the names and sizes of its files.
 */
import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  formatSize,
  imagePathsOf,
  sortRecords,
  type BackupRecord,
} from '../../../src/domain/backup/format';
import { storagePathOfUrl } from '../../../src/domain/storagePaths';
import { storageUrl } from '../../fixtures/documents';
import {
  EMULATOR,
  GALLERY_FILE,
  MEDIUM_FILE,
  MEMBER_PHOTO,
  NOW,
  STORAGE,
  gallery,
  galleryWithMedium,
  member,
  noPeriod,
  programme,
} from './samples';

describe('facts about documents', () => {
  it.each([
    [storageUrl(MEMBER_PHOTO), MEMBER_PHOTO],
    [
      storageUrl('officeBearers/youth_director/1_a b.jpg', EMULATOR),
      'officeBearers/youth_director/1_a b.jpg',
    ],
    ['http://localhost:9199/v0/b/b/o/gallery%2Fx.jpg?alt=media&token=t', 'gallery/x.jpg'],
    ['https://example.org/photo.jpg', null],
    ['', null],
    ['https://firebasestorage.googleapis.com/v0/b/b/o/%E0%A4%A?alt=media', null],
  ])('the storage path of %s is %s', (url, path) => {
    expect(storagePathOfUrl(url)).toBe(path);
  });

  it('finds the images a document points to: imageUrl, thumbUrl and mediumUrl', () => {
    expect(imagePathsOf('gallery', gallery.fields)).toEqual([
      { field: 'imageUrl', path: `gallery/${GALLERY_FILE}` },
      { field: 'thumbUrl', path: `gallery/thumb_${GALLERY_FILE}` },
    ]);
    expect(imagePathsOf('gallery', galleryWithMedium.fields)).toEqual([
      { field: 'imageUrl', path: `gallery/${GALLERY_FILE}` },
      { field: 'thumbUrl', path: `gallery/thumb_${GALLERY_FILE}` },
      { field: 'mediumUrl', path: `gallery/${MEDIUM_FILE}` },
    ]);
    expect(imagePathsOf('members', noPeriod.fields)).toEqual([]);
  });

  it('keeps aside the documents that the rules would refuse to create on this site', () => {
    const legacy: BackupRecord = {
      collection: 'members',
      id: 'old',
      fields: { name: 'Old member', role: 'Member', imageUrl: '' },
    };
    const { records, unrestorable } = sortRecords([programme, legacy, member], {
      now: NOW,
      storage: STORAGE,
      byOwner: true,
    });
    expect(records.map((r) => r.id)).toEqual(['m1', 'e1']);
    expect(unrestorable).toEqual([{ ...legacy, reason: 'createdAt is required' }]);
  });
});

describe('naming a backup and its size', () => {
  it.each([
    [new Date(2025, 0, 5, 23, 59), 'youth-commission-backup-2025-01-05.zip'],
    [new Date(2025, 11, 31, 0, 0), 'youth-commission-backup-2025-12-31.zip'],
  ])('names the file of %s by the local date', (now, name) => {
    expect(backupFileName(now)).toBe(name);
  });

  it('names each file of a backup in several', () => {
    expect(backupFileName(new Date(2025, 5, 1, 12), { number: 2, of: 5 })).toBe(
      'youth-commission-backup-2025-06-01-part-2-of-5.zip',
    );
  });

  it.each([
    [512 * 1024, '512 KB'],
    [1024 * 1024, '1.0 MB'],
    [10.25 * 1024 * 1024, '10.3 MB'],
    [4 * 1024 ** 3, '4.0 GB'],
  ])('%i bytes are %s', (size, text) => {
    expect(formatSize(size)).toBe(text);
  });
});
