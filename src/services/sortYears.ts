/**
 * Messages stored before they carried a sortYear get it, once: the public pages order messages by
 * it (a query orders by a number, not by the leading year of a text), and a message without it
 * would not be on them. Any team member's visit to the dashboard does it; it asks Firestore to
 * count first (a read per thousand messages), so a visit after it is done costs two reads a
 * collection. A message gets its sortYear and nothing else, a write that is no edit of anyone's
 * (firestore.rules, isSortYearFilled). Admin area only.
 */
import {
  collection,
  doc,
  getCount,
  getDocs,
  query,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { messageCollection } from '../domain/messageKinds';
import { SORT_YEARS_PER_COMMIT, sortYearOf } from '../domain/messages';
import { MESSAGE_KINDS } from '../domain/types';
import { db } from './firebase';
import { stampChanges } from './stamps';

/** The collections that hold messages, each once. */
const MESSAGE_COLLECTIONS = [...new Set(MESSAGE_KINDS.map(messageCollection))];

let running: Promise<number> | null = null;

/**
 * Gives every message without a sortYear its sortYear. Resolves with how many it gave one; rejects
 * when a read or a write fails (what was written stays written).
 */
export function fillMissingSortYears(): Promise<number> {
  // A second call while one runs (a dashboard opened twice at once) waits for it, rather than
  // write what it writes again.
  running ??= fill().finally(() => {
    running = null;
  });
  return running;
}

async function fill(): Promise<number> {
  let filled = 0;
  for (const name of MESSAGE_COLLECTIONS) {
    const all = collection(db, name);
    const [total, sorted] = await Promise.all([
      getCount(all),
      getCount(query(all, where('sortYear', '>=', 0))),
    ]);
    if (total.data().count === sorted.data().count) continue;
    const missing = (await getDocs(all)).docs.filter((d) => typeof d.get('sortYear') !== 'number');
    for (let start = 0; start < missing.length; start += SORT_YEARS_PER_COMMIT) {
      const batch = writeBatch(db);
      for (const message of missing.slice(start, start + SORT_YEARS_PER_COMMIT))
        batch.update(doc(db, name, message.id), {
          sortYear: sortYearOf(String(message.get('year') ?? '')),
        });
      stampChanges(batch, [name]);
      await batch.commit();
    }
    filled += missing.length;
  }
  return filled;
}
