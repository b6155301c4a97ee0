/**
 * The counts that outlive a programme's registrations (programmeCounts/{programmeId}): the team's
 * registrations screen writes them once the programme has ended, and the year's report reads
 * them; the dashboard asks which ended programmes still lack them. The nightly count
 * (scripts/countProgrammes.ts) writes them too, without anyone's action.
 */
import {
  collection,
  doc,
  documentId,
  getDocs,
  query,
  setDoc,
  where,
} from 'firebase/firestore/lite';
import {
  PROGRAMME_COUNTS,
  countRegistrations,
  countsFields,
  mayCount,
  programmeCountsFromFields,
  type ProgrammeCounts,
} from '../../domain/registration/programmeCounts';
import { REGISTRATION_SETTINGS, type Registration } from '../../domain/registration/registrations';
import { siteDate } from '../../domain/siteClock';
import { lastDay } from '../../domain/programmes';
import type { Programme } from '../../domain/types';
import { db } from '../firebase';
import { storedFields } from '../storedFields';

/**
 * Writes a programme's counts from its registrations (all of them, as the team's list reads
 * them) when it has ended and may still be counted; resolves whether it wrote.
 */
export async function keepProgrammeCounts(
  programme: Programme,
  registrations: readonly Registration[],
  now = new Date(),
): Promise<boolean> {
  const last = lastDay(programme);
  if (!(last < siteDate(now)) || !mayCount(last, now)) return false;
  await setDoc(doc(db, PROGRAMME_COUNTS, programme.id), {
    ...countsFields(countRegistrations(programme, registrations)),
    // The device's time, as the team's saves are stamped: a restore can write it back.
    countedAt: now.toISOString(),
  });
  return true;
}

/** The counts of the programmes that began in a year (by their first day), by first day. */
export async function readCountsOfYear(year: number): Promise<ProgrammeCounts[]> {
  const snapshot = await getDocs(
    query(
      collection(db, PROGRAMME_COUNTS),
      where('firstDay', '>=', `${year}-01-01`),
      where('firstDay', '<=', `${year}-12-31`),
    ),
  );
  return snapshot.docs
    .map((d) => programmeCountsFromFields(d.id, storedFields(d.data())))
    .sort((a, b) => a.firstDay.localeCompare(b.firstDay) || a.title.localeCompare(b.title));
}

/** The most ids one query's 'in' may list. */
const IN_LIMIT = 30;

/** Of `ids`, those with a document in `name`: one query per 30 ids. */
async function withDocument(name: string, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += IN_LIMIT) {
    const snapshot = await getDocs(
      query(collection(db, name), where(documentId(), 'in', ids.slice(i, i + IN_LIMIT))),
    );
    for (const d of snapshot.docs) found.add(d.id);
  }
  return found;
}

/**
 * Of these programmes (ended and still countable: a year's at most), which take registrations on
 * the site and which have their counts kept: two queries per 30 programmes.
 */
export async function readCountsKept(
  programmeIds: readonly string[],
): Promise<{ taking: Set<string>; counted: Set<string> }> {
  const [taking, counted] = await Promise.all([
    withDocument(REGISTRATION_SETTINGS, programmeIds),
    withDocument(PROGRAMME_COUNTS, programmeIds),
  ]);
  return { taking, counted };
}
