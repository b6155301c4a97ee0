/**
 * Splitting a backup into files: each file within its limits, every record's images in its own
 * file, and every file a backup a reader takes.
 */
import { describe, expect, it } from 'vitest';
import {
  BACKUP_CAPS,
  type BackupImage,
  type BackupRecord,
} from '../../../src/domain/backup/format';
import { PART_LIMITS, planBackupParts, type PartLimits } from '../../../src/domain/backup/parts';
import { readBackupZip } from '../../../src/domain/backup/zipReader';
import { GOOD, storageUrl } from '../../fixtures/documents';
import { sampleBackup, writtenInPieces } from './samples';

describe('splitting a backup into files', () => {
  const photoOf = (id: string) => `members/${id.length}${id.charCodeAt(id.length - 1)}_a.jpeg`;
  const memberWith = (id: string, path: string | null): BackupRecord => ({
    collection: 'members',
    id,
    fields: { ...GOOD.members, imageUrl: path ? storageUrl(path) : '' },
  });
  const sizes = new Map<string, number>();
  const sizeOf = (path: string) => sizes.get(path);
  const limits: PartLimits = { bytes: 100, files: 3, records: 4 };
  /** The ids of each part, and the image paths it holds. */
  const split = (records: BackupRecord[], l = limits) =>
    planBackupParts(records, sizeOf, l).map((part) => ({
      ids: part.records.map((r) => r.id),
      paths: part.paths,
    }));

  it.each<[string, Array<[string, number | null]>, Array<{ ids: string[]; count: number }>]>([
    ['an empty website is one empty file', [], [{ ids: [], count: 0 }]],
    [
      'a file closes before a record would pass its bytes',
      [
        ['a', 40],
        ['b', 40],
        ['c', 40],
      ],
      [
        { ids: ['a', 'b'], count: 2 },
        { ids: ['c'], count: 1 },
      ],
    ],
    [
      'records without a picture go where they fall',
      [
        ['a', 90],
        ['b', null],
        ['c', 20],
      ],
      [
        { ids: ['a', 'b'], count: 1 },
        { ids: ['c'], count: 1 },
      ],
    ],
    [
      'a picture larger than a file alone gets a file of its own',
      [
        ['a', 10],
        ['b', 500],
        ['c', 10],
      ],
      [
        { ids: ['a'], count: 1 },
        { ids: ['b'], count: 1 },
        { ids: ['c'], count: 1 },
      ],
    ],
    [
      'a file holds at most `files` pictures',
      [
        ['a', 1],
        ['b', 1],
        ['c', 1],
        ['d', 1],
      ],
      [
        { ids: ['a', 'b', 'c'], count: 3 },
        { ids: ['d'], count: 1 },
      ],
    ],
    [
      'and at most `records` records',
      [
        ['a', null],
        ['b', null],
        ['c', null],
        ['d', null],
        ['e', null],
      ],
      [
        { ids: ['a', 'b', 'c', 'd'], count: 0 },
        { ids: ['e'], count: 0 },
      ],
    ],
  ])('%s', (_, members, expected) => {
    sizes.clear();
    const records = members.map(([id, size]) => {
      if (size !== null) sizes.set(photoOf(id), size);
      return memberWith(id, size === null ? null : photoOf(id));
    });
    const parts = split(records);
    expect(parts.map((p) => ({ ids: p.ids, count: p.paths.length }))).toEqual(expected);
    // Every record's pictures are in its own file.
    for (const part of parts)
      for (const id of part.ids)
        if (sizes.has(photoOf(id))) expect(part.paths).toContain(photoOf(id));
  });

  it('puts a picture two records share in the file of each, and leaves out one it cannot read', () => {
    sizes.clear();
    sizes.set('members/1_shared.jpeg', 40);
    sizes.set(photoOf('y'), 50);
    sizes.set(photoOf('x'), 30);
    const records = [
      memberWith('a', 'members/1_shared.jpeg'),
      memberWith('b', 'members/2_gone.jpeg'),
      memberWith('y', photoOf('y')),
      memberWith('x', photoOf('x')),
      memberWith('c', 'members/1_shared.jpeg'),
    ];
    expect(split(records)).toEqual([
      { ids: ['a', 'b', 'y'], paths: ['members/1_shared.jpeg', photoOf('y')].sort() },
      { ids: ['x', 'c'], paths: ['members/1_shared.jpeg', photoOf('x')].sort() },
    ]);
  });

  it('makes files that are each a backup a reader takes, together holding every record once', () => {
    const backup = sampleBackup();
    const sized = new Map(backup.images.map((i) => [i.path, i.bytes.length]));
    const all = [...backup.records, ...backup.unrestorable];
    const parts = planBackupParts(all, (path) => sized.get(path), {
      bytes: 100,
      files: 10,
      records: 10,
    });
    expect(parts.length).toBeGreaterThan(1);
    const read = parts.map((part, index) => {
      const holds = <T extends { collection: string; id: string }>(list: readonly T[]) =>
        list.filter((r) =>
          part.records.some((p) => p.collection === r.collection && p.id === r.id),
        );
      const images = backup.images.filter((i) => part.paths.includes(i.path));
      return readBackupZip(
        writtenInPieces(
          {
            ...backup,
            records: holds(backup.records),
            unrestorable: holds(backup.unrestorable),
            images,
            missingImages: holds(backup.missingImages),
          },
          { number: index + 1, of: parts.length },
        ).zip,
      );
    });
    const keys = (list: readonly BackupRecord[]) => list.map((r) => `${r.collection}/${r.id}`);
    expect(read.flatMap((r) => keys([...r.records, ...r.unrestorable])).sort()).toEqual(
      keys(all).sort(),
    );
    expect(read.flatMap((r) => r.images.map((i: BackupImage) => i.path)).sort()).toEqual(
      backup.images.map((i) => i.path).sort(),
    );
    expect(read.map((r) => r.part)).toEqual(
      parts.map((_, i) => ({ number: i + 1, of: parts.length })),
    );
  });

  it('keeps each file of a real backup well inside what a reader takes', () => {
    expect(PART_LIMITS.bytes).toBeLessThanOrEqual(BACKUP_CAPS.totalBytes / 4);
    expect(PART_LIMITS.files).toBeLessThanOrEqual(BACKUP_CAPS.files);
    expect(PART_LIMITS.records).toBeLessThanOrEqual(BACKUP_CAPS.records);
  });
});
