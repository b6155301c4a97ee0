import {
  addDays,
  compareBySoonest,
  daysInMonth,
  isoDate,
  lastDay,
  parseDate,
  weekday,
} from './programmes';
import type { Programme } from './types';
import { CALENDAR_EN, type CalendarNames } from '../words/en';

/**
 * The month calendar of programmes (/calendar?month=YYYY-MM): the month in the address, the grid
 * of weeks and the programmes of the month.
 */

/**
 * The weekday each row of the grid starts on: 0 for Sunday, as on the wall calendars of parishes
 * in India; 1 would start the weeks on Monday.
 */
export const WEEK_STARTS_ON: number = 0;

/** Weekday names in the grid's order, starting on WEEK_STARTS_ON. */
const inGridOrder = (names: readonly string[]): readonly string[] =>
  names.map((_, i) => names[(i + WEEK_STARTS_ON) % 7] ?? '');

/**
 * The grid's column headings in the language of `names`, in its order: `short` ('Sun' … 'Sat')
 * shown, `full` ('Sunday' … 'Saturday') for screen readers.
 */
export const weekdayHeadings = (names: CalendarNames = CALENDAR_EN) => ({
  short: inGridOrder(names.weekdaysShort),
  full: inGridOrder(names.weekdays),
});

/** Column headings of the grid in English, in its order: 'Sun' … 'Sat'. */
export const WEEKDAY_HEADINGS: readonly string[] = weekdayHeadings().short;

/** A month of a year; month 1–12. */
export interface YearMonth {
  year: number;
  month: number;
}

export interface CalendarDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The day of the month, 1–31. */
  day: number;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
  isToday: boolean;
  /** The programmes on this day, soonest start first; one of several days appears on each. */
  programmes: Programme[];
}

/** Seven days, starting on WEEK_STARTS_ON. */
export type CalendarWeek = CalendarDay[];

const monthOf = (date: { year: number; month: number }): YearMonth => ({
  year: date.year,
  month: date.month,
});

/**
 * The month named by the `month` search parameter ('2026-02'). Anything else, or nothing, means
 * the month of `today` ('YYYY-MM-DD').
 */
export function parseMonthParam(value: string | null | undefined, today: string): YearMonth {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value ?? '');
  if (match) return { year: Number(match[1]), month: Number(match[2]) };
  const current = parseDate(today);
  if (!current) throw new Error(`today is not a date: '${today}'`);
  return monthOf(current);
}

/** The `month` search parameter for a month: '2026-02'. */
export function monthParam({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month `count` months after (before, when negative) another. */
export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const monthIndex = year * 12 + (month - 1) + count;
  return { year: Math.floor(monthIndex / 12), month: (((monthIndex % 12) + 12) % 12) + 1 };
}

/** 'February 2026', in the language of `names` ('फ़रवरी 2026'). */
export function monthTitle({ year, month }: YearMonth, names: CalendarNames = CALENDAR_EN): string {
  return `${names.months[month - 1] ?? ''} ${year}`;
}

/** First and last day ('YYYY-MM-DD') of a programme; null without a valid start date. */
function programmeDays(p: Programme): { first: string; last: string } | null {
  return parseDate(p.startDate) ? { first: p.startDate, last: lastDay(p) } : null;
}

/** The programmes with at least one day between `first` and `last` (inclusive), soonest first. */
function programmesBetween(list: readonly Programme[], first: string, last: string): Programme[] {
  return list
    .filter((p) => {
      const days = programmeDays(p);
      return days !== null && days.first <= last && days.last >= first;
    })
    .sort(compareBySoonest);
}

/** The programmes with at least one day in the month, by start date then title. */
export function programmesInMonth(list: readonly Programme[], ym: YearMonth): Programme[] {
  const first = isoDate({ ...ym, day: 1 });
  const last = isoDate({ ...ym, day: daysInMonth(ym.year, ym.month) });
  return programmesBetween(list, first, last);
}

/** Where a month's grid starts (the first day of the week of the 1st) and how many weeks it has. */
function gridLayout(ym: YearMonth) {
  const firstOfMonth = { ...ym, day: 1 };
  const leadingDays = (weekday(firstOfMonth) - WEEK_STARTS_ON + 7) % 7;
  const weekCount = Math.ceil((leadingDays + daysInMonth(ym.year, ym.month)) / 7);
  return { gridStart: addDays(firstOfMonth, -leadingDays), weekCount };
}

/** The first and last day ('YYYY-MM-DD') the grid of a month shows, neighbouring days included. */
export function monthGridRange(ym: YearMonth): { first: string; last: string } {
  const { gridStart, weekCount } = gridLayout(ym);
  return { first: isoDate(gridStart), last: isoDate(addDays(gridStart, weekCount * 7 - 1)) };
}

/**
 * The weeks of a month for a wall-calendar grid: from the week holding the 1st to the week holding
 * the last day (four to six weeks), padded with days of the neighbouring months, which also show
 * their programmes. `today` ('YYYY-MM-DD') marks the visitor's day.
 */
export function monthGrid(
  ym: YearMonth,
  programmes: readonly Programme[],
  today: string,
): CalendarWeek[] {
  const { gridStart, weekCount } = gridLayout(ym);
  const range = monthGridRange(ym);
  const shown = programmesBetween(programmes, range.first, range.last);

  const weeks: CalendarWeek[] = [];
  for (let w = 0; w < weekCount; w++) {
    const week: CalendarWeek = [];
    for (let d = 0; d < 7; d++) {
      const day = addDays(gridStart, w * 7 + d);
      const date = isoDate(day);
      week.push({
        date,
        day: day.day,
        inMonth: day.year === ym.year && day.month === ym.month,
        isToday: date === today,
        programmes: shown.filter((p) => p.startDate <= date && lastDay(p) >= date),
      });
    }
    weeks.push(week);
  }
  return weeks;
}
