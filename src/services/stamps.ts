/**
 * Stamping the change marker (changes/public) in the commit of a write: every write of a public
 * collection sets that collection's field to the server's time of the write, in the same commit,
 * which the rules require. The publish records the marker; a visit reads it once and reads live
 * only what changed since (docs/performance.md, "What a visit reads"). Admin area only.
 */
import { doc, serverTimestamp, type Transaction, type WriteBatch } from 'firebase/firestore/lite';
import { CHANGES_ID, isStamped, type Collection } from '../domain/collections';
import { db } from './firebase';

/**
 * Adds to a batch or a transaction the stamp of these collections (those of them the public pages
 * read; the others need none).
 */
export function stampChanges(
  commit: Pick<WriteBatch, 'set'> | Pick<Transaction, 'set'>,
  collections: readonly Collection[],
): void {
  const stamped = [...new Set(collections.filter(isStamped))];
  if (stamped.length === 0) return;
  const marker = doc(db, 'changes' satisfies Collection, CHANGES_ID);
  const fields = Object.fromEntries(stamped.map((name) => [name, serverTimestamp()]));
  // Both have a set(ref, data, options); their overloads differ only in what they return.
  (commit as WriteBatch).set(marker, fields, { merge: true });
}

/**
 * The least time between two commits of a long series (a restore, photos moved in batches): each
 * commit stamps the change marker, one document, which takes about one write a second sustained
 * (docs/performance.md, "What a visit reads").
 */
export const MARKER_PACE_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes `count` commits one after another (`commit(i)` makes the i-th), starting each at least
 * MARKER_PACE_MS after the one before started. Rejects with the first commit that fails; those
 * after it are not made.
 */
export async function pacedCommits(
  count: number,
  commit: (index: number) => Promise<void>,
  paceMs: number = MARKER_PACE_MS,
): Promise<void> {
  for (let index = 0; index < count; index++) {
    const began = Date.now();
    await commit(index);
    const rest = paceMs - (Date.now() - began);
    if (index + 1 < count && rest > 0) await sleep(rest);
  }
}
