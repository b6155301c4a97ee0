/**
 * The documents of the database, kept in memory and in one JSON file. A commit works on a copy,
 * lands on disk atomically, and only then becomes visible: all of its writes or none.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  formatTimestamp,
  parseTimestamp,
  timestampFromMicros,
  type Fields,
  type Timestamp,
} from './firestoreValues';
import { removeLeftoverTempFiles, SerialQueue, writeFileAtomic } from './persist';

export interface StoredDocument {
  fields: Fields;
  createTime: string;
  updateTime: string;
}

/** Document path relative to the database root, e.g. "members/abc" → its document. */
export type Documents = Map<string, StoredDocument>;

interface FileFormat {
  version: 1;
  documents: Record<string, StoredDocument>;
}

export class DocumentStore {
  private documents: Documents;
  private lastMicros: number;
  private readonly queue = new SerialQueue();

  private constructor(
    private readonly file: string,
    documents: Documents,
    private readonly durable: boolean,
  ) {
    this.documents = documents;
    this.lastMicros = 0;
    for (const doc of documents.values()) {
      const ts = parseTimestamp(doc.updateTime);
      if (ts) this.lastMicros = Math.max(this.lastMicros, ts.seconds * 1e6 + ts.nanos / 1000);
    }
  }

  /** `durable`: each commit reaches the disk (fsync) before it is answered. */
  static async open(dataDir: string, { durable = true } = {}): Promise<DocumentStore> {
    const file = path.join(dataDir, 'firestore', 'documents.json');
    await removeLeftoverTempFiles(path.dirname(file));
    let text: string | undefined;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const documents: Documents = new Map();
    if (text !== undefined) {
      // A damaged file stops the start rather than being silently replaced by an empty one.
      const parsed = JSON.parse(text) as FileFormat;
      for (const [name, doc] of Object.entries(parsed.documents ?? {})) documents.set(name, doc);
    }
    return new DocumentStore(file, documents, durable);
  }

  /** The current, committed documents (never mutated in place). */
  snapshot(): ReadonlyMap<string, StoredDocument> {
    return this.documents;
  }

  /** A read time: now, but never before the last commit. */
  readTime(): string {
    return formatTimestamp(timestampFromMicros(Math.max(Date.now() * 1000, this.lastMicros)));
  }

  /**
   * Runs `apply` on a copy of the documents (beside the committed ones) with a fresh, strictly
   * increasing commit time. If it returns, the copy is written to disk and then replaces the
   * current documents; if it throws, nothing changes. Commits run one at a time.
   */
  commit<T>(
    apply: (
      draft: Documents,
      commitTime: Timestamp,
      committed: ReadonlyMap<string, StoredDocument>,
    ) => T,
  ): Promise<T> {
    return this.queue.run(async () => {
      const micros = Math.max(Date.now() * 1000, this.lastMicros + 1);
      const draft: Documents = new Map(this.documents);
      const result = apply(draft, timestampFromMicros(micros), this.documents);
      await this.save(draft);
      this.documents = draft;
      this.lastMicros = micros;
      return result;
    });
  }

  /** Removes every document (the emulator's "clear data"). */
  clear(): Promise<void> {
    return this.queue.run(async () => {
      await this.save(new Map());
      this.documents = new Map();
    });
  }

  private save(documents: Documents): Promise<void> {
    const content: FileFormat = { version: 1, documents: Object.fromEntries(documents) };
    return writeFileAtomic(this.file, JSON.stringify(content), this.durable);
  }
}
