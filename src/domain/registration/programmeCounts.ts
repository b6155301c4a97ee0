/**
 * A programme's counts: how many registered, waited, cancelled, came at the door and arrived on
 * each day, by deanery, parish and age band. `programmeCounts/{programmeId}` keeps them after the
 * programme's registrations are deleted (a year after it ends), so that the commission's yearly
 * numbers outlive the personal data they were counted from. They hold no one's name, date of
 * birth or account: counts, the programme's own title, dates and place, and the names of parishes
 * and deaneries.
 *
 * The team's registrations screen writes them once a programme has ended; the nightly count
 * (`npm run count-programmes`) writes those still missing and counts again the programmes ended
 * within COUNT_AGAIN_DAYS, so that a late correction is counted. Neither writes once the
 * registrations may start to go (countingEndsAt): a count then could find only some of them.
 *
 * Stored rows are texts (a name, then numbers, separated by tabs) so that the rules can check a
 * whole table at once with one pattern, as they check the parish list; this module writes and
 * reads them. Plain data and pure functions.
 */
import { ageOn } from './ages';
import { daysPresent, programmeDays } from './attendance';
import { KEEP_DAYS, expiryOf, type Registration } from './registrations';
import { addDays, isoDate, lastDay as lastDayOf, parseDate } from '../programmes';
import type { Programme } from '../types';

export const PROGRAMME_COUNTS = 'programmeCounts';

/** The age bands the counts keep (age on the programme's first day): under 15, 15–17, 18–24, 25+. */
export const AGE_BANDS = [
  { label: 'Under 15', below: 15 },
  { label: '15–17', below: 18 },
  { label: '18–24', below: 25 },
  { label: '25 and over', below: Number.POSITIVE_INFINITY },
] as const;

/** How many in each age band, in AGE_BANDS' order. */
export type AgeCounts = [number, number, number, number];

/** The most rows a stored table holds, and the longest name in one. */
export const COUNTS_LIMITS = {
  days: 31,
  deaneries: 100,
  parishes: 300,
  name: 100,
  /** The largest number a row holds (six digits). */
  count: 999_999,
} as const;

/** The name a table gives people who named no parish or no deanery. */
export const NOT_GIVEN = 'Not given';
/** The row that gathers the smallest parishes or deaneries past a table's limit. */
export const OTHER_PARISHES = 'Other parishes';
export const OTHER_DEANERIES = 'Other deaneries';

/** Days after a programme's last day during which the nightly count counts it again. */
export const COUNT_AGAIN_DAYS = 30;

/**
 * Days before its registrations' deletion that a programme's counts are last written: the
 * time-to-live policy deletes them within about a day of their time, not all at once.
 */
export const COUNTING_STOPS_DAYS_BEFORE = 7;

/** Arrivals on one day of the programme. */
export interface DayCount {
  day: string;
  arrived: number;
}

/** People with a place from one deanery: in all, in each age band, and how many arrived. */
export interface DeaneryCount {
  name: string;
  people: number;
  ages: AgeCounts;
  arrived: number;
}

/** People with a place from one parish, and how many arrived. */
export interface ParishCount {
  name: string;
  deanery: string;
  people: number;
  arrived: number;
}

/** What is counted of a programme: all but the time of the count. */
export interface Counts {
  programmeId: string;
  title: string;
  place: string;
  firstDay: string;
  lastDay: string;
  /** Registrations with a place (the team's walk-ins among them). */
  confirmed: number;
  waiting: number;
  cancelled: number;
  /** Walk-ins the team added, not cancelled. */
  walkIns: number;
  /** People not cancelled who arrived, on any day. */
  arrived: number;
  days: DayCount[];
  deaneries: DeaneryCount[];
  parishes: ParishCount[];
}

/** `programmeCounts/{programmeId}` read: the counts and when they were made. */
export interface ProgrammeCounts extends Counts {
  /** When it was counted, by the counting device's clock (ISO); '' when unknown. */
  countedAt: string;
}

/** The band of an age (AGE_BANDS' index); null for an unknown age. */
export function ageBand(age: number | null): number | null {
  if (age === null) return null;
  return AGE_BANDS.findIndex((band) => age < band.below);
}

/** A name as a table keeps it: spaces tidied, 'Not given' for none, at most the longest. */
const tableName = (name: string) =>
  [...(name.trim().replace(/\s+/g, ' ') || NOT_GIVEN)].slice(0, COUNTS_LIMITS.name).join('');

/** The key two spellings of one name share: case and spacing set aside. */
const nameKey = (name: string) => tableName(name).toLocaleLowerCase('en');

const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Rows past `most` gathered into one row named `other` (the smallest go first). */
function folded<T extends { name: string; people: number }>(
  rows: T[],
  most: number,
  other: string,
  add: (into: T, row: T) => T,
): T[] {
  if (rows.length <= most) return rows.sort(byName);
  const largest = [...rows].sort((a, b) => b.people - a.people || byName(a, b));
  const kept = largest.slice(0, most - 1);
  const rest = largest.slice(most - 1);
  const gathered = rest.slice(1).reduce(add, { ...rest[0]!, name: other });
  return [...kept.sort(byName), gathered];
}

/**
 * Counts a programme's registrations. People with a place (confirmed, walk-ins included) fill the
 * tables by deanery, parish and age band; arrivals count those not cancelled who came.
 */
export function countRegistrations(
  programme: Programme,
  registrations: readonly Registration[],
): Counts {
  const days = programmeDays(programme.startDate, programme.endDate);
  const firstDay = programme.startDate;
  const deaneries = new Map<string, DeaneryCount>();
  const parishes = new Map<string, ParishCount>();
  const arrivals = new Map(days.map((day) => [day, 0]));
  const counts: Counts = {
    programmeId: programme.id,
    title: programme.title,
    place: programme.place,
    firstDay,
    lastDay: lastDayOf(programme),
    confirmed: 0,
    waiting: 0,
    cancelled: 0,
    walkIns: 0,
    arrived: 0,
    days: [],
    deaneries: [],
    parishes: [],
  };
  for (const registration of registrations) {
    counts[registration.status] += 1;
    if (registration.status === 'cancelled') continue;
    if (registration.account === '') counts.walkIns += 1;
    const came = registration.arrivedAt !== null ? 1 : 0;
    counts.arrived += came;
    for (const day of daysPresent(registration, days))
      arrivals.set(day, (arrivals.get(day) ?? 0) + 1);
    if (registration.status !== 'confirmed') continue;
    const deaneryKey = nameKey(registration.deanery);
    const deanery = deaneries.get(deaneryKey) ?? {
      name: tableName(registration.deanery),
      people: 0,
      ages: [0, 0, 0, 0],
      arrived: 0,
    };
    deanery.people += 1;
    deanery.arrived += came;
    const band = ageBand(ageOn(registration.dob, firstDay));
    if (band !== null) deanery.ages[band as 0 | 1 | 2 | 3] += 1;
    deaneries.set(deaneryKey, deanery);
    const parishKey = `${nameKey(registration.parish)}|${deaneryKey}`;
    const parish = parishes.get(parishKey) ?? {
      name: tableName(registration.parish),
      deanery: deanery.name,
      people: 0,
      arrived: 0,
    };
    parish.people += 1;
    parish.arrived += came;
    parishes.set(parishKey, parish);
  }
  counts.days = days
    .slice(0, COUNTS_LIMITS.days)
    .map((day) => ({ day, arrived: arrivals.get(day) ?? 0 }));
  counts.deaneries = folded(
    [...deaneries.values()],
    COUNTS_LIMITS.deaneries,
    OTHER_DEANERIES,
    (a, b) => ({
      ...a,
      people: a.people + b.people,
      arrived: a.arrived + b.arrived,
      ages: a.ages.map((n, i) => n + b.ages[i]!) as AgeCounts,
    }),
  );
  counts.parishes = folded(
    [...parishes.values()],
    COUNTS_LIMITS.parishes,
    OTHER_PARISHES,
    (a, b) => ({
      ...a,
      deanery: a.deanery === b.deanery ? a.deanery : OTHER_DEANERIES,
      people: a.people + b.people,
      arrived: a.arrived + b.arrived,
    }),
  );
  return counts;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant after which a programme ending on `lastDay` is counted no more: COUNTING_STOPS_DAYS_BEFORE
 * days before its registrations' time to go (expiryOf), as the rules compute it. Null for a day
 * that is not a real date.
 */
export function countingEndsAt(lastDay: string): Date | null {
  const expiry = expiryOf(lastDay);
  return expiry && new Date(expiry.getTime() - COUNTING_STOPS_DAYS_BEFORE * DAY_MS);
}

/** Whether a programme ending on `lastDay` may still be counted at `now`. */
export function mayCount(lastDay: string, now: Date): boolean {
  const ends = countingEndsAt(lastDay);
  return ends !== null && now.getTime() < ends.getTime();
}

/**
 * Whether the nightly count counts a programme that took registrations, on India's date `today`
 * at `now`: it has ended and may still be counted, and either it has no counts yet or it ended
 * within COUNT_AGAIN_DAYS.
 */
export function isCountDue(lastDay: string, counted: boolean, today: string, now: Date): boolean {
  if (!(lastDay < today) || !mayCount(lastDay, now)) return false;
  const last = parseDate(lastDay);
  return !counted || (last !== null && today <= isoDate(addDays(last, COUNT_AGAIN_DAYS)));
}

/**
 * Days after a programme's last day from which a programme without counts is overdue: the nightly
 * count keeps them the night after it ends, so by then only a count that does not run leaves them
 * missing.
 */
export const COUNTS_OVERDUE_DAYS = 2;

/** A programme whose counts are overdue, and the day its registrations start to go. */
export interface OverdueCounts {
  programme: Programme;
  /** The last day they can be counted (India's date): the day before countingEndsAt. */
  lastChance: string;
}

/**
 * The programmes that took registrations (`taking`) and ended at least COUNTS_OVERDUE_DAYS before
 * `today` (India's date) without counts (`counted`), while they may still be counted at `now`:
 * the most urgent first.
 */
export function overdueCounts(
  programmes: readonly Programme[],
  taking: ReadonlySet<string>,
  counted: ReadonlySet<string>,
  today: string,
  now: Date,
): OverdueCounts[] {
  const day = parseDate(today);
  if (!day) return [];
  const endedBy = isoDate(addDays(day, -COUNTS_OVERDUE_DAYS));
  return programmes
    .filter((p) => taking.has(p.id) && !counted.has(p.id))
    .map((programme) => ({ programme, last: lastDayOf(programme) }))
    .filter(({ last }) => last <= endedBy && mayCount(last, now))
    .sort((a, b) => a.last.localeCompare(b.last))
    .map(({ programme, last }) => ({
      programme,
      lastChance: isoDate(addDays(parseDate(last)!, KEEP_DAYS - COUNTING_STOPS_DAYS_BEFORE - 1)),
    }));
}

/**
 * The programmes of `programmes` that may have counts to keep at `now`: ended, and still countable
 * (the ids the dashboard asks about).
 */
export const countableProgrammes = (programmes: readonly Programme[], today: string, now: Date) =>
  programmes.filter((p) => lastDayOf(p) < today && mayCount(lastDayOf(p), now));

// ---------------------------------------------------------------------------------------------
// The stored rows.

/** A name in a stored row: one line, no tab, 1 to 100 characters (code points). */
const NAME = String.raw`[^\x00-\x1F\x7F-\x9F]{1,100}`;
const NUMBER = '[0-9]{1,6}';

/** Each stored table's row, as a pattern matched whole (the rules hold the same). */
export const ROW_PATTERNS = {
  days: String.raw`[0-9]{4}-[0-9]{2}-[0-9]{2}\t${NUMBER}`,
  deaneries: `${NAME}(\\t${NUMBER}){6}`,
  parishes: `${NAME}\\t${NAME}(\\t${NUMBER}){2}`,
} as const;

export type CountTable = keyof typeof ROW_PATTERNS;

/** A count as a row holds it: at most COUNTS_LIMITS.count. */
const number = (n: number) => String(Math.min(Math.max(0, Math.trunc(n)), COUNTS_LIMITS.count));

/** The stored fields of counts, but the time of the count. */
export function countsFields(counts: Counts) {
  return {
    programmeId: counts.programmeId,
    title: counts.title,
    place: counts.place,
    firstDay: counts.firstDay,
    lastDay: counts.lastDay,
    confirmed: counts.confirmed,
    waiting: counts.waiting,
    cancelled: counts.cancelled,
    walkIns: counts.walkIns,
    arrived: counts.arrived,
    days: counts.days.map(({ day, arrived }) => `${day}\t${number(arrived)}`),
    deaneries: counts.deaneries.map(({ name, people, ages, arrived }) =>
      [name, number(people), ...ages.map(number), number(arrived)].join('\t'),
    ),
    parishes: counts.parishes.map(({ name, deanery, people, arrived }) =>
      [name, deanery, number(people), number(arrived)].join('\t'),
    ),
  };
}

type Fields = Readonly<Record<string, unknown>>;

const textOf = (fields: Fields, name: string) =>
  typeof fields[name] === 'string' ? (fields[name] as string) : '';
const countOf = (fields: Fields, name: string) =>
  typeof fields[name] === 'number' && Number.isInteger(fields[name]) ? (fields[name] as number) : 0;

/** A stored table's rows split into their cells; rows not of its form are left out. */
function rowsOf(fields: Fields, table: CountTable): string[][] {
  const value = fields[table];
  const pattern = new RegExp(`^(?:${ROW_PATTERNS[table]})$`, 'u');
  return Array.isArray(value)
    ? value
        .filter((row): row is string => typeof row === 'string' && pattern.test(row))
        .map((row) => row.split('\t'))
    : [];
}

/** `programmeCounts/{id}` read into its form (timestamps as Date, as services read them). */
export function programmeCountsFromFields(id: string, fields: Fields): ProgrammeCounts {
  const countedAt = typeof fields.countedAt === 'string' ? fields.countedAt : '';
  return {
    programmeId: textOf(fields, 'programmeId') || id,
    title: textOf(fields, 'title'),
    place: textOf(fields, 'place'),
    firstDay: textOf(fields, 'firstDay'),
    lastDay: textOf(fields, 'lastDay'),
    confirmed: countOf(fields, 'confirmed'),
    waiting: countOf(fields, 'waiting'),
    cancelled: countOf(fields, 'cancelled'),
    walkIns: countOf(fields, 'walkIns'),
    arrived: countOf(fields, 'arrived'),
    days: rowsOf(fields, 'days').map(([day, arrived]) => ({ day: day!, arrived: Number(arrived) })),
    deaneries: rowsOf(fields, 'deaneries').map(([name, people, ...rest]) => ({
      name: name!,
      people: Number(people),
      ages: rest.slice(0, 4).map(Number) as AgeCounts,
      arrived: Number(rest[4]),
    })),
    parishes: rowsOf(fields, 'parishes').map(([name, deanery, people, arrived]) => ({
      name: name!,
      deanery: deanery!,
      people: Number(people),
      arrived: Number(arrived),
    })),
    countedAt,
  };
}
