/**
 * Reads a backup file (format.ts) and checks it, changing nothing anywhere: content.json first
 * (contentReader.ts), then only the images it lists, every other entry of the zip skipped
 * without being inflated. Bytes are counted as they inflate, a few kilobytes of compressed data
 * at a time, so that no header or listing that understates an entry can make the reader hold
 * more than the caps (BACKUP_CAPS).
 */
import { Unzip, UnzipInflate } from 'fflate';
import {
  BACKUP_CAPS,
  CONTENT_FILE,
  InvalidBackupError,
  formatSize,
  imagePathsOf,
  recordKey,
  type Backup,
  type BackupCaps,
  type BackupImage,
} from './format';
import { readContent } from './contentReader';

const invalid = (reason: string): never => {
  throw new InvalidBackupError(reason);
};

/** How much of the caps' byte budget is left, and what passing it is called. */
interface Budget {
  left: number;
  over: string;
}

/** Compressed bytes handed to the unzipper at a time: what one inflate step can grow from. */
const CHUNK = 16 * 1024;

/** Whether the bytes end as a zip does: with its end-of-central-directory record. */
function endsAsZip(bytes: Uint8Array): boolean {
  if (bytes.length < 22) return false;
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= from; i--)
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 5 && bytes[i + 3] === 6)
      return true;
  return false;
}

/**
 * Inflates the entries of the zip named in `wanted` (each with the most bytes it may hold) and
 * skips every other one without inflating it. Bytes are counted as they inflate, a few kilobytes
 * of compressed data at a time, so a header that understates an entry cannot make the reader
 * hold more than the caps: it stops as soon as an entry passes its size in the zip's header, its
 * own cap or the budget. Stops early once every wanted entry is read when `untilFound` is set.
 */
function inflateEntries(
  zip: Uint8Array,
  wanted: ReadonlyMap<string, { max: number; tooLarge: string }>,
  budget: Budget,
  untilFound = false,
): Map<string, Uint8Array> {
  const found = new Map<string, Uint8Array>();
  const started = new Set<string>();
  const unzip = new Unzip((file) => {
    const limit = wanted.get(file.name);
    if (!limit) return;
    const { name } = file;
    if (started.has(name)) invalid(`${name} appears twice in the zip`);
    started.add(name);
    const declared = file.originalSize;
    if (declared !== undefined && declared > limit.max) invalid(limit.tooLarge);
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, data, final) => {
      // The inflater hands its own failures here, a cap passed below among them.
      if (error)
        throw error instanceof InvalidBackupError
          ? error
          : new InvalidBackupError(
              `${name} is damaged, or compressed in a way this website cannot read`,
            );
      size += data.length;
      budget.left -= data.length;
      if (size > limit.max) invalid(limit.tooLarge);
      if (declared !== undefined && size > declared)
        invalid(`${name} is damaged (it inflates to more than its zip entry says)`);
      if (budget.left < 0) invalid(budget.over);
      chunks.push(data);
      if (!final) return;
      if (declared !== undefined && size !== declared)
        invalid(`${name} is damaged (its size differs from its zip entry)`);
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      found.set(name, bytes);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < zip.length; offset += CHUNK) {
      unzip.push(zip.subarray(offset, offset + CHUNK), offset + CHUNK >= zip.length);
      if (untilFound && found.size === wanted.size) break;
    }
  } catch (error) {
    if (error instanceof InvalidBackupError) throw error;
    return invalid('it is not a zip file, or the zip is damaged');
  }
  return found;
}

/**
 * Reads and checks a backup file; changes nothing anywhere. Throws InvalidBackupError, with the
 * reason, when the file is not a readable backup of this website or passes a cap. It reads
 * content.json first, then inflates only the files content.json lists, counting their bytes as
 * they inflate; any other entry of the zip is skipped without being inflated. Whether the
 * website's rules accept each record is for the restore plan to judge.
 */
export function readBackupZip(bytes: Uint8Array, caps: BackupCaps = BACKUP_CAPS): Backup {
  if (!endsAsZip(bytes)) return invalid('it is not a zip file, or the zip is damaged');
  const budget: Budget = {
    left: caps.totalBytes,
    over: `it holds more than ${formatSize(caps.totalBytes)} uncompressed, more than a backup can hold`,
  };
  const tooLarge = `${CONTENT_FILE} is larger than a backup holds (more than ${formatSize(caps.contentBytes)})`;
  const contentEntry = inflateEntries(
    bytes,
    new Map([[CONTENT_FILE, { max: caps.contentBytes, tooLarge }]]),
    budget,
    true,
  ).get(CONTENT_FILE);
  const content = readContent(contentEntry, caps);
  const { records, images: listed, missingImages } = content;
  const declared = listed.reduce((n, i) => n + i.size, 0);
  if (declared > budget.left) invalid(budget.over);

  // Every image a record points to is listed, or named as missing for it.
  const held = new Set(listed.map((i) => i.path));
  const explained = new Set(missingImages.map((m) => `${recordKey(m)} ${m.path}`));
  for (const record of records)
    for (const { path } of imagePathsOf(record.collection, record.fields))
      if (!held.has(path) && !explained.has(`${recordKey(record)} ${path}`))
        invalid(`${recordKey(record)} points at ${path}, which the backup does not hold`);

  const files = inflateEntries(
    bytes,
    new Map(
      listed.map((i) => [
        i.path,
        { max: i.size, tooLarge: `${i.path} is damaged (its size differs)` },
      ]),
    ),
    budget,
  );
  const images = listed.map(({ path, contentType, size }): BackupImage => {
    const file = files.get(path);
    if (!file) return invalid(`${path} is listed but the zip does not hold it`);
    if (file.length !== size) return invalid(`${path} is damaged (its size differs)`);
    return { path, contentType, bytes: file };
  });
  return { ...content, images };
}
