/**
 * The commission's programmes, stored in the `events` collection. A programme of one day is
 * stored with its endDate equal to its startDate, so that the upcoming ones (those whose last day
 * is today or later) and the past ones are each one query on endDate, and neither list grows with
 * the years of programmes behind it. Writes: records.ts; a programme deleted with its photos:
 * galleryWrites.ts.
 */
import { programmeFromFields } from '../domain/recordFields';
import type { Cursor, ListPage, Programme } from '../domain/types';
import { DOCUMENT_ID, runPageQuery, runQuery, type Query } from './firestoreRest';

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

/** How many past programmes a page of the programmes page holds. */
export const PAST_PROGRAMMES_PAGE = 12;

/**
 * A page of the programmes that ended before `today`, the most recent first: the `size` after
 * `after` (the cursor of the page before; from the most recent without one), and the cursor of
 * the next page.
 */
export function listPastProgrammesPage(
  today: string,
  after: Cursor | null = null,
  size: number = PAST_PROGRAMMES_PAGE,
): Promise<ListPage<Programme>> {
  return runPageQuery(
    {
      collection: 'events',
      where: ['endDate', '<', today],
      orderBy: ['endDate', 'desc'],
      ...(after && { startAfter: after }),
    },
    size,
    ({ id, fields }) => programmeFromFields(id, fields),
  );
}

/**
 * The programmes with a day from `from` to `to` ('YYYY-MM-DD', a month's grid): those ending on or
 * after its first day and starting on or before its last, long ones begun earlier included, and
 * nothing else.
 */
export function listProgrammesBetween(from: string, to: string): Promise<Programme[]> {
  return read({
    where: [
      ['endDate', '>=', from],
      ['startDate', '<=', to],
    ],
    orderBy: ['endDate'],
  });
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
