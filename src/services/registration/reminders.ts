/**
 * The team's side of the reminders before a programme (domain/registration/reminders.ts): a
 * programme's reminder settings, saved with the programme's form, and the record of what was sent
 * to each registration, where 'Remind on WhatsApp' writes its own reminder. The e-mail reminders
 * are the nightly command's (scripts/sendReminders.ts), which writes past the rules.
 */
import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore/lite';
import {
  PROGRAMME_REMINDERS,
  REMINDER_SENDS,
  programmeRemindersFromFields,
  reminderSendFromFields,
  type ProgrammeReminders,
  type ReminderSend,
  type ReminderSettings,
} from '../../domain/registration/reminders';
import type { Registration } from '../../domain/registration/registrations';
import { signedInUid } from '../auth';
import { db } from '../firebase';
import { storedFields } from '../storedFields';
import { RegistrationRefused } from './writes';

/** A programme's reminder settings; null when the team never saved any (the e-mail is sent). */
export async function readProgrammeReminders(
  programmeId: string,
): Promise<ProgrammeReminders | null> {
  const snapshot = await getDoc(doc(db, PROGRAMME_REMINDERS, programmeId));
  const data = snapshot.data();
  return data ? programmeRemindersFromFields(programmeId, storedFields(data)) : null;
}

async function signedIn(): Promise<string> {
  const uid = await signedInUid();
  if (!uid) throw new RegistrationRefused('Sign in again: your session has ended.');
  return uid;
}

/**
 * Saves a programme's reminder settings whole, signed by the team member saving and stamped with
 * their device's time (the rules allow it ten minutes off the server's).
 */
export async function saveProgrammeReminders(
  programmeId: string,
  settings: ReminderSettings,
): Promise<void> {
  const uid = await signedIn();
  await setDoc(doc(db, PROGRAMME_REMINDERS, programmeId), {
    programmeId,
    email: settings.email,
    // Trimmed at their ends only: each line is a thing to bring.
    whatToBring: settings.whatToBring.trim(),
    // The Hindi always written, '' for none, so that an edit keeps or empties it.
    whatToBringHi: settings.whatToBringHi.trim(),
    updatedAt: new Date().toISOString(),
    updatedBy: uid,
  });
}

/** What was sent to each registration of a programme, by registration id. */
export async function listReminderSends(programmeId: string): Promise<Map<string, ReminderSend>> {
  const snapshot = await getDocs(
    query(collection(db, REMINDER_SENDS), where('programmeId', '==', programmeId)),
  );
  return new Map(
    snapshot.docs.map((d) => [d.id, reminderSendFromFields(d.id, storedFields(d.data()))]),
  );
}

/**
 * Records that the signed-in team member reminded a registration on WhatsApp, now: under its
 * programme and its expiry, the e-mail's record kept as it is (a new record says none was sent;
 * the nightly command writes it).
 */
export async function recordWhatsAppReminder(
  registration: Pick<Registration, 'id' | 'programmeId' | 'expiresAt'>,
): Promise<void> {
  const uid = await signedIn();
  const ref = doc(db, REMINDER_SENDS, registration.id);
  const reminded = {
    whatsappAt: serverTimestamp(),
    whatsappBy: uid,
    expiresAt: Timestamp.fromDate(new Date(registration.expiresAt)),
  };
  await runTransaction(db, async (transaction) => {
    const stored = await transaction.get(ref);
    if (stored.exists()) transaction.update(ref, reminded);
    else
      transaction.set(ref, { programmeId: registration.programmeId, emailedAt: null, ...reminded });
  });
}
