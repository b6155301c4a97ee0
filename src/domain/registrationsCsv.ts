/**
 * A programme's registrations as the CSV file the team downloads (csv.ts: Excel opens it with
 * Hindi and accented names intact, and no cell runs as a formula).
 */
import { csvOf } from './csv';
import {
  likelyDuplicates,
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

/** The list as a CSV file (csv.ts): one row per registration, one column per question. */
export function registrationsCsv(
  questions: readonly RegistrationQuestion[],
  registrations: readonly Registration[],
): string {
  const duplicates = likelyDuplicates(registrations);
  const header = [
    'Name',
    'Date of birth',
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
    'E-mail',
    'Consent',
    'Registered at',
    'Likely duplicate',
  ];
  const rows = registrations.map((r) => [
    r.name,
    r.dob,
    r.phone,
    r.parish,
    r.deanery,
    r.emergencyName,
    r.emergencyPhone,
    ...questions.map((q) => r.answers[q.id] ?? ''),
    r.health,
    statusWords(r),
    r.cancelReason,
    r.arrivedAt ?? '',
    r.email,
    CONSENT_WORDS[r.consent],
    r.createdAt,
    duplicates.has(r.id) ? 'Yes' : '',
  ]);
  return csvOf(header, rows);
}
