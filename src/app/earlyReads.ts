/**
 * Starts the Firestore reads of a page that shows Firestore data first, before React has taken the
 * page over. The page rendered at build time names them on its root element
 * (`data-early-reads`, from the route table); pages without that attribute start none. The import
 * stays lazy so that other pages download no Firebase.
 */
export function startEarlyReads(root: HTMLElement): void {
  const names = root.dataset.earlyReads?.split(' ').filter(Boolean) ?? [];
  if (names.length > 0)
    void import('../services/pageReads').then((reads) => reads.startReads(names));
}
