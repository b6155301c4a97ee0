/**
 * Time-to-live policies, as Firestore applies them: a document of a collection group a policy
 * names (firestore.indexes.json, a field override with `"ttl": true`) whose field holds a
 * timestamp in the past is deleted, at no one's request and past the security rules. A field
 * that is absent or holds anything but a timestamp keeps the document. Hosted Firestore deletes
 * such a document within about a day of its time; the backend looks at start and then every
 * minute (tests shorten it), deleting all that are due in one write.
 */
import type { DocumentStore, StoredDocument } from './firestoreStore';
import { getField, parseFieldPath, parseTimestamp, type Timestamp } from './firestoreValues';

/** A time-to-live policy: the field of a collection group's documents that says when they go. */
export interface TimeToLivePolicy {
  collectionGroup: string;
  fieldPath: string;
}

/** How often the backend looks for documents past their time, by default. */
export const TIME_TO_LIVE_SWEEP_MS = 60_000;

/** The collection id a document path is in: 'registrations' for 'registrations/abc'. */
const collectionIdOf = (path: string) => path.split('/').at(-2);

const isBefore = (time: Timestamp, now: Date) =>
  time.seconds * 1000 + time.nanos / 1e6 < now.getTime();

/** The paths of the documents whose policy's field is a timestamp before `now`. */
export function expiredPaths(
  documents: ReadonlyMap<string, StoredDocument>,
  policies: readonly TimeToLivePolicy[],
  now: Date,
): string[] {
  const fields = policies.map((policy) => ({
    collectionGroup: policy.collectionGroup,
    segments: parseFieldPath(policy.fieldPath),
  }));
  const expired: string[] = [];
  for (const [path, doc] of documents) {
    const collectionId = collectionIdOf(path);
    const due = fields.some(({ collectionGroup, segments }) => {
      if (collectionGroup !== collectionId) return false;
      const value = getField(doc.fields, segments);
      const time = value && 'timestampValue' in value ? parseTimestamp(value.timestampValue) : null;
      return time !== null && isBefore(time, now);
    });
    if (due) expired.push(path);
  }
  return expired;
}

/**
 * Deletes, in one write, the documents past their time (none written when none is); resolves with
 * their paths.
 */
export async function deleteExpired(
  store: DocumentStore,
  policies: readonly TimeToLivePolicy[],
  now = () => new Date(),
): Promise<string[]> {
  if (policies.length === 0 || expiredPaths(store.snapshot(), policies, now()).length === 0)
    return [];
  return store.commit((draft) => {
    const expired = expiredPaths(draft, policies, now());
    for (const path of expired) draft.delete(path);
    return expired;
  });
}

/**
 * Applies the policies now and then every `intervalMs` until stopped (which waits for a sweep
 * under way); a failed sweep is logged and the next one tries again.
 */
export function startTimeToLive(
  store: DocumentStore,
  policies: readonly TimeToLivePolicy[],
  log: (message: string) => void,
  intervalMs = TIME_TO_LIVE_SWEEP_MS,
): { sweep: () => Promise<string[]>; stop: () => Promise<void> } {
  let running: Promise<string[]> | null = null;
  const sweep = () =>
    (running ??= deleteExpired(store, policies)
      .catch((error: unknown) => {
        log(
          `local-backend: time-to-live: ${error instanceof Error ? error.message : String(error)}`,
        );
        return [];
      })
      .finally(() => {
        running = null;
      }));
  const timer = policies.length > 0 ? setInterval(() => void sweep(), intervalMs) : null;
  timer?.unref();
  void sweep();
  return {
    sweep,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
