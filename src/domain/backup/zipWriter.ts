/**
 * Writes the zip of a backup (format.ts): its images stored as they are, under their storage
 * paths, then content.json, deflated, then the zip's central directory; piece by piece
 * (BackupZipWriter), so that making a backup holds no more than the entry being added, or in
 * memory at once (writeBackupZip).
 */
import { deflateSync } from 'fflate';
import { isPublicStoragePath } from '../validation';
import {
  CONTENT_FILE,
  backupContentJson,
  type Backup,
  type BackupContent,
  type BackupImage,
  type ImageEntry,
} from './format';

const encoder = new TextEncoder();

/** The CRC-32 of zip entries (the polynomial 0xEDB88320), a byte at a time from a table. */
let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++)
    crc = (crcTable[(crc ^ (bytes[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A date and time as a zip entry holds it (MS-DOS: local time, two-second steps, 1980-2107). */
function dosDateTime(date: Date): number {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107) - 1980;
  return (
    ((year << 25) |
      ((date.getMonth() + 1) << 21) |
      (date.getDate() << 16) |
      (date.getHours() << 11) |
      (date.getMinutes() << 5) |
      (date.getSeconds() >> 1)) >>>
    0
  );
}

/** Entries and bytes past which a zip needs the ZIP64 extensions, which this writer does not write. */
const ZIP_MAX_ENTRIES = 0xffff;
const ZIP_MAX_OFFSET = 0xffffffff;

/**
 * Writes the zip of a backup entry by entry, handing each piece to `write` as soon as it is
 * made, so that nothing but the entry being added is held: images as they come, stored as they
 * are (they are compressed already), then content.json (deflated) listing them, then the zip's
 * central directory. Every entry carries the backup's date.
 *
 * Each entry's header gives its size and CRC up front. fflate's streaming Zip cannot: it writes
 * sizes after the data (a "data descriptor"), and a streaming reader (fflate's Unzip, which
 * readBackupZip uses to count bytes as they inflate) then finds the end of a stored entry by
 * looking for a zip signature, which a photo's bytes hold by chance often enough in a few
 * hundred megabytes. Here the whole image is in hand before its entry is written, so its header
 * can say exactly how long it is.
 */
export class BackupZipWriter {
  private offset = 0;
  private readonly central: Uint8Array[] = [];
  private readonly listed: ImageEntry[] = [];
  private readonly names = new Set<string>();
  private readonly stamp: number;

  constructor(
    private readonly write: (chunk: Uint8Array) => void,
    createdAt: string,
  ) {
    this.stamp = dosDateTime(new Date(createdAt));
  }

  /** Bytes handed to `write` so far. */
  get bytesWritten(): number {
    return this.offset;
  }

  /** Adds one image under its storage path, stored as it is. */
  addImage({ path, contentType, bytes }: BackupImage): void {
    if (!isPublicStoragePath(path) || path === CONTENT_FILE)
      throw new Error(`${path} is not a path in the website's image folders`);
    this.entry(path, bytes, bytes, 0);
    this.listed.push({ path, contentType, size: bytes.length });
  }

  /** The images added so far, as content.json lists them. */
  get images(): readonly ImageEntry[] {
    return this.listed;
  }

  /** Ends the zip: content.json, listing the images added, and the central directory. */
  finish(content: Omit<BackupContent, 'images'>): void {
    const json = encoder.encode(backupContentJson({ ...content, images: [...this.listed] }));
    this.entry(CONTENT_FILE, json, deflateSync(json, { level: 6 }), 8);
    const directory = this.offset;
    let directorySize = 0;
    for (const record of this.central) {
      this.write(record);
      directorySize += record.length;
    }
    const end = new Uint8Array(22);
    const view = new DataView(end.buffer);
    view.setUint32(0, 0x06054b50, true);
    view.setUint16(8, this.central.length, true);
    view.setUint16(10, this.central.length, true);
    view.setUint32(12, directorySize, true);
    view.setUint32(16, directory, true);
    this.write(end);
    this.offset += directorySize + end.length;
  }

  private entry(name: string, data: Uint8Array, stored: Uint8Array, method: 0 | 8) {
    if (this.names.has(name)) throw new Error(`${name} is already in the zip`);
    const nameBytes = encoder.encode(name);
    if (this.central.length >= ZIP_MAX_ENTRIES)
      throw new Error('a backup file holds at most 65,535 entries');
    if (this.offset + 30 + nameBytes.length + stored.length > ZIP_MAX_OFFSET)
      throw new Error('a backup file holds at most 4 GB');
    this.names.add(name);
    const utf8 = nameBytes.length !== name.length ? 0x800 : 0;
    const crc = crc32(data);
    const header = new Uint8Array(30 + nameBytes.length);
    const local = new DataView(header.buffer);
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, utf8, true);
    local.setUint16(8, method, true);
    local.setUint32(10, this.stamp, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, stored.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, nameBytes.length, true);
    header.set(nameBytes, 30);

    const record = new Uint8Array(46 + nameBytes.length);
    const central = new DataView(record.buffer);
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, utf8, true);
    central.setUint16(10, method, true);
    central.setUint32(12, this.stamp, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, stored.length, true);
    central.setUint32(24, data.length, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, this.offset, true);
    record.set(nameBytes, 46);
    this.central.push(record);

    this.write(header);
    this.write(stored);
    this.offset += header.length + stored.length;
  }
}

/** The zip of a backup, in memory: images stored as they are, content.json deflated. */
export function writeBackupZip(backup: Backup): Uint8Array {
  const chunks: Uint8Array[] = [];
  const writer = new BackupZipWriter((chunk) => chunks.push(chunk), backup.createdAt);
  for (const image of [...backup.images].sort((a, b) => (a.path < b.path ? -1 : 1)))
    writer.addImage(image);
  writer.finish(backup);
  const zip = new Uint8Array(writer.bytesWritten);
  let offset = 0;
  for (const chunk of chunks) {
    zip.set(chunk, offset);
    offset += chunk.length;
  }
  return zip;
}
