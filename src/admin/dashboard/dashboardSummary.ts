/**
 * What the admin dashboard reads, and its tiles worked out from it: one per screen that shows
 * records, or per group of screens, drawn from the section table, each saying how many records
 * it has, or more where the dashboard says more (members' terms, each kind of message, the
 * programmes to come). Pure functions of the records and a given `now`, so that every rule can be
 * tested as a table of cases (the recent changes: recentChanges.ts).
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
import {
  MESSAGE_KIND_INFO,
  SHOWN_MESSAGE_KINDS,
  messageCollection,
  messageKindFields,
} from '../../domain/messageKinds';
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
import { titleOf } from '../flow/recordWords';
import { sectionPath } from '../paths';
import { ADMIN_SECTIONS, sectionShowing, type AdminSection, type ShownRecords } from '../sections';

/** An admin screen that shows records, whose records the dashboard reads. */
export type ShowingSection = AdminSection & { shows: ShownRecords };

/**
 * What the dashboard reads: the records of every screen that shows some, each screen's on its
 * own (a failed read costs only that screen's figures), in the collection table's order (members,
 * the Archbishop's messages, the office bearers', gallery, programmes) and the sidebar's within it.
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

/**
 * The lists of the tiles that say more than a count, each record as the app uses it; null where
 * its read failed.
 */
export interface DashboardLists {
  members: readonly Member[] | null;
  messages: Readonly<Record<MessageKind, readonly Message[] | null>>;
  programmes: readonly Programme[] | null;
  /** The gallery's photos, which only the list of what has no Hindi yet looks into. */
  gallery: readonly GalleryImage[] | null;
}

/** Those tiles' lists, from the records read, each decoded by its collection's entry. */
export function dashboardLists(reads: DashboardReads): DashboardLists {
  /** The records of the screen that shows records of `collection` with these fields. */
  function shown<T>(collection: Collection, fields: DocMap = {}): T[] | null {
    const section = sectionShowing(collection, fields);
    const records = reads.find((read) => read.section === section)?.records ?? null;
    const { decode } = COLLECTIONS[collection];
    return records && records.map((r) => decode(r.id, r.fields) as T);
  }
  return {
    members: shown<Member>('members'),
    messages: Object.fromEntries(
      MESSAGE_KINDS.map((kind) => [
        kind,
        shown<Message>(messageCollection(kind), messageKindFields(kind)),
      ]),
    ) as Record<MessageKind, Message[] | null>,
    programmes: shown<Programme>('events'),
    gallery: shown<GalleryImage>('gallery'),
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

/**
 * A tile: the reads of one screen, titled with its label and linking to it, or of the screens of
 * a group together (the four kinds of message), titled with the group's name.
 */
export interface TileReads {
  /** The screen's section id (its path) or the group's id: what the dashboard knows a tile by. */
  id: string;
  title: string;
  /** The screen it links to; none for a group's tile. */
  path?: string;
  reads: SectionRead[];
}

/**
 * The tiles, in the order of the reads: one per screen that shows records, except that the
 * screens of a group whose id is in `groupTiles` (groups whose tile the dashboard draws itself)
 * share one.
 */
export function dashboardTiles(
  reads: DashboardReads,
  groupTiles: ReadonlySet<string>,
): TileReads[] {
  const tiles: TileReads[] = [];
  for (const read of reads) {
    const { group, label } = read.section;
    const shared = group !== undefined && groupTiles.has(group.id) ? group : undefined;
    const tile = shared && tiles.find((t) => t.id === shared.id);
    if (tile) tile.reads.push(read);
    else
      tiles.push(
        shared
          ? { id: shared.id, title: shared.label, reads: [read] }
          : { id: read.section.path, title: label, path: sectionPath(read.section), reads: [read] },
      );
  }
  return tiles;
}

/** What one record of a screen is called in its tile's count: the table's word, else its kind. */
function countedAs({ counts, shows }: ShowingSection): string {
  if (counts) return counts;
  const fields = shows.where ? { [shows.where.field]: shows.where.equals } : {};
  return COLLECTIONS[shows.collection].kind(fields).toLowerCase();
}

/**
 * What a tile says by default: how many records its screen shows ('8 images'); null when the
 * read failed (never a count that would be wrong).
 */
export function tileCount({ reads: [read] }: Pick<TileReads, 'reads'>): string | null {
  if (!read?.records) return null;
  return countOf(read.records.length, countedAs(read.section));
}

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
  return SHOWN_MESSAGE_KINDS.map((kind) => {
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

export interface ProgrammesTile {
  upcoming: number;
  /** The soonest upcoming programme (one going on today counts), or null when none is to come. */
  next: { id: string; title: string; dates: string } | null;
}

/** The programmes' tile: how many are upcoming on `today` ('YYYY-MM-DD'), and the next one. */
export function programmesTile(programmes: readonly Programme[], today: string): ProgrammesTile {
  const { upcoming } = splitProgrammes(programmes, today);
  const next = upcoming[0];
  return {
    upcoming: upcoming.length,
    next: next
      ? { id: next.id, title: titleOf(next.title), dates: formatProgrammeDates(next) }
      : null,
  };
}

/** The tiles that say more than a count; one whose read failed is null (messages: per kind). */
export interface DashboardSummary {
  members: MembersTile | null;
  messages: MessageKindLine[];
  programmes: ProgrammesTile | null;
}

/** Those tiles, with today the admin's own date at `now` (the local clock's date). */
export function dashboardSummary(lists: DashboardLists, now: Date): DashboardSummary {
  return {
    members: lists.members && membersTile(lists.members),
    messages: messageLines(lists.messages),
    programmes: lists.programmes && programmesTile(lists.programmes, localDateString(now)),
  };
}
