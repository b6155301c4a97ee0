/**
 * The programme form's reminder fields as plain data, beside its registration settings
 * (registrationSettingsForm.ts): 'Send an e-mail reminder two days before' and 'What to bring'
 * with its Hindi, filled from the stored reminder settings (a programme without any sends the
 * e-mail), their checks, and whether a save needs to write them. Pure TypeScript.
 */
import {
  DEFAULT_REMINDER_SETTINGS,
  WHAT_TO_BRING_MAX,
  type ReminderSettings,
} from '../../domain/registration/reminders';

/** The fields as typed. */
export type RemindersDraft = ReminderSettings;

/** The fields of a programme with these reminder settings stored, or of one without any. */
export const remindersDraftOf = (stored: ReminderSettings | null): RemindersDraft => ({
  email: (stored ?? DEFAULT_REMINDER_SETTINGS).email,
  whatToBring: stored?.whatToBring ?? '',
  whatToBringHi: stored?.whatToBringHi ?? '',
});

export const REMINDERS_MESSAGES = {
  whatToBring: `'What to bring' must be at most ${WHAT_TO_BRING_MAX} characters`,
  whatToBringHi: `'What to bring' in Hindi must be at most ${WHAT_TO_BRING_MAX} characters`,
} as const;

/** The reminder settings the fields make, or the first problem with them. */
export function remindersFromDraft(
  draft: RemindersDraft,
): { reminders: ReminderSettings } | { problem: string } {
  const whatToBring = draft.whatToBring.trim();
  if (whatToBring.length > WHAT_TO_BRING_MAX) return { problem: REMINDERS_MESSAGES.whatToBring };
  const whatToBringHi = draft.whatToBringHi.trim();
  if (whatToBringHi.length > WHAT_TO_BRING_MAX)
    return { problem: REMINDERS_MESSAGES.whatToBringHi };
  return { reminders: { email: draft.email, whatToBring, whatToBringHi } };
}

/**
 * The reminder settings a save writes: none when they say what is stored, or, for a programme
 * with none stored, what it does without (the e-mail sent, nothing to bring said).
 */
export function remindersToWrite(
  stored: ReminderSettings | null,
  made: ReminderSettings,
): ReminderSettings | null {
  const kept = stored ?? DEFAULT_REMINDER_SETTINGS;
  const same =
    kept.email === made.email &&
    kept.whatToBring === made.whatToBring &&
    kept.whatToBringHi === made.whatToBringHi;
  return same ? null : made;
}
