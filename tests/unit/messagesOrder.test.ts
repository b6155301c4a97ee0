import { describe, expect, it } from 'vitest';
import {
  leadingYear,
  sortMessagesByYear,
  sortYearOf,
  splitParagraphs,
} from '../../src/domain/messages';
import type { Message } from '../../src/domain/types';

const message = (id: string, year: string, createdAt: string | null = null): Message => ({
  id,
  kind: 'bishop',
  year,
  name: 'Name',
  title: 'Title',
  fullMessage: '',
  imageUrl: '',
  createdAt,
});

describe('leadingYear', () => {
  it.each<[string, number | null]>([
    ['2023-2024', 2023],
    ['2023–24', 2023],
    [' 2019 - 2020', 2019],
    ['2021', 2021],
    ['Academic year 2022-2023', null],
    ['23-24', null],
    ['', null],
  ])('%j → %s', (year, expected) => {
    expect(leadingYear(year)).toBe(expected);
  });
});

describe('sortMessagesByYear', () => {
  it.each<[string, Message[], string[]]>([
    [
      'leading year descending',
      [message('a', '2021-2022'), message('b', '2024-2025'), message('c', '2023-2024')],
      ['b', 'c', 'a'],
    ],
    [
      'by the leading year, not the text (a 2-digit end year is fine)',
      [message('long', '2022-2023'), message('short', '2023-24')],
      ['short', 'long'],
    ],
    [
      'malformed years go last',
      [message('bad', 'next year'), message('good', '2020-2021'), message('empty', '')],
      ['good', 'bad', 'empty'],
    ],
    [
      'ties: the newest createdAt first',
      [
        message('older', '2023-2024', '2023-06-01T00:00:00.000Z'),
        message('newer', '2023-2024', '2024-02-01T00:00:00.000Z'),
      ],
      ['newer', 'older'],
    ],
    [
      'malformed years among themselves: newest createdAt first',
      [
        message('x', '??', '2020-01-01T00:00:00.000Z'),
        message('y', 'tbd', '2021-01-01T00:00:00.000Z'),
      ],
      ['y', 'x'],
    ],
  ])('%s', (_case, messages, expected) => {
    expect(sortMessagesByYear(messages).map((m) => m.id)).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    const list = [message('a', '2020-2021'), message('b', '2024-2025')];
    sortMessagesByYear(list);
    expect(list.map((m) => m.id)).toEqual(['a', 'b']);
  });
});

describe('sortYearOf: the number a message is ordered by where it is stored', () => {
  it.each<[string, number]>([
    ['2023-2024', 2023],
    ['2023–24', 2023],
    [' 2019 - 2020', 2019],
    ['0999-1000', 999],
    ['Jubilee', 0],
    ['', 0],
  ])('%j → %s', (year, expected) => {
    expect(sortYearOf(year)).toBe(expected);
  });

  it("orders as sortMessagesByYear does: sortYear, then createdAt, newest first (the query's order)", () => {
    const messages = [
      message('a', '2021-2022', '2022-01-01T00:00:00.000Z'),
      message('b', '2024-2025', '2024-07-01T00:00:00.000Z'),
      message('c', 'undated', '2025-01-01T00:00:00.000Z'),
      message('d', '2024-25', '2024-09-01T00:00:00.000Z'),
      message('e', 'tbd', '2020-01-01T00:00:00.000Z'),
      message('f', '2023-2024', '2023-06-01T00:00:00.000Z'),
    ];
    const byQuery = [...messages].sort(
      (x, y) =>
        sortYearOf(y.year) - sortYearOf(x.year) ||
        (y.createdAt ?? '').localeCompare(x.createdAt ?? ''),
    );
    expect(byQuery.map((m) => m.id)).toEqual(sortMessagesByYear(messages).map((m) => m.id));
    expect(byQuery.map((m) => m.id)).toEqual(['d', 'b', 'f', 'a', 'c', 'e']);
  });
});

describe('splitParagraphs', () => {
  it.each<[string, string, string[]]>([
    ['one paragraph', 'Dear friends.', ['Dear friends.']],
    ['a blank line separates', 'One.\n\nTwo.', ['One.', 'Two.']],
    ['Windows line ends', 'One.\r\n\r\nTwo.\r\nStill two.', ['One.', 'Two.\nStill two.']],
    ['old Mac line ends', 'One.\r\rTwo.', ['One.', 'Two.']],
    ['runs of blank lines make one break', 'One.\n\n\n\n\nTwo.', ['One.', 'Two.']],
    ['a blank line holding spaces still separates', 'One.\n  \t\nTwo.', ['One.', 'Two.']],
    ['a single newline stays inside the paragraph', 'Line one\nline two', ['Line one\nline two']],
    ['leading and trailing blank lines are dropped', '\n\n  One.  \n\n', ['One.']],
    ['empty text, no paragraphs', '', []],
    ['only whitespace, no paragraphs', ' \n \n ', []],
  ])('%s', (_case, text, expected) => {
    expect(splitParagraphs(text)).toEqual(expected);
  });
});
