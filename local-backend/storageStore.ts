/**
 * Storage objects as files: for each object a metadata JSON and a data file named after its
 * generation. Objects are created, never replaced. The data file lands first and the metadata
 * (the object's existence) last, both atomically, so a killed process leaves either no object
 * or the new one.
 */
import { createHash, randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  isRunning,
  removeLeftoverTempFiles,
  SerialQueue,
  syncDir,
  writeFileAtomic,
} from './persist';

export interface ObjectMetadata {
  bucket: string;
  name: string;
  contentType: string;
  size: number;
  md5Hash: string;
  generation: string;
  metageneration: string;
  timeCreated: string;
  updated: string;
  downloadTokens: string[];
  customMetadata?: Record<string, string>;
  /** The data file beside the metadata. */
  dataFile: string;
}

export interface NewObject {
  bucket: string;
  name: string;
  contentType: string;
  customMetadata?: Record<string, string>;
}

/** The uploads folder of one backend: `{pid}-{random}`, named after its process. */
const UPLOADS_OF_PROCESS = /^(\d+)-/;

export class ObjectStore {
  readonly objectsDir: string;
  /**
   * Unfinished uploads of this instance, in a folder of its own: another backend may share the
   * data folder.
   */
  readonly uploadsDir: string;
  private readonly allUploadsDir: string;
  private readonly queue = new SerialQueue();
  private lastGeneration = 0;

  /** `durable`: each stored or deleted object reaches the disk (fsync) before it is answered. */
  constructor(
    dataDir: string,
    readonly durable = true,
  ) {
    this.objectsDir = path.join(dataDir, 'storage', 'objects');
    this.allUploadsDir = path.join(dataDir, 'storage', 'uploads');
    this.uploadsDir = path.join(this.allUploadsDir, `${process.pid}-${randomUUID()}`);
  }

  /**
   * Creates the folders and removes what a killed backend left: its unfinished uploads (the
   * uploads folders of processes that no longer run) and its temp files of object metadata.
   */
  async open(): Promise<void> {
    await fs.mkdir(this.allUploadsDir, { recursive: true });
    for (const entry of await fs.readdir(this.allUploadsDir)) {
      const owner = UPLOADS_OF_PROCESS.exec(entry)?.[1];
      if (owner === undefined || !isRunning(Number(owner)))
        await fs.rm(path.join(this.allUploadsDir, entry), { recursive: true, force: true });
    }
    await fs.mkdir(this.uploadsDir, { recursive: true });
    await fs.mkdir(this.objectsDir, { recursive: true });
    await removeLeftoverTempFiles(this.objectsDir);
  }

  private key(bucket: string, name: string) {
    return createHash('sha256').update(`${bucket}\n${name}`).digest('hex');
  }

  async get(bucket: string, name: string): Promise<ObjectMetadata | null> {
    try {
      const text = await fs.readFile(
        path.join(this.objectsDir, `${this.key(bucket, name)}.json`),
        'utf8',
      );
      return JSON.parse(text) as ObjectMetadata;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  dataPath(meta: ObjectMetadata): string {
    return path.join(this.objectsDir, meta.dataFile);
  }

  /** A fresh temp file path in the uploads folder (same file system, so it can be renamed). */
  tempFile(): string {
    return path.join(this.uploadsDir, `${randomUUID()}.part`);
  }

  /**
   * Makes `bytes` (already in the fsynced temp file `source`, which this takes over) a new
   * object and returns its metadata; null, leaving `source` alone, when an object of that name
   * exists already (checked in the same turn of the queue as the write, so two uploads to one
   * name cannot both succeed).
   */
  create(object: NewObject, source: string, bytes: Buffer): Promise<ObjectMetadata | null> {
    return this.queue.run(async () => {
      const key = this.key(object.bucket, object.name);
      if (await this.get(object.bucket, object.name)) return null;
      const generation = String(
        (this.lastGeneration = Math.max(Date.now() * 1000, this.lastGeneration + 1)),
      );
      const now = new Date().toISOString();
      const meta: ObjectMetadata = {
        bucket: object.bucket,
        name: object.name,
        contentType: object.contentType,
        size: bytes.length,
        md5Hash: createHash('md5').update(bytes).digest('base64'),
        generation,
        metageneration: '1',
        timeCreated: now,
        updated: now,
        downloadTokens: [randomUUID()],
        ...(object.customMetadata ? { customMetadata: object.customMetadata } : {}),
        dataFile: `${key}.${generation}.bin`,
      };
      await fs.rename(source, this.dataPath(meta));
      if (this.durable) await syncDir(this.objectsDir);
      await writeFileAtomic(
        path.join(this.objectsDir, `${key}.json`),
        JSON.stringify(meta),
        this.durable,
      );
      return meta;
    });
  }

  /** Deletes an object; false when there was none. */
  delete(bucket: string, name: string): Promise<boolean> {
    return this.queue.run(async () => {
      const meta = await this.get(bucket, name);
      if (!meta) return false;
      await fs.rm(path.join(this.objectsDir, `${this.key(bucket, name)}.json`));
      if (this.durable) await syncDir(this.objectsDir);
      await fs.rm(this.dataPath(meta), { force: true });
      return true;
    });
  }

  /** Removes every object. */
  clear(): Promise<void> {
    return this.queue.run(async () => {
      await fs.rm(this.objectsDir, { recursive: true, force: true });
      await fs.mkdir(this.objectsDir, { recursive: true });
    });
  }

  /** Drops this instance's unfinished uploads. */
  close(): Promise<void> {
    return fs.rm(this.uploadsDir, { recursive: true, force: true });
  }
}

/** The object resource JSON of the Firebase Storage v0 API. */
export function objectJson(meta: ObjectMetadata) {
  return {
    name: meta.name,
    bucket: meta.bucket,
    generation: meta.generation,
    metageneration: meta.metageneration,
    contentType: meta.contentType,
    timeCreated: meta.timeCreated,
    updated: meta.updated,
    storageClass: 'STANDARD',
    size: String(meta.size),
    md5Hash: meta.md5Hash,
    contentEncoding: 'identity',
    contentDisposition: 'inline',
    etag: meta.md5Hash,
    downloadTokens: meta.downloadTokens.join(','),
    ...(meta.customMetadata ? { metadata: meta.customMetadata } : {}),
  };
}
