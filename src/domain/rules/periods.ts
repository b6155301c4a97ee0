/**
 * How long the rules let things last, in days: an invitation, an item in the Trash. Imports
 * nothing, so that the admin screens that say these periods load none of the rules with them.
 */

/** An invitation lasts 14 days from its creation. */
export const INVITATION_DAYS = 14;
/** Items stay in the Trash for 30 days; then any team member's visit lets them go. */
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date `days` after a timestamp, or null when it is not one. */
export const daysAfter = (value: unknown, days: number) =>
  value instanceof Date ? value.getTime() + days * DAY_MS : null;
