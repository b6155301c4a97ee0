import { describe, expect, it } from 'vitest';
import { ageOn, isMinorOn } from '../../../src/domain/registration/ages';

describe('ageOn: whole years on a programme’s first day', () => {
  it.each<[string, string, string, number | null]>([
    ['the 18th birthday on the first day', '2008-02-14', '2026-02-14', 18],
    ['the day before the 18th birthday', '2008-02-15', '2026-02-14', 17],
    ['the day after', '2008-02-13', '2026-02-14', 18],
    ['born on 29 Feb, a common year, 28 Feb', '2008-02-29', '2026-02-28', 17],
    ['born on 29 Feb, a common year, 1 Mar', '2008-02-29', '2026-03-01', 18],
    ['born on 29 Feb, a leap year, 29 Feb', '2008-02-29', '2028-02-29', 20],
    ['born on 29 Feb, a leap year, 28 Feb', '2008-02-29', '2028-02-28', 19],
    ['a baby on the day it is born', '2026-02-14', '2026-02-14', 0],
    ['born after the day', '2026-02-15', '2026-02-14', null],
    ['not a date', '2008-02-30', '2026-02-14', null],
    ['an empty birth date', '', '2026-02-14', null],
    ['a programme without a date', '2008-02-14', '', null],
  ])('%s (%s on %s) → %s', (_case, birth, on, expected) => {
    expect(ageOn(birth, on)).toBe(expected);
  });
});

describe('isMinorOn', () => {
  it.each<[string, string, boolean | null]>([
    ['2008-02-14', '2026-02-14', false],
    ['2008-02-15', '2026-02-14', true],
    ['2010-06-01', '2026-02-14', true],
    ['nonsense', '2026-02-14', null],
  ])('%s on %s → %s', (birth, on, expected) => {
    expect(isMinorOn(birth, on)).toBe(expected);
  });
});
