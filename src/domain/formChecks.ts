/**
 * The admin forms' own checks, in each screen's order and with the exact messages it shows (the
 * specification's, docs/behaviour.md). What the database then accepts is judged by the rules and
 * their copy in validation.ts; both use the limits and patterns of limits.ts. Pure TypeScript.
 */
import { LIMITS, isBlank, isCalendarDate, isHttpsUrl, tooLong } from './limits';
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
  return null;
}

/**
 * Form-level check of a programme. Returns an error message or null. The first three problems
 * are reported in this order with the wording of MESSAGES; date formats and lengths follow.
 */
export function validateProgrammeInput(input: ProgrammeInput): string | null {
  if (isBlank(input.title) || isBlank(input.startDate)) return MESSAGES.programmeRequired;
  // Compared only when both are real dates; a malformed one gets its own message below.
  const bothDates = isCalendarDate(input.startDate) && isCalendarDate(input.endDate);
  if (bothDates && input.endDate < input.startDate) return MESSAGES.programmeDateOrder;
  if (input.registrationUrl !== '' && !input.registrationUrl.startsWith('https://'))
    return MESSAGES.programmeRegistration;
  if (!isCalendarDate(input.startDate)) return 'Start date must be a real date (YYYY-MM-DD)';
  if (input.endDate !== '' && !isCalendarDate(input.endDate))
    return 'End date must be empty or a real date (YYYY-MM-DD)';
  if (input.registrationUrl !== '' && !isHttpsUrl(input.registrationUrl))
    return 'The registration link must be a web address without spaces';
  if (tooLong(input.title, LIMITS.shortText))
    return `Title must be at most ${LIMITS.shortText} characters`;
  if (tooLong(input.time, LIMITS.time)) return `Time must be at most ${LIMITS.time} characters`;
  if (tooLong(input.place, LIMITS.shortText))
    return `Place must be at most ${LIMITS.shortText} characters`;
  if (tooLong(input.description, LIMITS.message))
    return `Description must be at most ${LIMITS.message.toLocaleString('en-US')} characters`;
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
