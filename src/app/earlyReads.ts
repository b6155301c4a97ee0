import { readsEarly } from '../domain/pageReads';

/**
 * Starts the Firestore reads of a page that shows Firestore data first, before React has taken the
 * page over (src/services/pageReads.ts). The import stays lazy so that other pages download no Firebase.
 */
export function startEarlyReads(pathname: string): void {
  if (readsEarly(pathname))
    void import('../services/pageReads').then((reads) => reads.startReadsOf(pathname));
}
