/**
 * The commission's programmes, stored in the `events` collection. A programme of one day is
 * stored with its endDate equal to its startDate, so that the upcoming ones (those whose last day
 * is today or later) and the past ones are each one query on endDate, and neither list grows with
 * the years of programmes behind it. Writes: records.ts.
 */
import { programmeFromFields } from '../domain/recordFields';
import type { Programme } from '../domain/types';
import { DOCUMENT_ID, runQuery, type Query } from './firestoreRest';

async function read(query: Omit<Query, 'collection'> = {}): Promise<Programme[]> {
  const documents = await runQuery({ collection: 'events', ...query });
  return documents.map(({ id, fields }) => programmeFromFields(id, fields));
}

/** Every programme, in no particular order (the admin screen and the backup). */
export function listProgrammes(): Promise<Programme[]> {
  return read();
}

/** The programmes whose last day is `today` ('YYYY-MM-DD') or later, in no particular order. */
export function listUpcomingProgrammes(today: string): Promise<Programme[]> {
  return read({ where: ['endDate', '>=', today], orderBy: ['endDate'] });
}

/** Programmes that ended before `today`, the most recent first; at most `max` of them. */
export function listPastProgrammes(today: string, max?: number): Promise<Programme[]> {
  return read({
    where: ['endDate', '<', today],
    orderBy: ['endDate', 'desc'],
    limit: max || undefined,
  });
}

/**
 * The past programmes after those already `shown` (most recent first): every one that ended on
 * or before the last shown one's last day, but for those already shown.
 */
export async function listOlderProgrammes(shown: readonly Programme[]): Promise<Programme[]> {
  const last = shown.at(-1);
  if (!last) return [];
  const ids = new Set(shown.map((p) => p.id));
  const older = await read({
    where: ['endDate', '<=', last.endDate],
    orderBy: ['endDate', 'desc'],
  });
  return older.filter((p) => !ids.has(p.id));
}

/** The programmes with a day on or after `from` and a start on or before `to` (a month's grid). */
export async function listProgrammesBetween(from: string, to: string): Promise<Programme[]> {
  const ending = await read({ where: ['endDate', '>=', from], orderBy: ['endDate'] });
  return ending.filter((p) => p.startDate <= to);
}

/**
 * One programme, or null when there is none with this id: a query by id, which answers an
 * unknown id with no document where a document's read would answer 404 (an error in the
 * browser's console).
 */
export async function getProgramme(id: string): Promise<Programme | null> {
  const [found] = await read({ where: [DOCUMENT_ID, '==', id] });
  return found ?? null;
}
