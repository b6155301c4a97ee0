/**
 * Splitting a backup into files, each a backup of its own (format.ts), so that no file is larger
 * than a phone's browser can make or read: what one file may hold (PART_LIMITS) and which
 * records and images go in which file (planBackupParts).
 */
import { imagePathsOf, type BackupRecord } from './format';

/** How much one file of a backup made in several may hold (see PART_LIMITS). */
export interface PartLimits {
  /** Bytes of images, uncompressed. */
  bytes: number;
  /** Image files. */
  files: number;
  /** Records, those kept as unrestorable included. */
  records: number;
}

/**
 * A backup file holds at most 100 MB of pictures (and stays within every cap of a reader).
 * Making a backup holds one file's worth at most until the browser has it, and a restore reads
 * a whole file into memory, its pictures once more as they unpack: about three times a part at
 * the most, which a phone's browser tab can spare where a site's whole backup (several hundred
 * MB after ten years) would not fit.
 */
export const PART_LIMITS: PartLimits = {
  bytes: 100 * 1024 * 1024,
  files: 10_000,
  records: 20_000,
};

/** The records of one file of a backup, and the images it holds for them. */
export interface PlannedPart<T extends BackupRecord> {
  records: T[];
  /** The storage paths of the images it holds, sorted. */
  paths: string[];
}

/**
 * Splits a backup into files, each a backup of its own: records in the order given, a file
 * closed before a record would take it past a limit, and every image in the same file as each
 * record that points to it (an image two records share goes in each of their files). A record
 * whose own images pass the limit of bytes alone gets a file of its own. `sizeOf` gives the size
 * of each image the backup will hold; an image it does not know (not downloadable) takes no room.
 */
export function planBackupParts<T extends BackupRecord>(
  records: readonly T[],
  sizeOf: (path: string) => number | undefined,
  limits: PartLimits = PART_LIMITS,
): Array<PlannedPart<T>> {
  const parts: Array<{ records: T[]; paths: Set<string>; bytes: number }> = [];
  let current = { records: [] as T[], paths: new Set<string>(), bytes: 0 };
  for (const record of records) {
    const paths = [
      ...new Set(
        imagePathsOf(record.collection, record.fields)
          .map(({ path }) => path)
          .filter((path) => sizeOf(path) !== undefined),
      ),
    ];
    const added = (part: typeof current) => paths.filter((path) => !part.paths.has(path));
    const bytesOf = (list: string[]) => list.reduce((n, path) => n + (sizeOf(path) ?? 0), 0);
    const fresh = added(current);
    const full =
      current.bytes + bytesOf(fresh) > limits.bytes ||
      current.paths.size + fresh.length > limits.files ||
      current.records.length + 1 > limits.records;
    if (full && current.records.length > 0) {
      parts.push(current);
      current = { records: [], paths: new Set(), bytes: 0 };
    }
    for (const path of added(current)) {
      current.paths.add(path);
      current.bytes += sizeOf(path) ?? 0;
    }
    current.records.push(record);
  }
  parts.push(current);
  return parts.map((part) => ({ records: part.records, paths: [...part.paths].sort() }));
}
