/**
 * The reads of the year's report (src/domain/registration/yearReport.ts): the years it can be made
 * for, and a year's programmes, their counts and their photos.
 *
 * What a report costs in Firestore reads: the years, two (the first programme and the first
 * counts, one document each); a year, one per programme that began in it and one per counts of
 * it (at least one each, when none is found), and one count query per programme still there
 * (a read per thousand photos counted). A year of 40 programmes, all counted, is about 120 reads.
 */
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { programmeFromFields } from '../../domain/recordFields';
import { PROGRAMME_COUNTS } from '../../domain/registration/programmeCounts';
import type { YearReportSources } from '../../domain/registration/yearReport';
import { yearOf } from '../../domain/registration/yearReport';
import { isValidDate } from '../../domain/programmes';
import type { Programme } from '../../domain/types';
import { db } from '../firebase';
import { runQuery } from '../firestoreRest';
import { countProgrammePhotos } from '../gallery';
import { readCountsOfYear } from './programmeCounts';

/** The programmes (events) whose first day is in `year`. */
async function programmesBeginningIn(year: number): Promise<Programme[]> {
  const documents = await runQuery({
    collection: 'events',
    where: [
      ['startDate', '>=', `${year}-01-01`],
      ['startDate', '<=', `${year}-12-31`],
    ],
    orderBy: ['startDate'],
  });
  return documents.map(({ id, fields }) => programmeFromFields(id, fields));
}

/**
 * The first year that has a programme or counts (a programme deleted since may have left its
 * counts), or null when none has: two reads of one document each.
 */
export async function readFirstReportYear(): Promise<number | null> {
  const [programmes, counts] = await Promise.all([
    runQuery({ collection: 'events', orderBy: ['startDate'], limit: 1 }),
    getDocs(query(collection(db, PROGRAMME_COUNTS), orderBy('firstDay'), limit(1))),
  ]);
  const days = [programmes[0]?.fields.startDate, counts.docs[0]?.get('firstDay') as unknown].filter(
    (day): day is string => typeof day === 'string' && isValidDate(day),
  );
  return days.length === 0 ? null : Math.min(...days.map(yearOf));
}

/**
 * What a year's report is made of: the programmes that began in it, the counts of that year, and
 * the photos of each programme still there (a count query each). Rejects when any of them cannot
 * be read: a report is never made of a part.
 */
export async function readYearReport(year: number): Promise<YearReportSources> {
  const [programmes, counts] = await Promise.all([
    programmesBeginningIn(year),
    readCountsOfYear(year),
  ]);
  const photos = await Promise.all(
    programmes.map(async ({ id }) => [id, await countProgrammePhotos(id)] as const),
  );
  return { programmes, counts, photos: Object.fromEntries(photos) };
}
