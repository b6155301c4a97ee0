import { MESSAGE_KIND_INFO } from './messageKinds';
import type { MessageKind } from './types';

/** A Firestore read a public page opens with (src/app/pageReads.ts holds the reads). */
export type PageReadName = 'members' | 'newest-gallery' | 'gallery' | `messages/${MessageKind}`;

/** The reads the public page at `pathname` opens with; none for pages of plain text. */
export function pageReadNames(pathname: string): PageReadName[] {
  if (pathname === '/') return ['members', 'newest-gallery'];
  if (pathname === '/gallery') return ['gallery'];
  const info = Object.values(MESSAGE_KIND_INFO).find(({ slug }) => `/${slug}` === pathname);
  return info ? [`messages/${info.kind}`] : [];
}
