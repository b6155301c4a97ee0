/**
 * The limits and patterns that the admin forms (formChecks.ts) and the rules' copy (validation.ts)
 * share with firestore.rules and storage.rules. Pure TypeScript: no React, no Firebase.
 */
import { EMAIL_ADDRESS } from './emailAddress';
import { whole } from './wholeMatch';

export { isEmailAddress } from './emailAddress';
export { whole } from './wholeMatch';

export const LIMITS = {
  /** Names, roles, titles, places, file names. */
  shortText: 200,
  /** A message's full text, a programme's description. */
  message: 20_000,
  /** A programme's time, e.g. '10:00 AM – 4:00 PM'. */
  time: 100,
  /** The academic year field, e.g. '2023-2024'. */
  year: 20,
  /** Image URLs. */
  url: 2_000,
  /** A Firebase Auth uid (Firebase allows up to 128 characters). */
  uid: 128,
  /** An e-mail address (RFC 5321's limit on a path). */
  email: 254,
  /**
   * A record's id: the app's ids (Firestore's automatic ones are 20 characters) are far shorter;
   * with its collection's name, its trash item's id stays far below Firestore's 1,500 bytes.
   */
  recordId: 100,
  /** The first year of a member's term or a programme's date. */
  minYear: 1900,
  /** A member's end year and a programme's dates may be up to this many years after this one. */
  endYearAhead: 10,
  /** Largest image upload, in bytes. */
  maxImageBytes: 10 * 1024 * 1024,
  /** The site's postal address, all its lines. */
  address: 500,
  /** The footer's about text. */
  about: 1_000,
  /** A banner slide's headline. */
  headline: 100,
  /** The most each file of a banner photo may weigh: what the home page allows (120 KB). */
  bannerFileBytes: 120 * 1024,
  /** The most pixels a gallery photo's stored width or height may say (its longest side is 1920). */
  maxImageSide: 20_000,
} as const;

/**
 * The years a programme's dates may be in: from 1900 to ten years after this one, the year being
 * the server's in UTC (the rules' request.time.year()), so a form never allows what the rules
 * refuse.
 */
export const programmeYearBounds = (now: Date) => ({
  min: LIMITS.minYear,
  max: now.getUTCFullYear() + LIMITS.endYearAhead,
});

/**
 * The longest side, in pixels, of each copy the upload stores of a gallery photo: the image, a
 * copy for a slide, a cell or the viewer on a phone of pixel density 2 to 3, and the thumbnail.
 * The public pages offer them by srcset at these widths, the most each can be.
 */
export const GALLERY_COPY_SIDES = { full: 1920, medium: 1080, thumb: 480 } as const;

/**
 * The width, in pixels, of the publish's copy of a gallery thumbnail for phones
 * (publish/publishThumbnails.ts), on the site's own origin. A column of a phone's grid is about
 * 150–175 px wide, so at pixel density 2 the copy fills it, at a third to a half of the bytes of
 * the upload's thumbnail, and each of the first screen's pictures arrives in a slow connection's
 * first round trip.
 */
export const PHONE_THUMB_WIDTH = 320;

/** The formats a banner photo's files are stored in. */
export const BANNER_CONTENT_TYPES = ['image/webp', 'image/jpeg'] as const;

export const IMAGE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/**
 * The formats that firestore.rules and storage.rules check with matches(), written once here in
 * the part of regular-expression syntax that RE2 (the rules' engine) and JavaScript read alike.
 * The rules match whole strings, so the checks below anchor them (`whole`).
 * tests/unit/validationTable.test.ts checks that the rules files state each one.
 */
export const PATTERNS = {
  /** 'YYYY-MM-DD', a real date of the Gregorian calendar: 29 February only in leap years. */
  calendarDate:
    '([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])' +
    '|[0-9]{4}-(0[13-9]|1[0-2])-(29|30)' +
    '|[0-9]{4}-(0[13578]|1[02])-31' +
    '|([0-9]{2}(0[48]|[2468][048]|[13579][26])|([02468][048]|[13579][26])00)-02-29)',
  /** What follows the date in Date.prototype.toISOString(): a UTC time with milliseconds. */
  isoTime: 'T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][.][0-9]{3}Z',
  /** An address that starts with https:// and holds no spaces or control characters. */
  httpsUrl: String.raw`https://[^\x00-\x20\x7F-\x9F/?#][^\x00-\x20\x7F-\x9F]*`,
  /**
   * Blank text: nothing but white space of every kind (what JavaScript's trim() removes, the
   * non-breaking space included), invisible format characters (zero-width spaces and joiners,
   * the byte-order mark: Unicode's category Cf) and the characters that draw nothing although
   * they are letters or symbols (the Hangul fillers, the blank Braille pattern).
   */
  blank: String.raw`[\t\n\x0B\f\r\p{Zs}\p{Cf}\x{2028}\x{2029}\x{115F}\x{1160}\x{3164}\x{FFA0}\x{2800}]*`,
  /**
   * One line of text that is not blank: a single line (singleLine) holding something that is not
   * blank (blank), in one pattern, as the registration rules match it.
   */
  textLine: String.raw`[^\x00-\x1F\x7F-\x9F]*[^\x00-\x20\x7F-\x9F\p{Zs}\p{Cf}\x{2028}\x{2029}\x{115F}\x{1160}\x{3164}\x{FFA0}\x{2800}][^\x00-\x1F\x7F-\x9F]*`,
  /** A single line: no control character at all (C0, DEL and C1). */
  singleLine: String.raw`[^\x00-\x1F\x7F-\x9F]*`,
  /** Several lines: no control character but the line break. */
  multiLine: String.raw`[^\x00-\x09\x0B-\x1F\x7F-\x9F]*`,
  /**
   * An object's name within its folder as encodeURIComponent writes it. No encoded slash (%2F),
   * so never a subfolder, and no encoded control character (%00-%1F, %7F); older uploads with
   * spaces or accents in their names still match.
   */
  encodedName: "([A-Za-z0-9_.~!*'()-]|%(2[0-9A-E]|[3-6][0-9A-F]|7[0-9A-E]|[89A-F][0-9A-F]))+",
  /** The rest of a download URL, as getDownloadURL() writes it. */
  storageUrlEnd: '[?]alt=media&token=[A-Za-z0-9-]+',
  /** A member's photo in members/ (memberImagePath). */
  memberUpload: '[0-9]+_cropped[.]jpeg',
  /** {timestamp}_{safe name} in bishops/, officeBearers/{role}/ and events/ (safeFileName). */
  namedUpload: '[0-9]+_[A-Za-z0-9_.-]+',
  /**
   * A gallery image's fileName (galleryFileName); its thumbnail is thumb_ + fileName, its
   * medium-size copy medium_ + fileName.
   */
  galleryFileName: 'gallery_[0-9]+_[A-Za-z0-9_.-]+',
  /**
   * An e-mail address as an invitation's id holds it: in lower case whatever its alphabet (no
   * letter lower case would change: Unicode's upper- and title-case letters, Roman numerals,
   * circled letters), one @, no space, no control character and no slash (it is a document id).
   * Firebase Auth writes the address in a token in lower case, so only such an invitation can be
   * taken up.
   */
  invitedAddress: String.raw`[^@\x00-\x20\x7F/\p{Lu}\p{Lt}\x{2160}-\x{216F}\x{24B6}-\x{24CF}]+@[^@\x00-\x20\x7F/\p{Lu}\p{Lt}\x{2160}-\x{216F}\x{24B6}-\x{24CF}]+`,
  /** An e-mail address the site shows (emailAddress.ts). */
  emailAddress: EMAIL_ADDRESS,
  /**
   * A record's id as the app makes them (Firestore's automatic ids, the seed's names): letters,
   * digits, _ and -, at most LIMITS.recordId characters.
   */
  recordId: '[A-Za-z0-9_-]{1,100}',
  /** A phone number as a registration holds it: digits, spaces, + - ( ), at least 7 digits. */
  phone: '[ +()-]*([0-9][ +()-]*){7,}',
  /** The end of a registration's id: 16 hex digits drawn at random (newRegistrationId). */
  registrationHash: '[0-9a-f]{16}',
  /** A file of a banner photo: banner/{slide}_{timestamp}_{width}.{webp or jpg}. */
  bannerUpload: '[1-4]_[0-9]+_(640|1280|1920)[.](webp|jpg)',
  /** The site's pages on each social network: an https address on that network's own host. */
  facebookUrl: String.raw`https://(www[.]|m[.])?facebook[.]com(/[^\x00-\x20\x7F-\x9F]*)?`,
  instagramUrl: String.raw`https://(www[.])?instagram[.]com(/[^\x00-\x20\x7F-\x9F]*)?`,
  youtubeUrl: String.raw`https://(www[.]|m[.])?youtube[.]com(/[^\x00-\x20\x7F-\x9F]*)?`,
} as const;

const IS_CALENDAR_DATE = whole(PATTERNS.calendarDate);
const IS_ISO_STAMP = whole(PATTERNS.calendarDate + PATTERNS.isoTime);
const IS_HTTPS_URL = whole(PATTERNS.httpsUrl);
const IS_BLANK = whole(PATTERNS.blank);
const IS_SINGLE_LINE = whole(PATTERNS.singleLine);
const IS_MULTI_LINE = whole(PATTERNS.multiLine);

/** Whether a string is a real calendar date written 'YYYY-MM-DD'. */
export const isCalendarDate = (value: string) => IS_CALENDAR_DATE.test(value);

/** Whether a string is a date-time as toISOString() writes it, from the year 1 (a timestamp's first). */
export const isIsoStamp = (value: string) => IS_ISO_STAMP.test(value) && !value.startsWith('0000');

/** Whether a string is an https:// address without spaces or control characters. */
export const isHttpsUrl = (value: string) => IS_HTTPS_URL.test(value);

/** Whether text is blank: empty, or only white space and characters that draw nothing. */
export const isBlank = (s: string | null | undefined) => !s || IS_BLANK.test(s);

/** Whether text holds no control character (a single-line field may hold none). */
export const isSingleLine = (s: string) => IS_SINGLE_LINE.test(s);

/** Whether text holds no control character but the line break (a message, a description). */
export const isLines = (s: string) => IS_MULTI_LINE.test(s);

/**
 * The Storage bucket whose download URLs records may hold: the project's own, on Firebase
 * Storage's host; on the local emulators, the demo project's bucket on a loopback host (any port).
 */
export interface StorageTarget {
  bucket: string;
  emulators: boolean;
}

/** The bucket of the local emulators: the one the app and the backend use there. */
export const localStorageTarget = (projectId: string): StorageTarget => ({
  bucket: `${projectId}.appspot.com`,
  emulators: true,
});

/**
 * A download URL of `target` up to the object's name, as a pattern. firestore.rules holds it
 * in its function storageUrlStart(): committed for the emulators, and written for the project's
 * own bucket by the deploy script.
 */
export function storageUrlStart({ bucket, emulators }: StorageTarget): string {
  const host = emulators
    ? 'http://(127[.]0[.]0[.]1|localhost):[0-9]+'
    : 'https://firebasestorage[.]googleapis[.]com';
  return `${host}/v0/b/${bucket.replace(/[^A-Za-z0-9_-]/g, (c) => `[${c}]`)}/o/`;
}

/**
 * Whether url is a download URL of `target` of a file directly in `folder`, given URL-encoded
 * ('members%2F', 'officeBearers%2Fyouth_director%2F'; only letters, digits, _ and %2F).
 */
export function isStorageUrlIn(url: string, folder: string, target: StorageTarget): boolean {
  return whole(
    storageUrlStart(target) + folder + PATTERNS.encodedName + PATTERNS.storageUrlEnd,
  ).test(url);
}

/** The encoded object name in a download URL ('gallery%2Fx.jpg'), split as the rules split it. */
export const storageObjectOf = (url: string) => url.split('/o/')[1]?.split('?')[0];

/** How far ahead of the server's clock a device's stamp may be, and an edit's behind it. */
export const CLOCK_TOLERANCE_MS = 10 * 60 * 1000;

/**
 * Whether s is longer than max characters counted as the rules' size() counts them: in UTF-16
 * code units, as JavaScript's length and a text input's maxlength count them (an emoji is
 * usually two).
 */
export const tooLong = (s: string, max: number) => s.length > max;
