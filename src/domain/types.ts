/**
 * The stored records (docs/behaviour.md, Records and their images), as the app sees them after
 * reading from the database.
 */
import type { DocMap } from './schema';

export interface Member {
  id: string;
  name: string;
  role: string;
  /** Both years are set, or neither (a member with no period). */
  startYear: number | null;
  endYear: number | null;
  /** Empty when the member has no photo. */
  imageUrl: string;
  /** ISO 8601 string; null for legacy records without one (they count as oldest). */
  createdAt: string | null;
  updatedAt?: string;
  /** The uid of the team member who added it, and who last edited it (older records: none). */
  createdBy?: string;
  updatedBy?: string;
}

/** What the admin form sends; the service adds createdAt or updatedAt. */
export interface MemberInput {
  name: string;
  role: string;
  startYear: number | null;
  endYear: number | null;
  imageUrl: string;
}

/** The office-bearer roles stored in officeBearerMessages.role: content categories, not permissions. */
export const OFFICE_BEARER_ROLES = [
  'youth_director',
  'associate_director',
  'lady_animator',
] as const;
export type OfficeBearerRole = (typeof OFFICE_BEARER_ROLES)[number];

/** The four kinds of message: the Archbishop's (bishopMessages) and the three office bearers'. */
export type MessageKind = 'bishop' | OfficeBearerRole;
export const MESSAGE_KINDS: readonly MessageKind[] = ['bishop', ...OFFICE_BEARER_ROLES];

export interface Message {
  id: string;
  kind: MessageKind;
  /** Academic year, hinted as YYYY-YYYY but free text. */
  year: string;
  name: string;
  title: string;
  /** Paragraphs separated by a blank line. */
  fullMessage: string;
  /**
   * The title and the message in Hindi, which the Hindi pages show in place of the English ones;
   * absent or '' where there is none (messageTextIn). The name is the person's, in any language.
   */
  titleHi?: string;
  fullMessageHi?: string;
  imageUrl: string;
  createdAt: string | null;
  updatedAt?: string;
  createdBy?: string;
  updatedBy?: string;
}

export interface MessageInput {
  year: string;
  name: string;
  title: string;
  fullMessage: string;
  titleHi?: string;
  fullMessageHi?: string;
  imageUrl: string;
}

export interface GalleryImage {
  id: string;
  /** Alt text; 'Gallery Image' when left blank. */
  title: string;
  /**
   * The title in Hindi, which the Hindi pages show in its place; absent or '' where there is none
   * (photoTitleIn).
   */
  titleHi?: string;
  imageUrl: string;
  /** Name under gallery/ in storage. */
  fileName: string;
  /** Optional smaller copy used by carousels and grids; older entries have none. */
  thumbUrl?: string;
  thumbFileName?: string;
  /**
   * Optional copy of medium size, for a slide or a cell on a screen of high pixel density;
   * older entries have none.
   */
  mediumUrl?: string;
  mediumFileName?: string;
  /** The programme the photo belongs to (an id of the events collection); none: the general gallery. */
  programmeId?: string;
  /** Pixels of the stored full image (imageUrl); older entries have none. */
  width?: number;
  height?: number;
  createdAt: Date | null;
  createdBy?: string;
}

export interface GalleryImageInput {
  title: string;
  /** The title in Hindi; '' or absent when none. */
  titleHi?: string;
  imageUrl: string;
  fileName: string;
  thumbUrl?: string;
  thumbFileName?: string;
  mediumUrl?: string;
  mediumFileName?: string;
  /** The programme it belongs to; absent: the general gallery. */
  programmeId?: string;
  /** Pixels of the stored full image. */
  width?: number;
  height?: number;
}

/**
 * A programme of the commission (a retreat, a camp, a youth day), stored in the `events`
 * collection; the admin screen calls it an event. Dates are calendar dates without a time zone.
 */
export interface Programme {
  id: string;
  title: string;
  /** YYYY-MM-DD. */
  startDate: string;
  /** YYYY-MM-DD, not before startDate; '' for a programme of one day. */
  endDate: string;
  /** Free text such as '10:00 AM – 4:00 PM'; '' when not given. */
  time: string;
  place: string;
  /** Paragraphs separated by a blank line, like a message. */
  description: string;
  /**
   * The title, place and description in Hindi, which the Hindi pages show in place of the
   * English ones; absent or '' where there is none (programmeTextIn).
   */
  titleHi?: string;
  placeHi?: string;
  descriptionHi?: string;
  /** An https:// address where visitors register; '' when there is none. */
  registrationUrl: string;
  /** The poster; '' when there is none. */
  imageUrl: string;
  createdAt: string | null;
  updatedAt?: string;
  createdBy?: string;
  updatedBy?: string;
}

/** What the admin form sends; the service adds the stamps and who wrote it. */
export type ProgrammeInput = Omit<
  Programme,
  'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'
>;

// ---------------------------------------------------------------------------------------------
// The team and what it keeps about its work.

/**
 * What a person may do: an owner everything (also the team, restoring backups, deleting for
 * good), an editor the site's content; 'removed' nothing (the document stays, so that their past
 * changes keep a name).
 */
export const TEAM_ROLES = ['owner', 'editor', 'removed'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** The roles an invitation may give. */
export const INVITED_ROLES = ['owner', 'editor'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

/** team/{uid}: a person who is, or was, on the site's team. */
export interface TeamMember {
  uid: string;
  name: string;
  /** Lower case, as their invitation named it. */
  email: string;
  role: TeamRole;
  /** The uid of the owner who invited them; their own for the owner by the claim. */
  addedBy: string;
  addedAt: Date | null;
  updatedBy?: string;
  updatedAt?: Date;
}

/** invites/{e-mail}: someone an owner has invited, for 14 days from createdAt. */
export interface Invitation {
  /** Lower case: the document's id. */
  email: string;
  name: string;
  role: InvitedRole;
  invitedBy: string;
  createdAt: Date | null;
}

/** trash/{collection}_{id}: a deleted record as it was, put back by its original id. */
export interface TrashItem {
  /** The document's id: `${collection}_${recordId}`. */
  id: string;
  collection: string;
  recordId: string;
  /** The record's stored fields. */
  record: DocMap;
  deletedAt: Date | null;
  deletedBy: string;
}

/**
 * removals/{collection}_{id}: a record an owner deleted for good, with the paths of its files, so
 * that no backup puts it back. Nothing about the person it showed.
 */
export interface Removal {
  collection: string;
  recordId: string;
  files: string[];
  removedAt: Date | null;
}

/**
 * The id of the change marker's one document: changes/public. Here, beside what it holds, so that
 * the public pages' read of it needs nothing of the collection table.
 */
export const CHANGES_ID = 'public';

/**
 * The collections whose writes stamp the change marker (changes/public): every collection the
 * public pages read.
 */
export const STAMPED_COLLECTIONS = [
  'members',
  'bishopMessages',
  'officeBearerMessages',
  'gallery',
  'events',
  'siteDetails',
  'banner',
  'pages',
] as const;
export type StampedCollection = (typeof STAMPED_COLLECTIONS)[number];

/** When each of those last changed (the server's time of the write); absent: not since the marker began. */
export type Changes = Partial<Record<StampedCollection, Date>>;

/**
 * Where the next page of a list read in pages starts: the values of the last record of a page,
 * in the list's order, and its id last. A time is kept as the database wrote it ({ timestamp }:
 * to the microsecond, which a Date cannot hold), so records stored in the same instant are
 * neither skipped nor shown twice.
 */
export type Cursor = readonly (string | number | { timestamp: string })[];

/** A page of a list read in pages: its records, and the cursor of the next page (null: none). */
export interface ListPage<T> {
  items: T[];
  next: Cursor | null;
}
