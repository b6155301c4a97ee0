/**
 * The year's report that the commission gives its bishop: the programmes that began in a year,
 * and the young people they reached, summed from each programme's counts (programmeCounts.ts) into
 * tables by deanery (with age bands), by parish (without) and by age band for the whole year.
 * Plain data and pure functions; the screen is src/admin/report/, the reads
 * src/services/registration/yearReport.ts.
 *
 * Small numbers are hidden so that no young person can be picked out (suppress): a cell of 1 to 4
 * shows '<5', and where a sum would give a hidden cell away (above all the only hidden cell among
 * the cells that add up to a total that shows), another cell is hidden with it. The sums a reader
 * can take are a deanery's people (its age bands), each column's total for the year, and a
 * deanery's people and arrivals (its parishes, in the parish table). Under-18s are never broken
 * down below the deanery: the parish table has no age bands.
 */
import { formatProgrammeDates, lastDay } from '../programmes';
import type { Programme } from '../types';
import {
  AGE_BANDS,
  NOT_GIVEN,
  OTHER_DEANERIES,
  OTHER_PARISHES,
  type ProgrammeCounts,
} from './programmeCounts';

/** The smallest number a table shows as it is: 1 to 4 show SMALL_MARK. */
export const SMALLEST_SHOWN = 5;
/** What a cell of 1 to 4 shows. */
export const SMALL_MARK = '<5';
/**
 * What a cell of 5 or more shows when it is hidden only so that a total does not give away a
 * small cell beside it: it is not under 5, so it does not say '<5'.
 */
export const PROTECTING_MARK = '*';
/** What the report says under its tables, on the screen, on paper and in the CSV. */
export const REPORT_NOTES = {
  small: `${SMALL_MARK}: 1 to 4 people. Small numbers are hidden so that no young person can be picked out.`,
  protecting: `${PROTECTING_MARK}: 5 or more, hidden so that a total does not give away a number under 5 beside it.`,
  people:
    'People are those who had a place (confirmed), counted once for each programme: someone who came to two programmes is counted twice.',
  /** Said of the programmes without counts, whose numbers show `mark` ('—', or empty in a CSV). */
  notCounted: (mark: string) =>
    `${mark}: no counts. The programme took no registrations on this site, or has not ended: a programme's counts are kept the day after it ends.`,
  parishes: 'By parish without age bands, so that no child is picked out below the deanery.',
} as const;

/** The year's age table's row of people whose age was not known (a date of birth not read). */
export const AGE_NOT_KNOWN = 'Age not known';

// ---------------------------------------------------------------------------------------------
// Suppression.

/** How a cell shows: its number, '<5' (1 to 4), or hidden to protect a small cell beside it. */
export type CellState = 'shown' | 'small' | 'protecting';

/** A total a reader sees and the cells that add up to it (cells by their index). */
export interface ShownSum {
  total: number;
  parts: readonly number[];
}

/** What a reader knows of a hidden cell from its mark: '<5' is 1 to 4, '*' 5 or more. */
const KNOWN_RANGE: Record<Exclude<CellState, 'shown'>, readonly [number, number]> = {
  small: [1, SMALLEST_SHOWN - 1],
  protecting: [SMALLEST_SHOWN, Number.POSITIVE_INFINITY],
};

/**
 * Whether a sum gives away one of its hidden cells (its total among them, when hidden): the total
 * less its parts is 0, the cells that show are known, and each hidden one is known to lie in its
 * mark's range; a hidden cell left with one possible value by the others' ranges is given away.
 * One hidden cell alone always is; two '<5' under a total that leaves 8 are both 4; a '<5' beside
 * a '*' under a total that leaves 6 is 1; a hidden total whose parts all show is their sum.
 */
function givesAway(
  values: readonly number[],
  states: readonly CellState[],
  { total, parts }: ShownSum,
): boolean {
  // The hidden cells' sum, each counted as it stands in 'parts less total', is `target`.
  let target = 0;
  const hidden: { sign: number; low: number; high: number }[] = [];
  for (const [cell, sign] of [[total, -1] as const, ...parts.map((part) => [part, 1] as const)]) {
    const state = states[cell]!;
    if (state === 'shown') target -= sign * values[cell]!;
    else hidden.push({ sign, low: KNOWN_RANGE[state][0], high: KNOWN_RANGE[state][1] });
  }
  return hidden.some(({ sign, low, high }, j) => {
    // What the other hidden cells can add up to: every whole number from `least` to `most`.
    let least = 0;
    let most = 0;
    hidden.forEach((other, k) => {
      if (k === j) return;
      least += other.sign > 0 ? other.low : -other.high;
      most += other.sign > 0 ? other.high : -other.low;
    });
    const [from, to] = sign > 0 ? [target - most, target - least] : [least - target, most - target];
    return Math.max(low, from) >= Math.min(high, to);
  });
}

/**
 * Which cells are hidden. `values` are the cells' numbers; `fixed` the cells never hidden (the
 * year's totals, which the list of programmes gives anyway); `sums` the totals a reader could
 * subtract from, the nearest first. A cell of 1 to 4 (not fixed) is 'small'. Then, while some sum
 * gives a hidden cell away (givesAway: above all when it is the only hidden one under a total
 * that shows), the smallest part that shows and is neither zero nor fixed (the first of equals)
 * is hidden too, 'protecting'; when there is none, the total, if it shows and is neither zero nor
 * fixed (a fixed total gives away only what the list of programmes says anyway). Hiding only
 * grows, so it ends. A zero is never hidden: '0' shows that nobody came.
 */
export function suppress(
  values: readonly number[],
  sums: readonly ShownSum[],
  fixed: ReadonlySet<number> = new Set(),
): CellState[] {
  const states: CellState[] = values.map((value, i) =>
    !fixed.has(i) && value > 0 && value < SMALLEST_SHOWN ? 'small' : 'shown',
  );
  const hideable = (i: number) => states[i] === 'shown' && !fixed.has(i) && values[i]! > 0;
  for (let changed = true; changed;) {
    changed = false;
    for (const sum of sums) {
      if (!givesAway(values, states, sum)) continue;
      let chosen: number | null = null;
      for (const part of sum.parts)
        if (hideable(part) && (chosen === null || values[part]! < values[chosen]!)) chosen = part;
      if (chosen === null && hideable(sum.total)) chosen = sum.total;
      if (chosen === null) continue;
      states[chosen] = 'protecting';
      changed = true;
    }
  }
  return states;
}

/** A number as a table shows it. */
export interface Cell {
  value: number;
  state: CellState;
}

/** What a cell shows: '12', '0', '<5' or '*'. */
export const cellText = ({ value, state }: Cell): string =>
  state === 'small' ? SMALL_MARK : state === 'protecting' ? PROTECTING_MARK : String(value);

// ---------------------------------------------------------------------------------------------
// The report.

/** A programme of the year, from the events, its counts, or both. */
export interface ProgrammeLine {
  id: string;
  title: string;
  /** Its first and last days ('YYYY-MM-DD'; the same for a programme of one day). */
  firstDay: string;
  lastDay: string;
  /** Its dates as one line ('12–14 Mar 2026'). */
  dates: string;
  place: string;
  /** Registrations with a place, and arrivals, from its counts; null without counts. */
  confirmed: number | null;
  arrived: number | null;
  /** Its photos in the gallery; null once the programme is deleted (its photos left it). */
  photos: number | null;
  /** It begins after today: not held yet. */
  toCome: boolean;
}

export interface DeaneryLine {
  name: string;
  people: Cell;
  /** In AGE_BANDS' order. */
  ages: Cell[];
  arrived: Cell;
}

export interface ParishLine {
  name: string;
  deanery: string;
  people: Cell;
  arrived: Cell;
}

export interface AgeLine {
  label: string;
  people: Cell;
}

export interface YearReport {
  year: number;
  /** By first day, then title. */
  programmes: ProgrammeLine[];
  totals: {
    /** Programmes that began in the year, and how many of them are still to come. */
    programmes: number;
    toCome: number;
    /** Programmes with counts. */
    counted: number;
    /** Registrations with a place and arrivals of the programmes counted; null when none is. */
    confirmed: number | null;
    arrived: number | null;
    photos: number;
  };
  /** Whether any programme of the year has counts: the tables are made of them. */
  counted: boolean;
  /** People with a place by deanery, with their age bands and arrivals, and all of them. */
  deaneries: DeaneryLine[];
  /** People with a place by parish (grouped by deanery), and arrivals. */
  parishes: ParishLine[];
  /** People with a place by age band for the whole year ('Age not known' last, when any). */
  ages: AgeLine[];
  /** The year's people with a place and their arrivals: the tables' totals, never hidden. */
  people: Cell;
  arrived: Cell;
}

/** What the report is made from: the reads of one year. */
export interface YearReportSources {
  /** The programmes (events) whose first day is in the year. */
  programmes: readonly Programme[];
  /** The counts whose first day is in the year (their programme may since have been deleted). */
  counts: readonly ProgrammeCounts[];
  /** Photos in the gallery by programme id, for the programmes still there. */
  photos: Readonly<Record<string, number>>;
}

/** The key two spellings of one name share across programmes: case and spacing set aside. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** The rows that gather people of no name or of many go last: 'Not given', 'Other …'. */
const LAST_ROWS = new Set([NOT_GIVEN, OTHER_DEANERIES, OTHER_PARISHES].map(nameKey));

const byTableName = (a: string, b: string) =>
  Number(LAST_ROWS.has(nameKey(a))) - Number(LAST_ROWS.has(nameKey(b))) ||
  a.localeCompare(b, 'en', { sensitivity: 'base' });

interface DeanerySum {
  key: string;
  name: string;
  people: number;
  ages: number[];
  arrived: number;
}

interface ParishSum {
  name: string;
  deaneryKey: string;
  deanery: string;
  people: number;
  arrived: number;
}

/**
 * The year's report from its programmes, their counts and photos, on India's date `today`
 * ('YYYY-MM-DD'). A programme is one line whether the events, its counts or both have it (by
 * id): the event's title, dates and place while it exists, its counts' otherwise.
 */
export function yearReport(year: number, sources: YearReportSources, today: string): YearReport {
  const counts = new Map(sources.counts.map((c) => [c.programmeId, c]));
  const programmes = new Map(sources.programmes.map((p) => [p.id, p]));
  const ids = new Set([...programmes.keys(), ...counts.keys()]);
  const lines = [...ids]
    .map((id) => {
      const programme = programmes.get(id);
      const counted = counts.get(id);
      const dates = programme ?? {
        startDate: counted!.firstDay,
        endDate: counted!.lastDay === counted!.firstDay ? '' : counted!.lastDay,
      };
      return {
        firstDay: dates.startDate,
        line: {
          id,
          title: programme?.title ?? counted!.title,
          firstDay: dates.startDate,
          lastDay: lastDay(dates),
          dates: formatProgrammeDates(dates),
          place: programme?.place ?? counted!.place,
          confirmed: counted?.confirmed ?? null,
          arrived: counted?.arrived ?? null,
          photos: programme ? (sources.photos[id] ?? 0) : null,
          toCome: !counted && dates.startDate > today,
        } satisfies ProgrammeLine,
      };
    })
    .sort(
      (a, b) =>
        a.firstDay.localeCompare(b.firstDay) ||
        a.line.title.localeCompare(b.line.title, 'en', { sensitivity: 'base' }),
    )
    .map(({ line }) => line);
  const sum = (pick: (line: ProgrammeLine) => number | null) =>
    lines.reduce((total, line) => total + (pick(line) ?? 0), 0);

  const tables = yearTables(sources.counts);
  return {
    year,
    programmes: lines,
    totals: {
      programmes: lines.length,
      toCome: lines.filter((line) => line.toCome).length,
      counted: sources.counts.length,
      confirmed: sources.counts.length > 0 ? sum((line) => line.confirmed) : null,
      arrived: sources.counts.length > 0 ? sum((line) => line.arrived) : null,
      photos: sum((line) => line.photos),
    },
    counted: sources.counts.length > 0,
    ...tables,
  };
}

/** The tables of a year's counts, summed over its programmes, with small numbers hidden. */
function yearTables(
  counts: readonly ProgrammeCounts[],
): Pick<YearReport, 'deaneries' | 'parishes' | 'ages' | 'people' | 'arrived'> {
  const deaneries = new Map<string, DeanerySum>();
  const parishes = new Map<string, ParishSum>();
  for (const programme of counts) {
    for (const row of programme.deaneries) {
      const key = nameKey(row.name);
      const deanery = deaneries.get(key) ?? {
        key,
        name: row.name,
        people: 0,
        ages: AGE_BANDS.map(() => 0),
        arrived: 0,
      };
      deanery.people += row.people;
      deanery.arrived += row.arrived;
      row.ages.forEach((n, band) => (deanery.ages[band] = (deanery.ages[band] ?? 0) + n));
      deaneries.set(key, deanery);
    }
    for (const row of programme.parishes) {
      const deaneryKey = nameKey(row.deanery);
      const key = `${nameKey(row.name)}|${deaneryKey}`;
      const parish = parishes.get(key) ?? {
        name: row.name,
        deaneryKey,
        deanery: row.deanery,
        people: 0,
        arrived: 0,
      };
      parish.people += row.people;
      parish.arrived += row.arrived;
      parishes.set(key, parish);
    }
  }
  const deaneryRows = [...deaneries.values()].sort((a, b) => byTableName(a.name, b.name));
  const deaneryOrder = new Map(deaneryRows.map((d, i) => [d.key, i]));
  const parishRows = [...parishes.values()].sort(
    (a, b) =>
      (deaneryOrder.get(a.deaneryKey) ?? deaneryRows.length) -
        (deaneryOrder.get(b.deaneryKey) ?? deaneryRows.length) ||
      byTableName(a.deanery, b.deanery) ||
      byTableName(a.name, b.name),
  );

  // Every number of the tables is a cell; the sums a reader can take are over cells.
  const values: number[] = [];
  const cell = (value: number) => values.push(value) - 1;
  const people = cell(deaneryRows.reduce((n, d) => n + d.people, 0));
  const arrived = cell(deaneryRows.reduce((n, d) => n + d.arrived, 0));
  const bands = AGE_BANDS.map((_, band) =>
    cell(deaneryRows.reduce((n, d) => n + d.ages[band]!, 0)),
  );
  const unknown = Math.max(0, values[people]! - bands.reduce((n, b) => n + values[b]!, 0));
  const unknownCell = unknown > 0 ? cell(unknown) : null;
  const deaneryCells = deaneryRows.map((d) => ({
    key: d.key,
    people: cell(d.people),
    ages: d.ages.map(cell),
    arrived: cell(d.arrived),
  }));
  const parishCells = parishRows.map((p) => ({
    deaneryKey: p.deaneryKey,
    people: cell(p.people),
    arrived: cell(p.arrived),
  }));

  // The sums nearest the small cells first: a row or a deanery's parishes hides the fewest
  // cells when it hides before a column of the whole year.
  const sums: ShownSum[] = [
    ...deaneryCells.flatMap((d) => {
      const own = parishCells.filter((p) => p.deaneryKey === d.key);
      return [
        // A deanery's age bands add up to its people (at most: some ages may be unknown).
        { total: d.people, parts: d.ages },
        // Its parishes add up to its people and its arrivals.
        { total: d.people, parts: own.map((p) => p.people) },
        { total: d.arrived, parts: own.map((p) => p.arrived) },
      ];
    }),
    // The year's age bands add up to its people.
    { total: people, parts: unknownCell === null ? bands : [...bands, unknownCell] },
    // Each column of the deanery table adds up to the year's.
    { total: people, parts: deaneryCells.map((d) => d.people) },
    { total: arrived, parts: deaneryCells.map((d) => d.arrived) },
    ...bands.map((total, band) => ({ total, parts: deaneryCells.map((d) => d.ages[band]!) })),
    // Each column of the parish table adds up to the year's.
    { total: people, parts: parishCells.map((p) => p.people) },
    { total: arrived, parts: parishCells.map((p) => p.arrived) },
  ];
  const states = suppress(values, sums, new Set([people, arrived]));
  const shown = (i: number): Cell => ({ value: values[i]!, state: states[i]! });

  return {
    deaneries: deaneryRows.map((d, i) => ({
      name: d.name,
      people: shown(deaneryCells[i]!.people),
      ages: deaneryCells[i]!.ages.map(shown),
      arrived: shown(deaneryCells[i]!.arrived),
    })),
    parishes: parishRows.map((p, i) => ({
      name: p.name,
      deanery: p.deanery,
      people: shown(parishCells[i]!.people),
      arrived: shown(parishCells[i]!.arrived),
    })),
    ages: [
      ...AGE_BANDS.map((band, i) => ({ label: band.label, people: shown(bands[i]!) })),
      ...(unknownCell === null ? [] : [{ label: AGE_NOT_KNOWN, people: shown(unknownCell) }]),
    ],
    people: shown(people),
    arrived: shown(arrived),
  };
}

/** Whether any cell of the report is hidden to protect another (its note is given then). */
export const hasProtectingCells = (report: YearReport) =>
  [
    ...report.deaneries.flatMap((d) => [d.people, d.arrived, ...d.ages]),
    ...report.parishes.flatMap((p) => [p.people, p.arrived]),
    ...report.ages.map((a) => a.people),
  ].some((cell) => cell.state === 'protecting');

// ---------------------------------------------------------------------------------------------
// The years.

/** The year of India's date 'YYYY-MM-DD'. */
export const yearOf = (date: string): number => Number(date.slice(0, 4));

/** The most years the picker offers, back from this one. */
export const MOST_YEARS = 50;

/**
 * The years a report can be made for, newest first: this year (India's) back to the first year
 * that has a programme or counts (`firstYear`, null when none has), at most MOST_YEARS of them.
 * A year between without any programme is listed too: its report says so.
 */
export function reportYears(firstYear: number | null, thisYear: number): number[] {
  const from =
    firstYear === null || !Number.isInteger(firstYear)
      ? thisYear
      : Math.max(Math.min(firstYear, thisYear), thisYear - MOST_YEARS + 1);
  return Array.from({ length: thisYear - from + 1 }, (_, i) => thisYear - i);
}
