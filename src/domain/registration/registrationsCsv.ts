/**
 * A programme's registrations as the CSV file the team downloads (csv.ts: Excel opens it with
 * Hindi and accented names intact, and no cell runs as a formula): each registration's reference,
 * its age on the programme's first day, phone numbers as typed, and times in India's time zone.
 */
import { ageOn } from './ages';
import { daysPresentCount } from './attendance';
import { csvOf, phoneCell, spreadsheetDateTime } from '../csv';
import { SITE_TIME_ZONE } from '../siteClock';
import {
  likelyDuplicates,
  noticeGiven,
  registrationReference,
  statusWords,
  type Consent,
  type Registration,
  type RegistrationQuestion,
} from './registrations';

const CONSENT_WORDS: Record<Consent, string> = {
  self: 'Self (adult)',
  guardian: 'Parent or guardian',
  paper: 'On paper (walk-in)',
};

/**
 * The list as a CSV file (csv.ts): one row per registration, one column per question; ages are
 * counted on `firstDay` ('YYYY-MM-DD', the programme's first day), as the team's screen counts
 * them. For a programme of several days (`days`, attendance.ts), 'Days present' after 'Arrived'
 * (the time of the first arrival): '2 of 3'.
 */
export function registrationsCsv(
  questions: readonly RegistrationQuestion[],
  registrations: readonly Registration[],
  firstDay: string,
  days: readonly string[] = [firstDay],
): string {
  const eachDay = days.length > 1;
  const duplicates = likelyDuplicates(registrations);
  const time = (moment: string | null) => spreadsheetDateTime(moment, SITE_TIME_ZONE);
  const header = [
    'Name',
    'Reference',
    'Date of birth',
    'Age on the first day',
    'Phone',
    'Parish',
    'Deanery',
    'Emergency contact',
    'Emergency phone',
    ...questions.map((q) => q.label),
    'Health or diet',
    'Status',
    'Cancelled because',
    'Arrived',
    ...(eachDay ? ['Days present'] : []),
    'E-mail',
    'Consent',
    'Notice',
    'Registered at',
    'Likely duplicate',
  ];
  const rows = registrations.map((r) => [
    r.name,
    registrationReference(r.id),
    r.dob,
    ageOn(r.dob, firstDay),
    phoneCell(r.phone),
    r.parish,
    r.deanery,
    r.emergencyName,
    phoneCell(r.emergencyPhone),
    ...questions.map((q) => r.answers[q.id] ?? ''),
    r.health,
    statusWords(r),
    r.cancelReason,
    time(r.arrivedAt),
    ...(eachDay ? [daysPresentCount(r, days)] : []),
    r.email,
    CONSENT_WORDS[r.consent],
    noticeGiven(r),
    time(r.createdAt),
    duplicates.has(r.id) ? 'Yes' : '',
  ]);
  return csvOf(header, rows);
}
