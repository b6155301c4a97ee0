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

/**
 * Groups members into terms (SPEC §2 'Members section'): newest start year first, members within
 * a term by createdAt ascending (missing counts as oldest), and 'No Period' last for members lacking
 * both years. A member with only one year is shown under the year it has ('2020 - ?' would help no
 * one), i.e. as a term from that year to itself.
 */
export function groupMembersByTerm(members: readonly Member[]): TermGroup[] {
  const terms = new Map<string, { start: number; end: number; members: Member[] }>();
  const noPeriod: Member[] = [];
  for (const m of members) {
    if (m.startYear === null && m.endYear === null) {
      noPeriod.push(m);
      continue;
    }
    const start = m.startYear ?? (m.endYear as number);
    const end = m.endYear ?? start;
    const key = `${start}-${end}`;
    const term = terms.get(key) ?? { start, end, members: [] };
    term.members.push(m);
    terms.set(key, term);
  }
  const groups: TermGroup[] = [...terms.entries()]
    .sort(([, a], [, b]) => b.start - a.start || b.end - a.end)
    .map(([key, t]) => ({
      key,
      label: `${t.start} - ${t.end}`,
      members: [...t.members].sort(byCreatedAtAscending),
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

/** 'start-end' of a member, or null when it has no period. */
export function memberPeriod(m: Member): string | null {
  if (m.startYear === null && m.endYear === null) return null;
  return `${m.startYear ?? ''}-${m.endYear ?? ''}`;
}

/** The distinct 'start-end' periods, newest start first. */
export function distinctPeriods(members: readonly Member[]): string[] {
  const periods = new Map<string, number>();
  for (const m of members) {
    const p = memberPeriod(m);
    if (p !== null) periods.set(p, m.startYear ?? m.endYear ?? 0);
  }
  return [...periods.entries()]
    .sort((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]))
    .map(([p]) => p);
}

/** Filters by the admin period filter: 'all', 'none', or a 'start-end' period. */
export function filterMembersByPeriod(members: readonly Member[], filter: string): Member[] {
  if (filter === ALL_PERIODS) return [...members];
  if (filter === NO_PERIOD) return members.filter((m) => memberPeriod(m) === null);
  return members.filter((m) => memberPeriod(m) === filter);
}
