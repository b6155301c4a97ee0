import { describe, expect, it } from 'vitest';
import {
  ALL_PERIODS,
  NO_PERIOD,
  distinctPeriods,
  filterMembersByPeriod,
  groupMembersByTerm,
  memberPeriod,
} from '../../src/domain/members';
import type { Member } from '../../src/domain/types';

const member = (
  name: string,
  startYear: number | null,
  endYear: number | null,
  createdAt: string | null = '2024-01-01T00:00:00.000Z',
): Member => ({ id: name, name, role: 'Member', startYear, endYear, imageUrl: '', createdAt });

/** The groups as '<label>: <names in order>', the way a visitor reads the accordion. */
const shape = (members: Member[]) =>
  groupMembersByTerm(members).map((g) => `${g.label}: ${g.members.map((m) => m.name).join(',')}`);

describe('groupMembersByTerm', () => {
  it.each<[string, Member[], string[]]>([
    ['no members, no groups', [], []],
    [
      'newest start year first',
      [member('a', 2019, 2021), member('b', 2025, 2027), member('c', 2022, 2024)],
      ['2025 - 2027: b', '2022 - 2024: c', '2019 - 2021: a'],
    ],
    [
      "'No Period' last, for members lacking both years",
      [member('none', null, null), member('old', 2019, 2021)],
      ['2019 - 2021: old', 'No Period: none'],
    ],
    [
      'same start year: the later end year first',
      [member('short', 2022, 2023), member('long', 2022, 2025)],
      ['2022 - 2025: long', '2022 - 2023: short'],
    ],
    [
      'inside a term createdAt ascending',
      [
        member('third', 2022, 2024, '2024-03-01T00:00:00.000Z'),
        member('first', 2022, 2024, '2023-01-01T00:00:00.000Z'),
        member('second', 2022, 2024, '2024-01-15T10:00:00.000Z'),
      ],
      ['2022 - 2024: first,second,third'],
    ],
    [
      'a missing or unreadable createdAt counts as oldest',
      [
        member('dated', 2022, 2024, '2020-01-01T00:00:00.000Z'),
        member('undated', 2022, 2024, null),
        member('garbled', 2022, 2024, 'not a date'),
      ],
      ['2022 - 2024: undated,garbled,dated'],
    ],
    [
      'No Period members are ordered by createdAt too',
      [member('late', null, null, '2025-01-01T00:00:00.000Z'), member('early', null, null, null)],
      ['No Period: early,late'],
    ],
    ['a one-year term', [member('one', 2024, 2024)], ['2024 - 2024: one']],
    [
      'a member with only one year is placed in that year',
      [member('startOnly', 2023, null), member('endOnly', null, 2020)],
      ['2023 - 2023: startOnly', '2020 - 2020: endOnly'],
    ],
  ])('%s', (_case, members, expected) => {
    expect(shape(members)).toEqual(expected);
  });

  it('gives every group a distinct key', () => {
    const keys = groupMembersByTerm([
      member('a', 2022, 2024),
      member('b', 2019, 2021),
      member('c', null, null),
    ]).map((g) => g.key);
    expect(new Set(keys).size).toBe(3);
  });
});

describe('memberPeriod: one name of a period for the public groups, admin cards and filter', () => {
  it.each<[string, number | null, number | null, string | null, string | null]>([
    // case, start, end → name, compact name (admin filter)
    ['both years', 2022, 2024, '2022 - 2024', '2022-2024'],
    ['a one-year term', 2024, 2024, '2024 - 2024', '2024-2024'],
    ['only the start year', 2024, null, '2024 - 2024', '2024-2024'],
    ['only the end year', null, 2024, '2024 - 2024', '2024-2024'],
    ['neither year', null, null, null, null],
  ])('%s (%s, %s) → %j / %j', (_case, start, end, name, compact) => {
    const m = member('m', start, end);
    expect(memberPeriod(m)).toBe(name);
    expect(memberPeriod(m, '-')).toBe(compact);
  });

  it('names a one-year member the same in the public group and the admin filter', () => {
    const members = [member('startOnly', 2024, null), member('endOnly', null, 2024)];
    const [group] = groupMembersByTerm(members);
    expect(group?.label).toBe(memberPeriod(members[0] as Member));
    expect(distinctPeriods(members)).toEqual([memberPeriod(members[0] as Member, '-')]);
  });
});

describe('the admin period filter', () => {
  const members = [
    member('a', 2019, 2021),
    member('b', 2025, 2027),
    member('c', 2024, null),
    member('d', null, 2024),
    member('e', 2024, 2024),
    member('f', null, null),
    member('g', 2025, 2026),
  ];

  it('offers each distinct period once, newest start first (the later end first)', () => {
    expect(distinctPeriods(members)).toEqual(['2025-2027', '2025-2026', '2024-2024', '2019-2021']);
  });

  it.each([
    [ALL_PERIODS, ['a', 'b', 'c', 'd', 'e', 'f', 'g']],
    [NO_PERIOD, ['f']],
    ['2024-2024', ['c', 'd', 'e']],
    ['2025-2027', ['b']],
    ['2024-', []],
  ])('%s → %o', (filter, names) => {
    expect(filterMembersByPeriod(members, filter).map((m) => m.name)).toEqual(names);
  });
});
