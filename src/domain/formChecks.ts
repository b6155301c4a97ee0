/**
 * The admin forms' own checks, in each screen's order and with the exact messages it shows (the
 * specification's, docs/behaviour.md). What the database then accepts is judged by the rules and
 * their copy in validation.ts; both use the limits and patterns of limits.ts. Pure TypeScript.
 */
import {
  LIMITS,
  PATTERNS,
  isBlank,
  isCalendarDate,
  isEmailAddress,
  isHttpsUrl,
  programmeYearBounds,
  tooLong,
  whole,
} from './limits';
import type { PageInput } from './editablePages';
import { markdownProblem } from './markdown/syntax';
import { SOCIAL_NETWORKS, type SiteDetails, type SocialNetwork } from './siteDetails';
import type { MemberInput, MessageInput, ProgrammeInput } from './types';

export const MESSAGES = {
  memberNameRole: 'Name and role are required',
  memberYears: 'Start year and end year are required',
  memberYearOrder: 'Start year cannot be greater than end year',
  messageFields: 'All text fields are required',
  galleryFile: 'Please select an image to upload',
  programmeRequired: 'Title and start date are required',
  programmeDateOrder: 'End date cannot be before start date',
  programmeRegistration: 'The registration link must start with https://',
  siteDetailsRequired: 'Address, phone, e-mail, about text and map place are required',
  siteEmail: 'The e-mail address must be an address such as youth@example.org',
  siteSecondaryEmail:
    'The second e-mail address must be empty or an address such as office@example.org',
  bannerWords: 'Headline and photo description are required',
  bannerPhoto: 'Choose a photo for this slide',
  pageTitle: "Write the page's title",
  pageDescription:
    "Write the page's description: one line that search results and link previews show",
  unreadableImage:
    'This file could not be read as an image. Please choose a JPEG, PNG, WebP, GIF or AVIF photo.',
} as const;

/** Bounds of the member year inputs. */
export function memberYearBounds(now: Date = new Date()) {
  const year = now.getFullYear();
  return {
    start: { min: LIMITS.minYear, max: year },
    end: { min: LIMITS.minYear, max: year + LIMITS.endYearAhead },
  };
}

/** Form-level check of a member, in the admin screen's order and wording; a message or null. */
export function validateMemberInput(input: MemberInput, now: Date = new Date()): string | null {
  if (isBlank(input.name) || isBlank(input.role)) return MESSAGES.memberNameRole;
  if (input.startYear === null || input.endYear === null) return MESSAGES.memberYears;
  if (input.startYear > input.endYear) return MESSAGES.memberYearOrder;
  const bounds = memberYearBounds(now);
  if (!Number.isInteger(input.startYear) || !Number.isInteger(input.endYear))
    return 'Years must be whole numbers';
  if (input.startYear < bounds.start.min || input.startYear > bounds.start.max)
    return `Start year must be between ${bounds.start.min} and ${bounds.start.max}`;
  if (input.endYear < bounds.end.min || input.endYear > bounds.end.max)
    return `End year must be between ${bounds.end.min} and ${bounds.end.max}`;
  if (tooLong(input.name, LIMITS.shortText) || tooLong(input.role, LIMITS.shortText))
    return `Name and role must be at most ${LIMITS.shortText} characters`;
  return null;
}

/** Form-level check of a message of any kind. Returns an error message or null. */
export function validateMessageInput(input: MessageInput): string | null {
  if (
    isBlank(input.year) ||
    isBlank(input.name) ||
    isBlank(input.title) ||
    isBlank(input.fullMessage)
  )
    return MESSAGES.messageFields;
  if (tooLong(input.year, LIMITS.year)) return `Year must be at most ${LIMITS.year} characters`;
  if (tooLong(input.name, LIMITS.shortText) || tooLong(input.title, LIMITS.shortText))
    return `Name and title must be at most ${LIMITS.shortText} characters`;
  if (tooLong(input.fullMessage, LIMITS.message))
    return `Message must be at most ${LIMITS.message.toLocaleString('en-US')} characters`;
  if (tooLong(input.titleHi ?? '', LIMITS.shortText))
    return `Title in Hindi must be at most ${LIMITS.shortText} characters`;
  if (tooLong(input.fullMessageHi ?? '', LIMITS.message))
    return `Message in Hindi must be at most ${LIMITS.message.toLocaleString('en-US')} characters`;
  return null;
}

/**
 * Form-level check of the titles of an upload of photos (one for all of them, each optional).
 * Returns an error message or null.
 */
export function validateGalleryTitles(input: { title: string; titleHi: string }): string | null {
  if (tooLong(input.title, LIMITS.shortText))
    return `Title must be at most ${LIMITS.shortText} characters`;
  if (tooLong(input.titleHi, LIMITS.shortText))
    return `Title in Hindi must be at most ${LIMITS.shortText} characters`;
  return null;
}

/** The first and last day a programme's date may be (the date inputs' bounds), and the message. */
export function programmeDateBounds(now: Date = new Date()) {
  const { min, max } = programmeYearBounds(now);
  return {
    min: `${min}-01-01`,
    max: `${max}-12-31`,
    message: `Dates must be in the years ${min} to ${max}`,
  };
}

/**
 * Form-level check of a programme. Returns an error message or null. The first three problems
 * are reported in this order with the wording of MESSAGES; date formats and lengths follow.
 */
export function validateProgrammeInput(
  input: ProgrammeInput,
  now: Date = new Date(),
): string | null {
  if (isBlank(input.title) || isBlank(input.startDate)) return MESSAGES.programmeRequired;
  // Compared only when both are real dates; a malformed one gets its own message below.
  const bothDates = isCalendarDate(input.startDate) && isCalendarDate(input.endDate);
  if (bothDates && input.endDate < input.startDate) return MESSAGES.programmeDateOrder;
  if (input.registrationUrl !== '' && !input.registrationUrl.startsWith('https://'))
    return MESSAGES.programmeRegistration;
  if (!isCalendarDate(input.startDate)) return 'Start date must be a real date (YYYY-MM-DD)';
  if (input.endDate !== '' && !isCalendarDate(input.endDate))
    return 'End date must be empty or a real date (YYYY-MM-DD)';
  const bounds = programmeDateBounds(now);
  const outside = (date: string) => date !== '' && (date < bounds.min || date > bounds.max);
  if (outside(input.startDate) || outside(input.endDate)) return bounds.message;
  if (input.registrationUrl !== '' && !isHttpsUrl(input.registrationUrl))
    return 'The registration link must be a web address without spaces';
  if (tooLong(input.title, LIMITS.shortText))
    return `Title must be at most ${LIMITS.shortText} characters`;
  if (tooLong(input.time, LIMITS.time)) return `Time must be at most ${LIMITS.time} characters`;
  if (tooLong(input.place, LIMITS.shortText))
    return `Place must be at most ${LIMITS.shortText} characters`;
  if (tooLong(input.description, LIMITS.message))
    return `Description must be at most ${LIMITS.message.toLocaleString('en-US')} characters`;
  if (tooLong(input.titleHi ?? '', LIMITS.shortText))
    return `Title in Hindi must be at most ${LIMITS.shortText} characters`;
  if (tooLong(input.placeHi ?? '', LIMITS.shortText))
    return `Place in Hindi must be at most ${LIMITS.shortText} characters`;
  if (tooLong(input.descriptionHi ?? '', LIMITS.message))
    return `Description in Hindi must be at most ${LIMITS.message.toLocaleString('en-US')} characters`;
  if (tooLong(input.registrationUrl, LIMITS.url))
    return `The registration link must be at most ${LIMITS.url.toLocaleString('en-US')} characters`;
  return null;
}

/**
 * Check of a picked file before anything is done with it. Returns an error message or null.
 * Its size is no reason to refuse it: photos are resized in the browser, and the upload cap
 * applies to what leaves. Whether it is a readable image shows only when the browser decodes it
 * (MESSAGES.unreadableImage then), so only a file declared as something other than an image is
 * refused here; a file without a declared type is left to the decoder.
 */
export function validateImageFile(file: { type: string } | null): string | null {
  if (!file) return MESSAGES.galleryFile;
  if (file.type !== '' && !file.type.startsWith('image/'))
    return 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)';
  return null;
}

/** The social networks as people name them, and the host each link must be on. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, { name: string; host: string }> = {
  facebook: { name: 'Facebook', host: 'facebook.com' },
  instagram: { name: 'Instagram', host: 'instagram.com' },
  youtube: { name: 'YouTube', host: 'youtube.com' },
};

const IS_SOCIAL_URL: Record<SocialNetwork, RegExp> = {
  facebook: whole(PATTERNS.facebookUrl),
  instagram: whole(PATTERNS.instagramUrl),
  youtube: whole(PATTERNS.youtubeUrl),
};

/**
 * Form-level check of the site's details (Settings, 'Site details'), as typed: the address as one
 * text of several lines. Returns an error message or null.
 */
export function validateSiteDetailsInput(
  input: Omit<SiteDetails, 'addressLines'> & { address: string },
): string | null {
  if ([input.address, input.phone, input.email, input.about, input.mapPlace].some(isBlank))
    return MESSAGES.siteDetailsRequired;
  if (!isEmailAddress(input.email.trim())) return MESSAGES.siteEmail;
  if (input.secondaryEmail.trim() !== '' && !isEmailAddress(input.secondaryEmail.trim()))
    return MESSAGES.siteSecondaryEmail;
  for (const network of SOCIAL_NETWORKS) {
    const url = input[network].trim();
    const { name, host } = SOCIAL_NETWORK_NAMES[network];
    if (url !== '' && !IS_SOCIAL_URL[network].test(url))
      return `The ${name} link must be empty or an https:// address on ${host}, such as https://www.${host}/yourpage`;
  }
  if (tooLong(input.address, LIMITS.address))
    return `The address must be at most ${LIMITS.address} characters`;
  if (tooLong(input.about, LIMITS.about))
    return `The about text must be at most ${LIMITS.about.toLocaleString('en-US')} characters`;
  if (tooLong(input.aboutHi ?? '', LIMITS.about))
    return `The about text in Hindi must be at most ${LIMITS.about.toLocaleString('en-US')} characters`;
  if (tooLong(input.phone, LIMITS.shortText) || tooLong(input.mapPlace, LIMITS.shortText))
    return `Phone and map place must be at most ${LIMITS.shortText} characters`;
  if (tooLong(input.email, LIMITS.email) || tooLong(input.secondaryEmail, LIMITS.email))
    return `E-mail addresses must be at most ${LIMITS.email} characters`;
  if (SOCIAL_NETWORKS.some((network) => tooLong(input[network], LIMITS.url)))
    return `Links must be at most ${LIMITS.url.toLocaleString('en-US')} characters`;
  return null;
}

/** Form-level check of a banner slide's words. Returns an error message or null. */
export function validateBannerWords(input: {
  headline: string;
  subline: string;
  description: string;
}): string | null {
  if (isBlank(input.headline) || isBlank(input.description)) return MESSAGES.bannerWords;
  if (tooLong(input.headline, LIMITS.headline))
    return `The headline must be at most ${LIMITS.headline} characters`;
  if (tooLong(input.subline, LIMITS.shortText) || tooLong(input.description, LIMITS.shortText))
    return `The subline and the description must be at most ${LIMITS.shortText} characters`;
  return null;
}

/**
 * Form-level check of an editable page: its title, its description, then its text; then, where
 * given, the same in Hindi.
 */
export function validatePageInput(input: PageInput): string | null {
  if (isBlank(input.title)) return MESSAGES.pageTitle;
  if (isBlank(input.description)) return MESSAGES.pageDescription;
  if (tooLong(input.title, LIMITS.shortText) || tooLong(input.description, LIMITS.shortText))
    return `Title and description must be at most ${LIMITS.shortText} characters`;
  const problem = markdownProblem(input.body);
  if (problem) return problem;
  // The Hindi words are optional; given, they are held to the English ones' caps and subset.
  if (
    tooLong(input.titleHi ?? '', LIMITS.shortText) ||
    tooLong(input.descriptionHi ?? '', LIMITS.shortText)
  )
    return `Title and description in Hindi must be at most ${LIMITS.shortText} characters`;
  const bodyHi = input.bodyHi ?? '';
  const hindiProblem = isBlank(bodyHi) ? null : markdownProblem(bodyHi);
  return hindiProblem && `Text in Hindi: ${hindiProblem}`;
}
