/**
 * Whether someone is signed in to register on this browser, as a flag in localStorage that the
 * registrant service (registrant.ts) sets when a registrant is signed in and clears when nobody
 * is. The public header reads it to show 'My registrations' in the menu without loading the
 * Firebase Auth SDK on every page. The flag holds no address, only '1'.
 */

const KEY = 'registrantSignedIn';

/** The event this window hears when the flag changes here (other windows hear 'storage'). */
const CHANGED = 'registrant-flag-changed';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Sets or clears the flag. */
export function markRegistrantSignedIn(signedIn: boolean): void {
  const kept = storage();
  if (!kept) return;
  try {
    if (signedIn === (kept.getItem(KEY) === '1')) return;
    if (signedIn) kept.setItem(KEY, '1');
    else kept.removeItem(KEY);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Whether the flag is set. */
export function isRegistrantSignedIn(): boolean {
  try {
    return storage()?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Calls `onChange` whenever the flag may have changed, here or in another window. */
export function watchRegistrantFlag(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
