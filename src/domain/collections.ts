/**
 * The collection table: every collection the site stores, once. Everything else about a
 * collection is derived from its entry here: the checks of its documents (validation.ts, which
 * the local backend enforces and firestore.rules states again in its own language), the storage
 * folders and upload names of its files (storage.rules states them again), how its records are
 * read and named (the services, the dashboard, the restore summary), which files a record owns,
 * and what a backup holds. Adding a collection is one entry here, its rules, its service and its
 * admin screen (README, "Where to add").
 *
 * Plain data and small pure functions, without React or Firebase, so that the build scripts, the
 * local backend and the tests read it too.
 */
import {
  changesFromFields,
  galleryImageFromFields,
  invitationFromFields,
  memberFromFields,
  messageFromFields,
  programmeFromFields,
  removalFromFields,
  teamMemberFromFields,
  trashItemFromFields,
} from './recordFields';
import {
  BANNER_SLIDE_IDS,
  BANNER_FILE_FIELDS,
  SITE_DETAILS_ID,
  SOCIAL_NETWORKS,
  bannerSlideFromFields,
  siteDetailsFromFields,
  type SavedBannerSlide,
  type SavedSiteDetails,
} from './siteDetails';
import {
  BANNER_CONTENT_TYPES,
  LIMITS,
  PATTERNS,
  isBlank,
  isCalendarDate,
  isEmailAddress,
  isHttpsUrl,
  isSingleLine,
  programmeYearBounds,
  whole,
} from './limits';
import { MESSAGE_KIND_INFO } from './messageKinds';
import {
  PARISH_LIST_ID,
  PARISH_LIST_LIMITS,
  parishListError,
  parishListFromFields,
  type SavedParishList,
} from './parishes';
import {
  CONSENTS,
  QUESTION_IDS,
  REGISTRATIONS,
  REGISTRATION_DOWNLOADS,
  REGISTRATION_LIMITS,
  REGISTRATION_SETTINGS,
  REGISTRATION_SHARES,
  REGISTRATION_STATUSES,
  SHARE_PLACES,
  programmeRegistrationFromFields,
  registrationDownloadFromFields,
  registrationFromFields,
  registrationShareFromFields,
  type ProgrammeRegistration,
  type Registration,
  type RegistrationDownload,
  type RegistrationShare,
} from './registrations';
import { NOTICE_VERSIONS } from './registrationNotice';
import {
  count,
  flag,
  image,
  integerOrNone,
  optionalInteger,
  list,
  optionalTime,
  optionalCount,
  optionalReference,
  record,
  recordIdOf,
  time,
  uid,
  line,
  lines,
  oneOf,
  optionalLine,
  paragraphs,
  serverTime,
  stamp,
  text,
  isInteger,
  type CheckedValue,
  type DocMap,
  type FieldRule,
  type ImageFolder,
} from './schema';
import {
  CHANGES_ID,
  INVITED_ROLES,
  OFFICE_BEARER_ROLES,
  STAMPED_COLLECTIONS,
  TEAM_ROLES,
  type Changes,
  type GalleryImage,
  type Invitation,
  type Member,
  type Message,
  type Programme,
  type Removal,
  type TeamMember,
  type TrashItem,
} from './types';

/** What a collection-wide check of a document is given besides the document. */
export interface CheckContext {
  /** The server's time of the write (request.time). */
  now: Date;
}

export interface CollectionInfo<Decoded = unknown> {
  /** The Firestore collection: also the name the rules match. */
  name: string;
  /** What one record is called ('Member', 'Youth Director message'), and a list of them. */
  kind: (fields: DocMap) => string;
  kindPlural: string;
  /** A record's own name, or '' when it has none: a member's name, a message's title. */
  recordName: (fields: DocMap) => string;
  /** What tells it from others of the same name in a list of everything: its writer, year. */
  details?: (fields: DocMap) => string[];
  /** Its fields and the rule of each, as firestore.rules checks them. */
  fields: Readonly<Record<string, FieldRule>>;
  /**
   * Rules across fields, beyond each field's own and its image folder: the reason for refusal,
   * or null. Given a document whose fields all pass their own rules.
   */
  check?: (doc: Readonly<Record<string, CheckedValue>>, context: CheckContext) => string | null;
  /**
   * Who reads it: 'everyone' (the public pages), the site's team (owners and editors), its owners
   * (and, for an invitation, the person invited), or the team and the account a document names
   * in its `account` field (a registration: the registrant or parent who made it).
   */
  readers: 'everyone' | 'team' | 'owners' | 'registrant';
  /**
   * Who writes it: the team (the site's content), its owners, each person their own document
   * while owners change roles (the team itself), or each verified account its own documents
   * while the team writes all of them (registrations).
   */
  writers: 'team' | 'owners' | 'self' | 'registrants';
  /**
   * Read by the publish, which counts its documents in published.json: what the public pages
   * show. A collection everyone reads live, never published (a programme's places), is not.
   */
  published: boolean;
  /** Deleting a record moves it to the Trash, in the same write. */
  trash: boolean;
  /** Every write says who made it: createdBy on add, updatedBy on edit. */
  signed: boolean;
  /** In the backup file of the whole site, and restored from it. */
  backup: boolean;
  /**
   * The only ids its documents may have, when it is a collection of fixed documents (the site's
   * details are siteDetails/site) rather than of records added one by one.
   */
  single?: readonly string[];
  /** The record as the app uses it, from its stored fields (older or odd ones tolerated). */
  decode: (id: string, fields: DocMap) => Decoded;
}

// ---------------------------------------------------------------------------------------------
// Image folders: one per kind of record, the names the app gives new files (storagePaths.ts).

export const MEMBER_PHOTOS: ImageFolder = { path: 'members', uploads: [PATTERNS.memberUpload] };
export const ARCHBISHOP_PORTRAITS: ImageFolder = {
  path: 'bishops',
  uploads: [PATTERNS.namedUpload],
};
export const OFFICE_BEARER_PORTRAITS: ImageFolder = {
  path: 'officeBearers/{role}',
  values: { role: OFFICE_BEARER_ROLES },
  uploads: [PATTERNS.namedUpload],
};
export const GALLERY_IMAGES: ImageFolder = {
  path: 'gallery',
  uploads: [
    PATTERNS.galleryFileName,
    `thumb_${PATTERNS.galleryFileName}`,
    `medium_${PATTERNS.galleryFileName}`,
  ],
};
export const PROGRAMME_POSTERS: ImageFolder = { path: 'events', uploads: [PATTERNS.namedUpload] };
/** The home banner's photos: owners only, WebP and JPEG, each within what the home page allows. */
export const BANNER_PHOTOS: ImageFolder = {
  path: 'banner',
  uploads: [PATTERNS.bannerUpload],
  writers: 'owners',
  contentTypes: BANNER_CONTENT_TYPES,
  maxBytes: LIMITS.bannerFileBytes,
};

/** A field's trimmed text, '' when it holds none. */
const trimmed = (fields: DocMap, field: string) => {
  const value = Object.hasOwn(fields, field) ? fields[field] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};
/** Parts of a label that are present, joined: 'Rise up, by Fr. Thomas, 2024-2025'. */
const joined = (...parts: string[]) => parts.filter(Boolean).join(', ');

// ---------------------------------------------------------------------------------------------
// The collections.

const stamps = { createdAt: stamp(true), updatedAt: stamp(false) };
const signers = { createdBy: uid(false), updatedBy: uid(false) };

/** The site's content: read by everyone, written by the team, signed, deleted to the Trash. */
const content = {
  readers: 'everyone',
  writers: 'team',
  published: true,
  trash: true,
  signed: true,
  backup: true,
} as const;

const messageFields = {
  year: text(LIMITS.year),
  name: text(LIMITS.shortText),
  title: text(LIMITS.shortText),
  fullMessage: paragraphs(LIMITS.message),
  // The leading year of `year` as a number (0 when it has none), by which the pages order the
  // messages: the server orders by a number, not by the text. Written with every add and edit;
  // records from before it get it once (services/sortYears.ts).
  sortYear: optionalInteger(),
};

/** The office bearer of a message, as the admin sidebar names them ('Youth Director'). */
const officeBearerName = (fields: DocMap) => {
  const role = trimmed(fields, 'role');
  const kind = OFFICE_BEARER_ROLES.find((r) => r === role);
  return kind ? MESSAGE_KIND_INFO[kind].adminLabel : role;
};

const members: CollectionInfo<Member> = {
  name: 'members',
  kind: () => 'Member',
  kindPlural: 'Members',
  recordName: (f) => trimmed(f, 'name'),
  fields: {
    name: text(LIMITS.shortText),
    role: text(LIMITS.shortText),
    startYear: integerOrNone(),
    endYear: integerOrNone(),
    imageUrl: image(MEMBER_PHOTOS, 'Member photos', 'optional'),
    ...stamps,
    ...signers,
  },
  check: memberYearsError,
  ...content,
  decode: memberFromFields,
};

const bishopMessages: CollectionInfo<Message> = {
  name: 'bishopMessages',
  kind: () => 'Archbishop message',
  kindPlural: 'Archbishop messages',
  recordName: (f) => trimmed(f, 'title'),
  details: (f) => [trimmed(f, 'name') && `by ${trimmed(f, 'name')}`, trimmed(f, 'year')],
  fields: {
    ...messageFields,
    imageUrl: image(ARCHBISHOP_PORTRAITS, 'Archbishop portraits', 'optional'),
    ...stamps,
    ...signers,
  },
  check: sortYearError,
  ...content,
  decode: (id, f) => messageFromFields(id, f, 'bishop'),
};

const officeBearerMessages: CollectionInfo<Message> = {
  name: 'officeBearerMessages',
  kind: (f) => `${officeBearerName(f)} message`,
  kindPlural: 'Office-bearer messages',
  recordName: (f) => trimmed(f, 'title'),
  details: (f) => [
    trimmed(f, 'name') && `by ${trimmed(f, 'name')}`,
    officeBearerName(f),
    trimmed(f, 'year'),
  ],
  fields: {
    // The role is a content category, not a permission: the page the message is shown on.
    role: { ...oneOf(OFFICE_BEARER_ROLES), keptOnEdit: true },
    ...messageFields,
    imageUrl: image(OFFICE_BEARER_PORTRAITS, 'Office-bearer portraits', 'optional'),
    ...stamps,
    ...signers,
  },
  check: sortYearError,
  ...content,
  decode: (id, f) => messageFromFields(id, f),
};

const gallery: CollectionInfo<GalleryImage> = {
  name: 'gallery',
  kind: () => 'Gallery image',
  kindPlural: 'Gallery images',
  recordName: (f) => trimmed(f, 'title'),
  fields: {
    title: text(LIMITS.shortText),
    imageUrl: image(GALLERY_IMAGES, 'Gallery images', 'required'),
    fileName: { ...text(LIMITS.shortText), fileIn: GALLERY_IMAGES },
    thumbUrl: image(GALLERY_IMAGES, 'Gallery thumbnails', 'optional'),
    thumbFileName: { ...optionalLine(LIMITS.shortText), fileIn: GALLERY_IMAGES },
    mediumUrl: image(GALLERY_IMAGES, 'Gallery medium-size copies', 'optional'),
    mediumFileName: { ...optionalLine(LIMITS.shortText), fileIn: GALLERY_IMAGES },
    // The programme it belongs to (none: the general gallery), and the stored image's size.
    programmeId: optionalReference('events'),
    width: optionalCount(LIMITS.maxImageSide),
    height: optionalCount(LIMITS.maxImageSide),
    createdAt: serverTime(),
    createdBy: uid(false),
  },
  check: galleryFilesError,
  ...content,
  decode: galleryImageFromFields,
};

const events: CollectionInfo<Programme> = {
  name: 'events',
  kind: () => 'Event',
  kindPlural: 'Programmes',
  recordName: (f) => trimmed(f, 'title'),
  details: (f) => [trimmed(f, 'startDate')],
  fields: {
    title: text(LIMITS.shortText),
    startDate: line(10),
    endDate: line(10),
    time: line(LIMITS.time),
    place: line(LIMITS.shortText),
    description: lines(LIMITS.message),
    registrationUrl: line(LIMITS.url),
    imageUrl: image(PROGRAMME_POSTERS, 'Programme posters', 'written'),
    ...stamps,
    ...signers,
  },
  check: programmeError,
  ...content,
  decode: programmeFromFields,
};

/** The collections whose deleted records the Trash keeps. */
const TRASHED = ['members', 'bishopMessages', 'officeBearerMessages', 'gallery', 'events'] as const;

/** The team's own records: never in backups, never public. */
const teamOnly = { published: false, trash: false, signed: false, backup: false } as const;

const team: CollectionInfo<TeamMember> = {
  name: 'team',
  kind: () => 'Team member',
  kindPlural: 'Team',
  recordName: (f) => trimmed(f, 'name'),
  details: (f) => [trimmed(f, 'email')],
  fields: {
    name: text(LIMITS.shortText),
    email: text(LIMITS.email),
    role: oneOf(TEAM_ROLES),
    addedBy: uid(true),
    addedAt: serverTime(),
    updatedBy: uid(false),
    updatedAt: optionalTime(),
  },
  readers: 'team',
  writers: 'self',
  ...teamOnly,
  decode: teamMemberFromFields,
};

const invites: CollectionInfo<Invitation> = {
  name: 'invites',
  kind: () => 'Invitation',
  kindPlural: 'Invitations',
  recordName: (f) => trimmed(f, 'name'),
  fields: {
    name: text(LIMITS.shortText),
    role: oneOf(INVITED_ROLES),
    invitedBy: uid(true),
    createdAt: serverTime(),
  },
  readers: 'owners',
  writers: 'owners',
  ...teamOnly,
  decode: invitationFromFields,
};

const trash: CollectionInfo<TrashItem> = {
  name: 'trash',
  kind: () => 'Trash item',
  kindPlural: 'Trash',
  recordName: (f) => trimmed(f, 'recordId'),
  fields: {
    collection: oneOf(TRASHED),
    recordId: text(LIMITS.recordId),
    record: record(),
    deletedAt: serverTime(),
    deletedBy: uid(true),
  },
  check: trashedRecordIdError,
  readers: 'team',
  writers: 'team',
  ...teamOnly,
  decode: trashItemFromFields,
};

const removals: CollectionInfo<Removal> = {
  name: 'removals',
  kind: () => 'Removal',
  kindPlural: 'Removals',
  recordName: (f) => trimmed(f, 'recordId'),
  fields: {
    collection: oneOf(TRASHED),
    recordId: text(LIMITS.recordId),
    files: list(10),
    removedAt: serverTime(),
  },
  check: trashedRecordIdError,
  readers: 'team',
  writers: 'owners',
  ...teamOnly,
  decode: removalFromFields,
};

/**
 * What the commission says about its own site (Settings): read by everyone (the build reads it
 * without credentials), written by owners, each save signed and dated, in backups, never trashed:
 * a save replaces the document.
 */
const siteSettings = {
  readers: 'everyone',
  writers: 'owners',
  published: true,
  trash: false,
  signed: true,
  backup: true,
} as const;
const saved = { updatedAt: stamp(true), updatedBy: uid(true) };

const siteDetails: CollectionInfo<SavedSiteDetails> = {
  name: 'siteDetails',
  kind: () => 'Site details',
  kindPlural: 'Site details',
  recordName: () => 'Site details',
  fields: {
    address: paragraphs(LIMITS.address),
    phone: text(LIMITS.shortText),
    email: text(LIMITS.email),
    secondaryEmail: line(LIMITS.email),
    about: paragraphs(LIMITS.about),
    mapPlace: text(LIMITS.shortText),
    facebook: line(LIMITS.url),
    instagram: line(LIMITS.url),
    youtube: line(LIMITS.url),
    ...saved,
  },
  check: siteDetailsError,
  ...siteSettings,
  single: [SITE_DETAILS_ID],
  decode: siteDetailsFromFields,
};

const bannerPhoto = (presence: 'required' | 'written') =>
  image(BANNER_PHOTOS, 'Banner photos', presence);

const banner: CollectionInfo<SavedBannerSlide> = {
  name: 'banner',
  kind: () => 'Banner slide',
  kindPlural: 'Banner slides',
  recordName: (f) => trimmed(f, 'headline'),
  fields: {
    headline: text(LIMITS.headline),
    subline: line(LIMITS.shortText),
    description: text(LIMITS.shortText),
    jpg640: bannerPhoto('required'),
    jpg1280: bannerPhoto('required'),
    jpg1920: bannerPhoto('required'),
    webp640: bannerPhoto('written'),
    webp1280: bannerPhoto('written'),
    webp1920: bannerPhoto('written'),
    ...saved,
  },
  check: bannerSlideError,
  ...siteSettings,
  single: BANNER_SLIDE_IDS,
  decode: bannerSlideFromFields,
};

/**
 * The deaneries and parishes the registration forms offer (parishes.ts), kept by owners in
 * Settings: read by everyone, live (the registration page is never published), so not published;
 * each save signed and dated, in backups, never trashed.
 */
const parishes: CollectionInfo<SavedParishList> = {
  name: 'parishes',
  kind: () => 'Parish list',
  kindPlural: 'Parish lists',
  recordName: () => 'Deaneries and parishes',
  fields: {
    parishes: list(PARISH_LIST_LIMITS.parishes),
    deaneries: list(PARISH_LIST_LIMITS.parishes),
    ...saved,
  },
  check: parishListError,
  ...siteSettings,
  published: false,
  single: [PARISH_LIST_ID],
  decode: parishListFromFields,
};

export { CHANGES_ID };

/**
 * The change marker: one document, changes/public, holding for each public collection the time
 * it last changed. Every write of such a collection stamps its field in the same commit (the
 * rules require it), so the publish can record what it published from, and a visit read this
 * one document to know whether anything changed since. Everyone reads it; the team stamps it.
 */
const changes: CollectionInfo<Changes> = {
  name: 'changes',
  kind: () => 'Change marker',
  kindPlural: 'Change markers',
  recordName: () => 'Changes',
  fields: Object.fromEntries(STAMPED_COLLECTIONS.map((name) => [name, optionalTime()])),
  readers: 'everyone',
  writers: 'team',
  published: true,
  trash: false,
  signed: false,
  backup: false,
  single: [CHANGES_ID],
  decode: changesFromFields,
};

// ---------------------------------------------------------------------------------------------
// Registration for programmes (registrations.ts): personal data, so never published, stamped,
// trashed or backed up. Its rules across documents (the places a registration takes, the counts
// moving with it, ages, consent, the closing day) are validation.ts's and firestore.rules'.

/** Registration's collections: the public's personal data, kept to the team and the registrant. */
const registration = {
  published: false,
  trash: false,
  signed: false,
  backup: false,
} as const;

/** The longest notice version a registration may name (NOTICE_VERSION is a date). */
const NOTICE_VERSION_MAX = 20;

/**
 * The longest a registration's id may be: `{programmeId}_{16 hex}` (newRegistrationId), of a
 * record's id at its longest.
 */
export const REGISTRATION_ID_MAX = LIMITS.recordId + 17;

/**
 * How a programme takes registrations (the team's settings) and how many places are taken (the
 * counts, moved only with the registration they count): everyone reads it, live, on the
 * programme's page.
 */
const programmeRegistration: CollectionInfo<ProgrammeRegistration> = {
  name: REGISTRATION_SETTINGS,
  kind: () => 'Registration settings',
  kindPlural: 'Registration settings',
  recordName: (f) => trimmed(f, 'programmeId'),
  fields: {
    programmeId: recordIdOf('events'),
    open: flag(),
    closesOn: line(10),
    capacity: count(1, REGISTRATION_LIMITS.capacity, true),
    minAge: count(REGISTRATION_LIMITS.minAge, REGISTRATION_LIMITS.maxAge, true),
    maxAge: count(REGISTRATION_LIMITS.minAge, REGISTRATION_LIMITS.maxAge, true),
    fee: line(REGISTRATION_LIMITS.fee),
    questions: list(REGISTRATION_LIMITS.questions),
    confirmed: count(0),
    waiting: count(0),
    nextWait: count(1),
    lastChange: line(REGISTRATION_ID_MAX),
  },
  check: registrationSettingsError,
  readers: 'everyone',
  writers: 'team',
  ...registration,
  decode: programmeRegistrationFromFields,
};

/** One person registered for one programme by one account, or a walk-in added by the team. */
const registrations: CollectionInfo<Registration> = {
  name: REGISTRATIONS,
  kind: () => 'Registration',
  kindPlural: 'Registrations',
  recordName: (f) => trimmed(f, 'name'),
  details: (f) => [trimmed(f, 'programmeId')],
  fields: {
    programmeId: recordIdOf('events'),
    account: line(LIMITS.uid),
    email: line(LIMITS.email),
    name: text(REGISTRATION_LIMITS.name),
    dob: line(10),
    phone: line(REGISTRATION_LIMITS.phone),
    parish: text(REGISTRATION_LIMITS.place),
    deanery: text(REGISTRATION_LIMITS.place),
    emergencyName: text(REGISTRATION_LIMITS.name),
    emergencyPhone: line(REGISTRATION_LIMITS.phone),
    answers: record(),
    health: lines(REGISTRATION_LIMITS.health),
    consent: oneOf(CONSENTS),
    noticeVersion: text(NOTICE_VERSION_MAX),
    createdAt: serverTime(),
    status: oneOf(REGISTRATION_STATUSES),
    waitNumber: count(1, undefined, true),
    cancelReason: line(REGISTRATION_LIMITS.cancelReason),
    arrivedAt: time(true),
    addedBy: line(LIMITS.uid),
    expiresAt: time(),
  },
  check: registrationError,
  readers: 'registrant',
  writers: 'registrants',
  ...registration,
  decode: registrationFromFields,
};

/**
 * How many people one account holds registered for one programme: moved with each registration
 * of the account, in the same write. Read by the team, and by the account its own.
 */
const registrationShares: CollectionInfo<RegistrationShare> = {
  name: REGISTRATION_SHARES,
  kind: () => 'Share of places',
  kindPlural: 'Shares of places',
  recordName: (f) => trimmed(f, 'programmeId'),
  fields: {
    programmeId: recordIdOf('events'),
    account: uid(true),
    people: count(0, SHARE_PLACES),
    lastChange: line(REGISTRATION_ID_MAX),
    expiresAt: time(),
  },
  readers: 'team',
  writers: 'registrants',
  ...registration,
  decode: registrationShareFromFields,
};

/** Each download of a programme's list by a team member: who and when. */
const registrationDownloads: CollectionInfo<RegistrationDownload> = {
  name: REGISTRATION_DOWNLOADS,
  kind: () => 'Download of a list',
  kindPlural: 'Downloads of the lists',
  recordName: (f) => trimmed(f, 'byName'),
  details: (f) => [trimmed(f, 'programmeId')],
  fields: {
    programmeId: recordIdOf('events'),
    by: uid(true),
    byName: line(LIMITS.shortText),
    at: serverTime(),
    expiresAt: time(),
  },
  readers: 'team',
  writers: 'team',
  ...registration,
  decode: registrationDownloadFromFields,
};

/** THE table, in the order the site lists its collections (backups, restore summaries). */
export const COLLECTIONS = {
  members,
  bishopMessages,
  officeBearerMessages,
  gallery,
  events,
  siteDetails,
  banner,
  parishes,
  changes,
  team,
  invites,
  trash,
  removals,
  programmeRegistration,
  registrations,
  registrationShares,
  registrationDownloads,
} as const;

export type Collection = keyof typeof COLLECTIONS;

/** A stored document: its collection, its id and its fields (timestamps as Date). */
export interface StoredRecord {
  collection: Collection;
  id: string;
  fields: DocMap;
}

/** Whether a write of this collection stamps the change marker in the same commit. */
export const isStamped = (name: string): name is (typeof STAMPED_COLLECTIONS)[number] =>
  (STAMPED_COLLECTIONS as readonly string[]).includes(name);

/** Some of a collection's records: those whose `field` holds `equals`. */
export interface RecordFilter {
  field: string;
  equals: string;
}

/** Every collection's name, in the table's order. */
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as Collection[];

/** Whether a name is a collection of the table (an own key: 'constructor' is not one). */
export const isCollection = (name: unknown): name is Collection =>
  typeof name === 'string' && Object.hasOwn(COLLECTIONS, name);

/** The collections everyone may read, without signing in. */
export const READ_BY_EVERYONE = COLLECTION_NAMES.filter(
  (name) => COLLECTIONS[name].readers === 'everyone',
);

/** The collections of the public pages, which the publish reads. */
export const PUBLIC_COLLECTIONS = COLLECTION_NAMES.filter((name) => COLLECTIONS[name].published);

/** The collections whose deletes go to the Trash. */
export const TRASHED_COLLECTIONS = COLLECTION_NAMES.filter((name) => COLLECTIONS[name].trash);

/** The collections a backup holds, in its order. */
export const BACKUP_COLLECTIONS = COLLECTION_NAMES.filter((name) => COLLECTIONS[name].backup);

/** A field of a collection, as the table states it. */
export const fieldsOf = (collection: Collection): ReadonlyArray<[string, FieldRule]> =>
  Object.entries(COLLECTIONS[collection].fields);

/** Every image folder of the table, once, with the collection whose records use it. */
export const IMAGE_FOLDERS: ReadonlyArray<{ collection: Collection; folder: ImageFolder }> =
  COLLECTION_NAMES.flatMap((collection) =>
    fieldsOf(collection).flatMap(([, rule]) =>
      rule.image ? [{ collection, folder: rule.image.folder }] : [],
    ),
  ).filter((entry, i, all) => all.findIndex((e) => e.folder === entry.folder) === i);

/** The kinds of image people read in the restore summary, in the table's order. */
export const IMAGE_KINDS: readonly string[] = [
  ...new Set(
    COLLECTION_NAMES.flatMap((collection) =>
      fieldsOf(collection).flatMap(([, rule]) => (rule.image ? [rule.image.kind] : [])),
    ),
  ),
];

/**
 * How a record is named in a list of everything (the restore summary): its name and what tells
 * it apart, or collection/id when it has nothing to be named by.
 */
export function recordLabel({ collection, id, fields }: StoredRecord) {
  const { recordName, details } = COLLECTIONS[collection];
  return joined(recordName(fields), ...(details?.(fields) ?? [])) || `${collection}/${id}`;
}

// ---------------------------------------------------------------------------------------------
// Collection-wide rules and decoders of the entries above.

/**
 * A member's years are both absent (no period) or both whole numbers with 1900 <= start <= end <=
 * this year + 10, this year being the server's in UTC (the rules' request.time.year()).
 */
function memberYearsError(
  doc: Readonly<Record<string, CheckedValue>>,
  { now }: CheckContext,
): string | null {
  const start = doc.startYear;
  const end = doc.endYear;
  if (isInteger(start) !== isInteger(end))
    return 'startYear and endYear must both be present or both absent';
  if (!isInteger(start) || !isInteger(end)) return null;
  const max = now.getUTCFullYear() + LIMITS.endYearAhead;
  if (start.integer < LIMITS.minYear || end.integer > max || start.integer > end.integer)
    return `years must satisfy ${LIMITS.minYear} <= startYear <= endYear <= ${max}`;
  return null;
}

const IS_GALLERY_FILE_NAME = whole(PATTERNS.galleryFileName);
/** A checked document's string field ('' when absent). */
const textOf = (doc: Readonly<Record<string, CheckedValue>>, field: string) => {
  const value = Object.hasOwn(doc, field) ? doc[field] : undefined;
  return typeof value === 'string' ? value : '';
};
/** The encoded object name in a download URL ('gallery%2Fx.jpg'), split as the rules split it. */
const storageObjectOf = (url: string) => url.split('/o/')[1]?.split('?')[0];

/**
 * A gallery entry names one file the app wrote, and its URLs point at that file and at its
 * smaller copies (the thumbnail, thumb_, and the medium-size copy, medium_), so neither showing
 * it nor deleting it can reach any other file. It is not dated ahead of the server's clock:
 * newest first is the gallery's order, and such an entry would stay on top.
 */
function galleryFilesError(
  doc: Readonly<Record<string, CheckedValue>>,
  { now }: CheckContext,
): string | null {
  const fileName = textOf(doc, 'fileName');
  if (!IS_GALLERY_FILE_NAME.test(fileName))
    return 'fileName must be a gallery file name (gallery_{timestamp}_{name})';
  if (storageObjectOf(textOf(doc, 'imageUrl')) !== `gallery%2F${fileName}`)
    return 'imageUrl must be the Storage download URL of gallery/{fileName}';
  const thumbFileName = `thumb_${fileName}`;
  if (doc.thumbFileName !== undefined && doc.thumbFileName !== thumbFileName)
    return 'thumbFileName must be thumb_ followed by fileName';
  const thumbUrl = textOf(doc, 'thumbUrl');
  if (thumbUrl !== '' && storageObjectOf(thumbUrl) !== `gallery%2F${thumbFileName}`)
    return 'thumbUrl must be empty or the Storage download URL of gallery/thumb_{fileName}';
  const mediumFileName = `medium_${fileName}`;
  if (doc.mediumFileName !== undefined && doc.mediumFileName !== mediumFileName)
    return 'mediumFileName must be medium_ followed by fileName';
  const mediumUrl = textOf(doc, 'mediumUrl');
  if (mediumUrl !== '' && storageObjectOf(mediumUrl) !== `gallery%2F${mediumFileName}`)
    return 'mediumUrl must be empty or the Storage download URL of gallery/medium_{fileName}';
  if (doc.createdAt instanceof Date && doc.createdAt.getTime() > now.getTime())
    return 'createdAt cannot be in the future';
  return null;
}

/**
 * A programme's dates are real, in order and in a year from 1900 to ten years after this one (the
 * server's, in UTC: the rules' request.time.year()), and its registration link an https address.
 */
function programmeError(
  doc: Readonly<Record<string, CheckedValue>>,
  { now }: CheckContext,
): string | null {
  const startDate = textOf(doc, 'startDate');
  const endDate = textOf(doc, 'endDate');
  if (!isCalendarDate(startDate)) return 'startDate must be a real date written YYYY-MM-DD';
  if (endDate !== '' && !isCalendarDate(endDate))
    return 'endDate must be empty or a real date written YYYY-MM-DD';
  if (endDate !== '' && endDate < startDate) return 'endDate cannot be before startDate';
  const { min, max } = programmeYearBounds(now);
  const yearOf = (date: string) => Number(date.slice(0, 4));
  if (
    [startDate, endDate].some((date) => date !== '' && (yearOf(date) < min || yearOf(date) > max))
  )
    return `a programme's dates must be in the years ${min} to ${max}`;
  const registrationUrl = textOf(doc, 'registrationUrl');
  if (registrationUrl !== '' && !isHttpsUrl(registrationUrl))
    return 'registrationUrl must be empty or an https:// address without spaces';
  return null;
}

/** A message's sortYear, when it has one, is a year of four digits or 0 (none). */
function sortYearError(doc: Readonly<Record<string, CheckedValue>>): string | null {
  const sortYear = doc.sortYear;
  if (sortYear === undefined || sortYear === null) return null;
  return isInteger(sortYear) && sortYear.integer >= 0 && sortYear.integer <= 9999
    ? null
    : 'sortYear must be a whole number from 0 to 9999';
}

const IS_RECORD_ID = whole(PATTERNS.recordId);

/** Whether an id is one the app gives a record of the site's content (PATTERNS.recordId). */
export const isRecordId = (id: string) => IS_RECORD_ID.test(id);

/** A trash item or a removal is about a record whose id the app made. */
function trashedRecordIdError(doc: Readonly<Record<string, CheckedValue>>): string | null {
  return isRecordId(textOf(doc, 'recordId'))
    ? null
    : `recordId must be a record's id: letters, digits, _ and -, at most ${LIMITS.recordId} characters`;
}

const IS_SOCIAL_URL = {
  facebook: whole(PATTERNS.facebookUrl),
  instagram: whole(PATTERNS.instagramUrl),
  youtube: whole(PATTERNS.youtubeUrl),
} as const;

/**
 * The site's e-mail addresses are addresses (the second may be empty), and each social link is
 * empty or an https address on its own network's host.
 */
function siteDetailsError(doc: Readonly<Record<string, CheckedValue>>): string | null {
  if (!isEmailAddress(textOf(doc, 'email'))) return 'email must be an e-mail address';
  const secondaryEmail = textOf(doc, 'secondaryEmail');
  if (secondaryEmail !== '' && !isEmailAddress(secondaryEmail))
    return 'secondaryEmail must be empty or an e-mail address';
  for (const network of SOCIAL_NETWORKS) {
    const url = textOf(doc, network);
    if (url !== '' && !IS_SOCIAL_URL[network].test(url))
      return `${network} must be empty or an https address on ${network}.com`;
  }
  return null;
}

/**
 * Each file of a banner photo is the width and format its field names (jpg1280: a 1280 px JPEG);
 * the WebP files are all there or all absent (a browser that cannot make WebP saves JPEG only).
 */
function bannerSlideError(doc: Readonly<Record<string, CheckedValue>>): string | null {
  for (const { field, width, extension } of BANNER_FILE_FIELDS) {
    const url = textOf(doc, field);
    if (url === '') continue;
    const file = whole(`banner%2F[1-4]_[0-9]+_${width}[.]${extension}`);
    if (!file.test(storageObjectOf(url) ?? ''))
      return `${field} must be the download URL of a ${width} px ${extension} file in banner/`;
  }
  const webp = ['webp640', 'webp1280', 'webp1920'].map((field) => textOf(doc, field) !== '');
  if (webp.some(Boolean) && !webp.every(Boolean))
    return 'webp640, webp1280 and webp1920 must all be set or all be empty';
  return null;
}

const IS_PHONE = whole(PATTERNS.phone);
const IS_ONE_LINE = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max && isSingleLine(value);
/** A checked document's map field ({} when it is none). */
const mapOf = (doc: Readonly<Record<string, CheckedValue>>, field: string) => {
  const value = Object.hasOwn(doc, field) ? doc[field] : undefined;
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isInteger(value)
    ? (value as Readonly<Record<string, unknown>>)
    : {};
};

/** Why a programme's question is not one the form can ask, or null. */
function questionError(question: unknown, index: number): string | null {
  const where = `questions[${index}]`;
  if (typeof question !== 'object' || question === null || Array.isArray(question))
    return `${where} must be a map`;
  const q = question as Readonly<Record<string, unknown>>;
  const keys = Object.keys(q).sort().join();
  if (keys !== 'id,kind,label,options') return `${where} holds exactly id, label, kind and options`;
  if (!(QUESTION_IDS as readonly unknown[]).includes(q.id))
    return `${where}.id must be one of ${QUESTION_IDS.join(', ')}`;
  const { questionLabel, options: most, option } = REGISTRATION_LIMITS;
  if (!IS_ONE_LINE(q.label, questionLabel) || isBlank(q.label))
    return `${where}.label must be one line of text, at most ${questionLabel} characters`;
  if (q.kind !== 'text' && q.kind !== 'choice') return `${where}.kind must be text or choice`;
  const options = q.options;
  if (!Array.isArray(options) || options.length > most)
    return `${where}.options must be a list of at most ${most} choices`;
  // Counted in code points (an emoji is one), as the rules count them all in one match.
  const isChoice = (o: unknown) =>
    typeof o === 'string' && [...o].length <= option && isSingleLine(o) && !isBlank(o);
  if (!options.every(isChoice))
    return `${where}.options must each be one line of text, at most ${option} characters`;
  if (q.kind === 'choice' ? options.length < 2 : options.length > 0)
    return `${where}: a choice offers at least 2 options, a text none`;
  return null;
}

/**
 * A programme's registration settings: a real closing day, the youngest age not above the
 * oldest, and up to five questions with distinct ids, each text or a choice of 2 to 10 options.
 */
function registrationSettingsError(doc: Readonly<Record<string, CheckedValue>>): string | null {
  if (!isCalendarDate(textOf(doc, 'closesOn')))
    return 'closesOn must be a real date written YYYY-MM-DD';
  const { minAge, maxAge } = doc;
  if (isInteger(minAge) && isInteger(maxAge) && minAge.integer > maxAge.integer)
    return 'minAge cannot be above maxAge';
  const questions = Array.isArray(doc.questions) ? (doc.questions as unknown[]) : [];
  for (const [i, question] of questions.entries()) {
    const error = questionError(question, i);
    if (error) return error;
  }
  const ids = questions.map((q) => (q as { id: unknown }).id);
  if (new Set(ids).size !== ids.length) return 'each question has an id of its own';
  return null;
}

/**
 * A registration's own fields: a real date of birth, phone numbers of at least 7 digits, the
 * version of a notice in force, and answers only to q1 to q5, each one line of at most 500
 * characters.
 */
function registrationError(doc: Readonly<Record<string, CheckedValue>>): string | null {
  if (!isCalendarDate(textOf(doc, 'dob'))) return 'dob must be a real date written YYYY-MM-DD';
  for (const field of ['phone', 'emergencyPhone'])
    if (!IS_PHONE.test(textOf(doc, field)))
      return `${field} must be a phone number: digits, spaces, + - ( ), at least 7 digits`;
  if (!NOTICE_VERSIONS.includes(textOf(doc, 'noticeVersion')))
    return `noticeVersion is a version of the notice in force: ${NOTICE_VERSIONS.join(', ')}`;
  for (const [key, answer] of Object.entries(mapOf(doc, 'answers'))) {
    if (!(QUESTION_IDS as readonly string[]).includes(key))
      return `answers holds answers to ${QUESTION_IDS.join(', ')} only`;
    if (!IS_ONE_LINE(answer, REGISTRATION_LIMITS.answer))
      return `answers.${key} must be one line of text, at most ${REGISTRATION_LIMITS.answer} characters`;
  }
  return null;
}
