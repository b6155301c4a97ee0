import { MESSAGE_KIND_INFO } from './messageKinds';
import type { MessageKind } from './types';

/** A Firestore read a public page opens with (src/services/pageReads.ts holds the reads). */
export type PageReadName = 'members' | 'newest-gallery' | 'gallery' | `messages/${MessageKind}`;

/** The reads the public page at `pathname` opens with; none for pages of plain text. */
export function pageReadNames(pathname: string): PageReadName[] {
  if (pathname === '/') return ['members', 'newest-gallery'];
  if (pathname === '/gallery') return ['gallery'];
  const info = Object.values(MESSAGE_KIND_INFO).find(({ slug }) => `/${slug}` === pathname);
  return info ? [`messages/${info.kind}`] : [];
}

/**
 * Whether the page's reads start before React takes the page over (src/app/earlyReads.ts): yes
 * where the data is what the page shows first; not on `/`, whose lists sit below the banner and
 * load after the first paint, so that they do not compete with it.
 */
export function readsEarly(pathname: string): boolean {
  return pathname !== '/' && pageReadNames(pathname).length > 0;
}
