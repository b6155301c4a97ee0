import { describe, expect, it } from 'vitest';
import { groupMembersByTerm } from '../../src/domain/members';
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
