/**
 * The site's content in the collection table: members, the Archbishop's and the office bearers'
 * messages, the gallery and programmes, each read by everyone, written by the team, signed, and
 * deleted to the Trash; with the checks across their fields.
 */
import { MESSAGE_KIND_INFO } from '../../messageKinds';
import {
  galleryImageFromFields,
  memberFromFields,
  messageFromFields,
  programmeFromFields,
} from '../../recordFields';
import {
  LIMITS,
  PATTERNS,
  isCalendarDate,
  isHttpsUrl,
  programmeYearBounds,
  storageObjectOf,
  whole,
} from '../../limits';
import {
  image,
  integerOrNone,
  isInteger,
  line,
  lines,
  oneOf,
  optionalCount,
  optionalInteger,
  optionalLine,
  optionalLines,
  optionalReference,
  paragraphs,
  serverTime,
  stamp,
  text,
  uid,
  type CheckedValue,
  type DocMap,
} from '../../schema';
import {
  OFFICE_BEARER_ROLES,
  type GalleryImage,
  type Member,
  type Message,
  type Programme,
} from '../../types';
import {
  ARCHBISHOP_PORTRAITS,
  GALLERY_IMAGES,
  MEMBER_PHOTOS,
  OFFICE_BEARER_PORTRAITS,
  PROGRAMME_POSTERS,
} from './imageFolders';
import { textOf, trimmed, type CheckContext, type CollectionInfo } from './info';

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
  // In Hindi, for the Hindi pages: absent or '' where there is none (the English then shows).
  titleHi: optionalLine(LIMITS.shortText),
  fullMessageHi: optionalLines(LIMITS.message),
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

/** The bishop as the commission's profile names him: 'Archbishop' (or 'Bishop'). */
const BISHOP = MESSAGE_KIND_INFO.bishop.adminLabel;

export const members: CollectionInfo<Member> = {
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

export const bishopMessages: CollectionInfo<Message> = {
  name: 'bishopMessages',
  kind: () => `${BISHOP} message`,
  kindPlural: `${BISHOP} messages`,
  recordName: (f) => trimmed(f, 'title'),
  details: (f) => [trimmed(f, 'name') && `by ${trimmed(f, 'name')}`, trimmed(f, 'year')],
  fields: {
    ...messageFields,
    imageUrl: image(ARCHBISHOP_PORTRAITS, `${BISHOP} portraits`, 'optional'),
    ...stamps,
    ...signers,
  },
  check: sortYearError,
  ...content,
  decode: (id, f) => messageFromFields(id, f, 'bishop'),
};

export const officeBearerMessages: CollectionInfo<Message> = {
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

export const gallery: CollectionInfo<GalleryImage> = {
  name: 'gallery',
  kind: () => 'Gallery image',
  kindPlural: 'Gallery images',
  recordName: (f) => trimmed(f, 'title'),
  fields: {
    title: text(LIMITS.shortText),
    // In Hindi, for the Hindi pages: absent or '' where there is none (the English then shows).
    titleHi: optionalLine(LIMITS.shortText),
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

export const events: CollectionInfo<Programme> = {
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
    // In Hindi, for the Hindi pages: absent or '' where there is none (the English then shows).
    titleHi: optionalLine(LIMITS.shortText),
    placeHi: optionalLine(LIMITS.shortText),
    descriptionHi: optionalLines(LIMITS.message),
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
export const TRASHED = [
  'members',
  'bishopMessages',
  'officeBearerMessages',
  'gallery',
  'events',
] as const;

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
