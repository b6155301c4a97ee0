/**
 * The commission's programmes, stored in the `events` collection. A programme of one day is
 * stored with its endDate equal to its startDate, so that the upcoming ones (those whose last day
 * is today or later) and the past ones are each one query on endDate, and neither list grows with
 * the years of programmes behind it.
 */
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { Programme, ProgrammeInput } from '../domain/types';
import type { DocMap } from '../domain/validation';
import { stringOrEmpty, stringOrNull } from './decode';
import { db } from './firebase';

const EVENTS = 'events';
const events = () => collection(db, EVENTS);

function decodeProgramme(id: string, data: DocumentData): Programme {
  return {
    id,
    title: stringOrEmpty(data.title),
    startDate: stringOrEmpty(data.startDate),
    endDate: stringOrEmpty(data.endDate),
    time: stringOrEmpty(data.time),
    place: stringOrEmpty(data.place),
    description: stringOrEmpty(data.description),
    registrationUrl: stringOrEmpty(data.registrationUrl),
    imageUrl: stringOrEmpty(data.imageUrl),
    createdAt: stringOrNull(data.createdAt),
    ...(typeof data.updatedAt === 'string' ? { updatedAt: data.updatedAt } : {}),
  };
}

async function read(...constraints: QueryConstraint[]): Promise<Programme[]> {
  const snapshot = await getDocs(query(events(), ...constraints));
  return snapshot.docs.map((d) => decodeProgramme(d.id, d.data()));
}

/** Every programme, in no particular order (the admin screen and the backup). */
export function listProgrammes(): Promise<Programme[]> {
  return read();
}

/** The programmes whose last day is `today` ('YYYY-MM-DD') or later, in no particular order. */
export function listUpcomingProgrammes(today: string): Promise<Programme[]> {
  return read(where('endDate', '>=', today), orderBy('endDate'));
}

/** Programmes that ended before `today`, the most recent first; at most `max` of them. */
export function listPastProgrammes(today: string, max?: number): Promise<Programme[]> {
  return read(
    where('endDate', '<', today),
    orderBy('endDate', 'desc'),
    ...(max ? [limit(max)] : []),
  );
}

/**
 * The past programmes after those already `shown` (most recent first): every one that ended on
 * or before the last shown one's last day, but for those already shown.
 */
export async function listOlderProgrammes(shown: readonly Programme[]): Promise<Programme[]> {
  const last = shown.at(-1);
  if (!last) return [];
  const ids = new Set(shown.map((p) => p.id));
  const older = await read(where('endDate', '<=', last.endDate), orderBy('endDate', 'desc'));
  return older.filter((p) => !ids.has(p.id));
}

/** The programmes with a day on or after `from` and a start on or before `to` (a month's grid). */
export async function listProgrammesBetween(from: string, to: string): Promise<Programme[]> {
  const ending = await read(where('endDate', '>=', from), orderBy('endDate'));
  return ending.filter((p) => p.startDate <= to);
}

/**
 * One programme, or null when there is none with this id. A query by id rather than getDoc: the
 * public pages already carry the code of queries, and getDoc would add its own to every one.
 */
export async function getProgramme(id: string): Promise<Programme | null> {
  const [found] = await read(where(documentId(), '==', id));
  return found ?? null;
}

/** What is stored: every field, and a programme of one day ends on the day it starts. */
const stored = (input: ProgrammeInput) => ({
  ...input,
  endDate: input.endDate || input.startDate,
});

export async function addProgramme(input: ProgrammeInput, now = new Date()): Promise<string> {
  const ref = await addDoc(events(), { ...stored(input), createdAt: now.toISOString() });
  return ref.id;
}

/** Updates a programme; imageUrl is sent only when non-empty, so an edit without one keeps it. */
export async function updateProgramme(id: string, input: ProgrammeInput, now = new Date()) {
  const { imageUrl, ...rest } = stored(input);
  await updateDoc(doc(db, EVENTS, id), {
    ...rest,
    ...(imageUrl ? { imageUrl } : {}),
    updatedAt: now.toISOString(),
  });
}

export async function deleteProgramme(id: string) {
  await deleteDoc(doc(db, EVENTS, id));
}

/**
 * Writes a whole programme document under its own id, as a backup holds it, in one write:
 * created when missing, replaced when present (the caller sets a new updatedAt, as the rules
 * want of every update, and may put back the programme's original createdAt).
 */
export async function restoreProgramme(id: string, fields: DocMap) {
  await setDoc(doc(db, EVENTS, id), fields);
}
