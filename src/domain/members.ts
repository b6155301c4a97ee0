import type { Member } from './types';

export interface TermGroup {
  /** 'start - end', or 'No Period' for members lacking both years. */
  label: string;
  /** Stable key: 'start-end' or 'none'. */
  key: string;
  members: Member[];
}

export const NO_PERIOD_LABEL = 'No Period';

/** Milliseconds of createdAt; a missing or unreadable createdAt counts as oldest. */
export function createdAtMillis(createdAt: string | null | undefined): number {
  if (!createdAt) return Number.NEGATIVE_INFINITY;
  const ms = Date.parse(createdAt);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

const byCreatedAtAscending = (a: Member, b: Member) =>
  createdAtMillis(a.createdAt) - createdAtMillis(b.createdAt) || 0;

/** The years a member served, both set: a term. */
export interface Term {
  start: number;
  end: number;
}

/**
 * A member's term. A member with only one of the two years served that one year: the term runs
 * from that year to itself. Null for a member with neither year.
 */
export function memberTerm(m: Member): Term | null {
  const start = m.startYear ?? m.endYear;
  const end = m.endYear ?? m.startYear;
  return start === null || end === null ? null : { start, end };
}

/**
 * The name of a period, the same wherever one is shown: 'start - end', so a member with only the
 * year 2024 reads '2024 - 2024' like a member of a one-year term. `separator` '-' gives the compact
 * 'start-end' of the admin period filter.
 */
export function termLabel(term: Term, separator: ' - ' | '-' = ' - '): string {
  return `${term.start}${separator}${term.end}`;
}

/** The name of a member's period (termLabel of memberTerm), or null for one with neither year. */
export function memberPeriod(m: Member, separator: ' - ' | '-' = ' - '): string | null {
  const term = memberTerm(m);
  return term && termLabel(term, separator);
}

/** Newest start year first; of two terms that start together, the one that ends later. */
const newestTermFirst = (a: Term, b: Term) => b.start - a.start || b.end - a.end;

/**
 * Groups members into terms for the public members section: newest start year first, members
 * within a term by createdAt ascending (missing counts as oldest), and 'No Period' last for members
 * lacking both years. A member with only one year is in the group of that year alone (memberTerm).
 */
export function groupMembersByTerm(members: readonly Member[]): TermGroup[] {
  const terms = new Map<string, { term: Term; members: Member[] }>();
  const noPeriod: Member[] = [];
  for (const m of members) {
    const term = memberTerm(m);
    if (term === null) {
      noPeriod.push(m);
      continue;
    }
    const key = termLabel(term, '-');
    const group = terms.get(key) ?? { term, members: [] };
    group.members.push(m);
    terms.set(key, group);
  }
  const groups: TermGroup[] = [...terms.entries()]
    .sort(([, a], [, b]) => newestTermFirst(a.term, b.term))
    .map(([key, g]) => ({
      key,
      label: termLabel(g.term),
      members: [...g.members].sort(byCreatedAtAscending),
    }));
  if (noPeriod.length > 0)
    groups.push({
      key: 'none',
      label: NO_PERIOD_LABEL,
      members: [...noPeriod].sort(byCreatedAtAscending),
    });
  return groups;
}

export type MemberSort = 'newest' | 'oldest' | 'nameAsc' | 'nameDesc';

export const MEMBER_SORT_OPTIONS: ReadonlyArray<{ value: MemberSort; label: string }> = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'nameAsc', label: 'Name A-Z' },
  { value: 'nameDesc', label: 'Name Z-A' },
];

/** Sorts members for the admin grid. The default, 'newest', is createdAt descending. */
export function sortMembers(members: readonly Member[], sort: MemberSort): Member[] {
  const list = [...members];
  switch (sort) {
    case 'newest':
      return list.sort((a, b) => createdAtMillis(b.createdAt) - createdAtMillis(a.createdAt) || 0);
    case 'oldest':
      return list.sort(byCreatedAtAscending);
    case 'nameAsc':
      return list.sort((a, b) => a.name.localeCompare(b.name));
    case 'nameDesc':
      return list.sort((a, b) => b.name.localeCompare(a.name));
  }
}

/** Values of the admin period filter. */
export const ALL_PERIODS = 'all';
export const NO_PERIOD = 'none';

/** The distinct periods of the admin filter ('start-end'), newest start first. */
export function distinctPeriods(members: readonly Member[]): string[] {
  const periods = new Map<string, Term>();
  for (const m of members) {
    const term = memberTerm(m);
    if (term) periods.set(termLabel(term, '-'), term);
  }
  return [...periods.entries()].sort(([, a], [, b]) => newestTermFirst(a, b)).map(([p]) => p);
}

/** Filters by the admin period filter: 'all', 'none', or a 'start-end' period. */
export function filterMembersByPeriod(members: readonly Member[], filter: string): Member[] {
  if (filter === ALL_PERIODS) return [...members];
  return members.filter((m) => (memberPeriod(m, '-') ?? NO_PERIOD) === filter);
}
