/**
 * What the admin dashboard shows, worked out from the records of every admin screen that shows
 * some: the counts of its tiles and the records changed most recently (their times and authors in
 * words are flow/recordWords.ts's). Pure functions of the records and a given `now`, so that every rule can be
 * tested as a table of cases.
 */
import {
  COLLECTIONS,
  COLLECTION_NAMES,
  type Collection,
  type StoredRecord,
} from '../../domain/collections';
import type { DocMap } from '../../domain/schema';
import { groupMembersByTerm, NO_PERIOD_LABEL } from '../../domain/members';
import { countOf } from '../../domain/words';
import { MESSAGE_KIND_INFO } from '../../domain/messageKinds';
import { sortMessagesByYear } from '../../domain/messages';
import { formatProgrammeDates, localDateString, splitProgrammes } from '../../domain/programmes';
import {
  MESSAGE_KINDS,
  type GalleryImage,
  type Member,
  type Message,
  type MessageKind,
  type Programme,
} from '../../domain/types';
import { GALLERY } from '../../services/gallery';
import { MEMBERS } from '../../services/members';
import { messageCollection, messageKindFields } from '../../services/messages';
import { EVENTS } from '../../services/programmes';
import { lastChange, titleOf, type LastChange } from '../flow/recordWords';
import {
  ADMIN_SECTIONS,
  sectionPath,
  sectionShowing,
  type AdminSection,
  type ShownRecords,
} from '../sections';

/** An admin screen that shows records, whose records the dashboard reads. */
export type ShowingSection = AdminSection & { shows: ShownRecords };

/**
 * What the dashboard reads: the records of every screen that shows some, each screen's on its
 * own (a failed read costs only that screen's figures), in the collection table's order (members,
 * the Archbishop's messages, the office bearers', gallery, events) and the sidebar's within it.
 */
export const DASHBOARD_READS: readonly ShowingSection[] = ADMIN_SECTIONS.filter(
  (section): section is ShowingSection => section.shows !== undefined,
).sort(
  (a, b) =>
    COLLECTION_NAMES.indexOf(a.shows.collection) - COLLECTION_NAMES.indexOf(b.shows.collection),
);

/** A screen's records as read, or null when the read failed (never an empty list then). */
export interface SectionRead {
  section: ShowingSection;
  records: readonly StoredRecord[] | null;
}

/** What the dashboard read, one entry per screen of DASHBOARD_READS. */
export type DashboardReads = readonly SectionRead[];

/** The lists of the tiles, each record as the app uses it; null where its read failed. */
export interface DashboardLists {
  members: readonly Member[] | null;
  messages: Readonly<Record<MessageKind, readonly Message[] | null>>;
  gallery: readonly GalleryImage[] | null;
  programmes: readonly Programme[] | null;
}

/** The tiles' lists, from the records read, each decoded by its collection's entry. */
export function dashboardLists(reads: DashboardReads): DashboardLists {
  /** The records of the screen that shows records of `collection` with these fields. */
  function shown<T>(collection: Collection, fields: DocMap = {}): T[] | null {
    const section = sectionShowing(collection, fields);
    const records = reads.find((read) => read.section === section)?.records ?? null;
    const { decode } = COLLECTIONS[collection];
    return records && records.map((r) => decode(r.id, r.fields) as T);
  }
  return {
    members: shown<Member>(MEMBERS),
    messages: Object.fromEntries(
      MESSAGE_KINDS.map((kind) => [
        kind,
        shown<Message>(messageCollection(kind), messageKindFields(kind)),
      ]),
    ) as Record<MessageKind, Message[] | null>,
    gallery: shown<GalleryImage>(GALLERY),
    programmes: shown<Programme>(EVENTS),
  };
}

/** How many of the reads failed: none, some, or all of them. */
export function readsFailed(reads: DashboardReads): 'none' | 'some' | 'all' {
  const failed = reads.filter((read) => read.records === null).length;
  return failed === 0 ? 'none' : failed === reads.length ? 'all' : 'some';
}

/** The admin screen of a message kind: '/admin/youth-director'. */
const messagesPath = (kind: MessageKind) => sectionPath({ path: MESSAGE_KIND_INFO[kind].slug });

// ---------------------------------------------------------------------------------------------
// The tiles

export interface TermCount {
  /** 'start - end', as the public members section names it. */
  label: string;
  count: number;
}

export interface MembersTile {
  total: number;
  /** The term shown first on the public page, or null when no member has a term. */
  newestTerm: TermCount | null;
}

/**
 * The members tile: how many in all, and the newest term with its count. The newest term is the
 * one the public page opens first (newest start year; of two starting together, the later end).
 */
export function membersTile(members: readonly Member[]): MembersTile {
  const newest = groupMembersByTerm(members).find((group) => group.label !== NO_PERIOD_LABEL);
  return {
    total: members.length,
    newestTerm: newest ? { label: newest.label, count: newest.members.length } : null,
  };
}

/** A term with its count: '2025 - 2027: 6 members'. */
export const termCountText = ({ label, count }: TermCount) =>
  `${label}: ${countOf(count, 'member')}`;

export interface MessageKindLine {
  kind: MessageKind;
  /** The kind's label in the admin sidebar: 'Archbishop', 'Youth Director', … */
  label: string;
  path: string;
  /** Null when this kind's read failed. */
  stats: { count: number; newestYear: string | null } | null;
}

/**
 * One line of the messages tile per kind, in the sidebar's order: the count, and the year of the
 * message shown first on the public page (leading year, newest first); null when there is none or
 * its year is blank.
 */
export function messageLines(messages: DashboardLists['messages']): MessageKindLine[] {
  return MESSAGE_KINDS.map((kind) => {
    const list = messages[kind];
    const newestYear = list && sortMessagesByYear(list)[0]?.year.trim();
    return {
      kind,
      label: MESSAGE_KIND_INFO[kind].adminLabel,
      path: messagesPath(kind),
      stats: list && { count: list.length, newestYear: newestYear || null },
    };
  });
}

export interface EventsTile {
  upcoming: number;
  /** The soonest upcoming event (one going on today counts), or null when none is to come. */
  next: { id: string; title: string; dates: string } | null;
}

/** The events tile: how many are upcoming on `today` ('YYYY-MM-DD'), and the next one. */
export function eventsTile(programmes: readonly Programme[], today: string): EventsTile {
  const { upcoming } = splitProgrammes(programmes, today);
  const next = upcoming[0];
  return {
    upcoming: upcoming.length,
    next: next
      ? { id: next.id, title: titleOf(next.title), dates: formatProgrammeDates(next) }
      : null,
  };
}

/** Every tile; a tile whose read failed is null (the messages tile, per kind). */
export interface DashboardSummary {
  members: MembersTile | null;
  messages: MessageKindLine[];
  gallery: { total: number } | null;
  events: EventsTile | null;
}

/** The tiles, with today the admin's own date at `now` (the local clock's date). */
export function dashboardSummary(lists: DashboardLists, now: Date): DashboardSummary {
  return {
    members: lists.members && membersTile(lists.members),
    messages: messageLines(lists.messages),
    gallery: lists.gallery && { total: lists.gallery.length },
    events: lists.programmes && eventsTile(lists.programmes, localDateString(now)),
  };
}

// ---------------------------------------------------------------------------------------------
// Recent changes

/**
 * A record as the recent changes list it: `at` is when it was added or last edited, whichever is
 * later, and `by` who made that change (a uid), when the record says.
 */
export interface RecentChange extends LastChange {
  /** Unique among all records: the collection and the id. */
  key: string;
  /** 'Member', 'Archbishop message', …, 'Gallery image', 'Event'. */
  kind: string;
  /** The record's name or title. */
  name: string;
  /** The admin screen of its collection. */
  path: string;
}

/** Every record read, with its kind and name (the collection table's) and screen; failed reads add none. */
function allRecords(reads: DashboardReads) {
  return reads.flatMap(({ section, records }) =>
    (records ?? []).map(({ collection, id, fields }) => {
      const { kind, recordName } = COLLECTIONS[collection];
      const value = (field: string) => (Object.hasOwn(fields, field) ? fields[field] : undefined);
      const stamp = (field: string) => {
        const stamped = value(field);
        return typeof stamped === 'string' || stamped instanceof Date ? stamped : null;
      };
      const author = (field: string) => {
        const uid = value(field);
        return typeof uid === 'string' ? uid : undefined;
      };
      return {
        key: `${collection}/${id}`,
        kind: kind(fields),
        name: titleOf(recordName(fields)),
        path: sectionPath(section),
        created: stamp('createdAt'),
        updated: stamp('updatedAt'),
        authors: { createdBy: author('createdBy'), updatedBy: author('updatedBy') },
      };
    }),
  );
}

/** How many recent changes the dashboard lists. */
export const RECENT_CHANGES_SHOWN = 10;

/**
 * The records most recently added or edited across every collection read, newest first, at most
 * `max`. Records without a readable date are left out. Records changed at the same moment keep the
 * order of the reads (members, the four kinds of message, gallery, events), each as it was read.
 */
export function recentChanges(
  reads: DashboardReads,
  max: number = RECENT_CHANGES_SHOWN,
): RecentChange[] {
  return allRecords(reads)
    .flatMap(({ created, updated, authors, ...record }) => {
      const changed = lastChange(created, updated, authors);
      return changed ? [{ ...record, ...changed }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, Math.max(0, max));
}
