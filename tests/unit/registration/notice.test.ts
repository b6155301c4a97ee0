import { describe, expect, it } from 'vitest';
import { noticeSummary } from '../../../src/domain/registration/notice';

describe('noticeSummary: the notice in three short lines, the full notice a tap away', () => {
  it.each<[string, string, string[]]>([
    [
      'a programme ending 15 March 2026',
      '2026-03-15',
      [
        "Only the Youth Commission's team sees these details. They are not published or shared.",
        'They are deleted on 16 March 2027, a year after the programme.',
        "You can cancel at any time on 'My registrations'.",
      ],
    ],
    [
      'a last day that is not a date',
      'not a date',
      [
        "Only the Youth Commission's team sees these details. They are not published or shared.",
        'They are deleted a year after the programme.',
        "You can cancel at any time on 'My registrations'.",
      ],
    ],
  ])('%s', (_case, lastDay, expected) => {
    expect(noticeSummary({ lastDay })).toEqual(expected);
  });
});
