/**
 * The writes of the reminders before a programme (firestore.rules, programmeReminders and
 * reminderSends): the team's reminder settings of a programme, signed; and the team's record of
 * a WhatsApp reminder of one registration, never of its e-mail, which the nightly command writes
 * past the rules. Nobody deletes either. Pure TypeScript.
 */
import { REGISTRATIONS } from '../registration/registrations';
import { standing, type AccessContext, type DocumentWrite } from './access';
import { changedFields, fieldOf, sameValue } from './documents';

/**
 * programmeReminders/{programmeId}: the team saves a programme's reminder settings under its id,
 * each save signed by the team member making it (its stamp is the document's own check, as for
 * every updatedAt); nobody deletes them.
 */
export function remindersWrite(
  { id, after }: DocumentWrite,
  { caller, documents }: AccessContext,
): string | null {
  if (!caller || !standing(caller, documents).isOnTeam)
    return "only the site's team sets a programme's reminders";
  if (!after) return "a programme's reminder settings are never deleted";
  if (after.programmeId !== id) return "programmeId is the id of the settings' document";
  if (fieldOf(after, 'updatedBy') !== caller.uid)
    return 'a save says who made it: updatedBy is the team member saving';
  return null;
}

/** What the team's update of a record of reminders may change: its WhatsApp reminder. */
const WHATSAPP_FIELDS = ['whatsappAt', 'whatsappBy', 'expiresAt'];

/**
 * reminderSends/{registrationId}: a team member records their own WhatsApp reminder, now, of a
 * registration that exists, under its programme and its expiry (so that the record goes with
 * it); emailedAt is the nightly command's alone: null on a create, kept on an update. Nobody
 * deletes one.
 */
export function reminderSendWrite(
  { id, before, after }: DocumentWrite,
  { caller, documents, now }: AccessContext,
): string | null {
  if (!caller || !standing(caller, documents).isOnTeam)
    return "only the site's team records a reminder";
  if (!after) return 'a record of reminders is never deleted: it expires with its registration';
  const registration = documents.before(`${REGISTRATIONS}/${id}`);
  if (!registration) return 'a reminder is of a registration that exists, under its id';
  if (!sameValue(fieldOf(after, 'programmeId'), fieldOf(registration, 'programmeId')))
    return "programmeId is the registration's programme";
  if (!sameValue(fieldOf(after, 'expiresAt'), fieldOf(registration, 'expiresAt')))
    return "expiresAt is the registration's own: the record goes with it";
  if (!sameValue(fieldOf(after, 'whatsappAt'), now)) return 'whatsappAt is the time of the write';
  if (fieldOf(after, 'whatsappBy') !== caller.uid) return 'whatsappBy is the team member reminding';
  if (!before)
    return fieldOf(after, 'emailedAt') === null
      ? null
      : 'emailedAt is null on a new record: only the nightly command e-mails';
  return changedFields(before, after).every((field) => WHATSAPP_FIELDS.includes(field))
    ? null
    : "an update changes the WhatsApp reminder only: emailedAt is the nightly command's";
}
