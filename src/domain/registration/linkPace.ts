/**
 * How often one browser may ask for sign-in links: Firebase sends a limited number of e-mails a
 * day for the whole site, after which nobody can sign in to register, so the registration pages
 * pace their own asking (per address and per browser), and say plainly how long to wait. A script
 * that calls the Auth API directly is no page: App Check for Authentication is what holds it back
 * (docs/operating.md, "Sign-in e-mails").
 *
 * The history is kept in this browser (localStorage) for an hour, each address as a hash of it,
 * not the address. Plain data and pure functions.
 */

/** One link asked for: a hash of the address (linkAddressKey) and when (milliseconds). */
export interface LinkAsked {
  address: string;
  at: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The pace: one link a minute per address, three an hour per address, six an hour per browser. */
export const LINK_PACE = {
  addressGapMs: MINUTE_MS,
  perAddressPerHour: 3,
  perBrowserPerHour: 6,
} as const;

/**
 * The key an address is kept under: a 32-bit FNV-1a hash of it, in lower case and trimmed, as
 * 8 hex digits, so that the history holds no address.
 */
export function linkAddressKey(address: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(address.trim().toLowerCase())) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The links asked for within the last hour, the rest forgotten. */
export const recentLinks = (history: readonly LinkAsked[], now: number): LinkAsked[] =>
  history.filter((asked) => asked.at <= now && now - asked.at < HOUR_MS);

const inMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
};

/**
 * Why a link to `address` may not be asked for now, with how long to wait, or null. `history`:
 * the links this browser asked for (any age).
 */
export function linkPaceProblem(
  history: readonly LinkAsked[],
  address: string,
  now: number,
): string | null {
  const recent = recentLinks(history, now);
  const key = linkAddressKey(address);
  const toAddress = recent.filter((asked) => asked.address === key);
  const latest = Math.max(-Infinity, ...toAddress.map((asked) => asked.at));
  if (now - latest < LINK_PACE.addressGapMs) {
    const seconds = Math.ceil((latest + LINK_PACE.addressGapMs - now) / 1000);
    return `A link was sent to this address less than a minute ago: look for it in the inbox, and in the spam folder. You can ask for another in ${seconds} seconds.`;
  }
  const oldest = (asked: readonly LinkAsked[]) => Math.min(...asked.map((a) => a.at));
  if (toAddress.length >= LINK_PACE.perAddressPerHour)
    return `${toAddress.length} links were sent to this address in the last hour: use the newest one. You can ask for another in ${inMinutes(oldest(toAddress) + HOUR_MS - now)}.`;
  if (recent.length >= LINK_PACE.perBrowserPerHour)
    return `This device has asked for ${recent.length} sign-in links in the last hour. You can ask for another in ${inMinutes(oldest(recent) + HOUR_MS - now)}.`;
  return null;
}

/** The history once a link to `address` is asked for at `now`: the last hour's and this one. */
export const withLinkAsked = (
  history: readonly LinkAsked[],
  address: string,
  now: number,
): LinkAsked[] => [...recentLinks(history, now), { address: linkAddressKey(address), at: now }];

/** A history read back from storage: the well-formed entries of a JSON list, else none. */
export function parseLinkHistory(text: string | null): LinkAsked[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is LinkAsked =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as LinkAsked).address === 'string' &&
        typeof (item as LinkAsked).at === 'number',
    );
  } catch {
    return [];
  }
}
