/**
 * Atomic file writes: a reader (or a restart after a kill) sees the old file or the new one.
 * Durable ones also reach the disk before they count as done (fsync), so that a power cut keeps
 * them too; a backend whose data is thrown away after a test run skips that wait.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * The temp file beside `file` that writeFileAtomic writes first: `.{name}.{pid}-{random}.tmp`,
 * named after the process writing it, so that a later start knows whose it is.
 */
const tempFileOf = (file: string) =>
  path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`,
  );

/** A temp file of writeFileAtomic (also without the pid, as earlier versions named them). */
const TEMP_FILE = /^\..+\.(?:(\d+)-)?[0-9a-f]{12}\.tmp$/;

/** Writes temp file, fsyncs it, renames it over `file`, then fsyncs the folder (durable only). */
export async function writeFileAtomic(
  file: string,
  data: Buffer | string,
  durable = true,
): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  const temp = tempFileOf(file);
  try {
    const handle = await fs.open(temp, 'w');
    try {
      await handle.writeFile(data);
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  if (durable) await syncDir(dir);
}

/** Whether the process `pid` is running on this machine (this one is). */
export function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temp files that writeFileAtomic left in `dir` when the process writing them was
 * killed (a full-size copy each): those of processes that no longer run, and those named
 * without a pid. Other files are left alone.
 */
export async function removeLeftoverTempFiles(dir: string): Promise<void> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of names) {
    const match = TEMP_FILE.exec(name);
    if (match && !(match[1] !== undefined && isRunning(Number(match[1]))))
      await fs.rm(path.join(dir, name), { force: true });
  }
}

/** Makes a rename or unlink in `dir` durable (best effort: not every platform allows it). */
export async function syncDir(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch {
    // Directories cannot be opened for fsync on some systems; the rename is still atomic.
  } finally {
    await handle?.close();
  }
}

/** Runs tasks one after another: each commit sees the state the previous one left. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
